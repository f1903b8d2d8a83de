/**
 * The instant column of a mapped CSV file (csv-mapping.ts): ISO 8601 (with an offset, the instant itself;
 * without, a wall time), Unix seconds or milliseconds, or a date pattern of the tokens YYYY, YY, MM, M, DD,
 * D, HH, H, hh, h, mm, ss and a (`DD.MM.YYYY HH:mm`, `MM/DD/YYYY hh:mm a`). Wall times are read in UTC or in
 * the station's time zone; there, a wall time that occurs twice when clocks go back is the one after the row
 * before (cumulus-time.ts), as for the consoles' exports. A date column beside a time column (`timeOfDay`)
 * is read as their two cells joined by a space, through the two patterns joined the same way.
 */
import type { CsvTimeColumn } from '@meteodeck/contract';
import type { LocalDateTime } from '@meteodeck/weather';
import { createWallTimeReader } from './cumulus-time.ts';

/** Reads one cell into an instant (epoch ms), or undefined when it is not one. */
export type InstantReader = (cell: string) => number | undefined;

const TOKEN_PATTERNS: ReadonlyArray<readonly [token: string, regex: string]> = [
  ['YYYY', '(\\d{4})'],
  ['YY', '(\\d{2})'],
  ['MM', '(\\d{1,2})'],
  ['M', '(\\d{1,2})'],
  ['DD', '(\\d{1,2})'],
  ['D', '(\\d{1,2})'],
  ['HH', '(\\d{1,2})'],
  ['H', '(\\d{1,2})'],
  ['hh', '(\\d{1,2})'],
  ['h', '(\\d{1,2})'],
  ['mm', '(\\d{2})'],
  ['ss', '(\\d{2})'],
  ['a', '([AaPp])\\.?[Mm]?\\.?'],
];

type Part = 'year' | 'shortYear' | 'month' | 'day' | 'hour' | 'hour12' | 'minute' | 'second' | 'meridiem';
const PART_OF: Readonly<Record<string, Part>> = {
  YYYY: 'year',
  YY: 'shortYear',
  MM: 'month',
  M: 'month',
  DD: 'day',
  D: 'day',
  HH: 'hour',
  H: 'hour',
  hh: 'hour12',
  h: 'hour12',
  mm: 'minute',
  ss: 'second',
  a: 'meridiem',
};

/** A compiled date pattern: its regex and the part each group holds. */
interface CompiledPattern {
  regex: RegExp;
  parts: Part[];
}

/**
 * What a pattern reads: a date and time in one column, the date of a date column beside a time column, or
 * that time column's time of day.
 */
export type PatternReads = 'dateTime' | 'date' | 'time';

const DATE_PARTS: readonly Part[] = ['year', 'shortYear', 'month', 'day'];

/** The pattern compiled, or why it cannot read what `reads` asks (in French, for the back office). */
export function compilePattern(pattern: string, reads: PatternReads = 'dateTime'): CompiledPattern | string {
  let source = '';
  const parts: Part[] = [];
  for (let i = 0; i < pattern.length; ) {
    const found = TOKEN_PATTERNS.find(([token]) => pattern.startsWith(token, i));
    if (found !== undefined) {
      const part = PART_OF[found[0]] as Part;
      if (parts.includes(part)) return `« ${found[0]} » apparaît deux fois dans le modèle`;
      parts.push(part);
      source += found[1];
      i += found[0].length;
      continue;
    }
    const char = pattern[i] ?? '';
    source += /\s/.test(char) ? '\\s+' : char.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
    i += 1;
  }
  const has = (part: Part) => parts.includes(part);
  const dateMissing = [
    has('year') || has('shortYear') ? '' : 'YYYY',
    has('month') ? '' : 'MM',
    has('day') ? '' : 'DD',
  ];
  const timeMissing = [has('hour') || has('hour12') ? '' : 'HH', has('minute') ? '' : 'mm'];
  const timeParts = parts.filter((part) => !DATE_PARTS.includes(part));
  if (reads === 'date' && timeParts.length > 0)
    return "Modèle de la date : l'heure se lit dans la colonne de l'heure, retirez-la du modèle";
  if (reads === 'time' && timeParts.length < parts.length)
    return "Modèle de l'heure : la date se lit dans la colonne de la date, retirez-la du modèle";
  const missing = (
    reads === 'dateTime' ? [...dateMissing, ...timeMissing] : reads === 'date' ? dateMissing : timeMissing
  ).filter((token) => token !== '');
  const what = reads === 'time' ? "Modèle de l'heure" : 'Modèle de date';
  if (missing.length > 0) {
    if (reads === 'dateTime' && timeParts.length === 0 && dateMissing.every((token) => token === ''))
      return "Modèle sans l'heure : indiquez la colonne de l'heure et son modèle, ou l'heure dans ce modèle";
    return `${what} incomplet : ${missing.join(', ')} manquant`;
  }
  if (has('hour12') !== has('meridiem')) return `${what} : hh (heure sur 12) va avec a (am/pm)`;
  if (has('hour') && has('hour12')) return `${what} : HH ou hh, pas les deux`;
  return { regex: new RegExp(`^${source}$`), parts };
}

