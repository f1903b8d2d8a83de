/**
 * Every query on `forwarding_targets` (a station's forwarding to one network, with its delivery state) and
 * `forwarding_outbox` (the readings waiting for a target). It takes the root instance or a
 * transaction: `enqueue` runs in the ingestion's, the worker's PostgreSQL rounds in one holding the target.
 */
import type { ForwardingServiceName } from '@meteodeck/contract';
import type { Db, ForwardingTargetRow } from '../../db/database.ts';

/** A forwarding target as the module uses it: epoch ms as numbers, flags as booleans. */
export interface ForwardingTarget {
  id: number;
  weatherStationId: number;
  service: ForwardingServiceName;
  /** The station's id at the network. */
  stationId: string;
  /** Its key, password, PIN or passcode ('' when none). */
  secret: string;
  enabled: boolean;
  /** The network refused the credentials: nothing is sent until an admin edits the target. */
  paused: boolean;
  /** Instant of the newest reading queued (the target's own rate counts from it). */
  lastEnqueuedAt: number | null;
  lastSuccessAt: number | null;
  lastErrorAt: number | null;
  lastError: string | null;
  /** Since when every attempt failed; null after a success. */
  failingSince: number | null;
  /** Failed attempts in a row. */
  attempts: number;
  /** No attempt before this instant. */
  nextAttemptAt: number;
  createdAt: number;
  updatedAt: number;
}

const epoch = (ms: number | string | null): number | null => (ms === null ? null : Number(ms));

/** Maps a `forwarding_targets` row to a {@link ForwardingTarget} (PostgreSQL answers bigints as text). */
export function toForwardingTarget(row: ForwardingTargetRow): ForwardingTarget {
  return {
    id: row.id,
    weatherStationId: row.weather_station_id,
    service: row.service as ForwardingServiceName,
    stationId: row.station_id,
    secret: row.secret,
    enabled: row.enabled === 1,
    paused: row.paused === 1,
    lastEnqueuedAt: epoch(row.last_enqueued_at),
    lastSuccessAt: epoch(row.last_success_at),
    lastErrorAt: epoch(row.last_error_at),
    lastError: row.last_error,
    failingSince: epoch(row.failing_since),
    attempts: Number(row.attempts),
    nextAttemptAt: Number(row.next_attempt_at),
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
  };
}

/** What an admin sets on a target. */
export interface TargetSettings {
  service: ForwardingServiceName;
  stationId: string;
  /** Undefined: the stored secret stays. */
  secret?: string;
  enabled: boolean;
}

/** A reading waiting for a target: its instant and its payload as JSON. */
export interface OutboxRow {
  id: number;
  readingAt: number;
  payload: string;
}

