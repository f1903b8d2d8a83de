/**
 * The chain of a station's readings in time order: each reading's stored row depends on the one before it
 * (rain from a counter step, the rain event, lightning strikes from a counter, a derived rain rate). New
 * readings are chained in memory, whether they come after every stored reading or between stored ones
 * (backfill, imports): a walk merges them with the stored readings of their span, builds the new rows from
 * the state so far, and rewrites what a stored reading derived from a neighbour that changed. Pure: the
 * pipeline reads the stored rows and writes the results.
 */
import {
  addDays,
  localDate,
  RAIN_RATE_WINDOW_MS,
  rainInWindowMm,
  startOfLocalDate,
} from '@meteodeck/weather';
import type { CanonicalReading } from '../canonical-reading.ts';
import type {
  ChainRow,
  DerivedReadingColumns,
  RainCounterColumn,
  ReadingState,
} from '../store/readings-write.repository.ts';
import {
  buildReadingRow,
  derivedRainRate,
  type GaugeCounters,
  lightningStrikes,
  nextRainEvent,
  type OnCounterJump,
  type RainEventColumns,
  type ReadingRowValues,
  rainIntervalStart,
  rainOfInterval,
} from './reading-derivation.ts';

/** What the next reading's derivation needs, carried along the walk. */
export interface ChainState {
  /** Last rain counter value (mm) so far, or null when none was sent. */
  rainCounter: number | null;
  /** Instant and daily counter (mm, null: none sent) of the reading that sent `rainCounter`. */
  rainCounterAt: number | null;
  rainDaily: number | null;
  /** Which counter `rainCounter` is, and that reading's other gauge (reading-derivation RainCounterState). */
  rainSource: number | null;
  rainAlt: GaugeCounters | null;
  lightningCounter: number | null;
  /** The rain event left by the previous reading. */
  event: RainEventColumns;
  /** Rain of the readings of the last RAIN_RATE_WINDOW_MS, oldest first (for derived rain rates). */
  recent: RecentRain[];
  /**
   * A new reading carried a counter since the last stored reading with one: the next stored reading with a
   * counter measured its step from another value, and its rain (strikes) must be recomputed.
   */
  rainCounterMoved: boolean;
  lightningCounterMoved: boolean;
  /**
   * Latest instant whose rain the walk added or changed: a stored reading within the rate window after it
   * may have to re-derive its rain rate.
   */
  rainMovedAt: number | null;
  /** Told of each counter jump the walk meets (reading-derivation rainFromCounter, lightningStrikes). */
  onCounterJump?: OnCounterJump | undefined;
  /** The local midnight before an instant, in the station's time zone (see {@link createDayStarts}). */
  dayStartOf: (atMs: number) => number;
}

/**
 * The local midnight before each instant in `timeZone`, remembering the last day asked for (a walk asks in
 * time order, mostly within one day).
 */
export function createDayStarts(timeZone: string): (atMs: number) => number {
  let day: { from: number; to: number } | undefined;
  return (atMs) => {
    if (day === undefined || atMs < day.from || atMs >= day.to) {
      const date = localDate(atMs, timeZone);
      day = { from: startOfLocalDate(date, timeZone), to: startOfLocalDate(addDays(date, 1), timeZone) };
    }
    return day.from;
  };
}

/** The rain of a reading for derived rain rates: its amount and the interval it fell in (fromMs, at]. */
export interface RecentRain {
  at: number;
  fromMs: number;
  rainMm: number | null;
}

/** A stored reading the walk rewrote. */
export interface ChainUpdate {
  id: number;
  receivedAt: number;
  values: DerivedReadingColumns;
}

/** The station facts a reading's row needs. */
export interface ChainStation {
  id: number;
  elevation: number;
}

/** The last reading with a rain counter at or before a walk's start: its instant and counters. */
export type RainCounterRow = Pick<ReadingState, RainCounterColumn>;

/** The counters a stored row leaves for the next reading's rain. */
export function rainCountersOf(
  row: Pick<ReadingState, RainCounterColumn>,
): Pick<ChainState, 'rainCounter' | 'rainCounterAt' | 'rainDaily' | 'rainSource' | 'rainAlt'> {
  const alt =
    row.rain_alt_counter_mm === null && row.rain_alt_daily_mm === null
      ? null
      : { counter: row.rain_alt_counter_mm, daily: row.rain_alt_daily_mm, source: row.rain_alt_source };
  return {
    rainCounter: row.rain_counter_mm,
    rainCounterAt: row.received_at,
    rainDaily: row.rain_daily_mm,
    rainSource: row.rain_source,
    rainAlt: alt,
  };
}

