/**
 * Storing a request's readings in chunks, each its own short transaction (about CHUNK_TARGET_MS of work),
 * with a pause between them, so a console's upload never waits long for the write lock behind a large
 * request (a JSON batch, an import): live uploads go first. Inside each chunk's transaction the readings
 * are stored (reading-store.ts), the hooks other modules registered run on them (forwarding queues them),
 * and the change log hears of them; after its commit the live subscribers do.
 */
import type { DialectName } from '../../../db/create-db.ts';
import type { CanonicalReading } from '../canonical-reading.ts';
import type { UploadStation } from '../doors/station-credentials.ts';
import { jsonArraysSelect } from '../store/readings-write.repository.ts';
import type { AppendPart } from '../summaries/append-one.repository.ts';
import type { InTransactionHook, RawUploads, ReadingsServiceDeps } from './ingest-deps.ts';
import { runIngestTransaction } from './ingest-transaction.ts';
import { type ChunkResult, chunkFirstRead, newestRowsOf, storeChunk } from './reading-store.ts';
import type { SpikeFlag } from './spike-filter.ts';

/**
 * A caller's own parts of the statement that stores a chunk's one reading (PostgreSQL's usual upload,
 * append-one.repository.ts), given the reading's spike flags and the first free placeholder. Called only
 * when that statement is the one that runs; committed with the reading.
 */
export type AlsoInStatement = (flagged: readonly SpikeFlag[], firstParameter: number) => AppendPart[];

/** Work one chunk's transaction aims at, ms: the longest a console's upload waits behind a large request. */
export const CHUNK_TARGET_MS = 40;
const FIRST_CHUNK = 200;
const MIN_CHUNK = 20;
const MAX_CHUNK = 5000;

/** The next chunk size: scaled so the next chunk takes about CHUNK_TARGET_MS, at most doubling. */
function nextChunkSize(size: number, consumed: number, elapsedMs: number): number {
  const perReading = elapsedMs / Math.max(1, consumed);
  const fitting = perReading > 0 ? CHUNK_TARGET_MS / perReading : size * 2;
  return Math.round(Math.min(MAX_CHUNK, Math.max(MIN_CHUNK, Math.min(size * 2, fitting))));
}

/** `readings` with the values of `flagged` set to null (copies of the readings concerned only). */
function withoutFlagged(
  readings: readonly CanonicalReading[],
  flagged: readonly SpikeFlag[],
): readonly CanonicalReading[] {
  if (flagged.length === 0) return readings;
  const byInstant = new Map<number, SpikeFlag[]>();
  for (const flag of flagged)
    byInstant.set(flag.receivedAt, [...(byInstant.get(flag.receivedAt) ?? []), flag]);
  return readings.map((reading) => {
    const flags = byInstant.get(reading.receivedAt);
    if (flags === undefined) return reading;
    const copy = { ...reading };
    for (const flag of flags) copy[flag.measure] = null;
    return copy;
  });
}

/** The pause between two chunks: `chunkPauseMs`, or (0) just letting pending I/O run. */
export function chunkPause(deps: Pick<ReadingsServiceDeps, 'chunkPauseMs'>): () => Promise<void> {
  return () =>
    new Promise<void>((resolve) => {
      if ((deps.chunkPauseMs ?? 0) > 0) setTimeout(resolve, deps.chunkPauseMs);
      else setImmediate(resolve);
    });
}

/**
 * PostgreSQL: the transaction's first read (runIngestTransaction's `firstRead`), one row: `r0` the newest
 * readings (chunkFirstRead), `r<i+1>` hook i's rows (its `firstRead`), each a JSON array. Undefined on SQLite.
 */
function firstReadOf(
  dialect: DialectName,
  stationId: number,
  hooks: readonly InTransactionHook[],
): string | undefined {
  const readings = chunkFirstRead(dialect, stationId);
  if (readings === undefined) return undefined;
  return jsonArraysSelect([readings, ...hooks.map((hook) => hook.firstRead?.(stationId))]);
}

