/**
 * Reads of `daily_summaries` (one row per station and local day, maintained by ingestion in the reading's
 * transaction). Period extremes and rain totals come from here, never from a scan of `readings`: a record
 * query reads one row per day of history whatever the reading rate.
 */
import type { Kysely } from 'kysely';
import type { DailySummaryRow, Database } from '../../db/database.ts';

/** The columns the rain totals of the current data need, per day. */
export interface DayRainRow {
  day: string;
  rainTotalMm: number | null;
  windGustMaxMs: number | null;
  lightningCount: number | null;
}

/** Queries of `daily_summaries` for the read side; takes a Kysely instance or a transaction. */
export function createDailySummaryRepository(db: Kysely<Database>) {
  return {
    /** The summary of local day `day` ('YYYY-MM-DD'), or undefined when the station has no reading that day. */
    async findDay(stationId: number, day: string): Promise<DailySummaryRow | undefined> {
      return db
        .selectFrom('daily_summaries')
        .selectAll()
        .where('weather_station_id', '=', stationId)
        .where('day', '=', day)
        .executeTakeFirst();
    },

    /**
     * Summaries of the days from `fromDay` (inclusive) to `toDay` (exclusive), both 'YYYY-MM-DD' or
     * undefined for no bound (record), oldest first.
     */
    async listDays(stationId: number, fromDay?: string, toDay?: string): Promise<DailySummaryRow[]> {
      let query = db.selectFrom('daily_summaries').selectAll().where('weather_station_id', '=', stationId);
      if (fromDay !== undefined) query = query.where('day', '>=', fromDay);
      if (toDay !== undefined) query = query.where('day', '<', toDay);
      return query.orderBy('day', 'asc').execute();
    },

    /** Rain totals, largest gust and lightning count of the days from `fromDay` to `toDay`, both inclusive. */
    async listDayRain(stationId: number, fromDay: string, toDay: string): Promise<DayRainRow[]> {
      const rows = await db
        .selectFrom('daily_summaries')
        .select(['day', 'rain_total_mm', 'wind_gust_max', 'lightning_count'])
        .where('weather_station_id', '=', stationId)
        .where('day', '>=', fromDay)
        .where('day', '<=', toDay)
        .orderBy('day', 'asc')
        .execute();
      return rows.map((row) => ({
        day: row.day,
        rainTotalMm: row.rain_total_mm,
        windGustMaxMs: row.wind_gust_max,
        lightningCount: row.lightning_count,
      }));
    },

    /** The first local day with data, or undefined when the station has none. */
    async findFirstDay(stationId: number): Promise<string | undefined> {
      const row = await db
        .selectFrom('daily_summaries')
        .select('day')
        .where('weather_station_id', '=', stationId)
        .orderBy('day', 'asc')
        .limit(1)
        .executeTakeFirst();
      return row?.day;
    },
  };
}
export type DailySummaryRepository = ReturnType<typeof createDailySummaryRepository>;
