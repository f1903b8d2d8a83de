/**
 * The cells of the CSV files weather consoles and their clouds export (Ecowitt, Davis WeatherLink), whatever
 * their language: fields split on `,`, `;` or tabs (quoted fields may hold the separator), a decimal comma
 * with `;`, missing values written `--`, `---` or left empty, column names carrying their unit
 * (`Outdoor Temperature(℃)`, `Temp - °F`), local date-times in the forms consoles write, and compass points
 * for a wind direction.
 */
import {
  COMPASS_POINTS_16_DE,
  COMPASS_POINTS_16_EN,
  COMPASS_POINTS_16_FR,
  fahrenheitToCelsius,
  inchesToMm,
  inhgToHpa,
  kmhToMs,
  knotsToMs,
  type LocalDateTime,
  measureDescriptor,
  mmhgToHpa,
  mphToMs,
  type ReadingMeasureKind,
} from '@meteodeck/weather';

/** The field separator of a header line: a tab, `;` when it has more of them than commas, else `,`. */
export function detectDelimiter(header: string): string {
  if (header.includes('\t')) return '\t';
  const semicolons = header.split(';').length;
  return semicolons > header.split(',').length ? ';' : ',';
}

/** The fields of a line; `"…"` quotes a field (`""` inside is a quote), a stray quote is kept as text. */
export function splitFields(line: string, delimiter: string): string[] {
  if (!line.includes('"')) return line.split(delimiter).map((field) => field.trim());
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const char = line[i];
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field.trim() === '') {
      quoted = true;
      field = '';
    } else if (char === delimiter) {
      fields.push(field.trim());
      field = '';
    } else field += char;
  }
  fields.push(field.trim());
  return fields;
}

