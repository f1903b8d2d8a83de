import type { Kysely } from 'kysely';
import { type MigrationFactory, REAL, withId, withTimestamps } from './migration-kit.ts';

/**
 * History imports started from the back office: one row per import, with its file (received in
 * chunks into `upload_path`), its progress and its closing summary, so the page shows a running import again
 * when it is reopened, and any process can read it. `heartbeat_at` is moved by the process running it: a
 * `running` row whose heartbeat stopped belongs to a process that died (shown as interrupted).
 */
export const createImportJobs: MigrationFactory = (dialect) => ({
  async up(db: Kysely<unknown>) {
    await withTimestamps(
      withId(db.schema.createTable('import_jobs'), dialect)
        .addColumn('weather_station_id', 'integer', (col) =>
          col.notNull().references('weather_stations.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
        .addColumn('kind', 'varchar(16)', (col) => col.notNull())
        .addColumn('file_name', 'varchar(255)', (col) => col.notNull())
        .addColumn('options', 'text', (col) => col.notNull())
        .addColumn('upload_path', 'text', (col) => col.notNull())
        .addColumn('size', 'bigint', (col) => col.notNull())
        .addColumn('received', 'bigint', (col) => col.notNull())
        .addColumn('status', 'varchar(16)', (col) => col.notNull())
        .addColumn('progress', REAL, (col) => col.notNull())
        .addColumn('rows_read', 'bigint', (col) => col.notNull())
        .addColumn('imported', 'bigint', (col) => col.notNull())
        .addColumn('skipped', 'bigint', (col) => col.notNull())
        .addColumn('rejected', 'bigint', (col) => col.notNull())
        .addColumn('rejections', 'text', (col) => col.notNull())
        .addColumn('unmapped_columns', 'text', (col) => col.notNull())
        .addColumn('error', 'text')
        .addColumn('heartbeat_at', 'bigint')
        .addColumn('finished_at', 'bigint'),
    ).execute();
    await db.schema
      .createIndex('import_jobs_created_at_idx')
      .on('import_jobs')
      .column('created_at')
      .execute();
    await db.schema
      .createIndex('import_jobs_station_status_idx')
      .on('import_jobs')
      .columns(['weather_station_id', 'status'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('import_jobs').execute();
  },
});
