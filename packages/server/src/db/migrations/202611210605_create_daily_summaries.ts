import type { Kysely } from 'kysely';
import { type MigrationFactory, REAL } from './migration-kit.ts';

// Frozen copy of the measure list: later changes to the app's list need a new migration.
const MEASURES = [
  'temperature',
  'dew_point',
  'humidity',
  'pressure_rel',
  'wind_speed',
  'wind_gust',
  'rain_rate',
  'solar_radiation',
  'uv',
  'soil_temperature',
  'leaf_wetness',
  'pm25',
  'heat_index',
  'humidex',
  'wind_chill',
  'lightning_distance',
] as const;

export const createDailySummaries: MigrationFactory = () => ({
  async up(db: Kysely<unknown>) {
    let table = db.schema
      .createTable('daily_summaries')
      .addColumn('weather_station_id', 'integer', (col) =>
        col.notNull().references('weather_stations.id').onDelete('cascade'),
      )
      // Local calendar day in the station's time zone, YYYY-MM-DD: sorts and compares as text.
      .addColumn('day', 'varchar(10)', (col) => col.notNull());
    for (const m of MEASURES) {
      table = table
        .addColumn(`${m}_min`, REAL)
        .addColumn(`${m}_min_at`, 'bigint')
        .addColumn(`${m}_max`, REAL)
        .addColumn(`${m}_max_at`, 'bigint')
        .addColumn(`${m}_sum`, REAL)
        .addColumn(`${m}_count`, 'integer', (col) => col.notNull().defaultTo(0));
    }
    table = table
      .addColumn('rain_total_mm', REAL)
      .addColumn('lightning_count', REAL)
      .addColumn('reading_count', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('first_at', 'bigint')
      .addColumn('last_at', 'bigint')
      .addPrimaryKeyConstraint('daily_summaries_pk', ['weather_station_id', 'day']);
    await table.execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('daily_summaries').execute();
  },
});