/** Lower case, without accents (ß as ss), every run of other characters than letters and digits a space. */
export function normalizeName(name: string): string {
  return name
    .replaceAll('ß', 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** A column name split into its name and unit: `Wind(km/h)`, `Wind Speed - mph`, `UVI` (no unit). */
export function splitUnit(column: string): { name: string; unit: string } {
  const text = column.replace(/^\uFEFF/, '').trim();
  const parenthesis = /^(.*?)\s*\(([^()]*)\)\s*$/.exec(text);
  if (parenthesis) return { name: parenthesis[1] ?? '', unit: (parenthesis[2] ?? '').trim() };
  const dash = /^(.*\S)\s+-\s+(\S.*)$/.exec(text);
  if (dash) return { name: dash[1] ?? '', unit: (dash[2] ?? '').trim() };
  return { name: text, unit: '' };
}

/** What a column measures, for its unit. */
export type Quantity =
  | 'temperature'
  | 'pressure'
  | 'speed'
  | 'rain'
  | 'rainRate'
  | 'solar'
  | 'plain'
  | 'direction';

/** The quantity of a column filling a main measure, from the measure catalogue's quantity. */
export function vendorQuantity(kind: ReadingMeasureKind): Quantity {
  const quantity = measureDescriptor(kind).quantity;
  switch (quantity) {
    case 'temperature':
    case 'pressure':
    case 'speed':
    case 'rain':
    case 'rainRate':
    case 'direction':
      return quantity;
    case 'irradiance':
      return 'solar';
    default:
      return 'plain';
  }
}

const identity = (value: number) => value;
/** Ecowitt's own factor from lux to W/m² (126.7 lux per W/m² of sunlight). */
export const LUX_PER_WM2 = 126.7;
/** One foot-candle in lux. */
const LUX_PER_FOOT_CANDLE = 10.764;

type Convert = (value: number) => number;

const UNITS: Record<Exclude<Quantity, 'plain' | 'direction'>, Record<string, Convert>> = {
  temperature: {
    '℃': identity,
    '°c': identity,
    ºc: identity,
    c: identity,
    degc: identity,
    '℉': fahrenheitToCelsius,
    '°f': fahrenheitToCelsius,
    ºf: fahrenheitToCelsius,
    f: fahrenheitToCelsius,
    degf: fahrenheitToCelsius,
  },
  pressure: {
    hpa: identity,
    mbar: identity,
    mb: identity,
    inhg: inhgToHpa,
    mmhg: mmhgToHpa,
    kpa: (value) => value * 10,
  },
  speed: {
    'm/s': identity,
    'km/h': kmhToMs,
    kmh: kmhToMs,
    kph: kmhToMs,
    mph: mphToMs,
    knots: knotsToMs,
    knot: knotsToMs,
    kn: knotsToMs,
    kt: knotsToMs,
    kts: knotsToMs,
  },
  rain: { mm: identity, in: inchesToMm, inch: inchesToMm, inches: inchesToMm },
  rainRate: {
    'mm/h': identity,
    'mm/hr': identity,
    'in/h': inchesToMm,
    'in/hr': inchesToMm,
  },
  solar: {
    'w/m2': identity,
    'w/m²': identity,
    'w/m^2': identity,
    lux: (value) => value / LUX_PER_WM2,
    klux: (value) => (value * 1000) / LUX_PER_WM2,
    kfc: (value) => (value * 1000 * LUX_PER_FOOT_CANDLE) / LUX_PER_WM2,
  },
};

/**
 * The conversion to canonical units (°C, hPa, m/s, mm, mm/h, W/m²) of a column of `quantity` in `unit`;
 * undefined when the unit is not one meteodeck knows (Beaufort) or is missing where it matters.
 */
export function unitConversion(quantity: Quantity, unit: string): Convert | undefined {
  if (quantity === 'plain' || quantity === 'direction') return identity;
  const key = unit.toLowerCase().replace(/\s+/g, '');
  return UNITS[quantity][key];
}

/** True for a cell that says "no value": empty, `--`, `---`, `N/A`. */
export function isMissing(cell: string): boolean {
  return cell === '' || /^-+$/.test(cell) || /^n\/?a$/i.test(cell);
}

const COMPASS = new Map<string, number>();
for (const names of [COMPASS_POINTS_16_EN, COMPASS_POINTS_16_DE, COMPASS_POINTS_16_FR]) {
  names.forEach((name, index) => {
    if (!COMPASS.has(name)) COMPASS.set(name, index * 22.5);
  });
}

/**
 * The number in a cell (a decimal comma when `decimalComma`), null when missing, NaN when it is not a
 * number. A direction may be a compass point (`NNW`: 337.5).
 */
export function cellNumber(cell: string, decimalComma: boolean, quantity: Quantity): number | null {
  if (isMissing(cell)) return null;
  const text = decimalComma ? cell.replace(',', '.') : cell;
  if (!/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(text)) {
    return quantity === 'direction' ? (COMPASS.get(cell.toUpperCase()) ?? Number.NaN) : Number.NaN;
  }
  return Number(text);
}

/** How a date written `a/b/yyyy` reads: day first (Europe) or month first (United States). */
export type SlashOrder = 'dmy' | 'mdy';

const DATE = /^(\d{1,4})[-/.](\d{1,2})[-/.](\d{1,4})$/;
const TIME = /^(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([ap])?\.?(?:m\.?)?$/i;

/** The parts of a date `2024-09-18`, `2024/9/18`, `18.09.2024`, `18/09/2024` or `9/18/24`; undefined if none. */
function dateParts(text: string, order: SlashOrder): [number, number, number] | undefined {
  const match = DATE.exec(text);
  if (!match) return undefined;
  const [a, b, c] = [match[1] ?? '', Number(match[2]), match[3] ?? ''];
  if (a.length === 4) return [Number(a), b, Number(c)];
  const year = c.length <= 2 ? 2000 + Number(c) : Number(c);
  if (text.includes('.') || order === 'dmy') return [year, b, Number(a)];
  return [year, Number(a), b];
}

/** A time `14:25`, `14:25:30`, `2:25 PM` or WeatherLink's `2:25p` as [hour, minute, second]; undefined if none. */
function timeParts(text: string): [number, number, number] | undefined {
  const match = TIME.exec(text);
  if (!match) return undefined;
  let hour = Number(match[1]);
  const suffix = match[4]?.toLowerCase();
  if (suffix !== undefined) {
    if (hour < 1 || hour > 12) return undefined;
    hour = (hour % 12) + (suffix === 'p' ? 12 : 0);
  }
  return [hour, Number(match[2]), Number(match[3] ?? 0)];
}

/** A local date-time from a date cell and a time cell (or one cell holding both); undefined when unreadable. */
export function parseLocalDateTime(
  text: string,
  order: SlashOrder,
  timeText?: string,
): LocalDateTime | undefined {
  const joined = (timeText === undefined ? text : `${text} ${timeText}`).trim().replace('T', ' ');
  const space = joined.indexOf(' ');
  if (space < 0) return undefined;
  const date = dateParts(joined.slice(0, space), order);
  const time = timeParts(joined.slice(space + 1).trim());
  if (date === undefined || time === undefined) return undefined;
  const [year, month, day] = date;
  const [hour, minute, second] = time;
  const check = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59)
    return undefined;
  return { year, month, day, hour, minute, second };
}

const SLASH_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{2,4})\b/;

/** The day number (days since 1970) of a date read as day, month, year; NaN when it is none. */
function dayNumber(day: number, month: number, year: number): number {
  const full = year < 100 ? 2000 + year : year;
  const ms = Date.UTC(full, month - 1, day);
  const check = new Date(ms);
  return check.getUTCDate() === day && check.getUTCMonth() === month - 1 ? ms / 86_400_000 : Number.NaN;
}

/**
 * How the slash dates of `samples` (in the file's order) read: day first as soon as one starts with more
 * than 12, month first as soon as one has more than 12 in second place; else the order under which the rows
 * step from day to day rather than jump (day first, 01/10 then 02/10 is the next day; month first, a month
 * later); undefined when nothing tells (one day, or as many jumps either way).
 */
export function slashOrderIn(samples: readonly string[]): SlashOrder | undefined {
  const jumps = { dmy: 0, mdy: 0 };
  let previous: { dmy: number; mdy: number } | undefined;
  let previousText = '';
  for (const sample of samples) {
    const match = SLASH_DATE.exec(sample.trim());
    if (!match) continue;
    const [a, b, y] = [Number(match[1]), Number(match[2]), Number(match[3])];
    if (a > 12) return 'dmy';
    if (b > 12) return 'mdy';
    if (match[0] === previousText) continue;
    previousText = match[0];
    const now = { dmy: dayNumber(a, b, y), mdy: dayNumber(b, a, y) };
    if (previous !== undefined) {
      if (!(Math.abs(now.dmy - previous.dmy) <= 1)) jumps.dmy += 1;
      if (!(Math.abs(now.mdy - previous.mdy) <= 1)) jumps.mdy += 1;
    }
    previous = now;
  }
  if (jumps.dmy < jumps.mdy) return 'dmy';
  if (jumps.mdy < jumps.dmy) return 'mdy';
  return undefined;
}

/** {@link slashOrderIn}, or `fallback` when nothing tells. */
export function slashOrderOf(samples: readonly string[], fallback: SlashOrder): SlashOrder {
  return slashOrderIn(samples) ?? fallback;
}