/** The pattern the instant is read by: the date's, followed by the time column's when there is one. */
export function instantPattern(time: CsvTimeColumn): string {
  const date = time.pattern ?? '';
  return time.timeOfDay === undefined ? date : `${date} ${time.timeOfDay.pattern}`;
}

/** The text the instant is read from in a row: its cell, or the date cell and the time cell joined. */
export function instantCell(time: CsvTimeColumn, fields: readonly string[]): string {
  const date = fields[time.column] ?? '';
  if (time.timeOfDay === undefined) return date;
  return `${date.trim()} ${(fields[time.timeOfDay.column] ?? '').trim()}`;
}

/** A wall time from its parts, undefined when it is no date (31 April, 25:00). */
function wallTime(parts: Partial<Record<Part, string>>): LocalDateTime | undefined {
  const year = parts.year !== undefined ? Number(parts.year) : 2000 + Number(parts.shortYear);
  const month = Number(parts.month);
  const day = Number(parts.day);
  let hour = Number(parts.hour ?? parts.hour12);
  if (parts.meridiem !== undefined) {
    if (hour < 1 || hour > 12) return undefined;
    hour = (hour % 12) + (parts.meridiem.toLowerCase() === 'p' ? 12 : 0);
  }
  const minute = Number(parts.minute);
  const second = Number(parts.second ?? 0);
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return undefined;
  if (hour > 23 || minute > 59 || second > 59) return undefined;
  return { year, month, day, hour, minute, second };
}

/** Minutes east of UTC of an ISO offset: `Z`, `+02`, `+0200`, `-05:30`. */
function offsetMinutes(offset: string): number {
  if (offset.toUpperCase() === 'Z') return 0;
  const digits = offset.slice(1).replace(':', '');
  const minutes = Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2) || '0');
  return offset.startsWith('-') ? -minutes : minutes;
}

const ISO =
  /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,]\d+)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

/**
 * The reader of the instant column `time` for a station in `timeZone`; the reader keeps the rows' order
 * (a repeated wall hour at the end of summer time is read as the later one after a later row).
 */
export function createInstantReader(time: CsvTimeColumn, timeZone: string): InstantReader {
  if (time.format === 'epochSeconds' || time.format === 'epochMs') {
    const factor = time.format === 'epochSeconds' ? 1000 : 1;
    return (cell) => {
      const value = cell.trim() === '' ? Number.NaN : Number(cell);
      return Number.isFinite(value) ? Math.round(value * factor) : undefined;
    };
  }
  const wallReader = createWallTimeReader(time.zone === 'utc' ? 'UTC' : timeZone);
  let previous = Number.NEGATIVE_INFINITY;
  const instantOf = (wall: LocalDateTime | undefined) => {
    if (wall === undefined) return undefined;
    const at = wallReader(wall, previous);
    previous = at;
    return at;
  };
  if (time.format === 'iso') {
    return (cell) => {
      const match = ISO.exec(cell.trim());
      if (match === null) return undefined;
      const [, year, month, day, hour, minute, second, offset] = match;
      const wall = wallTime({ year, month, day, hour, minute, second: second ?? '0' });
      if (wall === undefined || offset === undefined) return instantOf(wall);
      const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
      return asUtc - offsetMinutes(offset) * 60_000;
    };
  }
  const compiled = compilePattern(instantPattern(time));
  if (typeof compiled === 'string') throw new Error(compiled);
  return (cell) => {
    const match = compiled.regex.exec(cell.trim());
    if (match === null) return undefined;
    const parts: Partial<Record<Part, string>> = {};
    compiled.parts.forEach((part, index) => {
      parts[part] = match[index + 1];
    });
    return instantOf(wallTime(parts));
  };
}
