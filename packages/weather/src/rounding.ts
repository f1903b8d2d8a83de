/**
 * Rounding for display. Binary floating point stores 1.005 as 1.00499999…, so a naive
 * `Math.round(x * 100) / 100` rounds it down; trimming the scaled value to 15 significant digits first
 * removes that representation error before rounding.
 */

import { convertFromCanonical } from './conversions.ts';
import type { UnitSymbol } from './unit-symbols.ts';

/**
 * Rounds to `decimals` places, halves away from zero (1.005 → 1.01, −0.05 → −0.1, 2.5 → 3); never returns −0.
 * `decimals` must be an integer from 0 to 10. Non-finite input is returned unchanged.
 */
export function roundTo(value: number, decimals: number): number {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 10) {
    throw new RangeError(`decimals must be an integer from 0 to 10, got ${decimals}`);
  }
  if (!Number.isFinite(value)) return value;
  const factor = 10 ** decimals;
  let scaled = Math.abs(value) * factor;
  // Only a value within rounding noise of a half needs the 15-digit trim (a string round trip, slow in a
  // loop over a graph's thousands of values); elsewhere it cannot change the result.
  if (Math.abs(scaled - Math.floor(scaled) - 0.5) < 1e-6) scaled = Number(scaled.toPrecision(15));
  const rounded = (Math.round(scaled) / factor) * Math.sign(value);
  return rounded === 0 ? 0 : rounded;
}

/**
 * Decimals shown for each unit: one for temperatures (spec §9), speeds, hPa, mmHg, mm and µg/m³; two for
 * inHg and inches (their steps are 30 times coarser); none for heights, W/m², % and degrees.
 */
export const UNIT_DISPLAY_DECIMALS: { readonly [U in UnitSymbol]: number } = {
  '°C': 1,
  '°F': 1,
  'km/h': 1,
  'm/s': 1,
  mph: 1,
  kn: 1,
  hPa: 1,
  inHg: 2,
  mmHg: 1,
  mm: 1,
  in: 2,
  m: 0,
  ft: 0,
  'W/m²': 0,
  'µg/m³': 1,
  '%': 0,
  '°': 0,
};

/**
 * Converts a canonical value to `unit` and rounds it to that unit's display decimals
 * ({@link UNIT_DISPLAY_DECIMALS}). `null` stays `null`, so missing measures pass straight through.
 */
export function toDisplayUnit(value: number | null, unit: UnitSymbol): number | null {
  if (value === null) return null;
  return roundTo(convertFromCanonical(value, unit), UNIT_DISPLAY_DECIMALS[unit]);
}
