/**
 * A span's summary as a fold over its readings in time order: a local day (daily_summaries) or a rollup
 * bucket of 10 minutes or an hour (reading_rollups) folds the same way. The same function serves the
 * incremental update of the newest reading and the full recomputation of a span (late readings,
 * rebuild-summaries), so both give identical rows (sums are added in the same order). Derived feels-like
 * values and the AQI come from the weather package; nothing is computed here twice.
 */
import { heatIndexC, humidexC, pm25Aqi, windChillC } from '@meteodeck/weather';
import { type DailySummaryRow, SUMMARY_MEASURES, type SummaryMeasure } from '../../db/database.ts';
import type { ReadingRowValues } from './reading-derivation.ts';

/** The summary columns without the key (station, day; or station, width, start for a rollup). */
export type SummaryValues = Omit<DailySummaryRow, 'weather_station_id' | 'day'>;

/** Every column of {@link SummaryValues}, in a fixed order (for hand-written SQL). */
export const SUMMARY_VALUE_COLUMNS: ReadonlyArray<keyof SummaryValues> = [
  ...SUMMARY_MEASURES.flatMap(
    (m) => [`${m}_min`, `${m}_min_at`, `${m}_max`, `${m}_max_at`, `${m}_sum`, `${m}_count`] as const,
  ),
  'rain_total_mm',
  'rain_event_max',
  'rain_event_max_at',
  'lightning_count',
  'reading_count',
  'first_at',
  'last_at',
  'wind_dir_east',
  'wind_dir_north',
  'wind_dir_count',
  'pm25_avg24h_sum',
  'pm25_avg24h_count',
];

function buildEmptySummary(): SummaryValues {
  const summary: Partial<SummaryValues> = {
    rain_total_mm: null,
    rain_event_max: null,
    rain_event_max_at: null,
    lightning_count: null,
    reading_count: 0,
    first_at: null,
    last_at: null,
    wind_dir_east: null,
    wind_dir_north: null,
    wind_dir_count: 0,
    pm25_avg24h_sum: null,
    pm25_avg24h_count: 0,
  };
  for (const m of SUMMARY_MEASURES) {
    summary[`${m}_min`] = null;
    summary[`${m}_min_at`] = null;
    summary[`${m}_max`] = null;
    summary[`${m}_max_at`] = null;
    summary[`${m}_sum`] = null;
    summary[`${m}_count`] = 0;
  }
  const missing = SUMMARY_VALUE_COLUMNS.find((column) => summary[column] === undefined);
  if (missing !== undefined) throw new Error(`incomplete empty summary: ${missing}`);
  // Every column was just checked to be present.
  return summary as SummaryValues;
}

const EMPTY_SUMMARY: Readonly<SummaryValues> = buildEmptySummary();

/** The summary of a day without readings (a new object each time). */
export function emptySummary(): SummaryValues {
  return { ...EMPTY_SUMMARY };
}

/** The value each summary measure takes from one reading (derived ones computed here), or null. */
export function summaryInputs(reading: ReadingRowValues): { [M in SummaryMeasure]: number | null } {
  const t = reading.temperature_c;
  const rh = reading.humidity_pct;
  const td = reading.dew_point_c;
  const wind = reading.wind_speed_ms;
  return {
    temperature: t,
    dew_point: td,
    humidity: rh,
    pressure_rel: reading.pressure_rel_hpa,
    wind_speed: wind,
    wind_gust: reading.wind_gust_ms,
    rain_rate: reading.rain_rate_mmh,
    solar_radiation: reading.solar_radiation_wm2,
    uv: reading.uv_index,
    soil_temperature: reading.soil_temperature_c,
    leaf_wetness: reading.leaf_wetness_pct,
    pm25: reading.pm25_ugm3,
    heat_index: t !== null && rh !== null ? heatIndexC(t, rh) : null,
    humidex: t !== null && td !== null ? humidexC(t, td) : null,
    wind_chill: t !== null && wind !== null ? windChillC(t, wind) : null,
    lightning_distance: reading.lightning_distance_km,
    aqi: reading.pm25_ugm3 === null ? null : pm25Aqi(reading.pm25_ugm3),
  };
}

/**
 * Adds one reading to a summary (mutates and returns it). Readings must come in time order: the first of
 * equal extremes keeps its time, and first_at/last_at follow.
 */
export function addToSummary(summary: SummaryValues, reading: ReadingRowValues): SummaryValues {
  const at = reading.received_at;
  const inputs = summaryInputs(reading);
  for (const m of SUMMARY_MEASURES) {
    const value = inputs[m];
    if (value === null || !Number.isFinite(value)) continue;
    const count = summary[`${m}_count`];
    const min = summary[`${m}_min`];
    const max = summary[`${m}_max`];
    if (count === 0 || min === null || value < min) {
      summary[`${m}_min`] = value;
      summary[`${m}_min_at`] = at;
    }
    if (count === 0 || max === null || value > max) {
      summary[`${m}_max`] = value;
      summary[`${m}_max_at`] = at;
    }
    summary[`${m}_sum`] = (summary[`${m}_sum`] ?? 0) + value;
    summary[`${m}_count`] = count + 1;
  }
  if (reading.rain_mm !== null) summary.rain_total_mm = (summary.rain_total_mm ?? 0) + reading.rain_mm;
  if (reading.lightning_count !== null) {
    summary.lightning_count = (summary.lightning_count ?? 0) + reading.lightning_count;
  }
  const event = reading.rain_event_mm;
  if (event !== null && (summary.rain_event_max === null || event > summary.rain_event_max)) {
    summary.rain_event_max = event;
    summary.rain_event_max_at = at;
  }
  // Calm leaves the vane anywhere: such directions do not count, as in meanWindDirectionDeg.
  const direction = reading.wind_dir_deg;
  if (direction !== null && Number.isFinite(direction) && reading.wind_speed_ms !== 0) {
    const radians = (direction * Math.PI) / 180;
    summary.wind_dir_east = (summary.wind_dir_east ?? 0) + Math.sin(radians);
    summary.wind_dir_north = (summary.wind_dir_north ?? 0) + Math.cos(radians);
    summary.wind_dir_count += 1;
  }
  const pm25Avg = reading.pm25_avg24h_ugm3;
  if (pm25Avg !== null && Number.isFinite(pm25Avg)) {
    summary.pm25_avg24h_sum = (summary.pm25_avg24h_sum ?? 0) + pm25Avg;
    summary.pm25_avg24h_count += 1;
  }
  summary.reading_count += 1;
  if (summary.first_at === null || at < summary.first_at) summary.first_at = at;
  if (summary.last_at === null || at > summary.last_at) summary.last_at = at;
  return summary;
}

/** The summary of a day from all its readings (sorted here by time, the input is not modified). */
export function summarize(readings: readonly ReadingRowValues[]): SummaryValues {
  const sorted = [...readings].sort((a, b) => a.received_at - b.received_at);
  return sorted.reduce(addToSummary, emptySummary());
}
