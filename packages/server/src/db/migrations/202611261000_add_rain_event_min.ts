import type { Kysely } from 'kysely';
import { type MigrationFactory, REAL } from './migration-kit.ts';

/**
 * The smallest rain event of a span and when it was first reached (the period tables list a
 * minimum of 'Regenereignis' as of every other measure), in daily_summaries and reading_rollups, which hold
 * the same fold. Existing rows get theirs when the first start of this version refolds the summaries
 * (SUMMARIES_VERSION 3). One column per statement: SQLite's ALTER TABLE adds one column at a time.
 */
const COLUMNS = [
  ['rain_event_min', REAL],
  ['rain_event_min_at', 'bigint'],
] as const;
const TABLES = ['daily_summaries', 'reading_rollups'] as const;

export const addRainEventMin: MigrationFactory = () => ({
  async up(db: Kysely<unknown>) {
    for (const table of TABLES) {
      for (const [name, type] of COLUMNS) await db.schema.alterTable(table).addColumn(name, type).execute();
    }
  },
  async down(db: Kysely<unknown>) {
    for (const table of TABLES) {
      for (const [name] of COLUMNS) await db.schema.alterTable(table).dropColumn(name).execute();
    }
  },
});
