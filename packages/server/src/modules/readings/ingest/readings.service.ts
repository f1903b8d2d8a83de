/**
 * The ingestion pipeline (DESIGN §5), one for the three doors: reject what cannot be stored → quality
 * control (drop and log impossible values) → transactions that insert the readings and keep the daily
 * summaries and rollups right → after each commit, notify live subscribers. Idempotent on
 * (station, received_at); late and out-of-order readings repair their neighbours and recompute the days
 * they touch, once per chunk.
 *
 * A large request (a JSON batch, an import) is stored in chunks, each its own short transaction (about
 * CHUNK_TARGET_MS of work), with a pause between them, so a console's upload never waits long for the write
 * lock: live uploads go first.
 */
import type { ApiErrorItem, ReadingsRequest, ReadingsResult, RejectedReading } from '@meteodeck/contract';
import { invalidAll, unauthorized } from '../../../app-error.ts';
import type { Clock } from '../../../clock.ts';
import type { DialectName } from '../../../db/create-db.ts';
import type { Db } from '../../../db/database.ts';
import type { ChangeFeed } from '../../change-feed/change-feed.ts';
import { enqueueForwarding } from '../../forwarding/index.ts';
import { createStationStateRepository, type StationStateRepository } from '../../stations/index.ts';
import {
  applyQualityControl,
  type CanonicalReading,
  EARLIEST_INSTANT_MS,
  hasAnyMeasure,
} from '../canonical-reading.ts';
import { ECOWITT_FIELDS, parseEcowittUpload } from '../doors/ecowitt.ts';
import { createImportedExtremesRepository } from '../summaries/imported-extremes.repository.ts';
import type { SourceDayExtremes } from '../summaries/imported-extremes.ts';
import { runIngestTransaction } from './ingest-transaction.ts';
import { fromJsonReading } from '../doors/json.ts';
import { applyMainRainSource } from '../doors/rain-gauges.ts';
import type { ReadingEvents, UploadEvents } from '../reading-events.ts';
import { type ChunkResult, storeChunk } from './reading-store.ts';
import type { SpikeFlag } from './spike-filter.ts';
import { BAD_CREDENTIALS, type StationCredentials, type UploadStation } from '../doors/station-credentials.ts';
import { createSummariesWriteRepository } from '../summaries/summaries-write.repository.ts';
import { localDayRange } from '../summaries/summary-maintenance.ts';
import { describeFields, sensorFields, type UploadFields } from '../doors/upload-fields.ts';
import { parseWuUpload, WU_FIELDS } from '../doors/wu.ts';

/** Days of a source's own extremes stored per transaction (storeSourceExtremes). */
const SOURCE_EXTREMES_DAYS_PER_TRANSACTION = 50;

/** A reading is refused when it claims to be this far ahead of the server's clock (console clock drift). */
export const MAX_FUTURE_SKEW_MS = 5 * 60_000;

/** One item of a request: a parsed reading, or why it could not be parsed. */
export type IngestItem = { reading: CanonicalReading } | { reason: string };

/** How a caller that stores a long series in several requests (an importer) helps the pipeline. */
export interface IngestOptions {
  /**
   * The door the request came through (`wunderground`, `ecowitt`, `json`), and the battery and signal
   * values it carried: kept as the station's state for the status page and alerts.
   */
  door?: {
    protocol: string;
    sensors?: Record<string, number>;
    /** The upload's field names, and those without a place (console doors). */
    fields?: { seen: string[]; ignored: string[] };
  };
  /**
   * The instant of the first reading the caller's next request will store, when it follows right after
   * this one (a series imported in time order): repairing the stored readings from there on is left to
   * that request, so the readings after an imported range are rewritten once, not once per request.
   */
  followedBy?: number;
}

/** The log calls the pipeline makes (pino's logger fits). */
export interface IngestLog {
  warn(details: object, message: string): void;
}

