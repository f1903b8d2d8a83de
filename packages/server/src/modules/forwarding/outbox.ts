/**
 * The durable forwarding outbox (issue 15). `enqueueForwarding` runs inside the ingestion transaction, so a
 * reading acknowledged to the console is queued for each enabled target or not stored at all. The worker
 * (`createForwardingWorker`) delivers after the commit, off the request: per target, oldest reading first,
 * one at a time, retrying with growing delays; a row is deleted only once the target accepted it. Several
 * processes on one PostgreSQL claim a target with FOR UPDATE SKIP LOCKED; SQLite has one process.
 */
import { addDays, DAY_MS, HOUR_MS, localDate, startOfLocalDate } from '@meteodeck/weather';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.ts';
import type { DialectName } from '../../db/create-db.ts';
import type { Database, ForwardingTargetRow } from '../../db/database.ts';
import type { CanonicalReading } from '../readings/canonical-reading.ts';
import { createReadingsWriteRepository } from '../readings/readings-write.repository.ts';
import { createStationsRepository } from '../stations/stations.repository.ts';
import {
  type DeliveryOutcome,
  deliver,
  type ForwardingEndpoints,
  type ForwardingService,
  SERVICE_MIN_INTERVAL_MS,
  type TargetCredentials,
} from './services.ts';

/** A queued reading: canonical units, plus the rain of the past hour and of the day so far, mm. */
export interface ForwardingPayload {
  at: number;
  temperature: number | null;
  humidity: number | null;
  dewPoint: number | null;
  relativePressure: number | null;
  absolutePressure: number | null;
  windSpeed: number | null;
  windDirection: number | null;
  windGust: number | null;
  rainRate: number | null;
  rainLastHour: number | null;
  /** Rain of the 24 hours up to the reading (CWOP's `p`), mm; absent in readings queued before it existed. */
  rainLast24h?: number | null;
  /**
   * Rain since the station's local midnight (WU's `dailyrainin`), mm: the console's own daily counter when
   * the reading carried one, otherwise the stored rain of the day so far; absent likewise.
   */
  rainToday?: number | null;
  solarRadiation: number | null;
  uv: number | null;
  soilTemperature: number | null;
  indoorTemperature: number | null;
  indoorHumidity: number | null;
  pm25: number | null;
}

/** The oldest backlog kept: a reading queued longer ago than this is dropped (with a log line). */
export const MAX_BACKLOG_MS = 24 * 3_600_000;
/** Retry delays after 1, 2, 3… failures in a row, ms (the last repeats). */
export const RETRY_DELAYS_MS = [5_000, 15_000, 30_000, 60_000, 120_000, 300_000];

/** The rain up to a reading: of the past hour, of the past 24 hours, and since the local midnight, mm. */
interface RainWindows {
  lastHour: number | null;
  last24h: number | null;
  today: number | null;
}

/**
 * A sum of rain over a window sliding forward over stored readings (sorted by time): readings enter when
 * they reach the window's end and leave when they fall behind its start. Null while no reading in the window
 * has rain (a station without a gauge sends nothing, not 0).
 */
function slidingRain(stored: readonly { at: number; rain: number | null }[]) {
  let start = 0;
  let end = 0;
  let sum = 0;
  let withRain = 0;
  const add = (index: number, sign: 1 | -1) => {
    const rain = stored[index]?.rain ?? null;
    if (rain === null) return;
    sum += sign * rain;
    withRain += sign;
  };
  /** The rain of the stored readings with from < at ≤ to (`inclusiveFrom`: from ≤ at); windows only move on. */
  return (from: number, to: number, inclusiveFrom = false): number | null => {
    for (; end < stored.length && (stored[end]?.at ?? Number.POSITIVE_INFINITY) <= to; end += 1) add(end, 1);
    const behind = (at: number) => (inclusiveFrom ? at < from : at <= from);
    for (; start < end && behind(stored[start]?.at ?? Number.POSITIVE_INFINITY); start += 1) add(start, -1);
    // Float sums drift: a window that holds no rain is exactly 0.
    return withRain === 0 ? null : Math.round(sum * 1e6) / 1e6;
  };
}

