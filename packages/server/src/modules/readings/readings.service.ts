/**
 * The ingestion pipeline (DESIGN §5), one for the three doors: reject what cannot be stored → quality
 * control (drop and log impossible values) → one transaction that inserts the readings and keeps the daily
 * summaries right → after commit, notify live subscribers. Idempotent on (station, received_at); late and
 * out-of-order readings repair their neighbours and recompute the days they touch.
 */
import type { ApiErrorItem, ReadingsRequest, ReadingsResult, RejectedReading } from '@meteodeck/contract';
import { localDate, RAIN_RATE_WINDOW_MS } from '@meteodeck/weather';
import { type Kysely, sql } from 'kysely';
import { invalidAll, unauthorized } from '../../app-error.ts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/database.ts';
import { applyQualityControl, type CanonicalReading, hasAnyMeasure } from './canonical-reading.ts';
import { createDailySummaryRepository } from './daily-summary.repository.ts';
import { parseEcowittUpload } from './ecowitt.ts';
import { fromJsonReading } from './json.ts';
import { repairFollowingReadings } from './late-readings.ts';
import {
  buildReadingRow,
  needsRecentRain,
  type PreviousState,
  type ReadingRowValues,
} from './reading-derivation.ts';
import type { ReadingEvents } from './reading-events.ts';
import {
  createReadingsRepository,
  type ReadingState,
  type ReadingsRepository,
} from './readings.repository.ts';
import { BAD_CREDENTIALS, type StationCredentials, type UploadStation } from './station-credentials.ts';
import { appendToSummaries, recomputeDays } from './summary-maintenance.ts';
import type { UploadFields } from './upload-fields.ts';
import { parseWuUpload } from './wu.ts';

/** A reading is refused when it claims to be this far ahead of the server's clock (console clock drift). */
export const MAX_FUTURE_SKEW_MS = 5 * 60_000;

/** One item of a request: a parsed reading, or why it could not be parsed. */
export type IngestItem = { reading: CanonicalReading } | { reason: string };

/** The log calls the pipeline makes (pino's logger fits). */
export interface IngestLog {
  warn(details: object, message: string): void;
}

/** What the pipeline is built from; `dialect` picks the hand-written SQL and PostgreSQL's per-station lock. */
export interface ReadingsServiceDeps {
  db: Kysely<Database>;
  dialect: 'sqlite' | 'postgres';
  clock: Clock;
  events: ReadingEvents;
  credentials: StationCredentials;
  log: IngestLog;
}

/** A foreign-key violation from SQLite or PostgreSQL: here, the station was deleted after it was cached. */
function isForeignKeyViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  return error.code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || error.code === '23503';
}

/** A console door refuses its single reading with 400 when the pipeline rejected it. */
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
 * each commit that stored something: the newest stored instant, once per request.
 */