/** What the pipeline is built from; `dialect` picks the hand-written SQL and PostgreSQL's per-station lock. */
export interface ReadingsServiceDeps {
  db: Db;
  dialect: DialectName;
  clock: Clock;
  events: ReadingEvents;
  credentials: StationCredentials;
  log: IngestLog;
  /** Where other processes hear of stored readings (absent: this process only). */
  changes?: ChangeFeed;
  /**
   * Pause between two chunks of a request, ms (default 0: just let pending I/O run). A process that shares
   * a SQLite file with a server (the import command) pauses longer, so the server's uploads get the lock.
   */
  chunkPauseMs?: number;
  /** SQLite: how long a chunk waits for another program's write lock before a 503 (default 10 s). */
  lockWaitMs?: number;
  /** Where a door's recorded upload is announced (the back office's connection view follows it live). */
  uploads?: UploadEvents;
  /** Told after a commit that queued readings for forwarding (the worker starts a round). */
  onForwardingQueued?: () => void;
  /** Told of the values rejected from a station's readings: impossible (dropped) or spikes (flagged). */
  onValuesRejected?: (reference: string, reason: 'impossible' | 'spike', count: number) => void;
}

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

/** A foreign-key violation from SQLite or PostgreSQL: here, the station was deleted after it was cached. */
function isForeignKeyViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  return error.code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || error.code === '23503';
}

/**
 * Requests storing readings, per station: what a time-zone change waits for before it re-keys the
 * station's summaries, so that no reading folds into the old zone's days after the re-key.
 */