/**
 * The rain of stored readings for derived rain rates (reading-derivation `rainIntervalStart`), from the
 * readings in time order and the instant of the last reading with a rain counter before them (null: none).
 */
export function recentRainOf(
  rows: ReadonlyArray<Pick<ChainRow, 'received_at' | 'rain_mm' | 'rain_counter_mm' | 'rain_daily_mm'>>,
  counterAtBefore: number | null,
  dayStartOf: (atMs: number) => number,
): RecentRain[] {
  let counterAt = counterAtBefore;
  return rows.map((row) => {
    const at = row.received_at;
    const hasCounter = row.rain_counter_mm !== null;
    const fromMs = rainIntervalStart(counterAt, hasCounter, row.rain_daily_mm, at, dayStartOf);
    if (hasCounter) counterAt = at;
    return { at, fromMs, rainMm: row.rain_mm };
  });
}

/**
 * The state after the stored reading `previous` (undefined: no reading before), given the last counter
 * values at or before it (`counters`, when `previous` has none of its own: the reading with the last rain
 * counter, and the last lightning counter) and the stored rain of the rate window before the walk's first
 * reading (`recent`, oldest first, see {@link recentRainOf}). `onCounterJump` hears of counter jumps;
 * `dayStartOf` gives the local midnight of an instant ({@link createDayStarts}).
 */
export function chainStateAfter(
  previous: ReadingState | undefined,
  counters: { rain: RainCounterRow | undefined; lightning: number | null },
  recent: RecentRain[],
  dayStartOf: (atMs: number) => number,
  onCounterJump?: OnCounterJump,
): ChainState {
  const rain = previous?.rain_counter_mm != null ? previous : counters.rain;
  return {
    ...(rain === undefined
      ? { rainCounter: null, rainCounterAt: null, rainDaily: null, rainSource: null, rainAlt: null }
      : rainCountersOf(rain)),
    lightningCounter: previous?.lightning_counter ?? counters.lightning,
    event: { rain_event_mm: previous?.rain_event_mm ?? null, rain_last_at: previous?.rain_last_at ?? null },
    recent,
    rainCounterMoved: false,
    lightningCounterMoved: false,
    rainMovedAt: null,
    onCounterJump,
    dayStartOf,
  };
}

/**
 * Rain of `state.recent` in the rate window ending at `atMs` (its readings strictly after the window's
 * start, a long interval's share: weather `rainInWindowMm`), dropping older entries.
 */
function recentRain(state: ChainState, atMs: number): number {
  const windowStart = atMs - RAIN_RATE_WINDOW_MS;
  while ((state.recent[0]?.at ?? Number.POSITIVE_INFINITY) <= windowStart) state.recent.shift();
  let total = 0;
  for (const entry of state.recent) total += rainInWindowMm(entry.rainMm, entry.fromMs, entry.at, atMs);
  return total;
}

/** Chains one new reading: its row, built from `state`, which then moves past it. */
export function chainNewReading(
  state: ChainState,
  station: ChainStation,
  reading: CanonicalReading,
): ReadingRowValues {
  const at = reading.receivedAt;
  const fromMs = rainIntervalStart(
    state.rainCounterAt,
    reading.rain === null && reading.rainTotal !== null,
    reading.rainDaily,
    at,
    state.dayStartOf,
  );
  const row = buildReadingRow(station.id, station.elevation, reading, {
    ...state.event,
    rainCounter: state.rainCounter,
    rainCounterAt: state.rainCounterAt,
    rainDaily: state.rainDaily,
    rainSource: state.rainSource,
    rainAlt: state.rainAlt,
    dayStartOf: state.dayStartOf,
    lightningCounter: state.lightningCounter,
    recentRainMm: recentRain(state, at),
    onCounterJump: state.onCounterJump,
  });
  state.recent.push({ at, fromMs, rainMm: row.rain_mm });
  if (row.rain_counter_mm !== null) {
    Object.assign(state, rainCountersOf(row));
    state.rainCounterMoved = true;
  }
  if (row.lightning_counter !== null) {
    state.lightningCounter = row.lightning_counter;
    state.lightningCounterMoved = true;
  }
  state.event = { rain_event_mm: row.rain_event_mm, rain_last_at: row.rain_last_at };
  state.rainMovedAt = at;
  return row;
}

