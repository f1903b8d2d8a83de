/**
 * Rain from station counters, rain rate and the rain event.
 *
 * Stations report rain as cumulative counters (Ecowitt `dailyrainin`…`yearlyrainin`, Weather Underground
 * `dailyrainin`, our JSON `rainTotal`). The rain of an interval is the counter's increase. A counter that
 * goes down has been reset (at midnight, at a new month, on a console restart) or stepped back (a console
 * correcting itself): a new run starts there. The rule for the interval in which that happens:
 *
 * - the counter fell to less than half its previous value (new < previous − new): a reset. A counter reset
 *   to zero has counted, since the reset, the rain that fell in this interval, so the new value is that
 *   interval's rain (WeeWX's interceptor driver does the same in `_delta_rain`);
 * - it fell by less: a step back. Counting the new value would invent rain (10.2 → 10.1 is not 10.1 mm), so
 *   the interval gets 0 and the next increase counts from the new value.
 *
 * A counter that rises by more than any interval can hold (MAX_RAIN_STEP_MM, more than the world's 24-hour
 * record) has jumped: a console swapped, a unit mix-up, garbage (0.10 in then 9000 in would be 228,600 mm).
 * That interval gets 0 and a new run starts from the new value, as after a step back.
 *
 * Gaps within a day lose nothing: the increase across a gap (station offline) is the rain of the interval
 * ending at the next reading, whose `fromMs` says how long it was. A reading without a counter value is
 * skipped.
 *
 * A console's daily counter (`dailyrainin`) says more at the start of a local day: what fell since midnight
 * before the reading. The first reading of a station, and the first of a day after readings of an earlier
 * day, take it as their rain ({@link rainOfDayStartMm}), so the day's total is the console's, whether the
 * station started mid-day or was offline across midnight.
 */
import { HOUR_MS, MINUTE_MS } from './time-constants.ts';

/** A reading's cumulative rain counter, mm; `null` when the reading carried none. */
export interface RainCounterReading {
  readonly atMs: number;
  readonly counterMm: number | null;
}

/** Rain that fell between two consecutive readings carrying a counter. */
export interface RainInterval {
  readonly fromMs: number;
  readonly toMs: number;
  readonly rainMm: number;
  /** True when the counter went down (reset or step back) at `toMs`, starting a new run. */
  readonly counterDecreased: boolean;
}

/**
 * Largest rise of a cumulative rain counter between two readings that counts as rain, mm: more than the
 * world's 24-hour record (1825 mm, La Réunion 1966), so a station back after a day offline keeps its rain.
 * The same bound limits the rain of one interval a station sends itself (contract READING_BOUNDS.rain).
 */
export const MAX_RAIN_STEP_MM = 2000;

/** One step of a cumulative counter: the amount of the interval and how the counter moved. */
export interface CounterStep {
  readonly rainMm: number;
  /** The counter went down (reset or step back): a new run starts. */
  readonly counterDecreased: boolean;
  /** The counter rose by more than `maxStepMm`: the interval counts 0 and a new run starts. */
  readonly counterJumped: boolean;
}

/**
 * Rain in mm between two successive values of a cumulative counter (mm), by the rule in the module comment:
 * an increase up to `maxStepMm` (default MAX_RAIN_STEP_MM) is rain; a larger one is a jump and counts 0; a
 * fall to less than half (reset) counts the new value; a smaller fall (step back) counts 0. Any other
 * counter (lightning strikes) passes its own bound as `maxStepMm`.
 */
export function rainFromCounterStep(
  previousMm: number,
  currentMm: number,
  maxStepMm: number = MAX_RAIN_STEP_MM,
): CounterStep {
  if (currentMm >= previousMm) {
    const rise = currentMm - previousMm;
    return rise > maxStepMm
      ? { rainMm: 0, counterDecreased: false, counterJumped: true }
      : { rainMm: rise, counterDecreased: false, counterJumped: false };
  }
  const isReset = currentMm < previousMm - currentMm;
  return {
    rainMm: isReset && currentMm <= maxStepMm ? Math.max(0, currentMm) : 0,
    counterDecreased: true,
    counterJumped: false,
  };
}

/**
 * Turns a series of cumulative counter readings into per-interval rain (one interval per pair of
 * consecutive readings with a counter, sorted by time; the input is not modified). Resets, step backs and
 * gaps follow the module comment. Fewer than two counter values give no interval.
 */
