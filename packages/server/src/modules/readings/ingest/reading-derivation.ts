/**
 * What a reading's stored row holds beyond what the station sent, from the reading and the state of the
 * station's previous reading: rain of the interval from a cumulative counter (at the start of a local day,
 * from the console's daily counter), the rain event, lightning
 * strikes from a counter, a derived rain rate, dew point and sea-level pressure when not sent. Pure: the
 * pipeline fetches the previous state and hands it in. Every rule comes from the weather package.
 */

import { isPhysicallyPossible, READING_MEASURES, type ReadingMeasure } from '@meteodeck/contract';
import {
  advanceRainEvent,
  dewPointC,
  MEASURE_COLUMN,
  RAIN_RATE_WINDOW_MS,
  type ReadingColumn,
  rainEventAtMm,
  rainFromCounterStep,
  rainInWindowMm,
  rainRateMmH,
  seaLevelPressureHpa,
} from '@meteodeck/weather';
import type { ReadingRow } from '../../../db/database.ts';
import type { CanonicalReading } from '../canonical-reading.ts';
import {
  type OnCounterJump,
  type RainCounterState,
  rainIntervalStart,
  rainOfInterval,
} from './rain-interval.ts';

export {
  type CounterJump,
  type GaugeCounters,
  type OnCounterJump,
  type RainCounterState,
  rainFromCounter,
  rainIntervalStart,
  rainOfInterval,
} from './rain-interval.ts';

/**
 * A value derived for `measure`, or null when it lies outside the measure's physical bounds (contract
 * READING_BOUNDS): formulas pushed to the edge of their inputs (Magnus at -80 °C and 1 %, a sea-level
 * reduction of 450 hPa) give values no station measures, and quality control never saw them.
 */
function possibleOrNull(measure: ReadingMeasure, value: number | null): number | null {
  return value !== null && isPhysicallyPossible(measure, value) ? value : null;
}

/** A reading row before insertion: every column but the generated id. */
export type ReadingRowValues = Omit<ReadingRow, 'id'>;

/** The rain-event state a reading leaves behind (see the readings columns rain_event_mm, rain_last_at). */
export interface RainEventColumns {
  rain_event_mm: number | null;
  rain_last_at: number | null;
}

/**
 * Most lightning strikes one interval may count from a station's counter: far above what a detector
 * counts in a day (Ecowitt's `lightning_num` is a daily counter); a larger rise is a jump.
 */
export const MAX_LIGHTNING_STEP = 10_000;

/** What the pipeline knows of the station just before the reading. */
export interface PreviousState extends RainEventColumns, RainCounterState {
  /** The start of the local day (station's time zone) of an instant, epoch ms. */
  dayStartOf: (atMs: number) => number;
  /** Last lightning counter value before the reading, or null. */
  lightningCounter: number | null;
  /**
   * Rain (mm) of the readings within the rate window before the reading (weather `rainInWindowMm`); only
   * read when a rate is derived.
   */
  recentRainMm: number;
  /** Told of a counter jump met deriving the reading (absent: jumps are bounded silently). */
  onCounterJump?: OnCounterJump | undefined;
}

/**
 * The rain event after a reading with `rainMm` (null: the reading says nothing about rain) at `atMs`, given
 * the previous reading's state. A wet spell ends after 24 h without rain (weather `advanceRainEvent`).
 * A station without rain data keeps null; a dry station with a gauge has 0.
 */
export function nextRainEvent(
  previous: RainEventColumns,
  rainMm: number | null,
  atMs: number,
): RainEventColumns {
  // The stored state keeps the spell's total and last rain; its start is not needed to extend it.
  const state =
    previous.rain_last_at === null
      ? null
      : {
          totalMm: previous.rain_event_mm ?? 0,
          startedAtMs: previous.rain_last_at,
          lastRainAtMs: previous.rain_last_at,
        };
  if (rainMm === null && state === null) return { rain_event_mm: null, rain_last_at: null };
  const next = advanceRainEvent(state, rainMm ?? 0, atMs);
  const eventMm = rainEventAtMm(next, atMs);
  return next === null || eventMm === 0
    ? { rain_event_mm: 0, rain_last_at: null }
    : { rain_event_mm: eventMm, rain_last_at: next.lastRainAtMs };
}

/**
 * Lightning strikes of the interval: given directly (JSON `lightningCount`), or the rise of the station's
 * counter. Ecowitt's `lightning_num` is a daily counter that resets; the weather package's counter rule
 * (a fall to less than half is a reset, counting the new value) applies to it as to a rain counter, with
 * MAX_LIGHTNING_STEP as its bound (a larger rise counts 0 and is told to `onJump`).
 */
export function lightningStrikes(
  direct: number | null,
  previousCounter: number | null,
  counter: number | null,
  onJump?: OnCounterJump,
): number | null {
  if (direct !== null) return direct;
  if (previousCounter === null || counter === null) return null;
  const step = rainFromCounterStep(previousCounter, counter, MAX_LIGHTNING_STEP);
  if (step.counterJumped) onJump?.({ counter: 'lightning', previous: previousCounter, current: counter });
  return step.rainMm;
}

