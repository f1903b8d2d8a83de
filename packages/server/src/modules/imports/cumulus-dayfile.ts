/**
 * CumulusMX's `dayfile.txt`: one line per meteorological day, written at its rollover from the station's live
 * readings (every few seconds), so its highs and lows, with their times, are finer than the monthly logs'
 * 1–30 minute samples. Field positions as CumulusMX reads them (LogFiles/DayFileRec.cs ParseCsvRec): 0 the
 * day `dd/MM/yy`, then values and their `HH:mm` times. Older files stop earlier (fields from 16 on are
 * optional); v3 files are written in the machine's culture (`;` between fields and decimal commas on
 * continental-European machines, `.` or `-` in the date), v4 and v5 in the invariant one: the monthly logs'
 * layouts (cumulus-log.ts). Unset values are CumulusMX's -9999 / 9999 and are passed over.
 *
 * A time earlier than the rollover hour (9 am, 10 am in summer) is the next calendar day's: the meteorological
 * day runs from one rollover to the next. A time that occurs twice when clocks go back reads as the first.
 */
import { basename } from 'node:path';
import { addDays, type LocalDateTime, localDate } from '@meteodeck/weather';
import type { SummaryMeasure } from '../../db/database.ts';
import { type CanonicalReading, emptyReading } from '../readings/index.ts';
import { type CumulusLayout, cumulusDate, cumulusTime, detectCumulusLayout } from './cumulus-log.ts';
import type { cumulusConversions } from './cumulus-settings.ts';
import type { SourceDayExtremes, SourceExtreme, SourceRow } from './import-source.ts';
import { fileLines, type TextFile } from './text-files.ts';

export const DAYFILE_NAME = /^dayfile\.txt$/i;

type Quantity = 'temperature' | 'pressure' | 'wind' | 'rain' | 'same';
/** The reading measure an extreme is a value of (readings/canonical-reading.ts). */
type ReadingMeasure =
  | 'windGust'
  | 'temperature'
  | 'relativePressure'
  | 'rainRate'
  | 'windSpeed'
  | 'humidity'
  | 'dewPoint'
  | 'solarRadiation'
  | 'uv';

/** The dayfile's extremes that meteodeck's daily summaries keep: value and time field, summary measure. */
export const DAYFILE_EXTREMES: ReadonlyArray<{
  value: number;
  time: number;
  measure: SummaryMeasure;
  side: 'min' | 'max';
  quantity: Quantity;
  reading: ReadingMeasure;
}> = [
  { value: 1, time: 3, measure: 'wind_gust', side: 'max', quantity: 'wind', reading: 'windGust' },
  { value: 4, time: 5, measure: 'temperature', side: 'min', quantity: 'temperature', reading: 'temperature' },
  { value: 6, time: 7, measure: 'temperature', side: 'max', quantity: 'temperature', reading: 'temperature' },
  {
    value: 8,
    time: 9,
    measure: 'pressure_rel',
    side: 'min',
    quantity: 'pressure',
    reading: 'relativePressure',
  },
  {
    value: 10,
    time: 11,
    measure: 'pressure_rel',
    side: 'max',
    quantity: 'pressure',
    reading: 'relativePressure',
  },
  { value: 12, time: 13, measure: 'rain_rate', side: 'max', quantity: 'rain', reading: 'rainRate' },
  { value: 17, time: 18, measure: 'wind_speed', side: 'max', quantity: 'wind', reading: 'windSpeed' },
  { value: 19, time: 20, measure: 'humidity', side: 'min', quantity: 'same', reading: 'humidity' },
  { value: 21, time: 22, measure: 'humidity', side: 'max', quantity: 'same', reading: 'humidity' },
  { value: 35, time: 36, measure: 'dew_point', side: 'max', quantity: 'temperature', reading: 'dewPoint' },
  { value: 37, time: 38, measure: 'dew_point', side: 'min', quantity: 'temperature', reading: 'dewPoint' },
  {
    value: 42,
    time: 43,
    measure: 'solar_radiation',
    side: 'max',
    quantity: 'same',
    reading: 'solarRadiation',
  },
  { value: 44, time: 45, measure: 'uv', side: 'max', quantity: 'same', reading: 'uv' },
];
/** Field 14: the day's rain. */
const RAIN_FIELD = 14;

