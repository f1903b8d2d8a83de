import type { Kysely } from 'kysely';
import { type MigrationFactory, REAL, withId, withTimestamps } from './migration-kit.ts';

export const createWeatherStations: MigrationFactory = (dialect) => ({
  async up(db: Kysely<unknown>) {
    await withTimestamps(
      withId(db.schema.createTable('weather_stations'), dialect)
        .addColumn('reference', 'varchar(64)', (col) => col.notNull().unique())
        .addColumn('name', 'varchar(255)', (col) => col.notNull())
        .addColumn('description', 'text', (col) => col.notNull())
        .addColumn('short_description', 'text', (col) => col.notNull())
        .addColumn('country', 'varchar(64)', (col) => col.notNull())
        .addColumn('address', 'varchar(255)', (col) => col.notNull())
        .addColumn('city', 'varchar(255)', (col) => col.notNull())
        .addColumn('postal_code', 'varchar(32)', (col) => col.notNull())
        .addColumn('lat', REAL, (col) => col.notNull())
        .addColumn('lng', REAL, (col) => col.notNull())
        .addColumn('elevation', REAL, (col) => col.notNull())
        .addColumn('model', 'varchar(255)', (col) => col.notNull())
        .addColumn('api_token', 'varchar(255)', (col) => col.notNull())
        // RESTRICT: a unit set still used by a station cannot be deleted (the service answers 409).
        .addColumn('prefered_unit_id', 'integer', (col) =>
          col.notNull().references('units.id').onDelete('restrict'),
        )
        .addColumn('timezone', 'varchar(64)', (col) => col.notNull()),
    ).execute();
    await db.schema
      .createIndex('weather_stations_created_at_idx')
      .on('weather_stations')
      .column('created_at')
      .execute();
    await db.schema
      .createIndex('weather_stations_prefered_unit_idx')
      .on('weather_stations')
      .column('prefered_unit_id')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('weather_stations').execute();
  },
});