/** The chunked store of the pipeline; `store` publishes on `deps.events` after each chunk that stored. */
export function createChunkedStore(deps: ReadingsServiceDeps) {
  const pauseBetweenChunks = chunkPause(deps);

  /**
   * One chunk in its own transaction; other processes hear of what it stored when it commits. Returns the
   * chunk's result and what the hooks asked to run after the commit.
   */
  async function storeInTransaction(
    station: UploadStation,
    readings: readonly CanonicalReading[],
    repairUntil: number | undefined,
    raw: RawUploads | undefined,
    alsoInStatement: AlsoInStatement | undefined,
  ) {
    let afterCommit: Array<() => void> = [];
    // The change-log row of a one-reading chunk at `atMs`, as parts of the statement that stores it
    // (PostgreSQL, reading-store.ts): written only if the reading is stored (the other processes are woken
    // after the commit). Then the caller's own parts (the door's record), written either way.
    const changeLogParts = (atMs: number, firstParameter: number, flagged: readonly SpikeFlag[]) => {
      const change = { topic: 'readings' as const, stationId: station.id, newestAt: atMs, earliestAt: atMs };
      const statement = deps.changes?.recordStatement?.(change, 'ins', firstParameter);
      const parts: AppendPart[] =
        statement === undefined
          ? []
          : [{ name: 'change', text: statement.insert, parameters: statement.parameters }];
      const next = firstParameter + parts.reduce((n, part) => n + part.parameters.length, 0);
      return [...parts, ...(alsoInStatement?.(flagged, next) ?? [])];
    };
    const hooks = deps.inTransactionHooks ?? [];
    const result = await runIngestTransaction(
      deps.db,
      deps.dialect,
      station.id,
      async (trx, firstRows): Promise<ChunkResult> => {
        afterCommit = [];
        const read = firstRows?.[0] as Record<string, unknown> | undefined;
        const result = await storeChunk(
          trx,
          deps.dialect,
          station,
          readings,
          repairUntil,
          (jump) =>
            deps.log.warn(
              { station: station.reference, ...jump },
              'counter jump beyond one interval: counted 0, a new counter run starts',
            ),
          deps.clock.now(),
          changeLogParts,
          read === undefined ? undefined : newestRowsOf(read.r0),
        );
        if (result.flagged.length > 0)
          deps.onValuesRejected?.(station.reference, 'spike', result.flagged.length);
        if (result.stored > 0) {
          // In the same transaction: a reading acknowledged to the console is forwarded eventually, as
          // stored (without the values the spike filter left out).
          const stored = withoutFlagged(readings.slice(0, result.consumed), result.flagged);
          for (const [i, hook] of hooks.entries()) {
            const rows = read?.[`r${i + 1}`] as readonly unknown[] | undefined;
            const then = await hook(trx, station, stored, deps.clock.now(), rows);
            if (then !== undefined) afterCommit.push(then);
          }
        }
        // The upload hooks (the extra sensors) see each consumed reading's raw fields, stored or resent.
        const uploads =
          raw === undefined || raw.byInstant.size === 0 ? [] : readings.slice(0, result.consumed);
        for (const reading of uploads) {
          const fields = raw?.byInstant.get(reading.receivedAt);
          if (raw === undefined || fields === undefined) continue;
          const ignored = raw.ignored ?? Object.keys(fields);
          const upload = { station, protocol: raw.protocol, receivedAt: reading.receivedAt, fields, ignored };
          for (const hook of deps.uploadHooks ?? []) await hook(trx, { ...upload, now: deps.clock.now() });
        }
        if (deps.changes !== undefined && result.newestAt !== undefined && result.partsWritten !== true) {
          await deps.changes.record(trx, {
            topic: 'readings',
            stationId: station.id,
            newestAt: result.newestAt,
            earliestAt: result.earliestAt ?? null,
          });
        }
        return result;
      },
      deps.lockWaitMs,
      firstReadOf(deps.dialect, station.id, hooks),
    );
    return { result, afterCommit };
  }

  return {
    /**
     * Stores `readings` (sorted by time, distinct instants) in chunks of bounded time; publishes each
     * chunk's readings once committed and hands its spike flags to `onFlagged`. Returns how many were
     * stored. `followedBy`: see IngestOptions.
     */
    async store(
      station: UploadStation,
      readings: readonly CanonicalReading[],
      followedBy: number | undefined,
      onFlagged: (flags: readonly SpikeFlag[]) => void,
      raw?: RawUploads,
      alsoInStatement?: AlsoInStatement,
    ): Promise<number> {
      let stored = 0;
      let index = 0;
      let size = FIRST_CHUNK;
      while (index < readings.length) {
        const started = performance.now();
        // Repairs after this chunk stop where the next chunk (or the caller's next request) takes over.
        const repairUntil = readings[index + size]?.receivedAt ?? followedBy;
        const chunk = readings.slice(index, index + size);
        const { result, afterCommit } = await storeInTransaction(
          station,
          chunk,
          repairUntil,
          raw,
          alsoInStatement,
        );
        stored += result.stored;
        if (result.flagged.length > 0) onFlagged(result.flagged);
        // Rows written by the statement's parts (the change log's) wake the other processes now.
        if (result.partsWritten === true) deps.changes?.wake();
        for (const then of afterCommit) then();
        if (result.newestAt !== undefined) {
          deps.events.publish(station.id, result.newestAt, result.earliestAt);
        }
        index += Math.max(1, result.consumed);
        size = nextChunkSize(size, result.consumed, performance.now() - started);
        if (index < readings.length) await pauseBetweenChunks();
      }
      return stored;
    },
  };
}