/** The back office's queries: a station's targets, their settings and queue lengths. */
function targetQueries(db: Db) {
  return {
    /** Target `id` of station `stationId`, or undefined. */
    async findOfStation(stationId: number, id: number): Promise<ForwardingTarget | undefined> {
      const row = await db
        .selectFrom('forwarding_targets')
        .selectAll()
        .where('id', '=', id)
        .where('weather_station_id', '=', stationId)
        .executeTakeFirst();
      return row && toForwardingTarget(row);
    },

    /** Station `stationId`'s targets, oldest first. */
    async listOfStation(stationId: number): Promise<ForwardingTarget[]> {
      const rows = await db
        .selectFrom('forwarding_targets')
        .selectAll()
        .where('weather_station_id', '=', stationId)
        .orderBy('id')
        .execute();
      return rows.map(toForwardingTarget);
    },

    /** Enabled targets failing since before `before`, oldest first. */
    async listFailingSince(before: number): Promise<ForwardingTarget[]> {
      const rows = await db
        .selectFrom('forwarding_targets')
        .selectAll()
        .where('enabled', '=', 1)
        .where('failing_since', '<', before)
        .orderBy('id')
        .execute();
      return rows.map(toForwardingTarget);
    },

    /** Target `id` as the audit trail shows it (the secret masked there), or undefined. */
    async findAuditView(id: number) {
      return db
        .selectFrom('forwarding_targets')
        .select(['service', 'station_id as stationId', 'secret as key', 'enabled'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** Adds a target that forwards the readings stored from `now` on; its id. */
    async insert(stationId: number, settings: Required<TargetSettings>, now: number): Promise<number> {
      const { id } = await db
        .insertInto('forwarding_targets')
        .values({
          weather_station_id: stationId,
          service: settings.service,
          station_id: settings.stationId,
          secret: settings.secret,
          enabled: settings.enabled ? 1 : 0,
          paused: 0,
          attempts: 0,
          next_attempt_at: 0,
          last_enqueued_at: now,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    /** Changes target `id`'s settings and clears its pause and retry state. */
    async update(id: number, settings: TargetSettings, now: number): Promise<void> {
      await db
        .updateTable('forwarding_targets')
        .set({
          service: settings.service,
          station_id: settings.stationId,
          ...(settings.secret === undefined ? {} : { secret: settings.secret }),
          enabled: settings.enabled ? 1 : 0,
          paused: 0,
          attempts: 0,
          next_attempt_at: 0,
          updated_at: now,
        })
        .where('id', '=', id)
        .execute();
    },

    /** Deletes target `id` and its queue. */
    async delete(id: number): Promise<void> {
      await db.deleteFrom('forwarding_outbox').where('target_id', '=', id).execute();
      await db.deleteFrom('forwarding_targets').where('id', '=', id).execute();
    },

    /** How many readings wait for each of `ids` (absent: none). */
    async queueLengths(ids: readonly number[]): Promise<Map<number, number>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .selectFrom('forwarding_outbox')
        .select(['target_id', (eb) => eb.fn.countAll<number | string>().as('n')])
        .where('target_id', 'in', ids)
        .groupBy('target_id')
        .execute();
      return new Map(rows.map((r) => [r.target_id, Number(r.n)]));
    },
  };
}

/** The delivery's queries: queuing in the ingestion transaction, the worker's rounds. */
function deliveryQueries(db: Db) {
  return {
    /**
     * Target `id`, or undefined; `lock`: its row locked for the transaction, and undefined when another
     * holds it (FOR UPDATE SKIP LOCKED, PostgreSQL only).
     */
    async find(id: number, lock = false): Promise<ForwardingTarget | undefined> {
      let query = db.selectFrom('forwarding_targets').selectAll().where('id', '=', id);
      if (lock) query = query.forUpdate().skipLocked();
      const row = await query.executeTakeFirst();
      return row && toForwardingTarget(row);
    },

    /** Station `stationId`'s enabled targets (paused ones too: their queue waits for the admin). */
    async listEnabledOfStation(stationId: number): Promise<EnabledTarget[]> {
      const rows = await db
        .selectFrom('forwarding_targets')
        .select(['id', 'service', 'last_enqueued_at'])
        .where('weather_station_id', '=', stationId)
        .where('enabled', '=', 1)
        .execute();
      return enabledTargetsOf(rows);
    },

    /** Ids of the enabled, unpaused targets due by `now` with a reading waiting, in id order. */
    async listDueIds(now: number): Promise<number[]> {
      const rows = await db
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
    },

    /** Target `id`'s reading was accepted: `rowId` leaves the queue and the failure state is cleared. */
    async recordSuccess(id: number, rowId: number, now: number): Promise<void> {
      await db.deleteFrom('forwarding_outbox').where('id', '=', rowId).execute();
      await db
        .updateTable('forwarding_targets')
        .set({ last_success_at: now, failing_since: null, attempts: 0, next_attempt_at: 0 })
        .where('id', '=', id)
        .execute();
    },

    /** Target `id`'s attempt failed: its failure state, the next attempt, and a pause when asked. */
    async recordFailure(
      id: number,
      failure: {
        at: number;
        error: string;
        failingSince: number;
        attempts: number;
        nextAttemptAt: number;
        pause: boolean;
      },
    ): Promise<void> {
      await db
        .updateTable('forwarding_targets')
        .set({
          last_error_at: failure.at,
          last_error: failure.error,
          failing_since: failure.failingSince,
          attempts: failure.attempts,
          next_attempt_at: failure.nextAttemptAt,
          ...(failure.pause ? { paused: 1 } : {}),
        })
        .where('id', '=', id)
        .execute();
    },

    /** Queues readings for target `id` and moves its `last_enqueued_at` to `lastEnqueuedAt`. */
    async enqueue(
      id: number,
      rows: readonly { readingAt: number; payload: string }[],
      lastEnqueuedAt: number,
      now: number,
    ): Promise<void> {
      await db
        .insertInto('forwarding_outbox')
        .values(
          rows.map((row) => ({
            target_id: id,
            reading_at: row.readingAt,
            payload: row.payload,
            created_at: now,
          })),
        )
        .execute();
      await db
        .updateTable('forwarding_targets')
        .set({ last_enqueued_at: lastEnqueuedAt })
        .where('id', '=', id)
        .execute();
    },

    /** Target `id`'s oldest waiting reading, or undefined. */
    async findNextQueued(id: number): Promise<OutboxRow | undefined> {
      const row = await db
        .selectFrom('forwarding_outbox')
        .select(['id', 'reading_at', 'payload'])
        .where('target_id', '=', id)
        .orderBy('reading_at')
        .orderBy('id')
        .limit(1)
        .executeTakeFirst();
      return row && { id: row.id, readingAt: Number(row.reading_at), payload: row.payload };
    },

    /**
     * Deletes the readings queued before `before`; the target and instant of each. Reads first: a DELETE
     * takes SQLite's write lock even when it removes nothing, and waiting for it behind another process (an
     * import command) would block this process's event loop.
     */
    async deleteQueuedBefore(before: number): Promise<{ targetId: number; readingAt: number }[]> {
      const any = await db
        .selectFrom('forwarding_outbox')
        .select('id')
        .where('created_at', '<', before)
        .limit(1)
        .executeTakeFirst();
      if (any === undefined) return [];
      const expired = await db
        .deleteFrom('forwarding_outbox')
        .where('created_at', '<', before)
        .returning(['target_id', 'reading_at'])
        .execute();
      return expired.map((e) => ({ targetId: e.target_id, readingAt: Number(e.reading_at) }));
    },
  };
}

/** The queries of both tables on `db` (the root instance or a transaction). */
/** An enabled target as the ingestion's queueing reads it. */
export interface EnabledTarget {
  id: number;
  service: string;
  lastEnqueuedAt: number | null;
}

/** A row of `listEnabledOfStation`'s query (or of `enabledTargetsText`'s, as JSON). */
export interface EnabledTargetRow {
  id: number;
  service: string;
  last_enqueued_at: number | string | null;
}

export function enabledTargetsOf(rows: readonly EnabledTargetRow[]): EnabledTarget[] {
  return rows.map((r) => ({ id: r.id, service: r.service, lastEnqueuedAt: epoch(r.last_enqueued_at) }));
}

/**
 * PostgreSQL: `listEnabledOfStation`'s query with the station's id written in (an integer of ours), for the
 * ingestion transaction's first round trip (readings' InTransactionHook `firstRead`).
 */
export function enabledTargetsText(stationId: number): string {
  if (!Number.isSafeInteger(stationId)) throw new Error(`not a station id: ${stationId}`);
  return `select id, service, last_enqueued_at from forwarding_targets where weather_station_id = ${stationId} and enabled = 1`;
}

export function createForwardingRepository(db: Db) {
  return { ...targetQueries(db), ...deliveryQueries(db) };
}
export type ForwardingRepository = ReturnType<typeof createForwardingRepository>;
