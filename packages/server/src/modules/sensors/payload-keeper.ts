/**
 * The raw fields of the console doors' uploads, and the fields nothing reads (unmapped, each with its last
 * value), kept after their ingestion instead of inside it: an upload hands them over in memory (no
 * statement in its transaction, so a console that sends a field meteodeck does not read, as Weather
 * Underground consoles do with `rainin`, pays nothing there, and a failure here can never cost a reading),
 * and they are written a moment later, every station's together in one statement each, the raw uploads
 * pruned to the newest few, an unmapped field's newest value only. The back office's list
 * writes what is waiting first, so it shows the last upload at once; another process's uploads appear
 * within `delayMs`. At most `keep` uploads per station wait (the older ones would be pruned anyway). When
 * the write fails, each station's uploads are written on their own (a station deleted meanwhile costs the
 * others nothing); a station's failed write is logged and its uploads dropped (a diagnostic copy: the
 * readings and the sensors' values are stored by the ingestion itself).
 */
import type { Db } from '../../db/database.ts';
import {
  createUploadFieldsRepository,
  type PendingPayload,
  type PendingUnmapped,
} from './upload-fields.repository.ts';

export interface PayloadKeeper {
  /** Keeps an upload's raw fields (JSON text, credentials already left out), written shortly. */
  add(payload: PendingPayload): void;
  /** Keeps the fields of an upload nothing reads, with their values, written shortly. */
  addUnmapped(
    stationId: number,
    protocol: string,
    fields: readonly { field: string; value: string }[],
    at: number,
  ): void;
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
  let unmapped = new Map<string, PendingUnmapped>();
  const perStation = new Map<number, number>();
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();

  /** Runs `keepThem` on the whole batch; when it fails, on each station's part alone, logging failures. */
  const eachStation = async <T extends { stationId: number }>(
    batch: readonly T[],
    keepThem: (rows: readonly T[]) => Promise<void>,
    message: string,
  ) => {
    try {
      await keepThem(batch);
      return;
    } catch {
      // One station's failure (deleted meanwhile) must not cost the others theirs: each on its own.
    }
    for (const stationId of new Set(batch.map((p) => p.stationId))) {
      const own = batch.filter((p) => p.stationId === stationId);
      try {
        await keepThem(own);
      } catch (error) {
        deps.log.warn({ err: error, stationId, uploads: own.length }, message);
      }
    }
  };
  const write = async (batch: PendingPayload[], unmappedBatch: PendingUnmapped[]) => {
    if (batch.length > 0)
      await eachStation(
        batch,
        (rows) => repository.keepPayloads(rows, keep),
        'raw uploads of the extra sensors not kept',
      );
    if (unmappedBatch.length > 0)
      await eachStation(
        unmappedBatch,
        (rows) => repository.upsertUnmapped(rows),
        'unmapped fields of the uploads not kept',
      );
  };

  const flush = (): Promise<void> => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    const batch = waiting;
    const unmappedBatch = [...unmapped.values()];
    waiting = [];
    unmapped = new Map();
    perStation.clear();
    // One write at a time, in order: the rows' ids say which upload is the newest.
    writing = writing.then(() => write(batch, unmappedBatch));
    return writing;
  };
  const later = () => {
    if (timer === undefined) {
      timer = setTimeout(() => void flush(), delayMs);
      timer.unref();
    }
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
      later();
    },
    addUnmapped(stationId, protocol, fields, at) {
      // A field's newest value only: one row per station and field in the statement.
      for (const { field, value } of fields)
        unmapped.set(`${stationId}\u0000${field}`, { stationId, protocol, field, value, at });
      if (fields.length > 0) later();
    },
    flush,
  };
}
