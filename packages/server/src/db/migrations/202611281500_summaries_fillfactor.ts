import { type Kysely, sql } from 'kysely';
import type { MigrationFactory } from './migration-kit.ts';

/**
 * PostgreSQL: room in each page of the rows a console's every upload rewrites. A station day's summary is
 * updated some 5,400 times a day (an upload every 16 s) and its 10-minute and hourly buckets tens to
 * hundreds of times; these rows are wide (every measure's min, max, sums and instants). With full pages a
 * new row version lands on another page and every index of the table gets an entry for it; with free room
 * on its page PostgreSQL keeps the version there and touches no index (a heap-only tuple update), and
 * prunes the dead versions on the page as it goes. New pages are filled to half; existing ones follow as
 * they are rewritten. SQLite has no such setting: nothing there.
 */
export const setSummariesFillfactor: MigrationFactory = (dialect) => ({
  async up(db: Kysely<unknown>) {
    if (dialect !== 'postgres') return;
    await sql`alter table daily_summaries set (fillfactor = 50)`.execute(db);
    await sql`alter table reading_rollups set (fillfactor = 50)`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    if (dialect !== 'postgres') return;
    await sql`alter table daily_summaries reset (fillfactor)`.execute(db);
    await sql`alter table reading_rollups reset (fillfactor)`.execute(db);
  },
});
