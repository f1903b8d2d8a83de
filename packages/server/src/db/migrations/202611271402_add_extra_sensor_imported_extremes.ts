import type { Kysely } from 'kysely';
import { type MigrationFactory, REAL } from './migration-kit.ts';

/**
 * extra_sensor_imported_extremes (modules/sensors): an extra sensor's day extremes as a history source's own
 * daily summaries gave them (WeeWX's archive_day_extraTemp1…, kept from its LOOP packets, finer than the
 * archive rows imported as the sensor's values), one row per station, sensor and local day, canonical units,
 * instants epoch ms. Read over extra_sensor_days (the more extreme of the two, the source's on a tie), so
 * that no later fold or recomputation of a sensor's day from its values loses them.
 */
export const addExtraSensorImportedExtremes: MigrationFactory = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('extra_sensor_imported_extremes')
      .addColumn('weather_station_id', 'integer', (col) =>
        col.notNull().references('weather_stations.id').onDelete('cascade'),
      )
      .addColumn('sensor_key', 'varchar(64)', (col) => col.notNull())
      .addColumn('day', 'varchar(10)', (col) => col.notNull())
      // The history source they came from ('weewx').
      .addColumn('source', 'varchar(16)', (col) => col.notNull())
      .addColumn('min', REAL)
      .addColumn('min_at', 'bigint')
      .addColumn('max', REAL)
      .addColumn('max_at', 'bigint')
      .addPrimaryKeyConstraint('extra_sensor_imported_extremes_pk', [
        'weather_station_id',
        'sensor_key',
        'day',
      ])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('extra_sensor_imported_extremes').execute();
  },
});