export function rainFromCounters(readings: readonly RainCounterReading[]): RainInterval[] {
  const withCounter = readings
    .filter(
      (r): r is { atMs: number; counterMm: number } => r.counterMm !== null && Number.isFinite(r.counterMm),
    )
    .sort((a, b) => a.atMs - b.atMs);
  const intervals: RainInterval[] = [];
  for (let i = 1; i < withCounter.length; i += 1) {
    const previous = withCounter[i - 1]!;
    const current = withCounter[i]!;
    const { rainMm, counterDecreased } = rainFromCounterStep(previous.counterMm, current.counterMm);
    intervals.push({ fromMs: previous.atMs, toMs: current.atMs, rainMm, counterDecreased });
  }
  return intervals;
}

/** Rain attributed to an instant: the amount measured in the interval ending at `atMs`, mm. */
export interface TimedRain {
  readonly atMs: number;
  readonly rainMm: number;
}

/** Total rain in mm of the entries with `fromMs < atMs ≤ toMs` (e.g. the last 60 minutes for hourly rain). */
export function rainBetweenMm(rain: readonly TimedRain[], fromMs: number, toMs: number): number {
  let total = 0;
  for (const r of rain) if (r.atMs > fromMs && r.atMs <= toMs && r.rainMm > 0) total += r.rainMm;
  return total;
}

/** Window over which a rain rate is derived when the station sends none (15 min, as WeeWX does). */
export const RAIN_RATE_WINDOW_MS = 15 * 60_000;

/**
 * Rain rate in mm/h derived from the rain of the last `windowMs` (default 15 min) before `nowMs`, scaled to
 * one hour: 0.3 mm in 15 minutes is 1.2 mm/h. Used only when the station sends no rate of its own. With a
 * tipping bucket of 0.3 mm the smallest non-zero rate is 1.2 mm/h.
 */
export function rainRateMmH(
  rain: readonly TimedRain[],
  nowMs: number,
  windowMs = RAIN_RATE_WINDOW_MS,
): number {
  if (!(windowMs > 0)) throw new RangeError(`windowMs must be positive, got ${windowMs}`);
  return (rainBetweenMm(rain, nowMs - windowMs, nowMs) * HOUR_MS) / windowMs;
}

/**
 * What the rain of the interval (`fromMs`, `atMs`] brings to the window of `windowMs` (default the rate
 * window) ending at `windowEndMs`, mm: all of it when its reading lies in the window and the interval is no
 * longer than the window (a console's minutes); for a longer one (rain a daily counter counted since
 * midnight), the share of the interval inside the window, as if it had rained evenly; 0 when the reading
 * lies outside the window.
 */
export function rainInWindowMm(
  rainMm: number | null,
  fromMs: number,
  atMs: number,
  windowEndMs: number,
  windowMs = RAIN_RATE_WINDOW_MS,
): number {
  const windowStart = windowEndMs - windowMs;
  if (rainMm === null || atMs <= windowStart || atMs > windowEndMs) return 0;
  const length = atMs - fromMs;
  if (length <= windowMs) return rainMm;
  return (rainMm * (atMs - windowStart)) / length;
}

/** A wet spell ends once this long has passed without rain (DESIGN §6). */
export const RAIN_EVENT_DRY_GAP_MS = 24 * HOUR_MS;

/**
 * The rain event in mm at `nowMs`: the rain of the current wet spell, a run of rainy entries each less than
 * 24 h after the previous one. When the last rain is 24 h or more before `nowMs` the spell is over: 0.
 * Entries after `nowMs` are ignored; order does not matter.
 */
export function rainEventMm(rain: readonly TimedRain[], nowMs: number): number {
  const wet = rain.filter((r) => r.rainMm > 0 && r.atMs <= nowMs).sort((a, b) => b.atMs - a.atMs);
  const latest = wet[0];
  if (latest === undefined || nowMs - latest.atMs >= RAIN_EVENT_DRY_GAP_MS) return 0;
  let total = 0;
  let laterAtMs = latest.atMs;
  for (const r of wet) {
    if (laterAtMs - r.atMs >= RAIN_EVENT_DRY_GAP_MS) break;
    total += r.rainMm;
    laterAtMs = r.atMs;
  }
  return total;
}

/** Running state of a wet spell, for updating the rain event one reading at a time. */
export interface RainEventState {
  readonly totalMm: number;
  readonly startedAtMs: number;
  readonly lastRainAtMs: number;
}

/**
 * Adds one interval's rain to a wet spell: rain 24 h or more after the spell's last rain (or with no spell)
 * starts a new one; no rain leaves the state as it is. Expects readings in time order; for late, out-of-order
 * data recompute with {@link rainEventMm}.
 */
