import type { Kysely } from 'kysely';
import { type MigrationFactory, REAL } from './migration-kit.ts';

/**
 * climate_normals: the monthly normals the owner entered for a station (e.g. from the DWD's 1991–2020
 * table), one row per station and month (1–12): the mean temperature, the mean daily high and low (°C) and
 * the rain total (mm), each null when not given.
 * climate_settings: a station's climate settings, one row per station: the growing degree days' base (°C)
 * and the anemometer's height above ground (m, for the reference evapotranspiration's wind at 2 m).
 */
export const addClimateNormals: MigrationFactory = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('climate_normals')
      .addColumn('weather_station_id', 'integer', (col) =>
        col.notNull().references('weather_stations.id').onDelete('cascade'),
      )
      .addColumn('month', 'integer', (col) => col.notNull())
      .addColumn('temperature_mean_c', REAL)
      .addColumn('temperature_high_c', REAL)
      .addColumn('temperature_low_c', REAL)
      .addColumn('rain_total_mm', REAL)
      .addColumn('updated_at', 'bigint', (col) => col.notNull())
      .addPrimaryKeyConstraint('climate_normals_pk', ['weather_station_id', 'month'])
      .execute();
    await db.schema
      .createTable('climate_settings')
      .addColumn('weather_station_id', 'integer', (col) =>
        col.notNull().references('weather_stations.id').onDelete('cascade'),
      )
      .addColumn('growing_degree_base_c', REAL, (col) => col.notNull())
      .addColumn('anemometer_height_m', REAL, (col) => col.notNull())
      .addColumn('updated_at', 'bigint', (col) => col.notNull())
      .addPrimaryKeyConstraint('climate_settings_pk', ['weather_station_id'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('climate_settings').execute();
    await db.schema.dropTable('climate_normals').execute();
  },
});
