import type { Kysely } from 'kysely';
import { type MigrationFactory, REAL } from './migration-kit.ts';

/**
 * imported_extremes: a day's extremes as a history source's own daily summaries gave them (WeeWX keeps each
 * day's high and low from its 2-second LOOP packets, finer than the archive rows imported as readings), one
 * row per station, local day and summary measure. Every recomputation of a daily summary from readings
 * keeps the more extreme of these and the readings' (summary-maintenance.ts), so a rebuild never loses
 * them. import_jobs.days_with_source_extremes: how many imported days took their extremes from there.
 */
export const addImportedExtremes: MigrationFactory = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('imported_extremes')
      .addColumn('weather_station_id', 'integer', (col) =>
        col.notNull().references('weather_stations.id').onDelete('cascade'),
      )
      .addColumn('day', 'varchar(10)', (col) => col.notNull())
      .addColumn('measure', 'varchar(32)', (col) => col.notNull())
      // The history source they came from ('weewx').
      .addColumn('source', 'varchar(16)', (col) => col.notNull())
      .addColumn('min', REAL)
      .addColumn('min_at', 'bigint')
      .addColumn('max', REAL)
      .addColumn('max_at', 'bigint')
      .addPrimaryKeyConstraint('imported_extremes_pk', ['weather_station_id', 'day', 'measure'])
      .execute();
    await db.schema
      .alterTable('import_jobs')
      .addColumn('days_with_source_extremes', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('import_jobs').dropColumn('days_with_source_extremes').execute();
    await db.schema.dropTable('imported_extremes').execute();
  },
});
