/**
 * What a reading's stored row holds beyond what the station sent, from the reading and the state of the
 * station's previous reading: rain of the interval from a cumulative counter (at the start of a local day,
 * from the console's daily counter), the rain event, lightning
 * strikes from a counter, a derived rain rate, dew point and sea-level pressure when not sent. Pure: the
 * pipeline fetches the previous state and hands it in. Every rule comes from the weather package.
 */

import { isPhysicallyPossible, type ReadingMeasure } from '@meteodeck/contract';
import {
  advanceRainEvent,
  dewPointC,
  RAIN_RATE_WINDOW_MS,
  rainEventAtMm,
  rainFromCounterStep,
  rainInWindowMm,
  rainOfDayStartMm,
  rainRateMmH,
  seaLevelPressureHpa,
} from '@meteodeck/weather';
import type { ReadingRow } from '../../db/database.ts';
import type { CanonicalReading } from './canonical-reading.ts';

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

/** A counter that rose by more than one interval can hold: logged, and a new counter run starts there. */
export interface CounterJump {
  counter: 'rain' | 'lightning';
  /** The counter's value before and at the jump (mm of rain, or strikes). */
  previous: number;
  current: number;
}

/** Told of each counter jump a derivation meets (ingestion logs them with the station's reference). */
export type OnCounterJump = (jump: CounterJump) => void;

/**
 * Most lightning strikes one interval may count from a station's counter: far above what a detector
 * counts in a day (Ecowitt's `lightning_num` is a daily counter); a larger rise is a jump.
 */
export const MAX_LIGHTNING_STEP = 10_000;

/** The station's last reading with a rain counter before a reading: what its rain is measured from. */
export interface RainCounterState {
  /** Last rain counter value before the reading (mm), or null when none was ever sent. */
  rainCounter: number | null;
  /** Instant of the reading that sent `rainCounter`, or null. */
  rainCounterAt: number | null;
  /** That reading's daily counter (mm), or null when it sent none. */
  rainDaily: number | null;
}

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
 * Rain of the interval ending at this reading from a counter step, or null without two counter values. A
 * rise beyond MAX_RAIN_STEP_MM (weather) counts 0, starts a new run and is told to `onJump`.
 */
export function rainFromCounter(
  previousCounter: number | null,
  counter: number | null,
  onJump?: OnCounterJump,
): number | null {
  if (previousCounter === null || counter === null) return null;
  const step = rainFromCounterStep(previousCounter, counter);
  if (step.counterJumped) onJump?.({ counter: 'rain', previous: previousCounter, current: counter });
  return step.rainMm;
}

/**
 * Rain of the interval ending at a reading at `atMs` with cumulative counter `counter` and daily counter
 * `daily` (mm, null when not sent), measured from `previous`. The first reading of a local day with a
 * daily counter takes what the console counted since midnight (weather `rainOfDayStartMm`: the station's
 * first reading, one after readings of an earlier day); otherwise, and without a daily counter, the
 * counter step ({@link rainFromCounter}). `dayStartOf` gives the local midnight of an instant.
 */
export function rainOfInterval(
  previous: RainCounterState,
  counter: number | null,
  daily: number | null,
  atMs: number,
  dayStartOf: (atMs: number) => number,
  onJump?: OnCounterJump,
): number | null {
  const before = previous.rainCounterAt;
  const dayStartMs = daily === null ? null : firstOfDayStart(before, atMs, dayStartOf);
  if (daily !== null && dayStartMs !== null) {
    // A longer counter (yearly…) that rose within bounds tells what fell over the interval.
    let longerStepMm: number | null = null;
    if (counter !== null && counter !== daily && previous.rainCounter !== null) {
      const step = rainFromCounterStep(previous.rainCounter, counter);
      if (!step.counterDecreased && !step.counterJumped) longerStepMm = step.rainMm;
    }
    const rain = rainOfDayStartMm(
      { atMs, dayStartMs, dailyMm: daily },
      before === null ? null : { atMs: before, dailyMm: previous.rainDaily },
      longerStepMm,
    );
    if (rain !== null) return rain;
  }
  return rainFromCounter(previous.rainCounter, counter, onJump);
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
 * Where the interval of a reading's rain starts, to spread it over time for derived rain rates: at the
 * local midnight when the rain is what a daily counter counted since then (a day's first reading after
 * `previousCounterAt`, see {@link rainOfInterval}); otherwise at the reading itself, its rain counted
 * whole in the rate window as it always was (a console's minutes; an outage within a day too).
 */
export function rainIntervalStart(
  previousCounterAt: number | null,
  hasCounter: boolean,
  daily: number | null,
  atMs: number,
  dayStartOf: (atMs: number) => number,
): number {
  if (!hasCounter || daily === null) return atMs;
  return firstOfDayStart(previousCounterAt, atMs, dayStartOf) ?? atMs;
}

/**
 * The local midnight that starts the day of `atMs` when a reading then is its day's first with a counter
 * (none before, or the last before it on an earlier day); null when an earlier reading of the day counted.
 */
function firstOfDayStart(
  previousCounterAt: number | null,
  atMs: number,
  dayStartOf: (atMs: number) => number,
): number | null {
  const dayStartMs = dayStartOf(atMs);
  return previousCounterAt === null || previousCounterAt < dayStartMs ? dayStartMs : null;
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
      reading.rainTotal,
      reading.rainDaily,
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
    temperature_c: t,
    humidity_pct: rh,
    dew_point_c: dewPoint,
    pressure_rel_hpa: relative,
    pressure_abs_hpa: absolute,
    wind_speed_ms: reading.windSpeed,
    wind_gust_ms: reading.windGust,
    wind_dir_deg: reading.windDirection,
    wind_max_daily_gust_ms: reading.windMaxDailyGust,
    rain_mm: rainMm,
    rain_counter_mm: reading.rainTotal,
    rain_rate_mmh: rainRate,
    solar_radiation_wm2: reading.solarRadiation,
    uv_index: reading.uv,
    soil_temperature_c: reading.soilTemperature,
    leaf_wetness_pct: reading.leafWetness,
    pm25_ugm3: reading.pm25,
    pm25_avg24h_ugm3: reading.pm25Avg,
    lightning_count: lightningStrikes(
      reading.lightningCount,
      previous.lightningCounter,
      reading.lightningCounter,
      previous.onCounterJump,
    ),
    lightning_distance_km: reading.lightningDistance,
    lightning_time: reading.lightningTime,
    indoor_temperature_c: reading.indoorTemperature,
    indoor_humidity_pct: reading.indoorHumidity,
    rain_event_mm: event.rain_event_mm,
    rain_last_at: event.rain_last_at,
    lightning_counter: reading.lightningCounter,
    rain_rate_sent: reading.rainRate === null ? 0 : 1,
    rain_daily_mm: reading.rainDaily,
  };
}
