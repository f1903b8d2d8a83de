/**
 * The durable forwarding outbox (issue 15). `enqueueForwarding` runs inside the ingestion transaction, so a
 * reading acknowledged to the console is queued for each enabled target or not stored at all. The worker
 * (`createForwardingWorker`) delivers after the commit, off the request: per target, oldest reading first,
 * one at a time, retrying with growing delays; a row is deleted only once the target accepted it. Several
 * processes on one PostgreSQL claim a target with FOR UPDATE SKIP LOCKED; SQLite has one process.
 */
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.ts';
import type { DialectName } from '../../db/create-db.ts';
import type { Database, ForwardingTargetRow } from '../../db/database.ts';
import type { CanonicalReading } from '../readings/canonical-reading.ts';
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

const HOUR_MS = 3_600_000;

/**
 * The rain of the hour up to each reading of a chunk (received_at in (t − 1 h, t], as SQL's SUM: null when
 * no reading of that hour has rain), from one query over the chunk's span, not one per reading: a backfill
 * of 10,000 readings into a station with a target costs one read, not 10,000.
 */
async function rainOfPastHours(
  trx: Kysely<Database>,
  stationId: number,
  readings: readonly CanonicalReading[],
): Promise<Map<number, number | null>> {
  const times = readings.map((reading) => reading.receivedAt).sort((a, b) => a - b);
  const first = times[0];
  const last = times.at(-1);
  const totals = new Map<number, number | null>();
  if (first === undefined || last === undefined) return totals;
  const rows = await trx
    .selectFrom('readings')
    .select(['received_at', 'rain_mm'])
    .where('weather_station_id', '=', stationId)
    .where('received_at', '>', first - HOUR_MS)
    .where('received_at', '<=', last)
    .orderBy('received_at', 'asc')
    .execute();
  const stored = rows.map((row) => ({ at: Number(row.received_at), rain: row.rain_mm }));
  // A window sliding over the stored readings: [start, end) are those within (t − 1 h, t].
  let start = 0;
  let end = 0;
  let sum = 0;
  let withRain = 0;
  for (const at of times) {
    for (; end < stored.length && (stored[end]?.at ?? Number.POSITIVE_INFINITY) <= at; end += 1) {
      const rain = stored[end]?.rain ?? null;
      if (rain !== null) {
        sum += rain;
        withRain += 1;
      }
    }
    for (; start < end && (stored[start]?.at ?? Number.POSITIVE_INFINITY) <= at - HOUR_MS; start += 1) {
      const rain = stored[start]?.rain ?? null;
      if (rain !== null) {
        sum -= rain;
        withRain -= 1;
      }
    }
    totals.set(at, withRain === 0 ? null : sum);
  }
  return totals;
}

/**
 * Queues `readings` (just stored for `stationId`, sorted by time) for each enabled, unpaused target of
 * the station, at the target's own rate. Runs in the ingestion transaction `trx` (which holds the
 * station's write lock), so `last_enqueued_at` moves without races. Readings not newer than what a target
 * last had queued are not queued again (a console's retry, an import of the past).
 */
export async function enqueueForwarding(
  trx: Kysely<Database>,
  stationId: number,
  readings: readonly CanonicalReading[],
  now: number,
): Promise<number> {
  if (readings.length === 0) return 0;
  const targets = await trx
    .selectFrom('forwarding_targets')
    .select(['id', 'service', 'last_enqueued_at'])
    .where('weather_station_id', '=', stationId)
    .where('enabled', '=', 1)
    .execute();
  if (targets.length === 0) return 0;
  const payloads = new Map<number, ForwardingPayload>();
  const rainLastHour = await rainOfPastHours(trx, stationId, readings);
  const payloadOf = async (reading: CanonicalReading): Promise<ForwardingPayload> => {
    const known = payloads.get(reading.receivedAt);
    if (known !== undefined) return known;
    const total = rainLastHour.get(reading.receivedAt) ?? null;
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
      rainLastHour: total,
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
      const credentials: TargetCredentials = { stationId: target.station_id, secret: target.secret };
      const outcome = await send(
        target.service as ForwardingService,
        deps.endpoints,
        JSON.parse(row.payload) as ForwardingPayload,
        credentials,
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
