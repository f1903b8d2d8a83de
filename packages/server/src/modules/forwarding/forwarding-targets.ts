import {
  FORWARDING_KEY_MASK,
  type Forwarding,
  type ForwardingBody,
  type ForwardingServiceName,
} from '@meteodeck/contract';
import type { Kysely } from 'kysely';
import { notFound } from '../../app-error.ts';
import type { Clock } from '../../clock.ts';
import type { Database, ForwardingTargetRow } from '../../db/database.ts';
import { createStationsRepository } from '../stations/stations.repository.ts';
import { SERVICE_MIN_INTERVAL_MS } from './services.ts';

/** A target failing for longer than this shows a warning on the dashboard. */
export const FAILING_WARNING_MS = 3_600_000;
const iso = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());

/**
 * When the next reading can go (see ForwardingStatus.nextSendAt): the next retry when readings wait, else
 * the network's least interval after the last queued reading, never before now.
 */
function nextSendAt(row: ForwardingTargetRow, queueLength: number, now: number): number | null {
  if (row.enabled !== 1 || row.paused === 1) return null;
  if (queueLength > 0) return Math.max(Number(row.next_attempt_at), now);
  const interval = SERVICE_MIN_INTERVAL_MS[row.service as ForwardingServiceName] ?? 0;
  const last = row.last_enqueued_at === null ? now : Number(row.last_enqueued_at);
  return Math.max(last + interval, Number(row.next_attempt_at), now);
}

function toForwarding(row: ForwardingTargetRow, queueLength: number, now: number): Forwarding {
  const state =
    row.enabled !== 1
      ? 'disabled'
      : row.paused === 1
        ? 'paused'
        : row.failing_since !== null
          ? 'failing'
          : row.last_success_at === null && row.last_error_at === null
            ? 'waiting'
            : 'ok';
  return {
    id: row.id,
    service: row.service as ForwardingServiceName,
    stationId: row.station_id,
    // Write-only: an admin sees that a key is set, never the key.
    key: row.secret === '' ? '' : FORWARDING_KEY_MASK,
    enabled: row.enabled === 1,
    status: {
      state,
      lastSuccessAt: iso(row.last_success_at),
      lastErrorAt: iso(row.last_error_at),
      lastError: row.last_error,
      failingSince: iso(row.failing_since),
      nextSendAt: iso(nextSendAt(row, queueLength, now)),
      queueLength,
    },
    createdAt: iso(row.created_at) as string,
    updatedAt: iso(row.updated_at) as string,
  };
}

export function createForwardingService(deps: { db: Kysely<Database>; clock: Clock }) {
  const { db } = deps;
  async function station(id: number) {
    const found = await createStationsRepository(db).findById(id);
    if (found === undefined) throw notFound('Station introuvable');
  }
  async function queueLengths(ids: number[]): Promise<Map<number, number>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .selectFrom('forwarding_outbox')
      .select(['target_id', (eb) => eb.fn.countAll<number | string>().as('n')])
      .where('target_id', 'in', ids)
      .groupBy('target_id')
      .execute();
    return new Map(rows.map((r) => [r.target_id, Number(r.n)]));
  }
  async function one(stationId: number, id: number): Promise<Forwarding> {
    const row = await db
      .selectFrom('forwarding_targets')
      .selectAll()
      .where('id', '=', id)
      .where('weather_station_id', '=', stationId)
      .executeTakeFirst();
    if (row === undefined) throw notFound('Transfert introuvable');
    return toForwarding(row, (await queueLengths([id])).get(id) ?? 0, deps.clock.now());
  }
  return {
    async list(stationId: number) {
      await station(stationId);
      const rows = await db
        .selectFrom('forwarding_targets')
        .selectAll()
        .where('weather_station_id', '=', stationId)
        .orderBy('id')
        .execute();
      const lengths = await queueLengths(rows.map((r) => r.id));
      const forwardings = rows.map((r) => toForwarding(r, lengths.get(r.id) ?? 0, deps.clock.now()));
      return { forwardings, numberOfResult: forwardings.length };
    },
    async create(stationId: number, body: ForwardingBody) {
      await station(stationId);
      const now = deps.clock.now();
      const { id } = await db
        .insertInto('forwarding_targets')
        .values({
          weather_station_id: stationId,
          service: body.service,
          station_id: body.stationId,
          secret: body.key,
          enabled: body.enabled ? 1 : 0,
          paused: 0,
          attempts: 0,
          next_attempt_at: 0,
          // Readings stored from now on are forwarded, not the station's history.
          last_enqueued_at: now,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return one(stationId, id);
    },
    /** Changes a target; an edit resumes a paused one (its credentials were presumably fixed). */
    async update(stationId: number, id: number, body: ForwardingBody) {
      await one(stationId, id);
      await db
        .updateTable('forwarding_targets')
        .set({
          service: body.service,
          station_id: body.stationId,
          // The mask read back keeps the stored key.
          ...(body.key === FORWARDING_KEY_MASK ? {} : { secret: body.key }),
          enabled: body.enabled ? 1 : 0,
          paused: 0,
          attempts: 0,
          next_attempt_at: 0,
          updated_at: deps.clock.now(),
        })
        .where('id', '=', id)
        .execute();
      return one(stationId, id);
    },
    /** Enabled targets whose every attempt failed for more than an hour (the dashboard's warning). */
    async failing() {
      const rows = await db
        .selectFrom('forwarding_targets as f')
        .innerJoin('weather_stations as s', 's.id', 'f.weather_station_id')
        .select([
          'f.id',
          'f.weather_station_id',
          's.reference',
          'f.service',
          'f.failing_since',
          'f.last_error',
          'f.paused',
        ])
        .where('f.enabled', '=', 1)
        .where('f.failing_since', '<', deps.clock.now() - FAILING_WARNING_MS)
        .orderBy('f.id')
        .execute();
      return {
        forwardings: rows.map((r) => ({
          id: r.id,
          weatherStationId: r.weather_station_id,
          reference: r.reference,
          service: r.service as ForwardingServiceName,
          failingSince: iso(r.failing_since) as string,
          lastError: r.last_error,
          paused: r.paused === 1,
        })),
      };
    },
    async remove(stationId: number, id: number) {
      await one(stationId, id);
      await db.deleteFrom('forwarding_outbox').where('target_id', '=', id).execute();
      await db.deleteFrom('forwarding_targets').where('id', '=', id).execute();
    },
  };
}
export type ForwardingService = ReturnType<typeof createForwardingService>;
