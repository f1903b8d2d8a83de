/**
 * The export of a station's daily summaries (GET …/export/days): one row per local day with readings, in the
 * station's units: the day, its reading count, each summarised measure's lowest and highest value with
 * their instants (ISO 8601, the station's offset) and its mean, the day's rain; then, per public extra
 * sensor (the owner's order), its day's lowest, highest and mean value, or a counter's sum (its rises:
 * strikes, a piezo gauge's rain), read from the same sensor days the history shows. As CSV (the readings
 * export's unit suffixes: `temperature_min_c`) or a JSON array of objects with the same names (a value
 * the day lacks is left out). Read a year of days at a time, so memory stays flat whatever the period.
 */
import { Readable } from 'node:stream';
import { readingCsvOutputColumns, readingCsvSensorColumn } from '@meteodeck/contract';
import {
  addDays,
  convertMeasureUnit,
  displayUnitOf,
  isMeasureKind,
  measureDescriptor,
  unitText,
} from '@meteodeck/weather';
import type { ExportDayMeasure, ExportDayRow } from '../readings/index.ts';
import type { SensorRecordDay } from '../sensors/index.ts';
import type { StationView } from '../stations/index.ts';
import type { ExportFormat } from './readings-export.ts';

/** Days read per query. */
const CHUNK_DAYS = 366;
/** Significant digits written (the readings export's: the conversions' float dust goes). */
const DIGITS = 12;

type Part = 'min' | 'max' | 'mean';
const ALL: readonly Part[] = ['min', 'max', 'mean'];

/** The summarised measures exported, by the readings export's column base, and what of each is useful. */
const DAY_MEASURES: ReadonlyArray<{
  summary: keyof ExportDayRow['measures'];
  base: string;
  parts: readonly Part[];
}> = [
  { summary: 'temperature', base: 'temperature', parts: ALL },
  { summary: 'humidity', base: 'humidity', parts: ALL },
  { summary: 'dew_point', base: 'dew_point', parts: ALL },
  { summary: 'pressure_rel', base: 'pressure_rel', parts: ALL },
  { summary: 'wind_speed', base: 'wind_speed', parts: ['max', 'mean'] },
  { summary: 'wind_gust', base: 'wind_gust', parts: ['max'] },
  { summary: 'rain_rate', base: 'rain_rate', parts: ['max'] },
  { summary: 'solar_radiation', base: 'solar_radiation', parts: ['max', 'mean'] },
  { summary: 'uv', base: 'uv', parts: ['max', 'mean'] },
  { summary: 'soil_temperature', base: 'soil_temperature', parts: ALL },
  { summary: 'leaf_wetness', base: 'leaf_wetness', parts: ALL },
  { summary: 'pm25', base: 'pm25', parts: ALL },
];

/** One column of the export: its header and its cell of a day. */
interface DayColumn {
  name: string;
  cell: (row: ExportDayRow, sensors: ReadonlyMap<string, SensorRecordDay>) => string | number | null;
}

/** What the export reads: the days with readings of a span, and the sensors' days of the same span. */
export interface DaysSource {
  days(fromDay: string, toDay: string): Promise<ExportDayRow[]>;
  sensorDays(fromDay: string, toDay: string): Promise<SensorRecordDay[]>;
}

/** The station's public extra sensors, in the owner's order. */
export type DaysExportSensors = ReadonlyArray<{ key: string; kind: string; name: string | null }>;

const rounded = (value: number | null) => (value === null ? null : Number(value.toPrecision(DIGITS)));

