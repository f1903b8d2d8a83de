import type { Kysely } from 'kysely';
import type { MigrationFactory } from './migration-kit.ts';

/**
 * import_jobs.tally: a finished import's figures by reason (days imported, rows already stored, given
 * twice, unreadable, out of range, without a measure), JSON `ImportTally`; '{}' before it ends.
 */
export const addImportTally: MigrationFactory = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('import_jobs')
      .addColumn('tally', 'text', (c) => c.notNull().defaultTo('{}'))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('import_jobs').dropColumn('tally').execute();
  },
});
