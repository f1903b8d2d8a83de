import { type Kysely, sql } from 'kysely';
import { type MigrationFactory, REAL } from './migration-kit.ts';

/**
 * Rain sources (DESIGN §5, rain): a station's main rain gauge, and what a reading keeps of both gauges.
 *
 * - weather_stations.rain_main_source: 'bucket' (tipping bucket, the default) or 'piezo' (a piezo gauge,
 *   WS90…): which gauge a reading's rain comes from when a console sends both.
 * - readings.rain_source: which counter rain_counter_mm is (gauge and span, see reading-derivation
 *   RAIN_SOURCE codes), so that a step between two different counters is never read as rain;
 * - readings.rain_alt_counter_mm, rain_alt_daily_mm, rain_alt_source: the other gauge's counters as sent,
 *   kept so that a switch of the main source measures its first step from the same gauge;
 * - readings.rain_console_event_mm: the rain event as the console counts it (`eventrainin`, `erain_piezo`).
 *
 * Null in readings stored before. One column per statement: SQLite's ALTER TABLE adds one at a time.
 */
const READING_COLUMNS = [
  ['rain_source', 'smallint'],
  ['rain_alt_counter_mm', REAL],
  ['rain_alt_daily_mm', REAL],
  ['rain_alt_source', 'smallint'],
  ['rain_console_event_mm', REAL],
] as const;

export const addRainSources: MigrationFactory = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('weather_stations')
      .addColumn('rain_main_source', 'varchar(16)', (col) => col.notNull().defaultTo(sql`'bucket'`))
      .execute();
    for (const [name, type] of READING_COLUMNS) {
      await db.schema.alterTable('readings').addColumn(name, type).execute();
    }
  },
  async down(db: Kysely<unknown>) {
    for (const [name] of READING_COLUMNS) await db.schema.alterTable('readings').dropColumn(name).execute();
    await db.schema.alterTable('weather_stations').dropColumn('rain_main_source').execute();
  },
});
