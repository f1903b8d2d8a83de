/**
 * A CSV file (or .csv.gz) of readings as an import source: the readings exchange format of the contract
 * (reading-csv.ts). One reading per line, a header naming the columns, each measure column's name carrying
 * its unit (`temperature_c`, `temperature_f`, `rain_counter_in` …), empty = not measured. The Falkensee data
 * set is in this format:
 *
 *   received_at, interval_min, temperature_c, humidity_pct, pressure_abs_hpa, pressure_rel_hpa,
 *   wind_speed_ms, wind_gust_ms, wind_direction_deg, rain_counter_mm, indoor_temperature_c,
 *   indoor_humidity_pct, status
 *
 * Only `received_at` is required; columns may come in any order, and the others (`interval_min`, `status`)
 * are reported as unmapped when they hold data. A `rain_counter_*` column is the cumulative counter, turned
 * into rain per interval by the pipeline. The export's extra sensor columns (`sensor:extraTemperature:3
 * (Gewächshaus) [°C]`, contract readingCsvSensorColumn) are read back into the station's extra sensors, each
 * in the unit its header names.
 */
import { stat } from 'node:fs/promises';
import { basename } from 'node:path';
import {
  CSV_LIGHTNING_TIME,
  CSV_RECEIVED_AT,
  type ReadingCsvColumn,
  readingCsvColumn,
  readingCsvSensorHeader,
} from '@meteodeck/contract';
import { convertMeasureUnit, isMeasureKind, type MeasureUnit, measureDescriptor } from '@meteodeck/weather';
import type { IngestItem } from '../readings/index.ts';
import { emptyReading } from '../readings/index.ts';
import { ImportFileError, type ImportSource } from './import-source.ts';
import { csvColumnUnit } from './source-units.ts';
import { readFileLines } from './text-lines.ts';
import { openVendorCsv } from './vendor-csv.source.ts';
import type { StatedUnits } from './vendor-csv-layout.ts';

/** Where each known column sits in a line. */
export interface CsvLayout {
  receivedAt: number;
  /** Position of `lightning_time`, or -1. */
  lightningTime: number;
  measures: ReadonlyArray<readonly [index: number, column: ReadingCsvColumn]>;
  /** The extra sensors' columns: the sensor's key and the conversion from the column's unit. */
  sensors: ReadonlyArray<readonly [index: number, key: string, toCanonical: (value: number) => number]>;
  /** Columns of the header that are not stored (neither the instant nor a measure of the format). */
  unknown: ReadonlyArray<readonly [index: number, name: string]>;
}

/** An extra sensor's column: its key and conversion, undefined when the key's kind or the unit is unknown. */
function sensorColumn(name: string): { key: string; toCanonical: (value: number) => number } | undefined {
  const header = readingCsvSensorHeader(name);
  const kind = header?.key.split(':')[0];
  if (header === undefined || !isMeasureKind(kind)) return undefined;
  const canonical = measureDescriptor(kind).unit;
  const unit = (header.unit === '' ? canonical : header.unit) as MeasureUnit;
  if (convertMeasureUnit(0, unit, canonical) === null) return undefined;
  return { key: header.key, toCanonical: (value) => convertMeasureUnit(value, unit, canonical) ?? value };
}

/** The extra sensors' values of a line (empty cells and text passed over). */
function sensorValues(fields: readonly string[], layout: CsvLayout): { key: string; value: number }[] {
  return layout.sensors.flatMap(([index, key, toCanonical]) => {
    const text = fields[index]?.trim() ?? '';
    const value = text === '' ? Number.NaN : Number(text);
    return Number.isFinite(value) ? [{ key, value: toCanonical(value) }] : [];
  });
}

/** Reads the header line; throws ImportFileError when `received_at` is missing. */
export function parseCsvHeader(line: string): CsvLayout {
  const names = line.split(',').map((name) => name.trim());
  const receivedAt = names.indexOf(CSV_RECEIVED_AT);
  if (receivedAt < 0) {
    throw new ImportFileError(
      `En-tête CSV sans colonne ${CSV_RECEIVED_AT} : ce fichier n'est ni un CSV de relevés, ni un export Ecowitt ou WeatherLink reconnu`,
    );
  }
  const measures: Array<readonly [number, ReadingCsvColumn]> = [];
  const unknown: Array<readonly [number, string]> = [];
  const sensors: Array<readonly [number, string, (value: number) => number]> = [];
  names.forEach((name, index) => {
    const column = readingCsvColumn(name);
    const sensor = sensorColumn(name);
    if (column !== undefined) measures.push([index, column]);
    else if (sensor !== undefined) sensors.push([index, sensor.key, sensor.toCanonical]);
    else if (name !== CSV_RECEIVED_AT && name !== CSV_LIGHTNING_TIME) unknown.push([index, name]);
  });
  return { receivedAt, lightningTime: names.indexOf(CSV_LIGHTNING_TIME), measures, sensors, unknown };
}

