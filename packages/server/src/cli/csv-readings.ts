/**
 * The importer's CSV layout: the readings exchange format of the contract (reading-csv.ts). One reading per
 * line, a header naming the columns, each measure column's name carrying its unit (`temperature_c`,
 * `temperature_f`, `rain_counter_in` …), empty = not measured. The Falkensee data set is in this format:
 *
 *   received_at, interval_min, temperature_c, humidity_pct, pressure_abs_hpa, pressure_rel_hpa,
 *   wind_speed_ms, wind_gust_ms, wind_direction_deg, rain_counter_mm, indoor_temperature_c,
 *   indoor_humidity_pct, status
 *
 * Only `received_at` is required; columns may come in any order and unknown ones (`interval_min`, `status`)
 * are not stored. A `rain_counter_*` column is the cumulative counter, turned into rain per interval.
 */
import {
  CSV_LIGHTNING_TIME,
  CSV_RECEIVED_AT,
  type ReadingCsvColumn,
  readingCsvColumn,
} from '@meteodeck/contract';
import { emptyReading } from '../modules/readings/canonical-reading.ts';
import type { IngestItem } from '../modules/readings/readings.service.ts';

/** Where each known column sits in a line. */
export interface CsvLayout {
  receivedAt: number;
  /** Position of `lightning_time`, or -1. */
  lightningTime: number;
  measures: ReadonlyArray<readonly [index: number, column: ReadingCsvColumn]>;
  /** Columns of the header that are not stored (neither the instant nor a measure of the format). */
  unknown: readonly string[];
}

/** Reads the header line; throws when `received_at` is missing. */
export function parseCsvHeader(line: string): CsvLayout {
  const names = line.split(',').map((name) => name.trim());
  const receivedAt = names.indexOf(CSV_RECEIVED_AT);
  if (receivedAt < 0) throw new Error(`CSV header has no ${CSV_RECEIVED_AT} column`);
  const measures: Array<readonly [number, ReadingCsvColumn]> = [];
  const unknown: string[] = [];
  names.forEach((name, index) => {
    const column = readingCsvColumn(name);
    if (column !== undefined) measures.push([index, column]);
    else if (name !== CSV_RECEIVED_AT && name !== CSV_LIGHTNING_TIME) unknown.push(name);
  });
  return { receivedAt, lightningTime: names.indexOf(CSV_LIGHTNING_TIME), measures, unknown };
}

/** An ISO 8601 instant of a line, as epoch ms; NaN when unreadable. */
function instant(text: string): number {
  return text === '' ? Number.NaN : Date.parse(text);
}

/** One CSV line as a pipeline item: a reading, or why it cannot be one (bad date, text in a number). */
export function csvLineToItem(line: string, layout: CsvLayout): IngestItem {
  const fields = line.split(',');
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