/**
 * Whether a derived rain rate needs the rain of the window before `atMs`: only when the previous state's
 * last rain falls inside the window (otherwise that rain is 0).
 */
export function needsRecentRain(previous: RainEventColumns, atMs: number): boolean {
  return previous.rain_last_at !== null && previous.rain_last_at > atMs - RAIN_RATE_WINDOW_MS;
}

/**
 * The rain rate (mm/h) ingestion derives for a reading at `atMs` whose station sent none: from its rain and
 * the rain of the 15 minutes before it (weather `rainRateMmH`), when the station measures rain at all (the
 * reading has rain, or a wet spell is running); otherwise null, and null beyond the physical bound of a
 * rain rate. The reading's rain counts as weather `rainInWindowMm` says, its interval starting at
 * `fromMs` (by default the reading itself: all of it).
 */
export function derivedRainRate(
  rainMm: number | null,
  previous: Pick<PreviousState, 'rain_last_at' | 'recentRainMm'>,
  atMs: number,
  fromMs: number = atMs,
): number | null {
  if (rainMm === null && previous.rain_last_at === null) return null;
  const rate = rainRateMmH(
    [
      { atMs: atMs - 1, rainMm: previous.recentRainMm },
      { atMs, rainMm: rainInWindowMm(rainMm, fromMs, atMs, atMs) },
    ],
    atMs,
  );
  return possibleOrNull('rainRate', rate);
}

/** The main measures a row derives when the reading lacks them (buildReadingRow); the rest are as sent. */
const DERIVED: ReadonlySet<ReadingMeasure> = new Set([
  'dewPoint',
  'relativePressure',
  'rain',
  'rainRate',
  'lightningCount',
]);

/** Each main measure stored as the reading carries it, with its column (the measure catalogue's). */
const AS_SENT = READING_MEASURES.filter((measure) => !DERIVED.has(measure)).map(
  (measure) => [measure, MEASURE_COLUMN[measure]] as const,
);

/** The columns of the measures stored as sent (the derived ones' columns too, overwritten by the caller). */
function sentColumns(reading: CanonicalReading): { [C in ReadingColumn]: number | null } {
  const columns: Partial<Record<ReadingColumn, number | null>> = {};
  for (const [measure, column] of AS_SENT) columns[column] = reading[measure];
  // Every column but the derived ones was just set; those the caller sets after the spread.
  return columns as { [C in ReadingColumn]: number | null };
}

/**
 * The stored row of `reading` for `stationId` at `elevationM`, given the previous state. The station's own
 * rain rate wins; otherwise it is derived from the rain of the last 15 minutes (weather `rainRateMmH`) when
 * the station measures rain at all.
 */
export function buildReadingRow(
  stationId: number,
  elevationM: number,
  reading: CanonicalReading,
  previous: PreviousState,
): ReadingRowValues {
  const at = reading.receivedAt;
  const rainMm =
    reading.rain ??
    rainOfInterval(
      previous,
      { counter: reading.rainTotal, daily: reading.rainDaily, source: reading.rainSource },
      at,
      previous.dayStartOf,
      previous.onCounterJump,
    );
  const event = nextRainEvent(previous, rainMm, at);
  const rainFrom = rainIntervalStart(
    previous.rainCounterAt,
    reading.rain === null && reading.rainTotal !== null,
    reading.rainDaily,
    at,
    previous.dayStartOf,
  );
  const rainRate = reading.rainRate ?? derivedRainRate(rainMm, previous, at, rainFrom);
  const t = reading.temperature;
  const rh = reading.humidity;
  // Derived values pass the bounds sent ones passed in quality control.
  const dewPoint =
    reading.dewPoint ?? possibleOrNull('dewPoint', t !== null && rh !== null ? dewPointC(t, rh) : null);
  const absolute = reading.absolutePressure;
  const relative =
    reading.relativePressure ??
    possibleOrNull(
      'relativePressure',
      absolute === null
        ? null
        : seaLevelPressureHpa(absolute, { elevationM, temperatureC: t, relativeHumidity: rh }),
    );
  return {
    weather_station_id: stationId,
    received_at: at,
    ...sentColumns(reading),
    dew_point_c: dewPoint,
    pressure_rel_hpa: relative,
    rain_mm: rainMm,
    rain_rate_mmh: rainRate,
    lightning_count: lightningStrikes(
      reading.lightningCount,
      previous.lightningCounter,
      reading.lightningCounter,
      previous.onCounterJump,
    ),
    lightning_time: reading.lightningTime,
    rain_event_mm: event.rain_event_mm,
    rain_last_at: event.rain_last_at,
    lightning_counter: reading.lightningCounter,
    rain_rate_sent: reading.rainRate === null ? 0 : 1,
    rain_daily_mm: reading.rainDaily,
    rain_source: reading.rainTotal === null ? null : reading.rainSource,
    rain_alt_counter_mm: reading.rainAlt?.counter ?? null,
    rain_alt_daily_mm: reading.rainAlt?.daily ?? null,
    rain_alt_source: reading.rainAlt?.counter == null ? null : reading.rainAlt.source,
    rain_console_event_mm: reading.rainEvent,
  };
}
