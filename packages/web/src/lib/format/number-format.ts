import { roundTo, UNIT_DISPLAY_DECIMALS, type UnitSymbol } from '@meteodeck/weather';
import { formatLanguage } from '../language.ts';
import { aqiBandName, beaufortName } from './weather-names.ts';

/**
 * Number formatting of the site. Numbers are written as the visitor's language writes them (lib/language.ts;
 * the back office French): a decimal comma in German and French ('5,8 °C', '+1,2'), a decimal point in
 * English ('5.8 °C'); the spec's examples fix the decimals and the sign (see ARCHITECTURE.md, departures).
 * No thousands separator (1016,2 hPa), and never '-0,0'. A negative number has a real minus sign ('−3,2 °C',
 * U+2212, as typesetting writes it; Intl writes the hyphen-minus in all three languages); inputs, CSV
 * exports and the API keep the hyphen-minus. A missing value is the spec's dash (a hyphen-minus).
 */

/** The minus sign of a shown negative number (U+2212). */
export const MINUS = '\u2212';

/** `text` of a number with its leading hyphen-minus written as the minus sign. */
function withMinus(text: string): string {
  return text.startsWith('-') ? `${MINUS}${text.slice(1)}` : text;
}

/** The decimal separator of the language numbers are written in now: ',' in German and French, '.' in English. */
export function decimalSeparator(): string {
  return formatLanguage() === 'en' ? '.' : ',';
}

/** A number already rounded to `decimals` places, written with the language's decimal separator. */
function fixed(value: number, decimals: number): string {
  const text = withMinus(value.toFixed(decimals));
  return decimals === 0 ? text : text.replace('.', decimalSeparator());
}

/**
 * A number with as many decimals as it has, up to `maxDecimals` (chart and gauge ticks: '0,5', '1', '29,92'),
 * in the language's writing.
 */
export function formatTick(value: number, maxDecimals: number): string {
  return withMinus(String(Number(value.toFixed(maxDecimals)))).replace('.', decimalSeparator());
}

/** A chart axis's label (ECharts `axisLabel.formatter`): formatTick to 4 decimals. */
export function chartTick(value: number): string {
  return formatTick(value, 4);
}

/** A chart tooltip's value (ECharts `tooltip.valueFormatter`): one decimal, '-' when missing. */
export function chartNumber(value: unknown): string {
  return formatNumber(typeof value === 'number' ? value : null, 1);
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
 * A latitude or longitude in degrees with four decimals (about 10 m), written the same on /about and on
 * /weather/current: '52,8431°', '−33,8688°', or '-' when missing.
 */
export function formatCoordinate(value: number | null | undefined): string {
  const number = formatNumber(value, COORDINATE_DECIMALS);
  return number === MISSING ? MISSING : `${number}°`;
}

/**
 * A variation since one hour with its sign and one decimal (spec §2): +1,2, −0,4. A change that rounds to
 * zero shows '±0,0': "no change" stays visibly a variation and the column keeps its width, and a rounded
 * -0.04 never reads as '-0,0'. Missing → '-'.
 */
export function formatVariation(value: number | null | undefined, decimals = 1): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return MISSING;
  const rounded = roundTo(value, decimals);
  if (rounded === 0) return `±${fixed(0, decimals)}`;
  return `${rounded > 0 ? '+' : MINUS}${fixed(Math.abs(rounded), decimals)}`;
}

/**
 * A Beaufort force with its name ('4 – Jolie brise' in German and French, '4 – Moderate breeze' in English),
 * the force alone without a name, or '-'.
 */
export function formatBeaufort(force: number | null | undefined, text: string | null | undefined): string {
  if (force === null || force === undefined) return MISSING;
  return text === null || text === undefined || text === ''
    ? String(force)
    : `${force} – ${beaufortName(force, text)}`;
}

/** An AQI with its quality label ('42 – Bon'; '42 – Good' in English), the index alone without a label, or '-'. */
export function formatAqi(aqi: number | null | undefined, label: string | null | undefined): string {
  const value = formatNumber(aqi, INDEX_DECIMALS);
  if (value === MISSING) return MISSING;
  return label === null || label === undefined || label === '' ? value : `${value} – ${aqiBandName(label)}`;
}
