/**
 * A console's or its cloud's CSV export as an import source: Ecowitt (SD card, WS View Plus, ecowitt.net:
 * ecowitt-csv.ts) or Davis WeatherLink (WeatherLink.com, the desktop program: weatherlink-csv.ts), told
 * apart by their header, found within the file's first lines (WeatherLink.com writes the station's name
 * above it). Each column's unit comes from its name (`Wind(km/h)`, `Temp - °F`), else from the owner.
 *
 * Rows: local times of the station are read in the meteodeck station's time zone (a wall time that occurs
 * twice when clocks go back is the one after the row before), a `Timestamp` column gives the instant
 * itself; `--`, `---` and empty cells are missing values; the logging interval may change anywhere in the
 * file (nothing depends on it). A second row at an instant the file already gave is left out (the first is
 * kept) and counted as skipped with its reason. WeatherLink's records are stamped at the end of their
 * interval, so a record at local midnight closes the day before (interval-records.ts); Ecowitt's rows are
 * samples at their time.
 */
import { stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { localDate } from '@meteodeck/weather';
import { type CanonicalReading, emptyReading } from '../readings/index.ts';
import { createWallTimeReader } from './cumulus-time.ts';
import { ECOWITT_RULES } from './ecowitt-csv.ts';
import {
  ImportFileError,
  type ImportSource,
  type SourceDayExtremes,
  type SourceExtreme,
  type SourceRow,
} from './import-source.ts';
import { createDayCloser } from './interval-records.ts';
import { createRepeatedInstants } from './repeated-instants.ts';
import { readFileLines } from './text-lines.ts';
import {
  cellNumber,
  detectDelimiter,
  normalizeName,
  parseLocalDateTime,
  type SlashOrder,
  slashOrderIn,
  splitFields,
} from './vendor-csv-cells.ts';
import {
  buildLayout,
  columnNames,
  type StatedUnits,
  type VendorFormat,
  type VendorFormatRules,
  type VendorLayout,
} from './vendor-csv-layout.ts';
import { WEATHERLINK_RULES } from './weatherlink-csv.ts';

/** Lines of a file the header is looked for in. */
const HEADER_SEARCH_LINES = 20;
/** Lines of a file read to tell how its slash dates read (day or month first). */
const DATE_SAMPLE_LINES = 2_000;

const FORMAT_NAMES: Record<VendorFormat, string> = {
  ecowitt: 'un export CSV Ecowitt (carte SD, WS View, ecowitt.net)',
  weatherlink: 'un export CSV Davis WeatherLink',
};

/** A layout found in a file, with the line its header ends on (1-based). */
interface FoundLayout {
  layout: VendorLayout;
  headerEndLine: number;
}

/** True when the row `line` has a time `layout` can read: the header above it is really a header. */
function readsTime(layout: VendorLayout, line: string | undefined): boolean {
  if (line === undefined) return false;
  const fields = splitFields(line, layout.delimiter);
  if ('unix' in layout.time) {
    const cell = fields[layout.time.unix] ?? '';
    return cell !== '' && Number.isFinite(Number(cell));
  }
  const timeText = layout.time.time === undefined ? undefined : (fields[layout.time.time] ?? '');
  return parseLocalDateTime(fields[layout.time.date] ?? '', layout.slashFallback, timeText) !== undefined;
}

/**
 * The layout of the first header among `lines` (non-empty lines with their numbers) that one of `rules`
 * reads with a row of data under it, as one line or two (groups over names); the one mapping most columns.
 */
export function findLayout(
  lines: ReadonlyArray<{ text: string; number: number }>,
  rules: readonly VendorFormatRules[],
  units: StatedUnits,
): FoundLayout | undefined {
  for (let i = 0; i < lines.length - 1; i += 1) {
    const first = lines[i]?.text ?? '';
    const delimiter = detectDelimiter(first);
    const cells = splitFields(first, delimiter);
    const found: FoundLayout[] = [];
    for (const rule of rules) {
      const oneLine = buildLayout(rule, columnNames(cells), { headerLines: 1, delimiter, units });
      if (oneLine !== undefined && readsTime(oneLine, lines[i + 1]?.text)) {
        found.push({ layout: oneLine, headerEndLine: lines[i]?.number ?? 0 });
      }
      const second = lines[i + 1];
      if (second === undefined) continue;
      const names = columnNames(splitFields(second.text, delimiter), cells, rule.format === 'ecowitt');
      const twoLines = buildLayout(rule, names, { headerLines: 2, delimiter, units });
      if (twoLines !== undefined && readsTime(twoLines, lines[i + 2]?.text)) {
        found.push({ layout: twoLines, headerEndLine: second.number });
      }
    }
    if (found.length > 0) return found.sort((a, b) => b.layout.columns.length - a.layout.columns.length)[0];
  }
  return undefined;
}

/** The first non-empty lines of the file at `path` (at most `count`), with their line numbers. */
async function firstLines(path: string, count: number): Promise<Array<{ text: string; number: number }>> {
  const { lines, close } = readFileLines(path, 'Fichier CSV');
  const found: Array<{ text: string; number: number }> = [];
  let number = 0;
  try {
    for await (const line of lines) {
      number += 1;
      if (line.trim() !== '') found.push({ text: line.replace(/^\uFEFF/, ''), number });
      if (found.length >= count) break;
    }
  } catch (error) {
    if (error instanceof ImportFileError) throw error;
    throw new ImportFileError('Fichier CSV illisible (compression gzip invalide ?)');
  } finally {
    await lines.return(undefined);
    close();
  }
  return found;
}

/** How the slash dates of a whole file read ({@link slashOrderIn}), each day's date taken once. */
async function slashOrderOfFile(
  path: string,
  headerEndLine: number,
  dateOf: (text: string) => string,
): Promise<SlashOrder | undefined> {
  const { lines, close } = readFileLines(path, 'Fichier CSV');
  const dates: string[] = [];
  let number = 0;
  try {
    for await (const line of lines) {
      number += 1;
      if (number <= headerEndLine || line.trim() === '') continue;
      const date = dateOf(line).trim().split(' ')[0] ?? '';
      if (date !== dates.at(-1)) dates.push(date);
      if (dates.length > 2 && slashOrderIn(dates) !== undefined) break;
    }
  } finally {
    await lines.return(undefined);
    close();
  }
  return slashOrderIn(dates);
}

export interface VendorCsvOptions {
  /** Only this format (the owner chose it); default: whichever the header is. */
  format?: VendorFormat;
  /** Units of the columns whose header names none. */
  units?: StatedUnits;
  /** The file's name in `file:line` (default: its own). */
  name?: string | undefined;
  /** The station's day start (0, 7 or 9): a row stamped then closes the day before (interval-records.ts). */
  dayStartHour?: number;
}

/**
 * Opens the Ecowitt or WeatherLink export at `path` (or .gz) for a station in `timeZone`; undefined when
 * no format is given and the header is neither's. Throws ImportFileError when it is not `options.format`.
 */
export async function openVendorCsv(
  path: string,
  timeZone: string,
  options: VendorCsvOptions = {},
): Promise<ImportSource | undefined> {
  const sample = await firstLines(path, DATE_SAMPLE_LINES);
  const rules = [ECOWITT_RULES, WEATHERLINK_RULES].filter(
    (rule) => options.format === undefined || rule.format === options.format,
  );
  const found = findLayout(sample.slice(0, HEADER_SEARCH_LINES), rules, options.units ?? {});
  if (found === undefined) {
    if (options.format === undefined) return undefined;
    throw new ImportFileError(
      `En-tête non reconnu : ce fichier n'est pas ${FORMAT_NAMES[options.format]} (une colonne de date et des mesures avec leurs unités sont attendues)`,
    );
  }
  const { layout } = found;
  const [unitless] = layout.unitless;
  if (unitless !== undefined) throw new ImportFileError(unitless);
  const dateOf = (text: string) =>
    'unix' in layout.time ? '' : (splitFields(text, layout.delimiter)[layout.time.date] ?? '');
  const dates = sample.filter((line) => line.number > found.headerEndLine).map((line) => dateOf(line.text));
  // The first lines may hold one day only (a minute's rows): then the whole file's dates tell.
  let order = slashOrderIn(dates);
  if (order === undefined && sample.length >= DATE_SAMPLE_LINES) {
    order = await slashOrderOfFile(path, found.headerEndLine, dateOf);
  }
  order ??= layout.slashFallback;
  const name = options.name ?? basename(path);
  return createVendorSource(
    path,
    timeZone,
    { ...found, order, name, size: (await stat(path)).size },
    options.dayStartHour,
  );
}

function createVendorSource(
  path: string,
  timeZone: string,
  file: FoundLayout & { order: SlashOrder; name: string; size: number },
  dayStartHour = 0,
): ImportSource {
  const { layout } = file;
  const { name } = file;
  const wallTime = createWallTimeReader(timeZone);
  const closeDay = createDayCloser(timeZone, dayStartHour);
  const withData = new Set<string>();
  const timeNames = new Set(['time', 'zeit', 'heure', 'date', 'date time', 'timestamp']);
  let bytesRead = () => 0;

  /** The instant of a row (epoch ms), or why it has none. */
  let previousAt = Number.NEGATIVE_INFINITY;
  const instantOf = (fields: readonly string[]): number | string => {
    if ('unix' in layout.time) {
      const cell = fields[layout.time.unix] ?? '';
      const seconds = cell === '' ? Number.NaN : Number(cell);
      return Number.isFinite(seconds) ? seconds * 1000 : `date illisible (${cell})`;
    }
    const dateText = fields[layout.time.date] ?? '';
    const timeText = layout.time.time === undefined ? undefined : (fields[layout.time.time] ?? '');
    const wall = parseLocalDateTime(dateText, file.order, timeText);
    if (wall === undefined) return `date illisible (${[dateText, timeText ?? ''].join(' ').trim()})`;
    const at = wallTime(wall, previousAt);
    previousAt = at;
    return layout.intervalEnd ? closeDay(at) : at;
  };

  const extremes = createDayExtremes(timeZone);
  const toReading = (fields: readonly string[], at: number): CanonicalReading | string => {
    const reading = emptyReading(at);
    const interval: { high?: number; low?: number } = {};
    const piezo: { piezoTotal?: number; piezoDaily?: number; piezoRate?: number } = {};
    for (const column of layout.columns) {
      const cell = fields[column.index] ?? '';
      const value = cellNumber(cell, layout.decimalComma, column.quantity);
      if (value === null) continue;
      if (Number.isNaN(value)) return `${column.label} : valeur numérique attendue (${cell})`;
      const target = column.target;
      if (target === 'temperatureHigh') interval.high = column.convert(value);
      else if (target === 'temperatureLow') interval.low = column.convert(value);
      else if (target === 'piezoTotal' || target === 'piezoDaily' || target === 'piezoRate')
        piezo[target] = column.convert(value);
      else reading[target] = column.convert(value);
    }
    if (Object.keys(piezo).length > 0) {
      reading.rainAlt = {
        counter: piezo.piezoTotal ?? null,
        source: null,
        daily: piezo.piezoDaily ?? null,
        rate: piezo.piezoRate ?? null,
        event: null,
      };
    }
    extremes.add(at, interval);
    return reading;
  };
  const keepsExtremes = layout.columns.some(
    (column) => column.target === 'temperatureHigh' || column.target === 'temperatureLow',
  );

  return {
    kind: layout.format,
    async *rows(): AsyncGenerator<SourceRow> {
      const lines = readFileLines(path, 'Fichier CSV');
      bytesRead = lines.bytesRead;
      /** The line of each instant already given (duplicates are left out). */
      const repeated = createRepeatedInstants();
      let number = 0;
      for await (const text of lines.lines) {
        number += 1;
        if (number <= file.headerEndLine || text.trim() === '') continue;
        const fields = splitFields(text, layout.delimiter);
        const at = `${name}:${number}`;
        const first = 'unix' in layout.time ? fields[layout.time.unix] : fields[layout.time.date];
        // The header again (monthly files put end to end) or the group line above it.
        if (timeNames.has(normalizeName(first ?? '')) || (first ?? '') === '') continue;
        for (const [index, column] of layout.unmapped)
          if ((fields[index]?.trim() ?? '').replace(/^-+$/, '') !== '') withData.add(column);
        const instant = instantOf(fields);
        if (typeof instant === 'string') {
          yield { at, item: { reason: instant } };
          continue;
        }
        const before = repeated.firstLineOf(instant, number);
        if (before !== undefined) {
          yield {
            at,
            skip: `même heure que la ligne ${before} (${name}) : ligne ignorée, la première est gardée`,
          };
          continue;
        }
        const reading = toReading(fields, instant);
        yield typeof reading === 'string' ? { at, item: { reason: reading } } : { at, item: { reading } };
      }
    },
    progress: () => (file.size === 0 ? 1 : Math.min(1, bytesRead() / file.size)),
    unmappedColumns: () => layout.unmapped.map(([, label]) => label).filter((label) => withData.has(label)),
    columns: () =>
      layout.columns.map((column) => ({
        column: column.label,
        measure: column.target,
        unit: column.unit,
      })),
    ...(keepsExtremes ? { dayExtremes: async () => extremes.days() } : {}),
    async close() {},
  };
}

/**
 * Each local day's high and low temperature from its records' interval highs and lows, at the instant of
 * the record that saw them (the first of equal ones).
 */
function createDayExtremes(timeZone: string) {
  const byDay = new Map<string, SourceExtreme>();
  return {
    add(at: number, { high, low }: { high?: number; low?: number }) {
      if (high === undefined && low === undefined) return;
      const day = localDate(at, timeZone);
      const kept = byDay.get(day) ?? { min: null, minAt: null, max: null, maxAt: null };
      if (high !== undefined && (kept.max === null || high > kept.max)) {
        kept.max = high;
        kept.maxAt = at;
      }
      if (low !== undefined && (kept.min === null || low < kept.min)) {
        kept.min = low;
        kept.minAt = at;
      }
      byDay.set(day, kept);
    },
    days: (): SourceDayExtremes[] =>
      [...byDay.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([day, temperature]) => ({ day, measures: { temperature } })),
  };
}
