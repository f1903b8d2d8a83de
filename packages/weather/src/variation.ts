/**
 * The one-hour variation shown next to current values (spec §2: "variations since 1 hour"): the value now
 * minus the reading nearest to one hour earlier, when one lies within ±10 minutes of that instant (DESIGN §6).
 */

/** How far back the variation looks. */
export const VARIATION_LOOKBACK_MS = 60 * 60_000;
/** How far from one hour ago the reference reading may be. */
export const VARIATION_TOLERANCE_MS = 10 * 60_000;

/** A timestamped value of one measure; `null` when the reading did not carry it. */
export interface TimedValue {
  readonly atMs: number;
  readonly value: number | null;
}

/**
 * Value at `current.atMs` minus the reading of `history` nearest to `current.atMs − 1 h`, considering only
 * readings with a value within ±10 min of that instant (bounds included). Of two equally near readings the
 * earlier one is used. Returns `null` when the current value is missing or no reading qualifies.
 */
export function oneHourVariation(current: TimedValue, history: readonly TimedValue[]): number | null {
  return variationOver(current, history, VARIATION_LOOKBACK_MS);
}

/**
 * As {@link oneHourVariation}, over `lookbackMs` instead of one hour (the 3-hour pressure tendency): the
 * value now minus the reading nearest to `current.atMs − lookbackMs` within ±`toleranceMs` (default 10 min).
 */
export function variationOver(
  current: TimedValue,
  history: readonly TimedValue[],
  lookbackMs: number,
  toleranceMs = VARIATION_TOLERANCE_MS,
): number | null {
  if (current.value === null) return null;
  const targetMs = current.atMs - lookbackMs;
  let best: { readonly distance: number; readonly atMs: number; readonly value: number } | undefined;
  for (const reading of history) {
    if (reading.value === null) continue;
    const distance = Math.abs(reading.atMs - targetMs);
    if (distance > toleranceMs) continue;
    if (
      best === undefined ||
      distance < best.distance ||
      (distance === best.distance && reading.atMs < best.atMs)
    ) {
      best = { distance, atMs: reading.atMs, value: reading.value };
    }
  }
  return best === undefined ? null : current.value - best.value;
}
