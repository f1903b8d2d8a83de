/**
 * Cache of the serialised history and graph answers (DESIGN §12 and §13: behind a small interface; the first
 * implementation lives in the process). An answer is kept as the bytes the route sends and their ETag, so a
 * repeated call costs a lookup, as currentData/detail does.
 *
 * Each answer says which readings can change it:
 * - a window entirely in the past (`untilDay`: the station day after its last one) changes only when
 *   readings are stored into a station day before `untilDay`: a console's late readings (backfill), an import, a correction or
 *   review in the back office. All of them are announced through ReadingEvents with the earliest instant
 *   they touched (and by other processes through the change feed), and drop the answers they reach;
 * - an answer of the present window (`untilDay` null) changes with every reading of the station: any reading
 *   drops it. Its key holds the station's local day, so a new day never serves yesterday's answer.
 * A station edit (units, time zone, a rebuild) drops all of the station's answers (the owner invalidates);
 * the age limit bounds anything missed (e.g. a summary rebuild run directly on the database).
 * Size: at most `maxBytes` of answers in all; the least recently used go first.
 */
import { stationDate } from '@meteodeck/weather';
import type { Clock } from '../../clock.ts';
import type { ReadingEvents } from '../readings/index.ts';
import { createStationGenerations } from './station-generations.ts';

/** A serialised answer: the body as sent and its strong ETag. */
export interface CachedAnswer {
  body: string;
  etag: string;
}

/** Which readings an answer depends on (see the module's comment). */
export interface AnswerScope {
  /** The station's IANA time zone (the days below are local to it). */
  timezone: string;
  /** The local hour the station's days start at (weather's station-day.ts); absent: midnight. */
  dayStartHour?: number;
  /** The station day after the window's last day when the window lies entirely in the past, else null. */
  untilDay: string | null;
}

export interface AnswerCache {
  /** The answer stored under `key` for the station, if still valid. */
  get(stationId: number, key: string): CachedAnswer | undefined;
  /**
   * The station's generation: read it before computing an answer and hand it back to {@link set}, which
   * drops the answer if readings of the station were stored in between (it may have missed them).
   */
  generation(stationId: number): number;
  /** Stores an answer computed at `generation`, unless readings of the station were stored since. */
  set(stationId: number, key: string, answer: CachedAnswer, scope: AnswerScope, generation: number): void;
  /** Forgets every answer of the station (edited, rebuilt or deleted). */
  invalidate(stationId: number): void;
}

export interface MemoryAnswerCacheOptions {
  events: ReadingEvents;
  clock: Clock;
  /** Longest an answer is served, ms (default 10 min, as the past folds): bounds what a missed event leaves. */
  maxAgeMs?: number;
  /** Most bytes of answers kept in all (default 32 MiB: some hundred record graphs). */
  maxBytes?: number;
}

interface Entry extends AnswerScope {
  stationId: number;
  answer: CachedAnswer;
  storedAt: number;
}

/** The in-process cache: one map in least-recently-used order, and the keys of each station beside it. */
export function createMemoryAnswerCache(options: MemoryAnswerCacheOptions): AnswerCache {
  const { events, clock, maxAgeMs = 10 * 60_000, maxBytes = 32 * 1024 * 1024 } = options;
  const entries = new Map<string, Entry>();
  const byStation = new Map<number, Set<string>>();
  let bytes = 0;

  const slot = (stationId: number, key: string) => `${stationId} ${key}`;
  const size = (entry: Entry) => entry.answer.body.length + entry.answer.etag.length;

  const remove = (id: string) => {
    const entry = entries.get(id);
    if (entry === undefined) return;
    entries.delete(id);
    bytes -= size(entry);
    const keys = byStation.get(entry.stationId);
    keys?.delete(id);
    if (keys?.size === 0) byStation.delete(entry.stationId);
  };

  const invalidate = (stationId: number) => {
    generations.bump(stationId);
    for (const id of [...(byStation.get(stationId) ?? [])]) remove(id);
  };

  const onReadings = (stationId: number, earliestAt: number | undefined) => {
    // A value being computed now may have read before these readings: it must not be stored.
    generations.bump(stationId);
    for (const id of [...(byStation.get(stationId) ?? [])]) {
      const entry = entries.get(id);
      if (entry === undefined) continue;
      const reaches =
        entry.untilDay === null ||
        earliestAt === undefined ||
        stationDate(earliestAt, entry) < entry.untilDay;
      if (reaches) remove(id);
    }
  };

  const generations = createStationGenerations(events, onReadings);

  return {
    get(stationId, key) {
      const id = slot(stationId, key);
      const entry = entries.get(id);
      if (entry === undefined) return undefined;
      if (clock.now() - entry.storedAt > maxAgeMs) {
        remove(id);
        return undefined;
      }
      // Most recently used last.
      entries.delete(id);
      entries.set(id, entry);
      return entry.answer;
    },
    generation: (stationId) => generations.current(stationId),
    set(stationId, key, answer, scope, generation) {
      if (!generations.holds(stationId, generation)) return;
      const id = slot(stationId, key);
      remove(id);
      const entry: Entry = { ...scope, stationId, answer, storedAt: clock.now() };
      if (size(entry) > maxBytes) return;
      entries.set(id, entry);
      bytes += size(entry);
      let keys = byStation.get(stationId);
      if (keys === undefined) {
        keys = new Set();
        byStation.set(stationId, keys);
      }
      keys.add(id);
      while (bytes > maxBytes) {
        const oldest = entries.keys().next();
        if (oldest.done === true) break;
        remove(oldest.value);
      }
    },
    invalidate,
  };
}
