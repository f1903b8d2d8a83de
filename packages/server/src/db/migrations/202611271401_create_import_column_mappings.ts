import type { Kysely } from 'kysely';
import type { MigrationFactory } from './migration-kit.ts';

/**
 * import_column_mappings: the CSV column mappings admins gave in the back office, one per station and
 * header (`header_key`, a SHA-256 of the header's cells), offered again for the station's next file with
 * that header; the header and the mapping as JSON text.
 */
export const createImportColumnMappings: MigrationFactory = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('import_column_mappings')
      .addColumn('weather_station_id', 'integer', (col) =>
        col.notNull().references('weather_stations.id').onDelete('cascade'),
      )
      .addColumn('header_key', 'varchar(64)', (col) => col.notNull())
      .addColumn('header', 'text', (col) => col.notNull())
      .addColumn('mapping', 'text', (col) => col.notNull())
      .addColumn('created_at', 'bigint', (col) => col.notNull())
      .addColumn('updated_at', 'bigint', (col) => col.notNull())
      .addPrimaryKeyConstraint('import_column_mappings_pk', ['weather_station_id', 'header_key'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('import_column_mappings').execute();
  },
});
