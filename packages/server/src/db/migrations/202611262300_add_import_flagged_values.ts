import type { Kysely } from 'kysely';
import type { MigrationFactory } from './migration-kit.ts';

/**
 * import_jobs.values_flagged and values_dropped: the values of imported readings that quality control held
 * for review (a spike) or took out (impossible), so the import's summary can say so beside the rows it
 * rejected whole, and link to the review.
 */
export const addImportFlaggedValues: MigrationFactory = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('import_jobs')
      .addColumn('values_flagged', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .alterTable('import_jobs')
      .addColumn('values_dropped', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('import_jobs').dropColumn('values_dropped').execute();
    await db.schema.alterTable('import_jobs').dropColumn('values_flagged').execute();
  },
});