/**
 * The rain windows of each reading of a chunk (its stored rain, as SQL's SUM: null when no reading of the
 * window has rain), from one query over the chunk's span and the day before, not one per reading: a
 * backfill of 10,000 readings into a station with a target costs one read, not 10,000.
 */
async function rainWindowsOf(
  trx: Kysely<Database>,
  station: { id: number; timezone: string },
  readings: readonly CanonicalReading[],
): Promise<Map<number, RainWindows>> {
  const times = readings.map((reading) => reading.receivedAt).sort((a, b) => a - b);
  const first = times[0];
  const last = times.at(-1);
  const windows = new Map<number, RainWindows>();
  if (first === undefined || last === undefined) return windows;
  const midnightOf = createMidnights(station.timezone);
  // Rain of the readings with from < received_at ≤ last (instants are whole milliseconds).
  const rows = await createReadingsWriteRepository(trx).listRainBetween(
    station.id,
    Math.min(first - DAY_MS, midnightOf(first) - 1),
    last + 1,
  );
  const stored = rows.map((row) => ({ at: Number(row.received_at), rain: row.rain_mm }));
  const hour = slidingRain(stored);
  const day = slidingRain(stored);
  const today = slidingRain(stored);
  for (const at of times) {
    windows.set(at, {
      lastHour: hour(at - HOUR_MS, at),
      last24h: day(at - DAY_MS, at),
      today: today(midnightOf(at), at, true),
    });
  }
  return windows;
}

/** The local midnight before each instant in `timeZone` (instants in time order; the last day is kept). */
function createMidnights(timeZone: string): (at: number) => number {
  let day: { from: number; to: number } | undefined;
  return (at) => {
    if (day === undefined || at < day.from || at >= day.to) {
      const date = localDate(at, timeZone);
      day = { from: startOfLocalDate(date, timeZone), to: startOfLocalDate(addDays(date, 1), timeZone) };
    }
    return day.from;
  };
}

/**
 * Queues `readings` (just stored for `stationId`, sorted by time) for each enabled, unpaused target of
 * the station, at the target's own rate. Runs in the ingestion transaction `trx` (which holds the
 * station's write lock), so `last_enqueued_at` moves without races. Readings not newer than what a target
 * last had queued are not queued again (a console's retry, an import of the past).
 */
export async function enqueueForwarding(
  trx: Kysely<Database>,
  station: { id: number; timezone: string },
  readings: readonly CanonicalReading[],
  now: number,
): Promise<number> {
  const stationId = station.id;
  if (readings.length === 0) return 0;
  const targets = await trx
    .selectFrom('forwarding_targets')
    .select(['id', 'service', 'last_enqueued_at'])
    .where('weather_station_id', '=', stationId)
    .where('enabled', '=', 1)
    .execute();
  if (targets.length === 0) return 0;
  const payloads = new Map<number, ForwardingPayload>();
  const rain = await rainWindowsOf(trx, station, readings);
  const payloadOf = async (reading: CanonicalReading): Promise<ForwardingPayload> => {
    const known = payloads.get(reading.receivedAt);
    if (known !== undefined) return known;
    const windows = rain.get(reading.receivedAt);
    const payload: ForwardingPayload = {
      at: reading.receivedAt,
      temperature: reading.temperature,
      humidity: reading.humidity,
      dewPoint: reading.dewPoint,
      relativePressure: reading.relativePressure,
      absolutePressure: reading.absolutePressure,
      windSpeed: reading.windSpeed,
      windDirection: reading.windDirection,
      windGust: reading.windGust,
      rainRate: reading.rainRate,
      rainLastHour: windows?.lastHour ?? null,
      rainLast24h: windows?.last24h ?? null,
      // The day's total as the console counted it: what it counted before the station's first upload of
      // the day, or during an outage, may be missing from the stored readings.
      rainToday: reading.rainDaily ?? windows?.today ?? null,
      solarRadiation: reading.solarRadiation,
      uv: reading.uv,
      soilTemperature: reading.soilTemperature,
      indoorTemperature: reading.indoorTemperature,
      indoorHumidity: reading.indoorHumidity,
      pm25: reading.pm25,
    };
    payloads.set(reading.receivedAt, payload);
    return payload;
  };
  let queued = 0;
  for (const target of targets) {
    const interval = SERVICE_MIN_INTERVAL_MS[target.service as ForwardingService] ?? 0;
    let last = target.last_enqueued_at === null ? null : Number(target.last_enqueued_at);
    const rows = [];
    for (const reading of readings) {
      if (last !== null && reading.receivedAt < last + Math.max(1, interval)) continue;
      if (reading.receivedAt < now - MAX_BACKLOG_MS) continue;
      rows.push({
        target_id: target.id,
        reading_at: reading.receivedAt,
        payload: JSON.stringify(await payloadOf(reading)),
        created_at: now,
      });
      last = reading.receivedAt;
    }
    if (rows.length === 0) continue;
    await trx.insertInto('forwarding_outbox').values(rows).execute();
    await trx
      .updateTable('forwarding_targets')
      .set({ last_enqueued_at: last })
      .where('id', '=', target.id)
      .execute();
    queued += rows.length;
  }
  return queued;
}