export function advanceRainEvent(
  state: RainEventState | null,
  rainMm: number,
  atMs: number,
): RainEventState | null {
  if (!(rainMm > 0)) return state;
  if (state === null || atMs - state.lastRainAtMs >= RAIN_EVENT_DRY_GAP_MS) {
    return { totalMm: rainMm, startedAtMs: atMs, lastRainAtMs: atMs };
  }
  return {
    totalMm: state.totalMm + rainMm,
    startedAtMs: Math.min(state.startedAtMs, atMs),
    lastRainAtMs: Math.max(state.lastRainAtMs, atMs),
  };
}

/** The rain event in mm at `nowMs` from a running state: its total, or 0 once 24 h have passed dry. */
export function rainEventAtMm(state: RainEventState | null, nowMs: number): number {
  if (state === null || nowMs - state.lastRainAtMs >= RAIN_EVENT_DRY_GAP_MS) return 0;
  return state.totalMm;
}

/**
 * How far a console's midnight may lie from the station's local midnight: a console whose clock ignores
 * daylight saving time is an hour off, plus some drift. A daily counter read within this of midnight may
 * not have been reset yet.
 */
export const CONSOLE_MIDNIGHT_SKEW_MS = 90 * MINUTE_MS;

/**
 * The longest interval between two readings that is still a console's own cadence (consoles upload every
 * 16 s to 10 min), not an outage: across midnight, a longer counter's rise over such an interval is its rain
 * whole.
 */
export const RAIN_CADENCE_GAP_MS = 15 * MINUTE_MS;

/** Below the resolution of any rain gauge (0.1 mm; 0.01 in is 0.254 mm), above float noise. */
const COUNTER_TOLERANCE_MM = 0.01;

/** A reading carrying the console's daily rain counter. */
export interface DailyCounterReading {
  readonly atMs: number;
  /** Start of the reading's local day in the station's time zone (its local midnight), epoch ms. */
  readonly dayStartMs: number;
  /** The console's daily counter: rain since the console's midnight, mm. */
  readonly dailyMm: number;
}

/** The station's previous reading with a rain counter: its instant and daily counter (null: none sent). */
export interface PreviousCounterReading {
  readonly atMs: number;
  readonly dailyMm: number | null;
}

/**
 * Rain of the interval ending at `reading` when it is the first reading of its local day, from the
 * console's daily counter; null when `previous` lies on the same local day (the counter step rule,
 * {@link rainFromCounterStep}, applies). The rule:
 *
 * - no previous reading (the station's first): the daily counter, what fell since midnight before it;
 * - the station's counter is a longer one (yearly…) and rose by `longerStepMm` over the interval: within
 *   the console's cadence ({@link RAIN_CADENCE_GAP_MS}) the rise, all of it; after an outage the daily
 *   counter when it is at most that rise (it was reset at midnight and counts today's part of the
 *   interval; the part before midnight belongs to the day before, whose readings are closed, and is not
 *   recovered); a daily counter above the rise still holds rain from before the previous reading, so it
 *   was not reset yet: the rise;
 * - otherwise the previous daily counter decides: when the console must have reset in between (the
 *   previous reading more than {@link CONSOLE_MIDNIGHT_SKEW_MS} before midnight and this one more than that
 *   after, or the previous one a day earlier still), the daily counter; near midnight a counter that went down was reset (the daily counter), one
 *   that did not go down was not yet (its rise, 0 when equal: what was already counted adds nothing);
 *   without a previous daily counter, null (the counter step rule, as before daily counters were kept).
 */
export function rainOfDayStartMm(
  reading: DailyCounterReading,
  previous: PreviousCounterReading | null,
  longerStepMm: number | null,
): number | null {
  const daily = Math.max(0, reading.dailyMm);
  if (previous === null) return daily;
  if (previous.atMs >= reading.dayStartMs) return null;
  if (longerStepMm !== null) {
    // The console's own cadence across midnight: the longer counter's whole rise, so the minutes of rain
    // before midnight count (in the new day) instead of in neither day.
    if (reading.atMs - previous.atMs <= RAIN_CADENCE_GAP_MS) return longerStepMm;
    return daily <= longerStepMm + COUNTER_TOLERANCE_MM ? daily : longerStepMm;
  }
  // The console passed a midnight of its own between the two: this one, or the one before (a day lasts
  // 23 to 25 hours).
  const before = reading.dayStartMs - CONSOLE_MIDNIGHT_SKEW_MS;
  const resetBetween =
    previous.atMs < before &&
    (reading.atMs > reading.dayStartMs + CONSOLE_MIDNIGHT_SKEW_MS || previous.atMs < before - 25 * HOUR_MS);
  if (resetBetween) return daily;
  if (previous.dailyMm === null) return null;
  return daily < previous.dailyMm ? daily : daily - previous.dailyMm;
}