/**
 * Moves `state` past a stored reading that follows new ones: recomputes what it derived from its
 * predecessors (rain and strikes of its counter step, when a new reading's counter came in between; its rain
 * event) and returns the rewrite, or undefined when the stored row is right as it is.
 */
export function chainStoredReading(state: ChainState, row: ChainRow): ChainUpdate | undefined {
  let rainMm = row.rain_mm;
  const rainFrom = rainIntervalStart(
    state.rainCounterAt,
    row.rain_counter_mm !== null,
    row.rain_daily_mm,
    row.received_at,
    state.dayStartOf,
  );
  if (row.rain_counter_mm !== null) {
    if (state.rainCounterMoved) {
      rainMm = rainOfInterval(
        state,
        { counter: row.rain_counter_mm, daily: row.rain_daily_mm, source: row.rain_source },
        row.received_at,
        state.dayStartOf,
        state.onCounterJump,
      );
    }
    Object.assign(state, rainCountersOf(row));
    state.rainCounterMoved = false;
  }
  let lightningCount = row.lightning_count;
  if (row.lightning_counter !== null) {
    if (state.lightningCounterMoved) {
      lightningCount = lightningStrikes(
        null,
        state.lightningCounter,
        row.lightning_counter,
        state.onCounterJump,
      );
    }
    state.lightningCounter = row.lightning_counter;
    state.lightningCounterMoved = false;
  }
  const at = row.received_at;
  // A rate ingestion derived (the station sent none) follows the rain of the window before it.
  const rainRate =
    row.rain_rate_sent === 0 && withinRateWindow(state, at)
      ? derivedRainRate(
          rainMm,
          { rain_last_at: state.event.rain_last_at, recentRainMm: recentRain(state, at) },
          at,
          rainFrom,
        )
      : row.rain_rate_mmh;
  const event = nextRainEvent(state.event, rainMm, at);
  state.event = event;
  state.recent.push({ at, fromMs: rainFrom, rainMm });
  if (rainMm !== row.rain_mm) state.rainMovedAt = at;
  // Entries older than any window still to come are dropped by the next new reading.
  if (state.recent.length > 4096) recentRain(state, at);
  const changed =
    rainMm !== row.rain_mm ||
    lightningCount !== row.lightning_count ||
    rainRate !== row.rain_rate_mmh ||
    event.rain_event_mm !== row.rain_event_mm ||
    event.rain_last_at !== row.rain_last_at;
  if (!changed) return undefined;
  return {
    id: row.id,
    receivedAt: at,
    values: { rain_mm: rainMm, lightning_count: lightningCount, rain_rate_mmh: rainRate, ...event },
  };
}

/** Whether `atMs` lies within the rate window after the latest rain the walk added or changed. */
export function withinRateWindow(state: ChainState, atMs: number): boolean {
  return state.rainMovedAt !== null && atMs - state.rainMovedAt < RAIN_RATE_WINDOW_MS;
}

/**
 * Walks `readings` (new, sorted by time) merged with the `stored` readings of their span (sorted), from
 * `state` (the state before the first of both): returns the rows to insert, the stored rows to rewrite, and
 * how many new readings were already stored (same instant). `state` ends after the last of both.
 */
export function walkSpan(
  state: ChainState,
  station: ChainStation,
  readings: readonly CanonicalReading[],
  stored: readonly ChainRow[],
): { inserts: ReadingRowValues[]; updates: ChainUpdate[]; duplicates: number } {
  const inserts: ReadingRowValues[] = [];
  const updates: ChainUpdate[] = [];
  let duplicates = 0;
  let s = 0;
  // Every stored reading of the span is re-derived, not only those after a new one: one left behind by an
  // interrupted request (whose repairs were due to a later chunk) is mended here.
  const advanceStored = (row: ChainRow) => {
    const update = chainStoredReading(state, row);
    if (update !== undefined) updates.push(update);
  };
  for (const reading of readings) {
    while (s < stored.length && (stored[s]?.received_at ?? 0) < reading.receivedAt) {
      const row = stored[s];
      if (row !== undefined) advanceStored(row);
      s += 1;
    }
    if (stored[s]?.received_at === reading.receivedAt) {
      // Already stored: the stored reading stays; the walk goes on past it.
      duplicates += 1;
      continue;
    }
    inserts.push(chainNewReading(state, station, reading));
  }
  for (; s < stored.length; s += 1) {
    const row = stored[s];
    if (row !== undefined) advanceStored(row);
  }
  return { inserts, updates, duplicates };
}
