/**
 * The station views the public reads ask for on every call (a station with its unit set), kept in memory so a
 * cached answer costs no query. This process forgets a station the moment it edits or deletes it (or a unit
 * set), and the change log makes the other processes forget it within their poll; an entry older than
 * `maxAgeMs` is read again all the same, which bounds what a missed message could leave stale. An unknown
 * reference is never kept, so a station created meanwhile is found at once.
 */
import type { Clock } from '../../clock.ts';
import type { StationView, StationViewRepository } from './station-view.repository.ts';

export interface StationViewCache extends StationViewRepository {
  /** Forgets the station (edited, renamed, deleted, or its readings' keys rebuilt). */
  forget(stationId: number): void;
  /** Forgets every station (a unit set was edited). */
  forgetAll(): void;
}

interface Entry {
  view: StationView;
  storedAt: number;
}

export function createStationViewCache(
  repository: StationViewRepository,
  options: { clock: Clock; maxAgeMs?: number },
): StationViewCache {
  const { clock, maxAgeMs = 10_000 } = options;
  const byReference = new Map<string, Entry>();
  // A forget() that lands while a read is on its way must win over that read's (older) answer.
  let generation = 0;
  return {
    async getByReference(reference) {
      const entry = byReference.get(reference);
      if (entry !== undefined && clock.now() - entry.storedAt <= maxAgeMs) return entry.view;
      const started = generation;
      const view = await repository.getByReference(reference);
      if (started === generation) byReference.set(reference, { view, storedAt: clock.now() });
      return view;
    },
    forget(stationId) {
      generation++;
      for (const [reference, entry] of byReference) {
        if (entry.view.id === stationId) byReference.delete(reference);
      }
    },
    forgetAll() {
      generation++;
      byReference.clear();
    },
  };
}
