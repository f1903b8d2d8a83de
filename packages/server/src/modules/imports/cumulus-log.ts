/**
 * Lines of CumulusMX's monthly log files (`MMMyylog.txt`, `yyyyMMlog.txt`), one line per logging interval,
 * no header. Three generations share the field positions 2…28 and differ in the first two fields and the
 * separators (CumulusMX's source: Cumulus.cs DoLogFile, LogFileRec.cs):
 *
 * - v3 (Cumulus 1, MX 3): `dd/MM/yy` then `HH:mm`, local time, written in the machine's culture: the date
 *   separator may be `/`, `-`, `.` (with a space in some locales), the time separator `:` or `.`, the field
 *   separator `,` or `;` (then the decimal separator is `,`);
 * - v4 (MX 4): the same two fields, always `/`, `:`, `,` and `.`;
 * - v5 (MX 5): `dd/MM/yy HH:mm` (local, for people) then the Unix timestamp in seconds, `,` and `.`.
 *
 * Older files have fewer trailing fields: a short line is read as far as it goes.
 */
import { CUMULUS_LOG_MEASURES, type LocalDateTime, type ReadingMeasureKind } from '@meteodeck/weather';

/** How the lines of one file are written. */
export interface CumulusLayout {
  generation: 'v3/v4' | 'v5';
  separator: string;
  /** `,` is the decimal separator (v3 files of continental locales, with `;` between fields). */
  decimalComma: boolean;
}

/**
 * Field positions (0-based) of the monthly log that the importer reads in code: rain's counter and day
 * total, and the current gust (the gust when the recent high is missing). The fields that fill one main
 * measure each are the catalogue's (CUMULUS_LOG_MEASURES, its `sources.cumulusLog`).
 */
export const CUMULUS_FIELD = {
  rainToday: 9,
  rainCounter: 11,
  currentGust: 14,
} as const;

/** The position of the log field that fills each main measure it carries (the catalogue's). */
export const CUMULUS_MEASURE_FIELD: ReadonlyMap<ReadingMeasureKind, number> = new Map(
  CUMULUS_LOG_MEASURES.map((measure) => [measure.kind, measure.index]),
);

/** Every field position the importer reads, in order (a line's numbers are checked in this order). */
export const CUMULUS_READ_FIELDS: readonly number[] = [
  ...CUMULUS_LOG_MEASURES.map((measure) => measure.index),
  ...Object.values(CUMULUS_FIELD),
].sort((a, b) => a - b);

/** Fields meteodeck does not store, by position, named as CumulusMX's header file names them. */
export const CUMULUS_UNMAPPED_FIELDS: ReadonlyMap<number, string> = new Map([
  [15, 'Wind chill'],
  [16, 'Heat Index'],
  [19, 'Evapotranspiration'],
  [20, 'Annual Evapotranspiration'],
  [21, 'Apparent temperature'],
  [22, 'Max Solar radiation'],
  [23, 'Hours of sunshine'],
  [25, 'RG-11 Rain'],
  [26, 'Rain Since Midnight'],
  [27, 'Feels Like'],
  [28, 'Humidex'],
  [29, 'Black Globe Temp'],
  [30, 'Wet Bulb Globe Temp'],
]);

const V5_START = /^\d{2}\/\d{2}\/\d{2} \d{2}:\d{2},\d{9,11}(,|$)/;
const V3_START = /^\d{2}(\D{1,2})\d{2}\1\d{2}([,;\t])/;

/** The layout of a file from one of its lines; undefined when the line is no CumulusMX log line. */
export function detectCumulusLayout(line: string): CumulusLayout | undefined {
  if (V5_START.test(line)) return { generation: 'v5', separator: ',', decimalComma: false };
  const match = V3_START.exec(line);
  const separator = match?.[2];
  if (separator === undefined) return undefined;
  return { generation: 'v3/v4', separator, decimalComma: separator !== ',' };
}

/** A log line's time: its local wall time (v3/v4) or its instant (v5). */
export type CumulusTime = { wall: LocalDateTime } | { instantMs: number };

/** A line cut into fields, with its time read. */
export interface CumulusLine {
  time: CumulusTime;
  /** The first field(s) as written, to name the line in a report. */
  label: string;
  fields: readonly string[];
}

const DATE = /^(\d{2})\D{1,2}(\d{2})\D{1,2}(\d{2})$/;
const TIME = /^(\d{2})\D(\d{2})$/;

/** Reads a line's time and fields; a string says why the line cannot be read. */
export function splitCumulusLine(line: string, layout: CumulusLayout): CumulusLine | string {
  const fields = line.split(layout.separator);
  if (layout.generation === 'v5') {
    const seconds = Number(fields[1]);
    if (!Number.isInteger(seconds)) return `horodatage illisible (${fields[1] ?? ''})`;
    return { time: { instantMs: seconds * 1000 }, label: fields[0] ?? '', fields };
  }
  const date = cumulusDate(fields[0] ?? '');
  const time = cumulusTime(fields[1] ?? '');
  const label = `${fields[0] ?? ''} ${fields[1] ?? ''}`;
  if (date === undefined || time === undefined) return `date ou heure illisible (${label.trim()})`;
  return { time: { wall: { ...date, ...time, second: 0 } }, label, fields };
}

/** A `dd/MM/yy` date with any separator CumulusMX's cultures write; undefined when it is none. */
export function cumulusDate(text: string): Pick<LocalDateTime, 'year' | 'month' | 'day'> | undefined {
  const date = DATE.exec(text.trim());
  if (date === null) return undefined;
  const yy = Number(date[3]);
  // CumulusMX reads two-digit years above 70 as 19yy (Utils.cs ddmmyyStrToDate).
  const out = { year: yy > 70 ? 1900 + yy : 2000 + yy, month: Number(date[2]), day: Number(date[1]) };
  return out.month < 1 || out.month > 12 || out.day < 1 || out.day > 31 ? undefined : out;
}

/** An `HH:mm` time (any one-character separator); undefined when it is none. */
export function cumulusTime(text: string): Pick<LocalDateTime, 'hour' | 'minute'> | undefined {
  const time = TIME.exec(text.trim());
  if (time === null) return undefined;
  const out = { hour: Number(time[1]), minute: Number(time[2]) };
  return out.hour > 23 || out.minute > 59 ? undefined : out;
}

/**
 * The number in field `index` of a line: null when the field is absent (a short line) or empty; NaN when it
 * holds something else.
 */
export function cumulusNumber(line: CumulusLine, index: number, layout: CumulusLayout): number | null {
  const text = line.fields[index]?.trim() ?? '';
  if (text === '') return null;
  return Number(layout.decimalComma ? text.replace(',', '.') : text);
}
