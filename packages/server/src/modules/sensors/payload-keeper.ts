/**
 * The raw fields of the console doors' uploads, kept after their ingestion instead of inside it: an upload
 * hands its fields over in memory (no statement in its transaction, so a station with the base measures
 * only pays nothing there, and a failure here can never cost a reading), and they are written a moment
 * later, every station's together in one statement, pruned to the newest few. The back office's list
 * writes what is waiting first, so it shows the last upload at once; another process's uploads appear
 * within `delayMs`. At most `keep` uploads per station wait (the older ones would be pruned anyway). When
 * the write fails, each station's uploads are written on their own (a station deleted meanwhile costs the
 * others nothing); a station's failed write is logged and its uploads dropped (a diagnostic copy: the
 * readings and the sensors' values are stored by the ingestion itself).
 */
import type { Db } from '../../db/database.ts';
import { createUploadFieldsRepository, type PendingPayload } from './upload-fields.repository.ts';

export interface PayloadKeeper {
  /** Keeps an upload's raw fields (JSON text, credentials already left out), written shortly. */
  add(payload: PendingPayload): void;
  /** Writes what is waiting now. */
  flush(): Promise<void>;
}

export function createPayloadKeeper(deps: {
  db: Db;
  log: { warn(details: object, message: string): void };
  /** Newest uploads kept per station. */
  keep: number;
  /** Longest an upload waits before it is written, ms (default 1 s). */
  delayMs?: number;
}): PayloadKeeper {
  const { keep, delayMs = 1000 } = deps;
  const repository = createUploadFieldsRepository(deps.db);
  let waiting: PendingPayload[] = [];
  const perStation = new Map<number, number>();
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();

  const write = async (batch: PendingPayload[]) => {
    try {
      await repository.keepPayloads(batch, keep);
      return;
    } catch {
      // One station's failure (deleted meanwhile) must not cost the others theirs: each on its own.
    }
    for (const stationId of new Set(batch.map((p) => p.stationId))) {
      const own = batch.filter((p) => p.stationId === stationId);
      try {
        await repository.keepPayloads(own, keep);
      } catch (error) {
        deps.log.warn(
          { err: error, stationId, uploads: own.length },
          'raw uploads of the extra sensors not kept',
        );
      }
    }
  };

  const flush = (): Promise<void> => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    const batch = waiting;
    waiting = [];
    perStation.clear();
    // One write at a time, in order: the rows' ids say which upload is the newest.
    writing = writing.then(() => (batch.length === 0 ? undefined : write(batch)));
    return writing;
  };

  return {
    add(payload) {
      const count = (perStation.get(payload.stationId) ?? 0) + 1;
      perStation.set(payload.stationId, count);
      if (count > keep) {
        const oldest = waiting.findIndex((p) => p.stationId === payload.stationId);
        waiting.splice(oldest, 1);
        perStation.set(payload.stationId, keep);
      }
      waiting.push(payload);
      if (timer === undefined) {
        timer = setTimeout(() => void flush(), delayMs);
        timer.unref();
      }
    },
    flush,
  };
}
