/**
 * Queries of the `daily_summaries` table (one row per station and local day, `YYYY-MM-DD` in the station's
 * time zone). Takes a Kysely instance or a transaction.
 */
import { type Kysely, sql } from 'kysely';
import type { DailySummaryRow, Database } from '../../db/database.ts';
import { SUMMARY_VALUE_COLUMNS, type SummaryValues } from './daily-summary.ts';

// The upsert is written once as text: built with the query builder, its 130-odd columns cost more to
// compile on every reading than the statement costs to run (identifiers are our own constants).
const UPSERT_COLUMNS = sql.raw(['weather_station_id', 'day', ...SUMMARY_VALUE_COLUMNS].join(', '));
const UPSERT_SET = sql.raw(
  SUMMARY_VALUE_COLUMNS.map((column) => `${column} = excluded.${column}`).join(', '),
);

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
      const params = [stationId, day, ...SUMMARY_VALUE_COLUMNS.map((column) => values[column])];
      await sql`insert into daily_summaries (${UPSERT_COLUMNS}) values (${sql.join(params)})
        on conflict (weather_station_id, day) do update set ${UPSERT_SET}`.execute(db);
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
