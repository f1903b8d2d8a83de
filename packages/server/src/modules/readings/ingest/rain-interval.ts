/**
 * The rain of the interval ending at a reading, from the console's cumulative counters and the state of the
 * station's last reading with one (DESIGN §5, rain). Pure: the chain (reading-chain.ts) hands the state in.
 *
 * - The main gauge's longest counter steps from the previous value of the same counter: a step between a
 *   bucket's and a piezo gauge's counter (the main source switched) starts from the other gauge's counters
 *   the previous reading kept; a step between two spans of one gauge (yearly, then daily) is the daily
 *   counters' step.
 * - The first reading of a local day takes what the daily counter counted since midnight (weather
 *   `rainOfDayStartMm`): the day's total is the console's, across outages, midnights and DST nights.
 * - Within a day, the daily counter checks the longer one. Both count the same tips, so when they disagree
 *   while the daily counter rose, the longer one broke: it went down (reset by hand, wrapped at its cap),
 *   jumped, stood still at its cap, or rose more than the day's counter (garbage, another counter): the
 *   daily counter's rise counts. The one exception: a longer rise near a local midnight, where the
 *   console's own midnight (its clock may be off, CONSOLE_MIDNIGHT_SKEW_MS) may have reset the daily
 *   counter in between; the longer counter's rise counts there. Both down together is a console restart:
 *   what it counted since, no more than its daily counter holds (weather `rainFromCounterStep`'s reset
 *   rule).
 * - A reset counts its new value only when the interval could hold that much rain ({@link
 *   plausibleResetMm}); a counter that fell to more was restored to an older total: 0. A daily counter that went down alone was reset by the console's midnight or restart: the longer
 *   counter's rise counts.
 */
import {
  CONSOLE_MIDNIGHT_SKEW_MS,
  HOUR_MS,
  MAX_RAIN_STEP_MM,
  rainFromCounterStep,
  rainOfDayStartMm,
} from '@meteodeck/weather';
import { gaugeOf } from '../doors/rain-gauges.ts';

/** A counter that rose by more than one interval can hold: logged, and a new counter run starts there. */
export interface CounterJump {
  counter: 'rain' | 'lightning';
  /** The counter's value before and at the jump (mm of rain, or strikes). */
  previous: number;
  current: number;
}

/** Told of each counter jump a derivation meets (ingestion logs them with the station's reference). */
export type OnCounterJump = (jump: CounterJump) => void;

/** One gauge's counters as a reading sent them (mm), and which counter the longest is (rain-gauges codes). */
export interface GaugeCounters {
  counter: number | null;
  daily: number | null;
  source: number | null;
}

/** The station's last reading with a rain counter before a reading: what its rain is measured from. */
export interface RainCounterState {
  /** Last rain counter value before the reading (mm), or null when none was ever sent. */
  rainCounter: number | null;
  /** Instant of the reading that sent `rainCounter`, or null. */
  rainCounterAt: number | null;
  /** That reading's daily counter (mm), or null when it sent none. */
  rainDaily: number | null;
  /** Which counter `rainCounter` is (null: not known, a reading stored before this was kept). */
  rainSource: number | null;
  /** That reading's other gauge (null: none). */
  rainAlt: GaugeCounters | null;
}

/** Below the resolution of any rain gauge (0.1 mm; 0.01 in is 0.254 mm), above float noise. */
const COUNTER_TOLERANCE_MM = 0.01;

/**
 * The most rain an interval of `ms` can hold for a counter's reset to count its new value: the world
 * records as a line (about 40 mm in a minute or two, 305 mm in an hour), capped by MAX_RAIN_STEP_MM. A
 * counter that falls to more than that (a console restarted with an older yearly total: 800 mm, then
 * 150 mm five minutes later) was restored, not reset: a step back, 0.
 */
