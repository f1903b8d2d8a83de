/**
 * The forwarding worker: delivers what ingestion queued (outbox.service.ts) after the commit, off
 * the request: per target, oldest reading first, one at a time, retrying with growing delays; a row is
 * deleted only once the target accepted it. Several processes on one PostgreSQL claim a target with FOR
 * UPDATE SKIP LOCKED; SQLite has one process. Every query is the repository's.
 */
import type { Clock } from '../../clock.ts';
import type { DialectName } from '../../db/create-db.ts';
import { type Db, inTransaction } from '../../db/database.ts';
import { createSensorValuesReader } from '../sensors/index.ts';
import { createStationsRepository } from '../stations/index.ts';
import { createForwardingRepository, type ForwardingTarget } from './forwarding.repository.ts';
import { deliver } from './networks/deliver.ts';
import type {
  DeliveryOutcome,
  ForwardingEndpoints,
  ForwardingPayload,
  TargetCredentials,
} from './networks/network.ts';
import { MAX_BACKLOG_MS } from './outbox.service.ts';

/** Retry delays after 1, 2, 3… failures in a row, ms (the last repeats). */
export const RETRY_DELAYS_MS = [5_000, 15_000, 30_000, 60_000, 120_000, 300_000];

export interface ForwardingLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface ForwardingWorkerDeps {
  db: Db;
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

/** The longest pause between two rounds that failed (the database away), ms. */
export const FAILED_ROUND_MAX_MS = 30_000;

/**
 * The pause before the next round after `failedRounds` rounds failed in a row (the database away for a
 * while: a restart, a failover, a locked file): the idle pause doubled each time, at most 30 s, so a worker
 * neither hammers a database coming back nor fills the log with a line a second; the idle pause once a round
 * went through.
 */
export function roundPause(failedRounds: number, idleMs: number): number {
  if (failedRounds <= 0) return idleMs;
  return Math.min(FAILED_ROUND_MAX_MS, idleMs * 2 ** Math.min(failedRounds, 20));
}

/**
 * The networks whose uploads have fields for extra sensors (the measure catalogue's `forwarding`): Weather
 * Underground's protocol, reused by PWSweather and WOW, and AWEKAS's snow height and soil temperature.
 * Windy's, OpenWeatherMap's and CWOP's documented fields have no place for one.
 */
const TAKE_SENSORS: ReadonlySet<string> = new Set(['wunderground', 'pwsweather', 'wow', 'awekas']);

/**
 * The reading queued, with its public extra sensors for the networks that take them (each takes the
 * catalogue's fields it has: wunderground.ts, awekas.ts).
 */
async function payloadOf(db: Db, target: ForwardingTarget, text: string): Promise<ForwardingPayload> {
  const payload = JSON.parse(text) as ForwardingPayload;
  if (!TAKE_SENSORS.has(target.service)) return payload;
  const values = await createSensorValuesReader(db).valuesAt(target.weatherStationId, payload.at, 'public');
  return values.size === 0 ? payload : { ...payload, sensors: Object.fromEntries(values) };
}

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
  let failedRounds = 0;

  async function dropExpired(now: number): Promise<void> {
    const expired = await createForwardingRepository(deps.db).deleteQueuedBefore(now - MAX_BACKLOG_MS);
    if (expired.length > 0) {
      deps.log.warn(
        { dropped: expired.length, targets: [...new Set(expired.map((e) => e.targetId))] },
        'forwarding backlog older than 24 h dropped',
      );
    }
  }

  /** Records an attempt's outcome on the target; true when the next reading may follow at once. */
  async function record(db: Db, target: ForwardingTarget, outcome: DeliveryOutcome, rowId: number) {
    const now = deps.clock.now();
    const targets = createForwardingRepository(db);
    if (outcome.kind === 'ok') {
      await targets.recordSuccess(target.id, rowId, now);
      return true;
    }
    const attempts = target.attempts + 1;
    const paused = outcome.kind === 'bad-credentials';
    await targets.recordFailure(target.id, {
      at: now,
      error: outcome.message.slice(0, 500),
      failingSince: target.failingSince ?? now,
      attempts,
      nextAttemptAt: now + retryDelay(attempts),
      pause: paused,
    });
    (paused ? deps.log.error : deps.log.warn).call(
      deps.log,
      { target: target.id, service: target.service, error: outcome.message.slice(0, 200) },
      paused ? 'forwarding target refused its credentials: paused' : 'forwarding failed, will retry',
    );
    return false;
  }

  /** The credentials `target` sends with, and where its station stands. */
  async function credentialsOf(db: Db, target: ForwardingTarget): Promise<TargetCredentials> {
    const owner = await createStationsRepository(db).findById(target.weatherStationId);
    const site = owner && { lat: owner.lat, lng: owner.lng, elevation: owner.elevation };
    return { stationId: target.stationId, secret: target.secret, ...(site === undefined ? {} : { site }) };
  }

  /**
   * Sends `targetId`'s queued readings in order until one fails or none is left (`lock`: one reading only,
   * the target's row locked). True when the last attempt succeeded.
   */
  async function drain(db: Db, targetId: number, lock: boolean): Promise<boolean> {
    const targets = createForwardingRepository(db);
    for (;;) {
      if (stopped) return false;
      const target = await targets.find(targetId, lock);
      if (target === undefined || !target.enabled || target.paused) return false;
      if (target.nextAttemptAt > deps.clock.now()) return false;
      const row = await targets.findNextQueued(targetId);
      if (row === undefined) return false;
      const outcome = await send(
        target.service,
        deps.endpoints,
        await payloadOf(db, target, row.payload),
        await credentialsOf(db, target),
        deps.timeoutMs,
      );
      const next = await record(db, target, outcome, row.id);
      if (!next || lock) return next;
    }
  }

  async function runOnce(): Promise<void> {
    const now = deps.clock.now();
    await dropExpired(now);
    for (const targetId of await createForwardingRepository(deps.db).listDueIds(now)) {
      if (stopped) return;
      if (deps.dialect === 'postgres') {
        // One reading per transaction, the target's row locked: another process skips it meanwhile.
        for (let sent = 0; sent < 1000 && !stopped; sent += 1) {
          const progressed = await inTransaction(deps.db, (trx) => drain(trx, targetId, true));
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
        .then(() => {
          if (failedRounds > 0) deps.log.info({ failedRounds }, 'forwarding rounds go through again');
          failedRounds = 0;
        })
        .catch((error: unknown) => {
          failedRounds += 1;
          deps.log.error(
            { err: error, failedRounds, retryInMs: roundPause(failedRounds, deps.idleMs ?? 1000) },
            'forwarding round failed',
          );
        })
        .finally(() => {
          round = undefined;
          schedule(roundPause(failedRounds, deps.idleMs ?? 1000));
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
