import type { Kysely } from 'kysely';
import type { MigrationFactory } from './migration-kit.ts';

/**
 * imported_extremes.min_authoritative / max_authoritative: the extreme is a record the source's owner kept
 * (CumulusMX's alltime.ini and monthlyalltime.ini, which its records editor lets the owner correct), so it
 * is the day's extreme whatever the readings say, not the more extreme of it and theirs.
 * import_jobs.records_applied, records_skipped (JSON `[{ at, reason }]`), disagreements (JSON, the first
 * days a source's daily file and its logs disagree on) and disagreement_count: what the import's summary
 * says of them.
 */
export const addImportedRecords: MigrationFactory = () => ({
  async up(db: Kysely<unknown>) {
    for (const column of ['min_authoritative', 'max_authoritative']) {
      await db.schema
        .alterTable('imported_extremes')
        .addColumn(column, 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    }
    for (const column of ['records_applied', 'disagreement_count']) {
      await db.schema
        .alterTable('import_jobs')
        .addColumn(column, 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    }
    for (const column of ['records_skipped', 'disagreements']) {
      await db.schema
        .alterTable('import_jobs')
        .addColumn(column, 'text', (c) => c.notNull().defaultTo('[]'))
        .execute();
    }
  },
  async down(db: Kysely<unknown>) {
    for (const column of ['disagreements', 'records_skipped', 'disagreement_count', 'records_applied']) {
      await db.schema.alterTable('import_jobs').dropColumn(column).execute();
    }
    for (const column of ['max_authoritative', 'min_authoritative']) {
      await db.schema.alterTable('imported_extremes').dropColumn(column).execute();
    }
  },
});
