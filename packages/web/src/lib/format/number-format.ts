import { roundTo, UNIT_DISPLAY_DECIMALS, type UnitSymbol } from '@meteodeck/weather';

/**
 * Number formatting of the site. Numbers carry a decimal comma, as German and French write them ('5,8 °C',
 * '+1,2'; the spec's examples show the decimals and the sign, written with a point: see ARCHITECTURE.md,
 * departures), no thousands separator (1016,2 hPa), and never '-0,0'. A missing value is the spec's dash.
 */

/** The decimal separator of the public (German) and the back-office (French) pages alike. */
export const DECIMAL_SEPARATOR = ',';

/** A number already rounded to `decimals` places, written with the decimal comma. */
function fixed(value: number, decimals: number): string {
  return value.toFixed(decimals).replace('.', DECIMAL_SEPARATOR);
}

/** What a missing value shows (spec §2: "Missing values display '-'"). */
export const MISSING = '-';

/** Decimals of values without a unit-set symbol: the UV index and km distances one, indices and counts none. */
export const UV_DECIMALS = 1;
export const DISTANCE_DECIMALS = 1;
export const INDEX_DECIMALS = 0;
export const COORDINATE_DECIMALS = 4;

/** Decimals shown for a unit: one for temperatures (spec §9), two for inHg and inches, none for %, W/m², m. */
export function decimalsFor(unit: UnitSymbol): number {
  return UNIT_DISPLAY_DECIMALS[unit];
}

/** `value` rounded half away from zero to `decimals` places, or '-' when null/not finite. 0.04 → '0,0'. */
export function formatNumber(value: number | null | undefined, decimals: number): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return MISSING;
  return fixed(roundTo(value, decimals), decimals);
}

/** `value` with its unit ('14,2 °C', '70 %'), or '-' alone when missing (a unit after a dash says nothing). */
export function formatWithUnit(value: number | null | undefined, decimals: number, unit: string): string {
  const number = formatNumber(value, decimals);
  return number === MISSING || unit === '' ? number : `${number} ${unit}`;
}

/** A measure in a unit of the unit set, with that unit's decimals: formatMeasure(14.23, '°C') → '14,2 °C'. */
export function formatMeasure(value: number | null | undefined, unit: UnitSymbol): string {
  return formatWithUnit(value, decimalsFor(unit), unit);
}

/**
 * A variation since one hour with its sign and one decimal (spec §2): +1,2, -0,4. A change that rounds to
 * zero shows '±0,0': "no change" stays visibly a variation and the column keeps its width, and a rounded
 * -0.04 never reads as '-0,0'. Missing → '-'.
 */
export function formatVariation(value: number | null | undefined, decimals = 1): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return MISSING;
  const rounded = roundTo(value, decimals);
  if (rounded === 0) return `±${fixed(0, decimals)}`;
  return `${rounded > 0 ? '+' : '-'}${fixed(Math.abs(rounded), decimals)}`;
}

/** A Beaufort force with its French name ('4 – Jolie brise'), the force alone without a name, or '-'. */
export function formatBeaufort(force: number | null | undefined, text: string | null | undefined): string {
  if (force === null || force === undefined) return MISSING;
  return text === null || text === undefined || text === '' ? String(force) : `${force} – ${text}`;
}

/** An AQI with its quality label ('42 – Bon'), the index alone without a label, or '-'. */
export function formatAqi(aqi: number | null | undefined, label: string | null | undefined): string {
  const value = formatNumber(aqi, INDEX_DECIMALS);
  if (value === MISSING) return MISSING;
  return label === null || label === undefined || label === '' ? value : `${value} – ${label}`;
}
