/**
 * The CSV layout of the importer (the Falkensee data set's, /work/shared/data/falkensee/README.md): one
 * reading per line, a header naming the columns, values already in canonical units, empty = not measured.
 *
 *   received_at, interval_min, temperature_c, humidity_pct, pressure_abs_hpa, pressure_rel_hpa,
 *   wind_speed_ms, wind_gust_ms, wind_direction_deg, rain_counter_mm, indoor_temperature_c,
 *   indoor_humidity_pct, status
 *
 * Only `received_at` is required; columns may come in any order and unknown ones are ignored. `interval_min`
 * and `status` (WH1080 status bits; lost-sensor rows simply have empty outdoor values) are not stored.
 */
import { emptyReading } from '../modules/readings/canonical-reading.ts';
import type { IngestItem } from '../modules/readings/readings.service.ts';

/** Column → reading measure; `rain_counter_mm` is the cumulative counter, turned into rain per interval. */
const COLUMN_MEASURES = {
  temperature_c: 'temperature',
  humidity_pct: 'humidity',
  pressure_abs_hpa: 'absolutePressure',
  pressure_rel_hpa: 'relativePressure',
  wind_speed_ms: 'windSpeed',
  wind_gust_ms: 'windGust',
  wind_direction_deg: 'windDirection',
  rain_counter_mm: 'rainTotal',
  indoor_temperature_c: 'indoorTemperature',
  indoor_humidity_pct: 'indoorHumidity',
} as const;
type CsvColumn = keyof typeof COLUMN_MEASURES;

const isCsvColumn = (name: string): name is CsvColumn => Object.hasOwn(COLUMN_MEASURES, name);

/** Where each known column sits in a line. */
export interface CsvLayout {
  receivedAt: number;
  measures: ReadonlyArray<readonly [index: number, column: CsvColumn]>;
}

/** Reads the header line; throws when `received_at` is missing. */
export function parseCsvHeader(line: string): CsvLayout {
  const names = line.split(',').map((name) => name.trim());
  const receivedAt = names.indexOf('received_at');
  if (receivedAt < 0) throw new Error('CSV header has no received_at column');
  const measures: Array<readonly [number, CsvColumn]> = [];
  names.forEach((name, index) => {
    if (isCsvColumn(name)) measures.push([index, name]);
  });
  return { receivedAt, measures };
}

/** One CSV line as a pipeline item: a reading, or why it cannot be one (bad date, text in a number). */
export function csvLineToItem(line: string, layout: CsvLayout): IngestItem {
  const fields = line.split(',');
  const time = fields[layout.receivedAt]?.trim() ?? '';
  const receivedAt = Date.parse(time);
  if (time === '' || !Number.isFinite(receivedAt)) return { reason: `received_at: date invalide (${time})` };
  const reading = emptyReading(receivedAt);
  for (const [index, column] of layout.measures) {
    const text = fields[index]?.trim() ?? '';
    if (text === '') continue;
    const value = Number(text);
    if (!Number.isFinite(value)) return { reason: `${column}: valeur numérique attendue (${text})` };
    reading[COLUMN_MEASURES[column]] = value;
  }
  return { reading };
}
