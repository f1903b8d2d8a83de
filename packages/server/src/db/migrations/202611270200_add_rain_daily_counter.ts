import type { Kysely } from 'kysely';
import { type MigrationFactory, REAL } from './migration-kit.ts';

/**
 * readings.rain_daily_mm: the console's daily rain counter as sent (`dailyrainin`, mm), beside the longer
 * counter rain_counter_mm. The first reading of a local day takes it as its rain (what fell since midnight
 * before it), and a reading re-derived after a late neighbour needs it again. Null in readings stored before.
 */
export const addRainDailyCounter: MigrationFactory = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('readings').addColumn('rain_daily_mm', REAL).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('readings').dropColumn('rain_daily_mm').execute();
  },
});
