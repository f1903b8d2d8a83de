/**
 * A station's forwarding targets in the back office: list, add, edit and delete them, each with
 * its delivery status in words, and the targets failing for more than an hour (the dashboard's warning).
 */
import {
  type FailingForwardingList,
  FORWARDING_KEY_MASK,
  type Forwarding,
  type ForwardingBody,
  type ForwardingList,
} from '@meteodeck/contract';
import { notFound } from '../../app-error.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import { createStationsRepository } from '../stations/index.ts';
import { createForwardingRepository, type ForwardingTarget } from './forwarding.repository.ts';
import { minIntervalOf } from './networks/networks.ts';

/** A target failing for longer than this shows a warning on the dashboard. */
export const FAILING_WARNING_MS = 3_600_000;
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/**
 * When the next reading can go (see ForwardingStatus.nextSendAt): the next retry when readings wait, else
 * the network's least interval after the last queued reading, never before now.
 */
function nextSendAt(target: ForwardingTarget, queueLength: number, now: number): number | null {
  if (!target.enabled || target.paused) return null;
  if (queueLength > 0) return Math.max(target.nextAttemptAt, now);
  const last = target.lastEnqueuedAt ?? now;
  return Math.max(last + minIntervalOf(target.service), target.nextAttemptAt, now);
}

/** A target as the API answers it, with its status; the key never leaves, only whether one is set. */
function toForwarding(target: ForwardingTarget, queueLength: number, now: number): Forwarding {
  const state = !target.enabled
    ? 'disabled'
    : target.paused
      ? 'paused'
      : target.failingSince !== null
        ? 'failing'
        : target.lastSuccessAt === null && target.lastErrorAt === null
          ? 'waiting'
          : 'ok';
  return {
    id: target.id,
    service: target.service,
    stationId: target.stationId,
    // Write-only: an admin sees that a key is set, never the key.
    key: target.secret === '' ? '' : FORWARDING_KEY_MASK,
    enabled: target.enabled,
    status: {
      state,
      lastSuccessAt: iso(target.lastSuccessAt),
      lastErrorAt: iso(target.lastErrorAt),
      lastError: target.lastError,
      failingSince: iso(target.failingSince),
      nextSendAt: iso(nextSendAt(target, queueLength, now)),
      queueLength,
    },
    createdAt: iso(target.createdAt) as string,
    updatedAt: iso(target.updatedAt) as string,
  };
}

/** The back office's forwarding use cases, on the app's database; 404s name the station or the target. */
export function createForwardingService(deps: { db: Db; clock: Clock }) {
  const targets = createForwardingRepository(deps.db);
  const stations = createStationsRepository(deps.db);
  async function station(id: number) {
    const found = await stations.findById(id);
    if (found === undefined) throw notFound('Station introuvable');
  }
  async function one(stationId: number, id: number): Promise<Forwarding> {
    const target = await targets.findOfStation(stationId, id);
    if (target === undefined) throw notFound('Transfert introuvable');
    return toForwarding(target, (await targets.queueLengths([id])).get(id) ?? 0, deps.clock.now());
  }
  return {
    /** Station `stationId`'s targets with their status, oldest first; 404 for an unknown station. */
    async list(stationId: number): Promise<ForwardingList> {
      await station(stationId);
      const rows = await targets.listOfStation(stationId);
      const lengths = await targets.queueLengths(rows.map((r) => r.id));
      const forwardings = rows.map((r) => toForwarding(r, lengths.get(r.id) ?? 0, deps.clock.now()));
      return { forwardings, numberOfResult: forwardings.length };
    },
    /** Adds a target to station `stationId`; it forwards the readings stored from now on, not the history. */
    async create(stationId: number, body: ForwardingBody): Promise<Forwarding> {
      await station(stationId);
      const id = await targets.insert(
        stationId,
        { service: body.service, stationId: body.stationId, secret: body.key, enabled: body.enabled },
        deps.clock.now(),
      );
      return one(stationId, id);
    },
    /** Changes a target; an edit resumes a paused one (its credentials were presumably fixed). */
    async update(stationId: number, id: number, body: ForwardingBody): Promise<Forwarding> {
      await one(stationId, id);
      await targets.update(
        id,
        {
          service: body.service,
          stationId: body.stationId,
          // The mask read back keeps the stored key.
          ...(body.key === FORWARDING_KEY_MASK ? {} : { secret: body.key }),
          enabled: body.enabled,
        },
        deps.clock.now(),
      );
      return one(stationId, id);
    },
    /** Enabled targets whose every attempt failed for more than an hour (the dashboard's warning). */
    async failing(): Promise<FailingForwardingList> {
      const rows = await targets.listFailingSince(deps.clock.now() - FAILING_WARNING_MS);
      const references =
        rows.length === 0
          ? new Map<number, string>()
          : new Map((await stations.listReferences()).map((s) => [s.id, s.reference]));
      const forwardings = [];
      for (const r of rows) {
        const reference = references.get(r.weatherStationId);
        if (reference === undefined) continue;
        forwardings.push({
          id: r.id,
          weatherStationId: r.weatherStationId,
          reference,
          service: r.service,
          failingSince: iso(r.failingSince) as string,
          lastError: r.lastError,
          paused: r.paused,
        });
      }
      return { forwardings };
    },
    /** Deletes a target and its queue; 404 when station `stationId` has no target `id`. */
    async remove(stationId: number, id: number): Promise<void> {
      await one(stationId, id);
      await targets.delete(id);
    },
    /** Target `id` as the audit trail records it (its key masked there), or undefined. */
    auditView(id: number) {
      return targets.findAuditView(id);
    },
  };
}
export type ForwardingService = ReturnType<typeof createForwardingService>;
