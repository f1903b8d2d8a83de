/**
 * The daily summaries as the days export writes them (weather-data's days-export.ts): per local day its
 * reading count, rain total and, for each summarised measure, its lowest and highest value with their
 * instants and its mean. The same columns the history and the climate records read.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.ts';
import { SUMMARY_MEASURES, type SummaryMeasure } from '../../../db/tables/summaries.ts';

/** One measure's day: extremes with their instants (epoch ms), and the mean; null where none. */
export interface ExportDayMeasure {
  min: number | null;
  minAt: number | null;
  max: number | null;
  maxAt: number | null;
  mean: number | null;
}

/** One local day of the export, canonical units. */
export interface ExportDayRow {
  day: string;
  readingCount: number;
  rainTotalMm: number | null;
  measures: { readonly [M in SummaryMeasure]: ExportDayMeasure };
}

const num = (value: unknown): number | null => {
  if (value === null || value === undefined) return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
};

export function createExportDaysRepository(db: Kysely<Database>) {
  return {
    /** The station's days with readings from `fromDay` to `toDay` (both included), oldest first. */
    async listExportDays(stationId: number, fromDay: string, toDay: string): Promise<ExportDayRow[]> {
      const rows = await db
        .selectFrom('daily_summaries')
        .selectAll()
        .where('weather_station_id', '=', stationId)
        .where('day', '>=', fromDay)
        .where('day', '<=', toDay)
        .where('reading_count', '>', 0)
        .orderBy('day', 'asc')
        .execute();
      return rows.map((row) => {
        const measure = (m: SummaryMeasure): ExportDayMeasure => {
          const sum = num(row[`${m}_sum`]);
          const count = Number(row[`${m}_count`]);
          return {
            min: num(row[`${m}_min`]),
            minAt: num(row[`${m}_min_at`]),
            max: num(row[`${m}_max`]),
            maxAt: num(row[`${m}_max_at`]),
            mean: sum === null || count === 0 ? null : sum / count,
          };
        };
        return {
          day: row.day,
          readingCount: Number(row.reading_count),
          rainTotalMm: num(row.rain_total_mm),
          measures: Object.fromEntries(
            SUMMARY_MEASURES.map((m) => [m, measure(m)]),
          ) as ExportDayRow['measures'],
        };
      });
    },
  };
}

export type ExportDaysRepository = ReturnType<typeof createExportDaysRepository>;