export interface ForwardingLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface ForwardingWorkerDeps {
  db: Kysely<Database>;
  dialect: DialectName;
  clock: Clock;
  endpoints: ForwardingEndpoints;
  log: ForwardingLog;
  /** Pause between two rounds when nothing was due, ms (default 1000). */
  idleMs?: number;
  /** Replaces the real delivery (tests). */
  send?: typeof deliver;
  /** How long a network may take to answer, ms (default DELIVERY_TIMEOUT_MS). */
  timeoutMs?: number;
}

type Db = Kysely<Database>;

/** The delay before the next attempt after `attempts` failures in a row. */
export function retryDelay(attempts: number): number {
  return RETRY_DELAYS_MS[Math.min(attempts, RETRY_DELAYS_MS.length) - 1] ?? 0;
}

/**
 * The background worker: `start()` loops until `stop()`; `runOnce()` does one round (tests call it by
 * hand): drops readings past the 24 h backlog, then for each due target sends its queued readings in order
 * until one fails.
 */
export function createForwardingWorker(deps: ForwardingWorkerDeps) {
  const send = deps.send ?? deliver;
  let running = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<void> | undefined;
  let wake: (() => void) | undefined;

  async function dropExpired(now: number): Promise<void> {
    // Read first: a DELETE takes SQLite's write lock even when it removes nothing, and waiting for it
    // behind another process (an import command) would block this process's event loop.
    const any = await deps.db
      .selectFrom('forwarding_outbox')
      .select('id')
      .where('created_at', '<', now - MAX_BACKLOG_MS)
      .limit(1)
      .executeTakeFirst();
    if (any === undefined) return;
    const expired = await deps.db
      .deleteFrom('forwarding_outbox')
      .where('created_at', '<', now - MAX_BACKLOG_MS)
      .returning(['target_id', 'reading_at'])
      .execute();
    if (expired.length > 0) {
      deps.log.warn(
        { dropped: expired.length, targets: [...new Set(expired.map((e) => e.target_id))] },
        'forwarding backlog older than 24 h dropped',
      );
    }
  }

  /** Ids of the targets with something due. */
  async function dueTargets(now: number): Promise<number[]> {
    const rows = await deps.db
      .selectFrom('forwarding_targets')
      .select('id')
      .where('enabled', '=', 1)
      .where('paused', '=', 0)
      .where('next_attempt_at', '<=', now)
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('forwarding_outbox')
            .select('forwarding_outbox.id')
            .whereRef('forwarding_outbox.target_id', '=', 'forwarding_targets.id'),
        ),
      )
      .orderBy('id')
      .execute();
    return rows.map((r) => r.id);
  }

  /** Records an attempt's outcome on the target; true when the next reading may follow at once. */
  async function record(db: Db, target: ForwardingTargetRow, outcome: DeliveryOutcome, rowId: number) {
    const now = deps.clock.now();
    if (outcome.kind === 'ok') {
      await db.deleteFrom('forwarding_outbox').where('id', '=', rowId).execute();
      await db
        .updateTable('forwarding_targets')
        .set({ last_success_at: now, failing_since: null, attempts: 0, next_attempt_at: 0 })
        .where('id', '=', target.id)
        .execute();
      return true;
    }
    const attempts = target.attempts + 1;
    const paused = outcome.kind === 'bad-credentials';
    await db
      .updateTable('forwarding_targets')
      .set({
        last_error_at: now,
        last_error: outcome.message.slice(0, 500),
        failing_since: target.failing_since ?? now,
        attempts,
        next_attempt_at: now + retryDelay(attempts),
        ...(paused ? { paused: 1 } : {}),
      })
      .where('id', '=', target.id)
      .execute();
    (paused ? deps.log.error : deps.log.warn).call(
      deps.log,
      { target: target.id, service: target.service, error: outcome.message.slice(0, 200) },
      paused ? 'forwarding target refused its credentials: paused' : 'forwarding failed, will retry',
    );
    return false;
  }

  /**
   * Sends `targetId`'s queued readings in order until one fails or none is left (`lock`: one reading only,
   * the target's row locked). True when the last attempt succeeded.
   */
  async function drain(db: Db, targetId: number, lock: boolean): Promise<boolean> {
    for (;;) {
      if (stopped) return false;
      let query = db.selectFrom('forwarding_targets').selectAll().where('id', '=', targetId);
      if (lock) query = query.forUpdate().skipLocked();
      const target = await query.executeTakeFirst();
      if (target === undefined || target.enabled !== 1 || target.paused !== 0) return false;
      if (Number(target.next_attempt_at) > deps.clock.now()) return false;
      const row = await db
        .selectFrom('forwarding_outbox')
        .selectAll()
        .where('target_id', '=', targetId)
        .orderBy('reading_at')
        .orderBy('id')
        .limit(1)
        .executeTakeFirst();
      if (row === undefined) return false;
      const owner = await createStationsRepository(db).findById(target.weather_station_id);
      const site = owner && { lat: owner.lat, lng: owner.lng, elevation: owner.elevation };
      const credentials: TargetCredentials = {
        stationId: target.station_id,
        secret: target.secret,
        ...(site === undefined ? {} : { site }),
      };
      const outcome = await send(
        target.service as ForwardingService,
        deps.endpoints,
        JSON.parse(row.payload) as ForwardingPayload,
        credentials,
        deps.timeoutMs,
      );
      const next = await record(db, { ...target, attempts: Number(target.attempts) }, outcome, row.id);
      if (!next || lock) return next;
    }
  }

  async function runOnce(): Promise<void> {
    const now = deps.clock.now();
    await dropExpired(now);
    for (const targetId of await dueTargets(now)) {
      if (stopped) return;
      if (deps.dialect === 'postgres') {
        // One reading per transaction, the target's row locked: another process skips it meanwhile.
        for (let sent = 0; sent < 1000 && !stopped; sent += 1) {
          const progressed = await deps.db.transaction().execute((trx) => drain(trx, targetId, true));
          if (!progressed) break;
        }
      } else {
        await drain(deps.db, targetId, false);
      }
    }
  }

  function schedule(ms: number) {
    if (stopped) return;
    timer = setTimeout(() => {
      timer = undefined;
      round = runOnce()
        .catch((error: unknown) => deps.log.error({ err: error }, 'forwarding round failed'))
        .finally(() => {
          round = undefined;
          schedule(deps.idleMs ?? 1000);
        });
    }, ms);
    wake = () => {
      if (timer !== undefined) {
        clearTimeout(timer);
        schedule(0);
      }
    };
  }

  return {
    runOnce,
    /** Starts the background loop. */
    start() {
      if (running) return;
      running = true;
      stopped = false;
      schedule(0);
    },
    /** Asks for a round soon (readings were just stored). */
    poke() {
      wake?.();
    },
    /** Stops the loop and waits for the round under way. */
    async stop() {
      stopped = true;
      running = false;
      if (timer !== undefined) clearTimeout(timer);
      await round;
    },
  };
}

export type ForwardingWorker = ReturnType<typeof createForwardingWorker>;
