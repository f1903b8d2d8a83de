/**
 * Where each field of a reading (the contract's measures, and a station's raw lightning counter) is stored in
 * the `readings` table: one map for every place that turns rows back into fields (the export, the fuzzer's
 * bounds check).
 */
import type { ReadingCsvField } from '@meteodeck/contract';
import type { ReadingRow } from '../../../db/database.ts';

export const READING_COLUMN_OF: { readonly [F in ReadingCsvField]: keyof ReadingRow } = {
  temperature: 'temperature_c',
  humidity: 'humidity_pct',
  dewPoint: 'dew_point_c',
  relativePressure: 'pressure_rel_hpa',
  absolutePressure: 'pressure_abs_hpa',
  windSpeed: 'wind_speed_ms',
  windDirection: 'wind_dir_deg',
  windGust: 'wind_gust_ms',
  windMaxDailyGust: 'wind_max_daily_gust_ms',
  rain: 'rain_mm',
  rainTotal: 'rain_counter_mm',
  rainRate: 'rain_rate_mmh',
  solarRadiation: 'solar_radiation_wm2',
  uv: 'uv_index',
  soilTemperature: 'soil_temperature_c',
  leafWetness: 'leaf_wetness_pct',
  pm25: 'pm25_ugm3',
  pm25Avg: 'pm25_avg24h_ugm3',
  lightningCount: 'lightning_count',
  lightningCounter: 'lightning_counter',
  lightningDistance: 'lightning_distance_km',
  indoorTemperature: 'indoor_temperature_c',
  indoorHumidity: 'indoor_humidity_pct',
};
