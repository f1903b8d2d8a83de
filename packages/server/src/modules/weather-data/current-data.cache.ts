/**
 * Cache of the current-data answer per station (DESIGN §12: behind a small interface; the first
 * implementation lives in the process, a shared one can replace it without touching the service).
 * Entries are dropped when ReadingEvents announces a reading of the station, so an answer is recomputed
 * once per new reading and served from memory in between.
 */
import type { CurrentData } from '@meteodeck/contract';
import type { Clock } from '../../clock.ts';
import type { ReadingEvents } from '../readings/index.ts';

export interface CurrentDataCache {
  /** The cached answer of the station if it was computed under the same station `fingerprint`. */
  get(stationId: number, fingerprint: string): CurrentData | undefined;
  /**
   * The station's generation: read it before computing an answer and hand it back to {@link set}, which
   * drops the answer if a reading arrived in between (it may be stale).
   */
  generation(stationId: number): number;
  /** Stores an answer computed at `generation`, unless the station was invalidated since. */
  set(stationId: number, fingerprint: string, value: CurrentData, generation: number): void;
  /** Forgets the station's answer (a new reading arrived). */
  invalidate(stationId: number): void;
}

export interface MemoryCurrentDataCacheOptions {
  events: ReadingEvents;
  clock: Clock;
  /**
   * Longest an entry is served, ms (default 5 min). Invalidation by events is the rule; the age limit only
   * bounds the damage of a missed event (e.g. readings written by another process without a shared bus).
   */
  maxAgeMs?: number;
}

interface Entry {
  fingerprint: string;
  value: CurrentData;
  storedAt: number;
}

/** The in-process cache: a Map per station, invalidated through a per-station ReadingEvents subscription. */
export function createMemoryCurrentDataCache(options: MemoryCurrentDataCacheOptions): CurrentDataCache {
  const { events, clock, maxAgeMs = 5 * 60_000 } = options;
  const entries = new Map<number, Entry>();
  const generations = new Map<number, number>();

  const invalidate = (stationId: number) => {
    entries.delete(stationId);
    generations.set(stationId, (generations.get(stationId) ?? 0) + 1);
  };

  return {
    get(stationId, fingerprint) {
      const entry = entries.get(stationId);
      if (entry === undefined || entry.fingerprint !== fingerprint) return undefined;
      if (clock.now() - entry.storedAt > maxAgeMs) {
        entries.delete(stationId);
        return undefined;
      }
      return entry.value;
    },
    generation(stationId) {
      const current = generations.get(stationId);
      if (current !== undefined) return current;
      // First use of this station: from now on every reading of it invalidates its entry. The
      // subscription lives as long as the process, one per station ever asked for.
      generations.set(stationId, 0);
      events.subscribe(stationId, () => invalidate(stationId));
      return 0;
    },
    set(stationId, fingerprint, value, generation) {
      if (generations.get(stationId) !== generation) return;
      entries.set(stationId, { fingerprint, value, storedAt: clock.now() });
    },
    invalidate,
  };
}
