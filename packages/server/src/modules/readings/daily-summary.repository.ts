/**
 * Queries of the `daily_summaries` table (one row per station and local day, `YYYY-MM-DD` in the station's
 * time zone). Takes a Kysely instance or a transaction.
 */
import type { Kysely } from 'kysely';
import type { DailySummaryRow, Database } from '../../db/database.ts';
import type { SummaryValues } from './daily-summary.ts';

export function createDailySummaryRepository(db: Kysely<Database>) {
  return {
    async find(stationId: number, day: string): Promise<DailySummaryRow | undefined> {
      return db
        .selectFrom('daily_summaries')
        .selectAll()
        .where('weather_station_id', '=', stationId)
        .where('day', '=', day)
        .executeTakeFirst();
    },

    /** Writes the summary of (station, day), replacing any previous one. */
    async upsert(stationId: number, day: string, values: SummaryValues): Promise<void> {
      await db
        .insertInto('daily_summaries')
        .values({ weather_station_id: stationId, day, ...values })
        .onConflict((oc) => oc.columns(['weather_station_id', 'day']).doUpdateSet(values))
        .execute();
    },

    /** Removes the summary of (station, day) (a day whose readings are all gone). */
    async delete(stationId: number, day: string): Promise<void> {
      await db
        .deleteFrom('daily_summaries')
        .where('weather_station_id', '=', stationId)
        .where('day', '=', day)
        .execute();
    },

    /** Removes every summary of the station (before a rebuild). */
    async deleteAll(stationId: number): Promise<void> {
      await db.deleteFrom('daily_summaries').where('weather_station_id', '=', stationId).execute();
    },

    /** Every summary of the station, oldest day first. */
    async listAll(stationId: number): Promise<DailySummaryRow[]> {
      return db
        .selectFrom('daily_summaries')
        .selectAll()
        .where('weather_station_id', '=', stationId)
        .orderBy('day', 'asc')
        .execute();
    },
  };
}

export type DailySummaryRepository = ReturnType<typeof createDailySummaryRepository>;
