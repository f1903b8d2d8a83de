import type { Kysely } from 'kysely';
import { type MigrationFactory, REAL } from './migration-kit.ts';

/**
 * What ingestion computes beyond the raw measures, so that the read side answers from stored rows:
 * - readings: the rain event at each reading (DESIGN §6: rain of the current wet spell, which ends after 24 h
 *   without rain) and the instant of the spell's last rain (the state needed to extend it one reading at a
 *   time), plus the station's raw lightning counter (strikes per interval come from its increase);
 * - daily_summaries: the PM2.5 AQI per day (min/max/sum/count like the other measures) and the day's largest
 *   rain event with its time, so the history of a period never scans readings.
 * One column per statement: SQLite's ALTER TABLE adds one column at a time.
 */
const READING_COLUMNS = [
  ['rain_event_mm', REAL],
  ['rain_last_at', 'bigint'],
  ['lightning_counter', REAL],
] as const;

const SUMMARY_COLUMNS = [
  ['aqi_min', REAL],
  ['aqi_min_at', 'bigint'],
  ['aqi_max', REAL],
  ['aqi_max_at', 'bigint'],
  ['aqi_sum', REAL],
  ['rain_event_max', REAL],
  ['rain_event_max_at', 'bigint'],
] as const;

export const addRainEventAndAqi: MigrationFactory = () => ({
  async up(db: Kysely<unknown>) {
    for (const [name, type] of READING_COLUMNS) {
      await db.schema.alterTable('readings').addColumn(name, type).execute();
    }
    for (const [name, type] of SUMMARY_COLUMNS) {
      await db.schema.alterTable('daily_summaries').addColumn(name, type).execute();
    }
    await db.schema
      .alterTable('daily_summaries')
      .addColumn('aqi_count', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    for (const [name] of [...SUMMARY_COLUMNS, ['aqi_count']]) {
      await db.schema.alterTable('daily_summaries').dropColumn(name).execute();
    }
    for (const [name] of READING_COLUMNS) {
      await db.schema.alterTable('readings').dropColumn(name).execute();
    }
  },
});