export function createReadingsService(deps: ReadingsServiceDeps) {
  /**
   * What deriving `reading` needs of the station's past: the previous reading's rain-event state, and the
   * last counter values before it. `counters` gives the last counter values already known (undefined: look
   * them up in the table, only when the reading carries that counter).
   */
  async function previousState(
    readings: ReadingsRepository,
    stationId: number,
    reading: CanonicalReading,
    previous: ReadingState | undefined,
    counters: { rain: number | undefined; lightning: number | undefined },
    recent: () => Promise<number>,
  ): Promise<PreviousState> {
    const at = reading.receivedAt;
    const rainCounter =
      reading.rainTotal === null
        ? null
        : (counters.rain ?? (await readings.findCounterBefore(stationId, 'rain_counter_mm', at)) ?? null);
    const lightningCounter =
      reading.lightningCounter === null
        ? null
        : (counters.lightning ??
          (await readings.findCounterBefore(stationId, 'lightning_counter', at)) ??
          null);
    const eventState = {
      rain_event_mm: previous?.rain_event_mm ?? null,
      rain_last_at: previous?.rain_last_at ?? null,
    };
    const recentRainMm = reading.rainRate === null && needsRecentRain(eventState, at) ? await recent() : 0;
    return { ...eventState, rainCounter, lightningCounter, recentRainMm };
  }

  /** Stores one reading older than the newest stored one; its day and the repaired days become dirty. */
  async function storeLate(
    readings: ReadingsRepository,
    station: UploadStation,
    reading: CanonicalReading,
    dirtyDays: Set<string>,
  ): Promise<boolean> {
    const at = reading.receivedAt;
    const previous = await readings.findBefore(station.id, at);
    const counters = {
      rain: previous?.rain_counter_mm ?? undefined,
      lightning: previous?.lightning_counter ?? undefined,
    };
    const state = await previousState(readings, station.id, reading, previous, counters, () =>
      readings.rainBetween(station.id, at - RAIN_RATE_WINDOW_MS, at),
    );
    const row = buildReadingRow(station.id, station.elevation, reading, state);
    if ((await readings.insert(row)) === undefined) return false;
    dirtyDays.add(localDate(at, station.timezone));
    await repairFollowingReadings(readings, row, station.timezone, dirtyDays);
    return true;
  }

  /** The transaction: late readings first (they may rewrite the newest's state), then the newest ones. */
  async function store(station: UploadStation, accepted: readonly Accepted[]) {
    return deps.db.transaction().execute(async (trx) => {
      if (deps.dialect === 'postgres') {
        // Serialise ingestion per station: two concurrent requests must not fold into the same summary.
        await sql`select id from weather_stations where id = ${station.id} for update`.execute(trx);
      }
      const readings = createReadingsRepository(trx, deps.dialect);
      const summaries = createDailySummaryRepository(trx, deps.dialect);
      const latest = await readings.findLatest(station.id);
      const latestAt = latest?.received_at;
      const late = accepted.filter((a) => latestAt !== undefined && a.reading.receivedAt <= latestAt);
      const newest = accepted.filter((a) => latestAt === undefined || a.reading.receivedAt > latestAt);

      const dirtyDays = new Set<string>();
      let stored = 0;
      // A re-sent batch is mostly duplicates: find them with one range query instead of one per reading.
      const first = late[0];
      const last = late.at(-1);
      const existing =
        first === undefined || last === undefined
          ? new Set<number>()
          : await readings.timesBetween(station.id, first.reading.receivedAt, last.reading.receivedAt);
      for (const { reading } of late) {
        if (existing.has(reading.receivedAt)) continue;
        if (await storeLate(readings, station, reading, dirtyDays)) stored += 1;
      }
      await recomputeDays({ readings, summaries }, station.id, station.timezone, dirtyDays);

      // The newest readings chain in memory: each one's previous reading is the one before it.
      let previous: ReadingState | undefined =
        late.length > 0 ? await readings.findLatest(station.id) : latest;
      const rows: ReadingRowValues[] = [];
      // Counters of this request's rows are not in the table yet either: carry the last ones along.
      const counters = {
        rain: previous?.rain_counter_mm ?? undefined,
        lightning: previous?.lightning_counter ?? undefined,
      };
      for (const { reading } of newest) {
        const at = reading.receivedAt;
        const state = await previousState(readings, station.id, reading, previous, counters, async () => {
          const windowStart = at - RAIN_RATE_WINDOW_MS;
          // Stored readings end at latestAt: once the window starts after it, only this request's rows count.
          let total =
            latestAt !== undefined && windowStart < latestAt
              ? await readings.rainBetween(station.id, windowStart, at)
              : 0;
          // Rows of this request are not in the table yet: add those inside the window (newest last).
          for (let i = rows.length - 1; i >= 0; i -= 1) {
            const row = rows[i];
            if (row === undefined || row.received_at <= windowStart) break;
            total += row.rain_mm ?? 0;
          }
          return total;
        });
        const row = buildReadingRow(station.id, station.elevation, reading, state);
        rows.push(row);
        previous = row;
        counters.rain = row.rain_counter_mm ?? state.rainCounter ?? counters.rain;
        counters.lightning = row.lightning_counter ?? state.lightningCounter ?? counters.lightning;
      }
      stored += await readings.insertMany(rows);
      await appendToSummaries(summaries, station.id, station.timezone, latestAt, rows);
      const newestAt = rows.at(-1)?.received_at ?? (stored > 0 ? late.at(-1)?.reading.receivedAt : undefined);
      return { stored, newestAt };
    });
  }

  const service = {
    /**
     * Stores the readings of one request for `station` (already authenticated) and answers how many were
     * stored, skipped (same instant already stored, or twice in the request) and rejected (unparsable, in the
     * future, or without any measure), each rejection with its index in the request. Impossible values are
     * dropped from their reading and logged with the station reference, never with its token.
     */
    async ingest(station: UploadStation, items: readonly IngestItem[]): Promise<ReadingsResult> {
      const now = deps.clock.now();
      const rejected: RejectedReading[] = [];
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
        const { reading, dropped } = applyQualityControl(item.reading);
        if (dropped.length > 0) {
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
      if (accepted.length === 0) return { stored: 0, skipped, rejected };
      let result: Awaited<ReturnType<typeof store>>;
      try {
        result = await store(station, accepted);
      } catch (error) {
        // Deleted by the back office while its credentials were cached: it no longer exists for uploads.
        if (!isForeignKeyViolation(error)) throw error;
        deps.credentials.forget(station.reference);
        throw unauthorized(BAD_CREDENTIALS);
      }
      // The earliest accepted reading bounds the earliest stored one (duplicates only make it conservative).
      if (result.newestAt !== undefined) {
        deps.events.publish(station.id, result.newestAt, accepted[0]?.reading.receivedAt);
      }
      return { stored: result.stored, skipped: skipped + accepted.length - result.stored, rejected };
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
      if (upload.reading === null) throw invalidAll(upload.problems);
      const result = await service.ingest(station, [{ reading: upload.reading }]);
      refuseRejected(result);
      return result;
    },

    /** The Ecowitt door: credentials from the path (401), then the form (400 when malformed or refused). */
    async ingestEcowitt(reference: string, token: string, fields: UploadFields): Promise<ReadingsResult> {
      const station = await deps.credentials.authenticate(reference, token);
      const upload = parseEcowittUpload(fields, deps.clock.now());
      if (upload.reading === null) throw invalidAll(upload.problems);
      const result = await service.ingest(station, [{ reading: upload.reading }]);
      refuseRejected(result);
      return result;
    },

    /** The JSON door, for a station already authenticated: one reading or an array, canonical units. */
    async ingestJson(station: UploadStation, body: ReadingsRequest): Promise<ReadingsResult> {
      const inputs = Array.isArray(body) ? body : [body];
      return service.ingest(
        station,
        inputs.map((input) => fromJsonReading(input)),
      );
    },
  };
  return service;
}

export type ReadingsService = ReturnType<typeof createReadingsService>;
