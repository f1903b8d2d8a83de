/**
 * The export of a station's readings: every reading of a period in the station's units, as CSV in
 * the importer's column names (contract reading-csv.ts, so an export imports back unchanged with
 * `npm run import`) or as a JSON array of objects with the same names (a measure the reading lacks is left out),
 * then a column per public extra sensor (contract readingCsvSensorColumn), its value at the reading's instant
 * in the station's units (empty when the sensor sent none with that reading). Streamed page by page (keyset on the reading's
 * instant, within a day at most): memory stays flat whatever the period, and each page is one short query, so neither the event
 * loop nor an upload waits for a long read.
 */
import { Readable } from 'node:stream';
import {
  CSV_LIGHTNING_TIME,
  CSV_RECEIVED_AT,
  readingCsvOutputColumns,
  readingCsvSensorColumn,
} from '@meteodeck/contract';
import {
  convertMeasureUnit,
  displayUnitOf,
  isMeasureKind,
  measureDescriptor,
  unitText,
} from '@meteodeck/weather';
import type { ReadingRow } from '../../db/database.ts';
import { READING_COLUMN_OF } from '../readings/index.ts';
import type { StationView } from '../stations/index.ts';

/** Readings read per query: each page (query, parsing, formatting) holds the event loop a few milliseconds. */
const PAGE = 1_000;
/**
 * Each query also stays within a day of readings: with the bounds of the whole period, PostgreSQL whose
 * statistics lag behind a bulk load (an import, a benchmark) estimates a handful of rows and plans a bitmap
 * scan and sort of everything after the page's start, so every page re-read the rest of the period (a year
 * took 92 s instead of 12).
 */
const WINDOW_MS = 24 * 60 * 60_000;
/**
 * Significant digits written: the conversion's float dust goes (0.1 + 0.2), and a round trip through another
 * unit changes a value by less than a millionth of a sensor's resolution.
 */
const DIGITS = 12;

export type ExportFormat = 'csv' | 'json';

/** Reads one page of the period's readings after an instant (the readings read repository's listPageAfter). */
export type ReadingPages = (afterMs: number, toMs: number, limit: number) => Promise<ReadingRow[]>;

/** The station's public extra sensors and their values (the sensors module's reader). */
export interface ExportSensors {
  sensors: ReadonlyArray<{ key: string; kind: string; name: string | null }>;
  /** Their values with afterMs < instant ≤ throughMs. */
  values(
    afterMs: number,
    throughMs: number,
  ): Promise<ReadonlyArray<{ key: string; at: number; value: number }>>;
}

/** The sensors' columns: header and the conversion into the station's unit of each kind. */
function sensorColumns(sensors: ExportSensors['sensors'], unitSet: StationView['unitSet']) {
  return sensors.flatMap(({ key, kind, name }) => {
    if (!isMeasureKind(kind)) return [];
    const from = measureDescriptor(kind).unit;
    const to = displayUnitOf(kind, unitSet);
    const convert = (value: number) => convertMeasureUnit(value, from, to) ?? value;
    return [{ key, name: readingCsvSensorColumn(key, name, unitText(to)), convert }];
  });
}

/** The export of `station`'s readings with fromMs ≤ received_at < toMs, as a stream of text. */
export function exportReadings(
  station: StationView,
  pages: ReadingPages,
  fromMs: number,
  toMs: number,
  format: ExportFormat,
  sensors?: ExportSensors,
): Readable {
  const columns = readingCsvOutputColumns(station.unitSet);
  const extra = sensorColumns(sensors?.sensors ?? [], station.unitSet);
  const names = [
    CSV_RECEIVED_AT,
    ...columns.map((column) => column.name),
    CSV_LIGHTNING_TIME,
    ...extra.map((column) => column.name),
  ];
  /** The sensors' values of the page being written, by instant then key. */
  let sensorValues = new Map<number, Map<string, number>>();
  const valuesOf = (row: ReadingRow): Array<string | number | null> => {
    const measures = columns.map((column) => {
      const stored = row[READING_COLUMN_OF[column.field]];
      if (stored === null || stored === undefined) return null;
      return Number(column.fromCanonical(Number(stored)).toPrecision(DIGITS));
    });
    const lightningTime =
      row.lightning_time === null ? null : new Date(Number(row.lightning_time)).toISOString();
    const atInstant = sensorValues.get(Number(row.received_at));
    const sensorCells = extra.map((column) => {
      const value = atInstant?.get(column.key);
      return value === undefined ? null : Number(column.convert(value).toPrecision(DIGITS));
    });
    return [new Date(Number(row.received_at)).toISOString(), ...measures, lightningTime, ...sensorCells];
  };
  const csvLine = (row: ReadingRow) =>
    `${valuesOf(row)
      .map((value) => (value === null ? '' : String(value)))
      .join(',')}\n`;
  /** Reads the sensors' values of a page of readings (after < instant ≤ its last reading's). */
  const readSensorValues = async (after: number, rows: readonly ReadingRow[]) => {
    const last = rows.at(-1);
    sensorValues = new Map();
    if (sensors === undefined || extra.length === 0 || last === undefined) return;
    for (const { key, at, value } of await sensors.values(after, Number(last.received_at))) {
      const byKey = sensorValues.get(at) ?? new Map<string, number>();
      byKey.set(key, value);
      sensorValues.set(at, byKey);
    }
  };
  const jsonObject = (row: ReadingRow) => {
    const values = valuesOf(row);
    // Measures the reading does not have are left out, as the CSV leaves their cells empty.
    return JSON.stringify(
      Object.fromEntries(names.flatMap((name, i) => (values[i] === null ? [] : [[name, values[i]]]))),
    );
  };

  async function* lines(): AsyncGenerator<string> {
    yield format === 'csv' ? `${names.join(',')}\n` : '[';
    let after = fromMs - 1;
    let first = true;
    while (after < toMs - 1) {
      const end = Math.min(toMs, after + 1 + WINDOW_MS);
      const rows = await pages(after, end, PAGE);
      await readSensorValues(after, rows);
      let chunk = '';
      for (const row of rows) {
        if (format === 'csv') chunk += csvLine(row);
        else {
          chunk += `${first ? '\n' : ',\n'}${jsonObject(row)}`;
          first = false;
        }
      }
      if (chunk !== '') yield chunk;
      const last = rows.at(-1);
      // A full page: more of this window to read after its last reading; otherwise the next window.
      after = last !== undefined && rows.length === PAGE ? Number(last.received_at) : end - 1;
    }
    if (format === 'json') yield '\n]\n';
  }
  return Readable.from(lines(), { objectMode: false });
}