/** One extreme of a dayfile line, in canonical units, at its instant. */
export interface DayfileExtreme {
  measure: SummaryMeasure;
  side: 'min' | 'max';
  reading: ReadingMeasure;
  value: number;
  /** The value as written, in the logs' units. */
  raw: number;
  at: number;
}

/** A line of the dayfile, read. */
export interface DayfileDay {
  /** The meteorological day (CumulusMX's date of the line), YYYY-MM-DD. */
  meteoDay: string;
  /** Where the line is: `dayfile.txt:12 (28/10/23)`. */
  label: string;
  extremes: DayfileExtreme[];
  /** The day's rain, mm; null when the line has none. */
  rain: number | null;
  /** The day's rain as written, in the logs' units. */
  rawRain: number | null;
  /** The instants the meteorological day starts and ends (its rollovers), epoch ms. */
  startAt: number;
  endAt: number;
}

/** What reading a line needs: the station's wall times, its days' starts and the logs' units. */
export interface DayfileContext {
  wallTime: (wall: LocalDateTime, afterMs: number) => number;
  /** A meteorological day's rollover hour and the instant it starts (cumulus-time.ts createMeteoDayStart). */
  dayStart: (day: string) => { hour: number; startMs: number };
  convert: ReturnType<typeof cumulusConversions>;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A number field: null when absent, empty, no number or CumulusMX's unset value (±9999). */
function numberOf(fields: readonly string[], index: number, layout: CumulusLayout): number | null {
  const text = fields[index]?.trim() ?? '';
  if (text === '') return null;
  const n = Number(layout.decimalComma ? text.replace(',', '.') : text);
  return Number.isFinite(n) && Math.abs(n) < 9999 ? n : null;
}

/** Reads one line of the dayfile; a string says why it cannot be read. */
export function readDayfileLine(text: string, label: string, ctx: DayfileContext): DayfileDay | string {
  const layout = detectCumulusLayout(text);
  if (layout === undefined || layout.generation !== 'v3/v4') {
    return "ligne illisible : ce n'est pas une ligne de dayfile.txt CumulusMX";
  }
  const fields = text.split(layout.separator);
  const date = cumulusDate(fields[0] ?? '');
  if (date === undefined) return `date illisible (${fields[0] ?? ''})`;
  const meteoDay = `${date.year}-${pad(date.month)}-${pad(date.day)}`;
  // The hour in force when the day starts (09:00 winter time, 10:00 summer time), not at midnight: on the
  // day clocks change the two differ.
  const start = ctx.dayStart(meteoDay);
  const wallOf = (day: string, hour: number, minute: number): LocalDateTime => {
    const [year, month, dd] = day.split('-').map(Number) as [number, number, number];
    return { year, month, day: dd, hour, minute, second: 0 };
  };
  const nextDay = addDays(meteoDay, 1);
  const extremes: DayfileExtreme[] = [];
  for (const field of DAYFILE_EXTREMES) {
    const raw = numberOf(fields, field.value, layout);
    const time = cumulusTime(fields[field.time] ?? '');
    if (raw === null || time === undefined) continue;
    const day = time.hour < start.hour ? nextDay : meteoDay;
    const at = ctx.wallTime(wallOf(day, time.hour, time.minute), Number.NEGATIVE_INFINITY);
    const value = field.quantity === 'same' ? raw : ctx.convert[field.quantity](raw);
    extremes.push({ measure: field.measure, side: field.side, reading: field.reading, value, raw, at });
  }
  const rain = numberOf(fields, RAIN_FIELD, layout);
  return {
    meteoDay,
    label: `${label} (${fields[0]?.trim() ?? ''})`,
    extremes,
    rain: rain === null || rain < 0 ? null : ctx.convert.rain(rain),
    rawRain: rain === null || rain < 0 ? null : rain,
    startAt: start.startMs,
    endAt: ctx.dayStart(nextDay).startMs,
  };
}

/**
 * The extremes of `days` as the station's calendar days (midnight to midnight in `timeZone`): each extreme
 * in the day its instant falls in, so a 9 am day's night-time low is the next calendar day's; of two of one
 * measure in a calendar day (two meteorological days meet in it) the higher high and the lower low.
 */
export function dayfileExtremes(days: readonly DayfileDay[], timeZone: string): SourceDayExtremes[] {
  const byDay = new Map<string, SourceDayExtremes>();
  for (const { extremes } of days) {
    for (const e of extremes) {
      const day = localDate(e.at, timeZone);
      let found = byDay.get(day);
      if (found === undefined) {
        found = { day, measures: {} };
        byDay.set(day, found);
      }
      const kept: SourceExtreme = found.measures[e.measure] ?? {
        min: null,
        minAt: null,
        max: null,
        maxAt: null,
      };
      if (e.side === 'max' && (kept.max === null || e.value > kept.max)) {
        kept.max = e.value;
        kept.maxAt = e.at;
      }
      if (e.side === 'min' && (kept.min === null || e.value < kept.min)) {
        kept.min = e.value;
        kept.minAt = e.at;
      }
      found.measures[e.measure] = kept;
    }
  }
  return [...byDay.values()].sort((a, b) => a.day.localeCompare(b.day));
}

/**
 * Readings of a day the monthly logs do not hold: one at each extreme's time with that value (a high and a
 * low at one minute: the high), and the day's rain in a reading one second before the day ends (no log line
 * is stamped at a second). In time order.
 */
function dayfileReadings(day: DayfileDay): CanonicalReading[] {
  const byInstant = new Map<number, CanonicalReading>();
  const at = (instant: number) => {
    let reading = byInstant.get(instant);
    if (reading === undefined) {
      reading = emptyReading(instant);
      byInstant.set(instant, reading);
    }
    return reading;
  };
  // Highs first: a high and a low of one measure at one minute keep the high.
  const ordered = [...day.extremes].sort((a, b) => (a.side === b.side ? 0 : a.side === 'max' ? -1 : 1));
  for (const e of ordered) {
    const reading = at(e.at);
    if (reading[e.reading] === null) reading[e.reading] = e.value;
  }
  if (day.rain !== null) at(day.endAt - 1000).rain = day.rain;
  // Ingestion derives a reading's missing rain rate from the rain of the 15 minutes before it: the day's
  // rain at one instant would make a rate nobody measured, so that reading and those of the next day's first
  // 15 minutes say 0.
  for (const reading of byInstant.values()) {
    const afterRain = reading.receivedAt < day.startAt + 15 * 60_000 || reading.rain !== null;
    if (reading.rainRate === null && afterRain) reading.rainRate = 0;
  }
  return [...byInstant.values()].sort((a, b) => a.receivedAt - b.receivedAt);
}

/**
 * The dayfile's lines read into `into.days`; rows of the days the logs do not hold (`into.loggedDays`: see
 * dayfileReadings), and of the lines it cannot read.
 */
export async function* dayfileRows(
  file: TextFile,
  context: DayfileContext,
  into: { days: DayfileDay[]; loggedDays: ReadonlySet<string> },
  onFraction: (fraction: number) => void,
): AsyncGenerator<SourceRow> {
  const size = Math.max(1, file.size);
  const unreadable: SourceRow[] = [];
  let i = 0;
  for await (const text of fileLines(file, (bytes) => onFraction(Math.min(1, bytes / size)))) {
    i += 1;
    if (text.trim() === '') continue;
    const where = `${basename(file.name)}:${i}`;
    const day = readDayfileLine(text, where, context);
    if (typeof day === 'string') unreadable.push({ at: where, item: { reason: day } });
    else into.days.push(day);
  }
  yield* unreadable;
  for (const day of into.days) {
    if (into.loggedDays.has(day.meteoDay)) continue;
    for (const reading of dayfileReadings(day)) yield { at: day.label, item: { reading } };
  }
}
