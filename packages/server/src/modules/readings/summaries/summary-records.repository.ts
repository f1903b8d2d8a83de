/**
 * The daily summaries' columns a station's climate records are folded from (highs, lows, rain, rain rate,
 * gust, pressure), one row per local day. These are the same columns the history's record answer folds
 * (summaries-read.repository.ts), so the same extremes come out: a source's imported highs and lows are
 * already in them.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.ts';

/** One local day's extremes in canonical units (°C, mm, mm/h, m/s, hPa), instants in epoch ms. */
export interface RecordDayRow {
  day: string;
  temperatureMax: number | null;
  temperatureMaxAt: number | null;
  temperatureMin: number | null;
  temperatureMinAt: number | null;
  rainTotalMm: number | null;
  rainRateMax: number | null;
  rainRateMaxAt: number | null;
  windGustMax: number | null;
  windGustMaxAt: number | null;
  pressureMax: number | null;
  pressureMaxAt: number | null;
  pressureMin: number | null;
  pressureMinAt: number | null;
}

/** A number column as a number (PostgreSQL answers bigint as text), null as null. */
function numberOrNull(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

/** Reads of `daily_summaries` for the climate records; takes a Kysely instance or a transaction. */
export function createSummaryRecordsRepository(db: Kysely<Database>) {
  return {
    /**
     * The station's days from `fromDay` (inclusive; undefined: its first) to `toDay` (exclusive;
     * undefined: no end), oldest first.
     */
    async listRecordDays(stationId: number, fromDay?: string, toDay?: string): Promise<RecordDayRow[]> {
      let query = db
        .selectFrom('daily_summaries')
        .select([
          'day',
          'temperature_max',
          'temperature_max_at',
          'temperature_min',
          'temperature_min_at',
          'rain_total_mm',
          'rain_rate_max',
          'rain_rate_max_at',
          'wind_gust_max',
          'wind_gust_max_at',
          'pressure_rel_max',
          'pressure_rel_max_at',
          'pressure_rel_min',
          'pressure_rel_min_at',
        ])
        .where('weather_station_id', '=', stationId);
      if (fromDay !== undefined) query = query.where('day', '>=', fromDay);
      if (toDay !== undefined) query = query.where('day', '<', toDay);
      const rows = await query.orderBy('day', 'asc').execute();
      return rows.map((row) => ({
        day: row.day,
        temperatureMax: numberOrNull(row.temperature_max),
        temperatureMaxAt: numberOrNull(row.temperature_max_at),
        temperatureMin: numberOrNull(row.temperature_min),
        temperatureMinAt: numberOrNull(row.temperature_min_at),
        rainTotalMm: numberOrNull(row.rain_total_mm),
        rainRateMax: numberOrNull(row.rain_rate_max),
        rainRateMaxAt: numberOrNull(row.rain_rate_max_at),
        windGustMax: numberOrNull(row.wind_gust_max),
        windGustMaxAt: numberOrNull(row.wind_gust_max_at),
        pressureMax: numberOrNull(row.pressure_rel_max),
        pressureMaxAt: numberOrNull(row.pressure_rel_max_at),
        pressureMin: numberOrNull(row.pressure_rel_min),
        pressureMinAt: numberOrNull(row.pressure_rel_min_at),
      }));
    },
  };
}
export type SummaryRecordsRepository = ReturnType<typeof createSummaryRecordsRepository>;
