/**
 * CumulusMX's record files in its data folder, which its records editor lets the owner correct:
 *
 * - `alltime.ini`: the station's all-time records, one section per quantity (`[Temperature]`, `[Wind]`,
 *   `[Rain]`, `[Pressure]`, `[Humidity]`);
 * - `monthlyalltime.ini`: the records of each calendar month over all years, the same sections numbered by
 *   month (`[Temperature01]` … `[Humidity12]`).
 *
 * Each record is a pair of keys, `<name>value` and `<name>time`: the value in the station's logging units,
 * written as a .NET double in the invariant culture ('G17': `23.600000000000001`), and the local wall time of
 * the reading in .NET's sortable format (`2023-11-12T14:09:00`); a hand-edited file may hold a day-first
 * `12/11/2023 14:09`, and Cumulus 1 wrote numbers with the machine's decimal comma. An unset record holds -9999 (a high) or 9999 (a low) and the year 1. Comment lines
 * start with `#` or `;` (CumulusMX writes `#Last updated: …`).
 *
 * The records of a kind meteodeck's daily summaries keep (RECORD_KINDS) become their days' extremes; the
 * others (apparent and feels-like temperature, wind chill, heat index, humidex, daily rain, wind run, dry
 * spells…) are reported as skipped.
 */
import { type LocalDateTime, localDate } from '@meteodeck/weather';
import { parse } from 'ini';
import type { SummaryMeasure } from '../../db/database.ts';
import type { cumulusConversions } from './cumulus-settings.ts';
import type { SourceDayExtremes, SourceExtreme } from './import-source.ts';

export const ALLTIME_NAME = /^alltime\.ini$/i;
export const MONTHLY_ALLTIME_NAME = /^monthlyalltime\.ini$/i;

/** Records not kept listed in a report. */
export const MAX_REPORTED_RECORD_NOTES = 100;

type Quantity = 'temperature' | 'pressure' | 'wind' | 'rain' | 'same';

/** The record kinds meteodeck keeps: CumulusMX's key name, summary measure, side, quantity. */
export const RECORD_KINDS: ReadonlyMap<
  string,
  { measure: SummaryMeasure; side: 'min' | 'max'; quantity: Quantity }
> = new Map([
  ['hightemp', { measure: 'temperature', side: 'max', quantity: 'temperature' }],
  ['lowtemp', { measure: 'temperature', side: 'min', quantity: 'temperature' }],
  ['highdewpoint', { measure: 'dew_point', side: 'max', quantity: 'temperature' }],
  ['lowdewpoint', { measure: 'dew_point', side: 'min', quantity: 'temperature' }],
  ['highhumidity', { measure: 'humidity', side: 'max', quantity: 'same' }],
  ['lowhumidity', { measure: 'humidity', side: 'min', quantity: 'same' }],
  ['highpressure', { measure: 'pressure_rel', side: 'max', quantity: 'pressure' }],
  ['lowpressure', { measure: 'pressure_rel', side: 'min', quantity: 'pressure' }],
  ['highwind', { measure: 'wind_speed', side: 'max', quantity: 'wind' }],
  ['highgust', { measure: 'wind_gust', side: 'max', quantity: 'wind' }],
  ['highrainrate', { measure: 'rain_rate', side: 'max', quantity: 'rain' }],
] as const);

/** One record of a kind meteodeck keeps, as the file says it (logging units, local wall time). */
export interface CumulusRecord {
  /** `alltime.ini [Temperature] hightemp`. */
  label: string;
  measure: SummaryMeasure;
  side: 'min' | 'max';
  quantity: Quantity;
  value: number;
  wall: LocalDateTime;
}

/** A record not kept, or a line that cannot be read: where, and why (in French, for the back office). */
export interface RecordNote {
  at: string;
  reason: string;
}

const ISO = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/;
const DAY_FIRST = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})[ T](\d{1,2})[:.](\d{2})(?:[:.](\d{2}))?$/;

/** A record's time: the sortable format, else day-first; undefined when it is neither or unset (year 1). */
export function recordTime(text: string): LocalDateTime | undefined {
  const trimmed = text.trim();
  const iso = ISO.exec(trimmed);
  const dayFirst = iso === null ? DAY_FIRST.exec(trimmed) : null;
  const parts = iso ?? dayFirst;
  if (parts === null) return undefined;
  const [year, month, day] = iso !== null ? [1, 2, 3] : [3, 2, 1];
  const wall = {
    year: Number(parts[year]),
    month: Number(parts[month]),
    day: Number(parts[day]),
    hour: Number(parts[4]),
    minute: Number(parts[5]),
    second: Number(parts[6] ?? 0),
  };
  const valid =
    wall.year > 1900 &&
    wall.month >= 1 &&
    wall.month <= 12 &&
    wall.day >= 1 &&
    wall.day <= 31 &&
    wall.hour <= 23 &&
    wall.minute <= 59 &&
    wall.second <= 59;
  return valid ? wall : undefined;
}

