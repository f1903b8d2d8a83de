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
 * Gaps lose nothing: the increase across a gap (station offline) is the rain of the interval ending at the
 * next reading, whose `fromMs` says how long it was. A reading without a counter value is skipped.
 */
import { HOUR_MS } from './time-constants.ts';

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
