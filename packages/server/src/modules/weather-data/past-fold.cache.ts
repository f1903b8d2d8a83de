/**
 * Cache of what a station's days BEFORE its current local day give (DESIGN §12: behind a small interface;
 * the first implementation lives in the process): the fold of every past day (the record is this fold
 * combined with the days from today on, so a record query reads one day of summaries however long the
 * history is), a period's past days, a graph's past buckets. Each is an entry of its own (its key's
 * `variant`). Past days change only when a request stores a late reading into one of them (ReadingEvents
 * tells the earliest stored instant, also for other processes through the change feed) or when the station
 * changes or is rebuilt (the owner invalidates); the age limit bounds anything missed.
 */
import { stationDate } from '@meteodeck/weather';
import type { Clock } from '../../clock.ts';
import type { PeriodFold, ReadingEvents } from '../readings/index.ts';
import { createStationGenerations } from './station-generations.ts';

/** Which past a value covers: the station's first local day not in it, and what it was computed under. */
export interface PastKey {
  /** Which value of the station this is (e.g. 'record', 'year:2026-01-01', 'graph:…'); default ''. */
  variant?: string;
  /** The station's current local day ('YYYY-MM-DD'): the fold covers every day before it. */
  boundaryDay: string;
  /** IANA time zone the days are local to (a changed zone means other days). */
  timezone: string;
  /** The local hour the station's days start at, when they are its summaries' days (absent: midnight). */
  dayStartHour?: number;
  /** The station's reference (guards against a deleted station whose id is reused). */
  reference: string;
}

export interface PastCache<T> {
  /** The station's value before `key.boundaryDay` if cached under the same key and still fresh. */
  get(stationId: number, key: PastKey): T | undefined;
  /**
   * The station's generation: read it before computing a value and hand it back to {@link set}, which
   * drops the value if a reading into a past day arrived in between.
   */
  generation(stationId: number): number;
  /** Stores a value computed at `generation`, unless the station was invalidated since. */
  set(stationId: number, key: PastKey, value: T, generation: number): void;
  /** Forgets every value of the station (its past days changed, it was edited, rebuilt or deleted). */
  invalidate(stationId: number): void;
}

/** The cache of period folds (record, and the past days of a week, month or year). */
export type PastFoldCache = PastCache<PeriodFold>;

export interface MemoryPastFoldCacheOptions {
  events: ReadingEvents;
  clock: Clock;
  /** Longest a fold is served, ms (default 10 min): bounds staleness after a rebuild by another process. */
  maxAgeMs?: number;
  /** Most stations whose values are kept (default 1,000): the least recently asked for goes first. */
  maxStations?: number;
}

interface Entry<T> {
  key: PastKey;
  value: T;
  storedAt: number;
}

const sameKey = (a: PastKey, b: PastKey) =>
  a.boundaryDay === b.boundaryDay &&
  a.timezone === b.timezone &&
  (a.dayStartHour ?? 0) === (b.dayStartHour ?? 0) &&
  a.reference === b.reference;

/** Most values kept per station (a few periods and graphs): the oldest goes first. With `maxStations`, this
 * bounds the cache's size: a value is a fold (a few KB) or a graph's past points and days (some hundred KB
 * for a record graph, which a station has one of per unit choice). */
const MAX_ENTRIES_PER_STATION = 32;

/**
 * The in-process cache: a few entries per station. A published request whose earliest reading falls on a
 * local day before an entry's boundary drops the station's entries; so does any request while none exists
 * (a value being computed may have missed it) and any request that does not tell its earliest reading.
 */
export function createMemoryPastCache<T>(options: MemoryPastFoldCacheOptions): PastCache<T> {
  const { events, clock, maxAgeMs = 10 * 60_000, maxStations = 1_000 } = options;
  const entries = new Map<number, Map<string, Entry<T>>>();

  const invalidate = (stationId: number) => {
    entries.delete(stationId);
    generations.bump(stationId);
  };

  const onReadings = (stationId: number, earliestAt: number | undefined) => {
    const station = entries.get(stationId);
    if (station === undefined || earliestAt === undefined) {
      invalidate(stationId);
      return;
    }
    for (const { key } of station.values()) {
      if (stationDate(earliestAt, key) < key.boundaryDay) {
        invalidate(stationId);
        return;
      }
    }
  };

  const generations = createStationGenerations(events, onReadings);

  return {
    get(stationId, key) {
      const station = entries.get(stationId);
      const entry = station?.get(key.variant ?? '');
      if (station === undefined || entry === undefined || !sameKey(entry.key, key)) return undefined;
      if (clock.now() - entry.storedAt > maxAgeMs) {
        station.delete(key.variant ?? '');
        return undefined;
      }
      // The station most recently asked for goes last (the first is dropped when there are too many).
      entries.delete(stationId);
      entries.set(stationId, station);
      return entry.value;
    },
    generation: (stationId) => generations.current(stationId),
    set(stationId, key, value, generation) {
      if (!generations.holds(stationId, generation)) return;
      let station = entries.get(stationId);
      if (station === undefined) {
        station = new Map();
        entries.set(stationId, station);
        if (entries.size > maxStations) {
          const oldest = entries.keys().next();
          if (oldest.done !== true) entries.delete(oldest.value);
        }
      }
      const variant = key.variant ?? '';
      station.delete(variant);
      if (station.size >= MAX_ENTRIES_PER_STATION) {
        const oldest = station.keys().next();
        if (oldest.done !== true) station.delete(oldest.value);
      }
      station.set(variant, { key, value, storedAt: clock.now() });
    },
    invalidate,
  };
}

/** The in-process cache of period folds. */
export function createMemoryPastFoldCache(options: MemoryPastFoldCacheOptions): PastFoldCache {
  return createMemoryPastCache<PeriodFold>(options);
}