export function plausibleResetMm(intervalMs: number): number {
  return Math.min(MAX_RAIN_STEP_MM, 40 + (305 * Math.max(0, intervalMs)) / HOUR_MS);
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
 * The previous reading's counters of the gauge `source` belongs to: its main gauge's, or its other
 * gauge's when the main source switched since; none when it kept no counter of that gauge. A source not
 * known on either side (readings stored before sources were kept, the JSON door) is the same gauge; the
 * same span only when neither side knows it ({@link rainOfInterval}).
 */
function previousOfGauge(previous: RainCounterState, source: number | null): GaugeCounters {
  const gauge = gaugeOf(source);
  const main = gaugeOf(previous.rainSource);
  if (gauge === null || main === null || gauge === main) {
    return { counter: previous.rainCounter, daily: previous.rainDaily, source: previous.rainSource };
  }
  const alt = previous.rainAlt;
  if (alt !== null && gaugeOf(alt.source) === gauge) return alt;
  return { counter: null, daily: null, source: null };
}

/** Whether the interval (fromMs, atMs] of one local day comes near one of its midnights. */
function nearMidnight(fromMs: number, atMs: number, dayStartOf: (atMs: number) => number): boolean {
  const dayStartMs = dayStartOf(atMs);
  return (
    fromMs < dayStartMs + CONSOLE_MIDNIGHT_SKEW_MS ||
    dayStartOf(atMs + CONSOLE_MIDNIGHT_SKEW_MS) !== dayStartMs
  );
}

/**
 * Rain within a local day, over (fromMs, atMs], from the step of the longest counter, checked by the daily
 * counter's step (see the module comment); the counter step alone without two daily counters.
 */
function rainWithinDay(
  before: GaugeCounters,
  current: GaugeCounters,
  interval: { fromMs: number | null; atMs: number; dayStartOf: (atMs: number) => number },
  onJump?: OnCounterJump,
): number | null {
  const rain = rainFromCounter(before.counter, current.counter, onJump);
  if (rain === null || before.counter === null || current.counter === null) return rain;
  if (before.daily === null || current.daily === null) return rain;
  const step = rainFromCounterStep(before.counter, current.counter);
  const dailyRise = current.daily - before.daily;
  if (dailyRise >= 0 && dailyRise <= MAX_RAIN_STEP_MM) {
    if (step.counterDecreased || step.counterJumped || dailyRise > rain + COUNTER_TOLERANCE_MM) {
      return dailyRise;
    }
    const fromMs = interval.fromMs ?? interval.atMs;
    const longerRoseMore = rain > dailyRise + COUNTER_TOLERANCE_MM;
    return longerRoseMore && !nearMidnight(fromMs, interval.atMs, interval.dayStartOf) ? dailyRise : rain;
  }
  // Both went down: a restart. What the longer counter counted since, bounded by the daily counter's.
  return step.counterDecreased ? Math.min(rain, Math.max(0, current.daily)) : rain;
}

/** The counter step's rain, a reset's new value only when the interval could hold it. */
function plausibleStep(rain: number | null, before: GaugeCounters, current: GaugeCounters, ms: number) {
  if (rain === null || before.counter === null || current.counter === null) return rain;
  const decreased = current.counter < before.counter;
  return decreased && rain > plausibleResetMm(ms) ? 0 : rain;
}

/**
 * Rain of the interval ending at a reading at `atMs` with main-gauge counters `current` (longest counter,
 * daily counter, source code), measured from `previous` by the rules of the module comment. The first
 * reading of a local day with a daily counter takes what the console counted since midnight (weather
 * `rainOfDayStartMm`: the station's first reading, one after readings of an earlier day); otherwise the
 * counter step checked by the daily counter. `dayStartOf` gives the local midnight of an instant.
 */
export function rainOfInterval(
  previous: RainCounterState,
  current: GaugeCounters,
  atMs: number,
  dayStartOf: (atMs: number) => number,
  onJump?: OnCounterJump,
): number | null {
  const same = previousOfGauge(previous, current.source);
  // Two different counters of one gauge have no step; their daily counters have. A counter of unknown span
  // (stored before spans were kept) beside a known one may be another counter too (a monthly one then, the
  // lifetime total now): the daily counters' step as well.
  const sameSpan = same.source === current.source;
  const bothDaily = same.daily !== null && current.daily !== null;
  const before = sameSpan ? same : { ...same, counter: bothDaily ? same.daily : null };
  const now = sameSpan ? current : { ...current, counter: bothDaily ? current.daily : null };
  const at = previous.rainCounterAt;
  const daily = now.daily;
  const dayStartMs = daily === null ? null : firstOfDayStart(at, atMs, dayStartOf);
  if (daily !== null && dayStartMs !== null) {
    // A longer counter (yearly…) that rose within bounds tells what fell over the interval.
    let longerStepMm: number | null = null;
    if (now.counter !== null && now.counter !== daily && before.counter !== null) {
      const step = rainFromCounterStep(before.counter, now.counter);
      if (!step.counterDecreased && !step.counterJumped) longerStepMm = step.rainMm;
    }
    const rain = rainOfDayStartMm(
      { atMs, dayStartMs, dailyMm: daily },
      at === null ? null : { atMs: at, dailyMm: before.daily },
      longerStepMm,
    );
    if (rain !== null) return rain;
    const step = rainFromCounter(before.counter, now.counter, onJump);
    return plausibleStep(step, before, now, at === null ? 0 : atMs - at);
  }
  const rain = rainWithinDay(before, now, { fromMs: at, atMs, dayStartOf }, onJump);
  return plausibleStep(rain, before, now, at === null ? 0 : atMs - at);
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
 * Instants, not wall-clock times: the hour a DST night repeats is one stretch of one day, its midnight
 * passed once.
 */
function firstOfDayStart(
  previousCounterAt: number | null,
  atMs: number,
  dayStartOf: (atMs: number) => number,
): number | null {
  const dayStartMs = dayStartOf(atMs);
  return previousCounterAt === null || previousCounterAt < dayStartMs ? dayStartMs : null;
}