/** The columns of the export in `station`'s units; `instant` writes an instant in its offset. */
export function dayColumns(
  station: StationView,
  sensors: DaysExportSensors,
  instant: (ms: number | null) => string | null,
): DayColumn[] {
  const outputs = readingCsvOutputColumns(station.unitSet);
  const unitOf = (base: string) => {
    const column = outputs.find((c) => c.name === base || c.name.startsWith(`${base}_`));
    const suffix = column === undefined ? '' : column.name.slice(base.length);
    const convert = (v: number | null) => (v === null || column === undefined ? v : column.fromCanonical(v));
    return { suffix, convert };
  };
  const columns: DayColumn[] = [
    { name: 'day', cell: (row) => row.day },
    { name: 'reading_count', cell: (row) => row.readingCount },
  ];
  for (const { summary, base, parts } of DAY_MEASURES) {
    const { suffix, convert } = unitOf(base);
    const of = (row: ExportDayRow): ExportDayMeasure => row.measures[summary];
    for (const part of parts) {
      columns.push({ name: `${base}_${part}${suffix}`, cell: (row) => rounded(convert(of(row)[part])) });
      if (part === 'min') columns.push({ name: `${base}_min_at`, cell: (row) => instant(of(row).minAt) });
      if (part === 'max') columns.push({ name: `${base}_max_at`, cell: (row) => instant(of(row).maxAt) });
    }
  }
  const rain = unitOf('rain');
  columns.push({ name: `rain_total${rain.suffix}`, cell: (row) => rounded(rain.convert(row.rainTotalMm)) });
  for (const { key, kind, name } of sensors) {
    if (!isMeasureKind(kind)) continue;
    const descriptor = measureDescriptor(kind);
    if (descriptor.quantity === 'instant') continue;
    const to = displayUnitOf(kind, station.unitSet);
    const convert = (v: number) => rounded(convertMeasureUnit(v, descriptor.unit, to) ?? v);
    const header = readingCsvSensorColumn(key, name, unitText(to));
    /** A cell of the sensor's day: `pick` of it in the station's unit, empty without a day. */
    const cellOf =
      (pick: (d: SensorRecordDay) => number | null) =>
      (_row: ExportDayRow, sensorDays: ReadonlyMap<string, SensorRecordDay>) => {
        const d = sensorDays.get(key);
        const value = d === undefined ? null : pick(d);
        return value === null ? null : convert(value);
      };
    if (descriptor.homeAssistant.stateClass === 'total_increasing') {
      columns.push({ name: `${header} sum`, cell: cellOf((d) => d.sum) });
      continue;
    }
    columns.push(
      { name: `${header} min`, cell: cellOf((d) => d.min) },
      { name: `${header} max`, cell: cellOf((d) => d.max) },
      { name: `${header} mean`, cell: cellOf((d) => (d.count === 0 ? null : d.sum / d.count)) },
    );
  }
  return columns;
}

/** The export of the days `fromDay` to `toDay` (both included), as a stream of text. */
export function exportDays(
  columns: readonly DayColumn[],
  source: DaysSource,
  fromDay: string,
  toDay: string,
  format: ExportFormat,
): Readable {
  const names = columns.map((column) => column.name);
  const cellsOf = (row: ExportDayRow, sensors: ReadonlyMap<string, SensorRecordDay>) =>
    columns.map((column) => column.cell(row, sensors));
  async function* lines(): AsyncGenerator<string> {
    yield format === 'csv' ? `${names.join(',')}\n` : '[';
    let first = true;
    for (let start = fromDay; start <= toDay; start = addDays(start, CHUNK_DAYS)) {
      const last = addDays(start, CHUNK_DAYS - 1) < toDay ? addDays(start, CHUNK_DAYS - 1) : toDay;
      const [days, sensorDays] = await Promise.all([
        source.days(start, last),
        source.sensorDays(start, last),
      ]);
      const byDay = new Map<string, Map<string, SensorRecordDay>>();
      for (const d of sensorDays) {
        const of = byDay.get(d.day) ?? new Map<string, SensorRecordDay>();
        of.set(d.key, d);
        byDay.set(d.day, of);
      }
      let chunk = '';
      for (const row of days) {
        const cells = cellsOf(row, byDay.get(row.day) ?? new Map());
        if (format === 'csv') chunk += `${cells.map((v) => (v === null ? '' : String(v))).join(',')}\n`;
        else {
          const object = Object.fromEntries(
            names.flatMap((name, i) => (cells[i] === null ? [] : [[name, cells[i]]])),
          );
          chunk += `${first ? '\n' : ',\n'}${JSON.stringify(object)}`;
          first = false;
        }
      }
      if (chunk !== '') yield chunk;
    }
    if (format === 'json') yield '\n]\n';
  }
  return Readable.from(lines(), { objectMode: false });
}
