import type { Kysely } from 'kysely';
import { type MigrationFactory, REAL, withId } from './migration-kit.ts';

// Canonical units: °C, %, hPa, m/s, degrees, mm, mm/h, W/m², UV index, µg/m³, km; instants epoch ms.
const MEASURE_COLUMNS = [
  'temperature_c',
  'humidity_pct',
  'dew_point_c',
  'pressure_rel_hpa',
  'pressure_abs_hpa',
  'wind_speed_ms',
  'wind_gust_ms',
  'wind_dir_deg',
  'wind_max_daily_gust_ms',
  'rain_mm',
  'rain_counter_mm',
  'rain_rate_mmh',
  'solar_radiation_wm2',
  'uv_index',
  'soil_temperature_c',
  'leaf_wetness_pct',
  'pm25_ugm3',
  'pm25_avg24h_ugm3',
  'lightning_count',
  'lightning_distance_km',
] as const;

export const createReadings: MigrationFactory = (dialect) => ({
  async up(db: Kysely<unknown>) {
    let table = withId(db.schema.createTable('readings'), dialect)
      .addColumn('weather_station_id', 'integer', (col) =>
        col.notNull().references('weather_stations.id').onDelete('cascade'),
      )
      .addColumn('received_at', 'bigint', (col) => col.notNull());
    for (const column of MEASURE_COLUMNS) table = table.addColumn(column, REAL);
    table = table
      .addColumn('lightning_time', 'bigint')
      .addColumn('indoor_temperature_c', REAL)
      .addColumn('indoor_humidity_pct', REAL)
      // One reading per station and instant (idempotent ingestion); also the index of every time-range query.
      .addUniqueConstraint('readings_station_received_at_uq', ['weather_station_id', 'received_at']);
    await table.execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('readings').execute();
  },
});