function createInFlightRequests() {
  const running = new Map<number, Set<Promise<unknown>>>();
  return {
    /** Runs `work` for station `stationId`, counted as in flight until it settles. */
    track<T>(stationId: number, work: () => Promise<T>): Promise<T> {
      const request = work();
      const set = running.get(stationId) ?? new Set();
      set.add(request);
      running.set(stationId, set);
      const forget = () => {
        set.delete(request);
        if (set.size === 0 && running.get(stationId) === set) running.delete(stationId);
      };
      request.then(forget, forget);
      return request;
    },
    /** Resolves once the requests of `stationId` in flight now have settled (failed ones too). */
    async settle(stationId: number): Promise<void> {
      await Promise.allSettled([...(running.get(stationId) ?? [])]);
    },
  };
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

/** A value quality control took out of a reading: physically impossible (dropped) or a spike (flagged). */
interface RejectedValue {
  measure: string;
  value: number;
  reason: 'impossible' | 'spike';
}

/**
 * Keeps what a door's request says of the station: the newest reading instant per door, and the
 * battery and signal values as sent. A plain upsert outside the readings' transaction: it takes a few rows
 * and no lock of the station.
 */
async function recordDoor(
  state: StationStateRepository,
  stationId: number,
  door: NonNullable<IngestOptions['door']>,
  readingAt: number,
  now: number,
  rejectedValues: readonly RejectedValue[],
): Promise<void> {
  await state.recordUpload(stationId, {
    protocol: door.protocol,
    readingAt,
    receivedAt: now,
    fieldsSeen: door.fields === undefined ? null : JSON.stringify(door.fields.seen.slice(0, 200)),
    fieldsIgnored: door.fields === undefined ? null : JSON.stringify(door.fields.ignored.slice(0, 200)),
    rejected: JSON.stringify(rejectedValues.slice(0, 100)),
  });
  await state.recordSensors(stationId, door.sensors ?? {}, now);
}

/** A console door refuses its single reading with 400 when the pipeline rejected it. */
/**
 * What ingestion tells its callers beyond the doors' answer: the values of the stored readings quality
 * control held for review (spikes) or took out (impossible), for an import's summary.
 */
export type IngestResult = ReadingsResult & { valuesFlagged: number; valuesDropped: number };

function refuseRejected(result: ReadingsResult): void {
  if (result.rejected.length === 0) return;
  throw invalidAll(
    result.rejected.map((r): ApiErrorItem => ({ message: r.reason, propertyPath: 'dateutc' })),
  );
}

interface Accepted {
  index: number;
  reading: CanonicalReading;
}

/**
 * The ingestion service: `ingest` (the pipeline, for an authenticated station), the three doors
 * (`ingestWeatherUnderground`, `ingestEcowitt`, `ingestJson`) and `authenticate`. Publishes on `events` after
 * each commit that stored something: the newest stored instant, once per request; then, for a door's request,
 * on `uploads` once the upload is recorded for the connection view.
 */
export function createReadingsService(deps: ReadingsServiceDeps) {
  const pauseBetweenChunks = () =>
    new Promise<void>((resolve) => {
      if ((deps.chunkPauseMs ?? 0) > 0) setTimeout(resolve, deps.chunkPauseMs);
      else setImmediate(resolve);
    });

  let forwardingQueued = false;

  /** One chunk in its own transaction; other processes hear of what it stored when it commits. */
  function storeInTransaction(
    station: UploadStation,
    readings: readonly CanonicalReading[],
    repairUntil: number | undefined,
  ) {
    return runIngestTransaction(
      deps.db,
      deps.dialect,
      station.id,
      async (trx): Promise<ChunkResult> => {
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
        );
        if (result.flagged.length > 0)
          deps.onValuesRejected?.(station.reference, 'spike', result.flagged.length);
        if (result.stored > 0) {
          // Queued in the same transaction: a reading acknowledged to the console is forwarded eventually,
          // as stored (without the values the spike filter left out).
          const stored = withoutFlagged(readings.slice(0, result.consumed), result.flagged);
          const queued = await enqueueForwarding(trx, station, stored, deps.clock.now());
          if (queued > 0) forwardingQueued = true;
        }
        if (deps.changes !== undefined && result.newestAt !== undefined) {
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
    );
  }

  /**
   * Stores `accepted` (sorted by time, distinct instants) in chunks of bounded time; publishes each chunk's
   * readings once committed. Returns how many were stored. `followedBy`: see {@link IngestOptions}.
   */
  async function store(
    station: UploadStation,
    accepted: readonly Accepted[],
    followedBy: number | undefined,
    onFlagged: (flags: readonly SpikeFlag[]) => void,
  ): Promise<number> {
    const readings = accepted.map((a) => a.reading);
    let stored = 0;
    let index = 0;
    let size = FIRST_CHUNK;
    while (index < readings.length) {
      const started = performance.now();
      // Repairs after this chunk stop where the next chunk (or the caller's next request) takes over.
      const repairUntil = readings[index + size]?.receivedAt ?? followedBy;
      const result = await storeInTransaction(station, readings.slice(index, index + size), repairUntil);
      stored += result.stored;
      if (result.flagged.length > 0) onFlagged(result.flagged);
      if (forwardingQueued) {
        forwardingQueued = false;
        deps.onForwardingQueued?.();
      }
      if (result.newestAt !== undefined) {
        deps.events.publish(station.id, result.newestAt, result.earliestAt);
      }
      index += Math.max(1, result.consumed);
      size = nextChunkSize(size, result.consumed, performance.now() - started);
      if (index < readings.length) await pauseBetweenChunks();
    }
    return stored;
  }

  const inFlight = createInFlightRequests();

  const service = {
    /**
     * Stores the readings of one request for `station` (already authenticated) and answers how many were
     * stored, skipped (same instant already stored, or twice in the request) and rejected (unparsable, in the
     * future, before 2000 or without any measure), each rejection with its index in the request. Impossible
     * values are dropped from their reading and logged with the station reference, never with its token.
     */
    async ingest(
      station: UploadStation,
      items: readonly IngestItem[],
      options: IngestOptions = {},
    ): Promise<IngestResult> {
      const now = deps.clock.now();
      const rejected: RejectedReading[] = [];
      /** Values quality control took out of the request's readings, for the connection view. */
      const rejectedValues: RejectedValue[] = [];
      const byInstant = new Map<number, Accepted>();
      let skipped = 0;
      items.forEach((item, index) => {
        if ('reason' in item) {
          rejected.push({ index, reason: item.reason });
          return;
        }
        if (item.reading.receivedAt > now + MAX_FUTURE_SKEW_MS) {
          rejected.push({ index, reason: 'Date dans le futur' });
          return;
        }
        if (!(item.reading.receivedAt >= EARLIEST_INSTANT_MS)) {
          rejected.push({ index, reason: 'Date antérieure au 2000-01-01' });
          return;
        }
        const { reading, dropped } = applyQualityControl(
          applyMainRainSource(item.reading, station.rainMainSource ?? 'bucket'),
        );
        if (dropped.length > 0) {
          for (const d of dropped)
            rejectedValues.push({ measure: d.measure, value: d.value, reason: 'impossible' });
          deps.onValuesRejected?.(station.reference, 'impossible', dropped.length);
          deps.log.warn(
            { station: station.reference, receivedAt: new Date(reading.receivedAt).toISOString(), dropped },
            'impossible values dropped from a reading',
          );
        }
        if (!hasAnyMeasure(reading)) {
          rejected.push({ index, reason: 'Aucune mesure' });
          return;
        }
        if (byInstant.has(reading.receivedAt)) skipped += 1;
        else byInstant.set(reading.receivedAt, { index, reading });
      });
      const accepted = [...byInstant.values()].sort((a, b) => a.reading.receivedAt - b.reading.receivedAt);
      const dropped = rejectedValues.length;
      if (accepted.length === 0)
        return { stored: 0, skipped, rejected, valuesFlagged: 0, valuesDropped: dropped };
      let stored: number;
      const flaggedKeys = new Set<string>();
      try {
        stored = await store(station, accepted, options.followedBy, (flags) => {
          for (const f of flags) {
            rejectedValues.push({ measure: f.measure, value: f.value, reason: 'spike' });
            // Counted for the caller as the review lists them: each value once, a dew point that only
            // follows its flagged sources not at all.
            if (f.rule !== 'derived') flaggedKeys.add(`${f.receivedAt}/${f.measure}`);
          }
        });
      } catch (error) {
        // Deleted by the back office while its credentials were cached: it no longer exists for uploads.
        if (!isForeignKeyViolation(error)) throw error;
        deps.credentials.forget(station.reference);
        throw unauthorized(BAD_CREDENTIALS);
      }
      if (options.door !== undefined) {
        const newest = accepted.at(-1)?.reading.receivedAt ?? now;
        try {
          await recordDoor(
            createStationStateRepository(deps.db),
            station.id,
            options.door,
            newest,
            now,
            rejectedValues,
          );
          const upload = { protocol: options.door.protocol, receivedAt: now };
          deps.uploads?.publish(station.id, upload);
          // Live streams held by other processes on the same database hear of it through the change log. A
          // notice, not data: its failure (a full disk) must not turn the stored upload into an error.
          await deps.changes
            ?.record(deps.db, { topic: 'upload', stationId: station.id, ...upload })
            .catch((error: unknown) =>
              deps.log.warn(
                { station: station.reference, err: error },
                'the upload could not be announced to other processes',
              ),
            );
        } catch (error) {
          // Deleted since its readings were stored: nothing left to describe.
          if (!isForeignKeyViolation(error)) throw error;
        }
      }
      return {
        stored,
        skipped: skipped + accepted.length - stored,
        rejected,
        valuesFlagged: flaggedKeys.size,
        valuesDropped: dropped,
      };
    },

    /**
     * Keeps a history source's own daily extremes (imported-extremes.ts) for the station's days that hold
     * readings, and applies them to those days' summaries now (later recomputations apply them again).
     * Days without readings are left out. Returns how many days took them.
     */
    async storeSourceExtremes(
      station: UploadStation,
      source: string,
      days: readonly SourceDayExtremes[],
    ): Promise<number> {
      let applied = 0;
      for (let i = 0; i < days.length; i += SOURCE_EXTREMES_DAYS_PER_TRANSACTION) {
        const chunk = days.slice(i, i + SOURCE_EXTREMES_DAYS_PER_TRANSACTION);
        const touched = await runIngestTransaction(
          deps.db,
          deps.dialect,
          station.id,
          async (trx) => {
            const summaries = createSummariesWriteRepository(trx, deps.dialect);
            const kept: SourceDayExtremes[] = [];
            const spans: Array<{ day: string; from: number; to: number }> = [];
            for (const extremes of chunk) {
              if (Object.keys(extremes.measures).length === 0) continue;
              if ((await summaries.find(station.id, extremes.day)) === undefined) continue;
              kept.push(extremes);
              spans.push({ day: extremes.day, ...localDayRange(extremes.day, station.timezone) });
            }
            await createImportedExtremesRepository(trx).upsert(station.id, source, kept);
            for (const span of spans) {
              const stored = await summaries.find(station.id, span.day);
              if (stored === undefined) continue;
              const { weather_station_id: _, day: __, ...values } = stored;
              await summaries.upsert(
                station.id,
                span.day,
                await summaries.withImportedExtremes(station.id, span, values),
              );
            }
            if (spans.length === 0) return undefined;
            const range = {
              earliestAt: Math.min(...spans.map((span) => span.from)),
              newestAt: Math.max(...spans.map((span) => span.to - 1)),
            };
            if (deps.changes !== undefined) {
              await deps.changes.record(trx, { topic: 'readings', stationId: station.id, ...range });
            }
            return { ...range, days: spans.length };
          },
          deps.lockWaitMs,
        );
        if (touched !== undefined) {
          applied += touched.days;
          // Past days changed: caches of folds over them (records, periods) are dropped.
          deps.events.publish(station.id, touched.newestAt, touched.earliestAt);
        }
        await pauseBetweenChunks();
      }
      return applied;
    },

    /**
     * Resolves once the door requests of station `stationId` in flight now have finished storing (a
     * time-zone change waits for them before it re-keys the summaries).
     */
    settle(stationId: number): Promise<void> {
      return inFlight.settle(stationId);
    },

    /** Checks a station's upload credentials (401 otherwise); see StationCredentials. */
    authenticate(reference: string | undefined, token: string | undefined): Promise<UploadStation> {
      return deps.credentials.authenticate(reference, token);
    },

    /**
     * The Weather Underground door: credentials from `ID` and `PASSWORD` (401), then the reading (400 with
     * every problem when malformed or refused). A duplicate is accepted silently, as consoles retry.
     */
    async ingestWeatherUnderground(fields: UploadFields): Promise<ReadingsResult> {
      const upload = parseWuUpload(fields, deps.clock.now());
      const station = await deps.credentials.authenticate(upload.reference, upload.token);
      const reading = upload.reading;
      if (reading === null) throw invalidAll(upload.problems);
      const door = {
        protocol: 'wunderground',
        sensors: sensorFields(fields),
        fields: describeFields(fields, WU_FIELDS),
      };
      const result = await inFlight.track(station.id, () => service.ingest(station, [{ reading }], { door }));
      refuseRejected(result);
      return result;
    },

    /** The Ecowitt door: credentials from the path (401), then the form (400 when malformed or refused). */
    async ingestEcowitt(reference: string, token: string, fields: UploadFields): Promise<ReadingsResult> {
      const station = await deps.credentials.authenticate(reference, token);
      const upload = parseEcowittUpload(fields, deps.clock.now());
      const reading = upload.reading;
      if (reading === null) throw invalidAll(upload.problems);
      const door = {
        protocol: 'ecowitt',
        sensors: sensorFields(fields),
        fields: describeFields(fields, ECOWITT_FIELDS),
      };
      const result = await inFlight.track(station.id, () => service.ingest(station, [{ reading }], { door }));
      refuseRejected(result);
      return result;
    },

    /**
     * The JSON door, for a station already authenticated (before its body was read: the station is looked
     * up again, its time zone may have changed meanwhile): one reading or an array, canonical units.
     */
    async ingestJson(station: UploadStation, body: ReadingsRequest): Promise<ReadingsResult> {
      const inputs = Array.isArray(body) ? body : [body];
      return inFlight.track(station.id, async () =>
        service.ingest(
          await deps.credentials.current(station),
          inputs.map((input) => fromJsonReading(input)),
          { door: { protocol: 'json' } },
        ),
      );
    },
  };
  return service;
}

export type ReadingsService = ReturnType<typeof createReadingsService>;
