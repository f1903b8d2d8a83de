import type { Kysely } from 'kysely';
import type { MigrationFactory } from './migration-kit.ts';

/**
 * A station's climatological day and rain season (DESIGN §6, the station's day):
 *
 * - weather_stations.day_start_hour: the local hour its day ends and the next begins (0 midnight, 7 or 9);
 *   its daily summaries are the days [D hh:00, D+1 hh:00) named D;
 * - weather_stations.rain_season_start_month: the month (1–12) its rain season starts (1: the calendar year).
 *
 * One column per statement: SQLite's ALTER TABLE adds one at a time.
 */
export const addStationDay: MigrationFactory = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('weather_stations')
      .addColumn('day_start_hour', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
    await db.schema
      .alterTable('weather_stations')
      .addColumn('rain_season_start_month', 'integer', (col) => col.notNull().defaultTo(1))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('weather_stations').dropColumn('rain_season_start_month').execute();
    await db.schema.alterTable('weather_stations').dropColumn('day_start_hour').execute();
  },
});
