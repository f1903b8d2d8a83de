import type { Kysely } from 'kysely';
import { type MigrationFactory, REAL } from './migration-kit.ts';

/**
 * climate_normals: the monthly normals the owner entered for a station (e.g. from the DWD's 1991–2020
 * table), one row per station and month (1–12): the mean temperature, the mean daily high and low (°C) and
 * the rain total (mm), each null when not given.
 * climate_settings: a station's climate settings, one row per station: the growing degree days' base (°C),
 * the anemometer's height above ground (m, for the reference evapotranspiration's wind at 2 m) and whether
 * a news post announces the all-time records the station sets (post_new_records, 0 or 1).
 * climate_record_posts: the records announced, one row per station, local day, kind and scope (the key a
 * second process's attempt collides with), the post that announced it and the value it last gave.
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
      .addColumn('post_new_records', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('updated_at', 'bigint', (col) => col.notNull())
      .addPrimaryKeyConstraint('climate_settings_pk', ['weather_station_id'])
      .execute();
    await db.schema
      .createTable('climate_record_posts')
      .addColumn('weather_station_id', 'integer', (col) =>
        col.notNull().references('weather_stations.id').onDelete('cascade'),
      )
      .addColumn('day', 'varchar(10)', (col) => col.notNull())
      .addColumn('kind', 'varchar(32)', (col) => col.notNull())
      .addColumn('scope', 'varchar(16)', (col) => col.notNull())
      .addColumn('post_id', 'integer')
      .addColumn('value', REAL)
      .addColumn('created_at', 'bigint', (col) => col.notNull())
      .addPrimaryKeyConstraint('climate_record_posts_pk', ['weather_station_id', 'day', 'kind', 'scope'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('climate_record_posts').execute();
    await db.schema.dropTable('climate_settings').execute();
    await db.schema.dropTable('climate_normals').execute();
  },
});