const UNSET_YEAR = /^0001-01-01/;

/**
 * The records of one file's text (`fileName` names them), and what it holds that is not kept: the kinds
 * meteodeck has no place for (once per kind, with how many months hold one in monthlyalltime.ini) and the
 * records whose value or time cannot be read. Unset records are passed over.
 */
export function readCumulusRecords(
  text: string,
  fileName: string,
): { records: CumulusRecord[]; notes: RecordNote[] } {
  const ini = parse(text) as Record<string, unknown>;
  const records: CumulusRecord[] = [];
  const notes: RecordNote[] = [];
  const unkept = new Map<string, number>();
  for (const [section, body] of Object.entries(ini)) {
    if (typeof body !== 'object' || body === null) continue;
    const keys = new Map(Object.entries(body).map(([k, v]) => [k.toLowerCase(), String(v)]));
    for (const [key, valueText] of keys) {
      if (!key.endsWith('value')) continue;
      const name = key.slice(0, -'value'.length);
      const timeText = keys.get(`${name}time`) ?? '';
      // Cumulus 1 wrote its numbers in the machine's culture: a decimal comma.
      const value = Number(valueText.trim().replace(/^(-?\d+),(\d+)$/, '$1.$2'));
      if (Number.isFinite(value) && Math.abs(value) >= 9999) continue;
      if (UNSET_YEAR.test(timeText.trim())) continue;
      const label = `${fileName} [${section}] ${name}`;
      const kind = RECORD_KINDS.get(name);
      if (kind === undefined) {
        unkept.set(name, (unkept.get(name) ?? 0) + 1);
        continue;
      }
      const wall = recordTime(timeText);
      if (valueText.trim() === '' || !Number.isFinite(value)) {
        notes.push({ at: label, reason: `valeur illisible (${valueText})` });
      } else if (wall === undefined) {
        notes.push({ at: label, reason: `date illisible (${timeText})` });
      } else {
        records.push({ label, ...kind, value, wall });
      }
    }
  }
  for (const [name, count] of unkept) {
    const months = count > 1 ? ` (${count} mois)` : '';
    notes.push({ at: `${fileName} ${name}`, reason: `record sans équivalent dans meteodeck${months}` });
  }
  return { records, notes };
}

/** What placing the records needs: the station's zone and wall times, the days imported, the logs' units. */
export interface RecordContext {
  timeZone: string;
  wallTime: (wall: LocalDateTime, afterMs: number) => number;
  /** CumulusMX's meteorological day of an instant (cumulus-time.ts). */
  meteoDay: (instantMs: number) => string;
  /** The meteorological days this import's logs or dayfile hold. */
  covered: ReadonlySet<string>;
  convert: ReturnType<typeof cumulusConversions>;
}

/**
 * `days` (the dayfile's extremes by calendar day) with `records` made authoritative in the calendar days
 * their instants fall in, later records replacing earlier ones of the same day, measure and side (pass
 * monthlyalltime.ini's before alltime.ini's). A record whose meteorological day this import does not hold
 * is left out with a note: there are no readings of that day to keep it with.
 */
export function placeRecords(
  days: readonly SourceDayExtremes[],
  records: readonly CumulusRecord[],
  ctx: RecordContext,
): { days: SourceDayExtremes[]; applied: number; notes: RecordNote[] } {
  const byDay = new Map(days.map((d) => [d.day, { day: d.day, measures: { ...d.measures } }]));
  const notes: RecordNote[] = [];
  let applied = 0;
  for (const record of records) {
    const at = ctx.wallTime(record.wall, Number.NEGATIVE_INFINITY);
    const meteoDay = ctx.meteoDay(at);
    if (!ctx.covered.has(meteoDay)) {
      notes.push({ at: record.label, reason: `jour hors de la période importée (${meteoDay})` });
      continue;
    }
    const day = localDate(at, ctx.timeZone);
    let found = byDay.get(day);
    if (found === undefined) {
      found = { day, measures: {} };
      byDay.set(day, found);
    }
    const value = record.quantity === 'same' ? record.value : ctx.convert[record.quantity](record.value);
    const kept: SourceExtreme = {
      min: null,
      minAt: null,
      max: null,
      maxAt: null,
      ...found.measures[record.measure],
    };
    if (record.side === 'max') Object.assign(kept, { max: value, maxAt: at, maxAuthoritative: true });
    else Object.assign(kept, { min: value, minAt: at, minAuthoritative: true });
    found.measures[record.measure] = kept;
    applied += 1;
  }
  return { days: [...byDay.values()].sort((a, b) => a.day.localeCompare(b.day)), applied, notes };
}
