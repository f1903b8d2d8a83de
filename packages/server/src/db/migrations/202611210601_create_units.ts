import type { Kysely } from 'kysely';
import { type MigrationFactory, withId, withTimestamps } from './migration-kit.ts';

export const createUnits: MigrationFactory = (dialect) => ({
  async up(db: Kysely<unknown>) {
    await withTimestamps(
      withId(db.schema.createTable('units'), dialect)
        .addColumn('type', 'varchar(64)', (col) => col.notNull().unique())
        .addColumn('temperature_unit', 'varchar(16)', (col) => col.notNull())
        .addColumn('speed_unit', 'varchar(16)', (col) => col.notNull())
        .addColumn('rain_unit', 'varchar(16)', (col) => col.notNull())
        .addColumn('solar_radiation_unit', 'varchar(16)', (col) => col.notNull())
        .addColumn('pm_unit', 'varchar(16)', (col) => col.notNull())
        .addColumn('humidity_unit', 'varchar(16)', (col) => col.notNull())
        .addColumn('cloud_base_unit', 'varchar(16)', (col) => col.notNull())
        .addColumn('wind_dir_unit', 'varchar(16)', (col) => col.notNull())
        .addColumn('pressure_unit', 'varchar(16)', (col) => col.notNull()),
    ).execute();
    await db.schema.createIndex('units_created_at_idx').on('units').column('created_at').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('units').execute();
  },
});