/** An ISO 8601 instant of a line, as epoch ms; NaN when unreadable. */
function instant(text: string): number {
  return text === '' ? Number.NaN : Date.parse(text);
}

/** One CSV line (already split) as a pipeline item: a reading, or why it cannot be one. */
export function csvFieldsToItem(fields: readonly string[], layout: CsvLayout): IngestItem {
  const time = fields[layout.receivedAt]?.trim() ?? '';
  const receivedAt = instant(time);
  if (!Number.isFinite(receivedAt)) return { reason: `${CSV_RECEIVED_AT}: date invalide (${time})` };
  const reading = emptyReading(receivedAt);
  for (const [index, column] of layout.measures) {
    const text = fields[index]?.trim() ?? '';
    if (text === '') continue;
    const value = Number(text);
    if (!Number.isFinite(value)) return { reason: `${column.name}: valeur numérique attendue (${text})` };
    reading[column.field] = column.toCanonical(value);
  }
  const strike = layout.lightningTime < 0 ? '' : (fields[layout.lightningTime]?.trim() ?? '');
  if (strike !== '') {
    const at = instant(strike);
    if (!Number.isFinite(at)) return { reason: `${CSV_LIGHTNING_TIME}: date invalide (${strike})` };
    reading.lightningTime = at;
  }
  return { reading };
}

/** The first non-empty line of a file; undefined when it has none or cannot be read as text. */
async function firstLine(path: string): Promise<string | undefined> {
  const { lines, close } = readFileLines(path, 'Fichier CSV');
  try {
    for await (const line of lines) if (line.trim() !== '') return line;
    return undefined;
  } catch (error) {
    if (error instanceof ImportFileError) throw error;
    throw new ImportFileError('Fichier CSV illisible (compression gzip invalide ?)');
  } finally {
    await lines.return(undefined);
    close();
  }
}

/**
 * Opens the CSV file at `path` and checks its header: meteodeck's readings format (`received_at`), else an
 * Ecowitt or WeatherLink export (vendor-csv.source.ts) read in `timeZone` (and `options.units` where its
 * header names none); rows are found as `name:line` (default: the file's own name); throws ImportFileError when it is none of them.
 */
export async function openCsvFile(
  path: string,
  timeZone: string,
  options: { units?: StatedUnits; name?: string | undefined; dayStartHour?: number } = {},
): Promise<ImportSource> {
  const header = await firstLine(path);
  if (header === undefined) throw new ImportFileError('Fichier CSV vide');
  if (!header.split(',').some((name) => name.trim() === CSV_RECEIVED_AT)) {
    const vendor = await openVendorCsv(path, timeZone, {
      units: options.units ?? {},
      name: options.name,
      ...(options.dayStartHour === undefined ? {} : { dayStartHour: options.dayStartHour }),
    });
    if (vendor !== undefined) return vendor;
  }
  const layout = parseCsvHeader(header);
  const size = (await stat(path)).size;
  const name = options.name ?? basename(path);
  const withData = new Set<string>();
  let bytesRead = () => 0;
  return {
    kind: 'csv',
    async *rows() {
      const file = readFileLines(path, 'Fichier CSV');
      bytesRead = file.bytesRead;
      let lineNumber = 0;
      let headerSeen = false;
      for await (const line of file.lines) {
        lineNumber += 1;
        if (line.trim() === '') continue;
        if (!headerSeen) {
          headerSeen = true;
          continue;
        }
        const fields = line.split(',');
        for (const [index, column] of layout.unknown)
          if ((fields[index]?.trim() ?? '') !== '') withData.add(column);
        const at = `${name}:${lineNumber}`;
        const sensors = sensorValues(fields, layout);
        const item = csvFieldsToItem(fields, layout);
        yield sensors.length === 0 ? { at, item } : { at, item, sensors };
      }
    },
    progress: () => (size === 0 ? 1 : Math.min(1, bytesRead() / size)),
    unmappedColumns: () => [...withData],
    columns: () =>
      layout.measures.map(([, column]) => ({
        column: column.name,
        measure: column.field,
        unit: csvColumnUnit(column.name),
      })),
    async close() {},
  };
}
