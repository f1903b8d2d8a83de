import type { Kysely } from 'kysely';
import type { MigrationFactory } from './migration-kit.ts';

/**
 * import_jobs.skips: the first rows a source itself left out (a second row at an instant the file already
 * gave, as console CSV exports have), with the reason, JSON `[{ at, reason }]`; counted in `skipped`.
 */
export const addImportSkips: MigrationFactory = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('import_jobs')
      .addColumn('skips', 'text', (c) => c.notNull().defaultTo('[]'))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('import_jobs').dropColumn('skips').execute();
  },
});
