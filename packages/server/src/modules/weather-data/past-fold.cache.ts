/**
 * Cache of a station's fold of every day BEFORE its current local day (DESIGN §12: behind a small
 * interface; the first implementation lives in the process). The record (all-time history) is this fold
 * combined with the days from today on, so a record query reads one day of summaries however long the
 * history is. Past days change only when a request stores a late reading into one of them (ReadingEvents
 * tells the earliest stored instant) or when summaries are rebuilt; the age limit bounds the latter, which
 * runs in another process (`rebuild-summaries`): restart the server after it for fresh records at once.
 */
import { localDate } from '@meteodeck/weather';
import type { Clock } from '../../clock.ts';
import type { ReadingEvents } from '../readings/reading-events.ts';
import type { PeriodFold } from './summary-extremes.ts';

/** Which past a fold covers: the station's first local day not in it, and what it was computed under. */
export interface PastKey {
  /** The station's current local day ('YYYY-MM-DD'): the fold covers every day before it. */
  boundaryDay: string;
  /** IANA time zone the days are local to (a changed zone means other days). */
  timezone: string;
  /** The station's reference (guards against a deleted station whose id is reused). */
  reference: string;
}

export interface PastFoldCache {
  /** The station's fold before `key.boundaryDay` if cached under the same key and still fresh. */
  get(stationId: number, key: PastKey): PeriodFold | undefined;
  /**
   * The station's generation: read it before computing a fold and hand it back to {@link set}, which drops
   * the fold if a reading into a past day arrived in between.
   */
  generation(stationId: number): number;
  /** Stores a fold computed at `generation`, unless the station was invalidated since. */
  set(stationId: number, key: PastKey, fold: PeriodFold, generation: number): void;
  /** Forgets the station's fold (its past days changed, it was edited or deleted). */
  invalidate(stationId: number): void;
}

export interface MemoryPastFoldCacheOptions {
  events: ReadingEvents;
  clock: Clock;
  /** Longest a fold is served, ms (default 10 min): bounds staleness after a rebuild by another process. */
  maxAgeMs?: number;
}

interface Entry {
  key: PastKey;
  fold: PeriodFold;
  storedAt: number;
}

const sameKey = (a: PastKey, b: PastKey) =>
  a.boundaryDay === b.boundaryDay && a.timezone === b.timezone && a.reference === b.reference;

/**
 * The in-process cache: one entry per station. A published request whose earliest reading falls on a local
 * day before the entry's boundary drops it; so does any request while no entry exists (a fold being computed
 * may have missed it) and any request that does not tell its earliest reading.
 */
export function createMemoryPastFoldCache(options: MemoryPastFoldCacheOptions): PastFoldCache {
  const { events, clock, maxAgeMs = 10 * 60_000 } = options;
  const entries = new Map<number, Entry>();
  const generations = new Map<number, number>();

  const invalidate = (stationId: number) => {
    entries.delete(stationId);
    generations.set(stationId, (generations.get(stationId) ?? 0) + 1);
  };

  const onReadings = (stationId: number, earliestAt: number | undefined) => {
    const entry = entries.get(stationId);
    if (
      entry === undefined ||
      earliestAt === undefined ||
      localDate(earliestAt, entry.key.timezone) < entry.key.boundaryDay
    ) {
      invalidate(stationId);
    }
  };

  return {
    get(stationId, key) {
      const entry = entries.get(stationId);
      if (entry === undefined || !sameKey(entry.key, key)) return undefined;
      if (clock.now() - entry.storedAt > maxAgeMs) {
        entries.delete(stationId);
        return undefined;
      }
      return entry.fold;
    },
    generation(stationId) {
      const current = generations.get(stationId);
      if (current !== undefined) return current;
      // First use of this station: from now on its stored readings are watched, for the process's life.
      generations.set(stationId, 0);
      events.subscribe(stationId, (_receivedAt, earliestAt) => onReadings(stationId, earliestAt));
      return 0;
    },
    set(stationId, key, fold, generation) {
      if (generations.get(stationId) !== generation) return;
      entries.set(stationId, { key, fold, storedAt: clock.now() });
    },
    invalidate,
  };
}
