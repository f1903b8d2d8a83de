/**
 * Reads of `daily_summaries` (one row per station and local day, maintained by ingestion in the reading's
 * transaction). Period extremes and rain totals come from here, never from a scan of `readings`: a record
 * query aggregates one row per day of history in the database, whatever the reading rate.
 */
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { type Database, SUMMARY_MEASURES, type SummaryMeasure } from '../../../db/database.ts';
import type { MeasureExtremes, PeriodFold } from './period-fold.ts';

/** The columns the rain totals of the current data need, per day. */
export interface DayRainRow {
  day: string;
  rainTotalMm: number | null;
  windGustMaxMs: number | null;
  lightningCount: number | null;
}

function toNumberOrNull(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

const column = (name: string) => sql.ref(name);

/** One value per summary measure (SUMMARY_MEASURES: the catalogue's and the derived ones). */
function byMeasure<T>(make: (measure: SummaryMeasure) => T): { [M in SummaryMeasure]: T } {
  // One value per measure: the mapped type, which fromEntries cannot tell.
  return Object.fromEntries(SUMMARY_MEASURES.map((m) => [m, make(m)])) as { [M in SummaryMeasure]: T };
}

/** What a climate report needs of one day, canonical units (°C, m/s, mm), instants in epoch ms. */
export interface ReportDayRow {
  day: string;
  temperatureMin: number | null;
  temperatureMinAt: number | null;
  temperatureMax: number | null;
  temperatureMaxAt: number | null;
  temperatureSum: number | null;
  temperatureCount: number;
  rainTotalMm: number | null;
  windSpeedSum: number | null;
  windSpeedCount: number;
  windSpeedMax: number | null;
  windSpeedMaxAt: number | null;
  windGustMax: number | null;
  windGustMaxAt: number | null;
  windDirEast: number | null;
  windDirNorth: number | null;
  windDirCount: number;
}

/** A ReportDayRow with the day's relative pressure extremes (hPa) and their instants. */
export interface CalendarDayRow extends ReportDayRow {
  pressureMin: number | null;
  pressureMinAt: number | null;
  pressureMax: number | null;
  pressureMaxAt: number | null;
}

/** A selection of an aggregate query: a raw SQL expression with its alias. */
export type AliasedAggregate = ReturnType<RawBuilder<unknown>['as']>;

/**
 * The fold of the rows `run` selects from (daily summaries or rollups: both hold the same fold columns):
 * extremes with the earliest instant of each, sums, counts and totals. Two aggregate queries whatever the
 * number of rows: the database folds them, the app never reads them one by one. `withDays`: the rows have a
 * `day` column (daily summaries), whose first and last the fold names; without it they stay null.
 */
export async function aggregateFold(
  run: (selections: AliasedAggregate[]) => Promise<Record<string, unknown>>,
  withDays: boolean,
): Promise<PeriodFold> {
  const aliased: AliasedAggregate[] = [];
  for (const m of SUMMARY_MEASURES) {
    aliased.push(
      sql`MIN(${column(`${m}_min`)})`.as(`${m}__min`),
      sql`MAX(${column(`${m}_max`)})`.as(`${m}__max`),
      sql`SUM(${column(`${m}_sum`)})`.as(`${m}__sum`),
      sql`SUM(${column(`${m}_count`)})`.as(`${m}__count`),
    );
  }
  const row = await run([
    ...aliased,
    sql`SUM(rain_total_mm)`.as('rain_total'),
    sql`SUM(lightning_count)`.as('lightning'),
    sql`MAX(rain_event_max)`.as('rain_event_max'),
    sql`MIN(rain_event_min)`.as('rain_event_min'),
    ...(withDays ? [sql`MIN(day)`.as('first_day'), sql`MAX(day)`.as('last_day')] : []),
  ]);

  // Second pass: the earliest instant at which each extreme was reached, now that the values are known.
  const instants: AliasedAggregate[] = [];
  const extremeAt = (valueColumn: string, atColumn: string, value: number | null, alias: string) => {
    if (value !== null) {
      instants.push(
        sql`MIN(CASE WHEN ${column(valueColumn)} = ${value} THEN ${column(atColumn)} END)`.as(alias),
      );
    }
  };
  for (const m of SUMMARY_MEASURES) {
    extremeAt(`${m}_min`, `${m}_min_at`, toNumberOrNull(row[`${m}__min`]), `${m}__min_at`);
    extremeAt(`${m}_max`, `${m}_max_at`, toNumberOrNull(row[`${m}__max`]), `${m}__max_at`);
  }
  extremeAt('rain_event_max', 'rain_event_max_at', toNumberOrNull(row.rain_event_max), 'rain_event_max_at');
  extremeAt('rain_event_min', 'rain_event_min_at', toNumberOrNull(row.rain_event_min), 'rain_event_min_at');
  const at: Record<string, unknown> = instants.length === 0 ? {} : await run(instants);

  const measure = (m: SummaryMeasure): MeasureExtremes => ({
    min: toNumberOrNull(row[`${m}__min`]),
    minAt: toNumberOrNull(at[`${m}__min_at`]),
    max: toNumberOrNull(row[`${m}__max`]),
    maxAt: toNumberOrNull(at[`${m}__max_at`]),
    sum: toNumberOrNull(row[`${m}__sum`]) ?? 0,
    count: toNumberOrNull(row[`${m}__count`]) ?? 0,
  });
  const measures = byMeasure(measure);
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  return {
    measures,
    rainTotal: toNumberOrNull(row.rain_total),
    rainEventMax: toNumberOrNull(row.rain_event_max),
    rainEventMaxAt: toNumberOrNull(at.rain_event_max_at),
    rainEventMin: toNumberOrNull(row.rain_event_min),
    rainEventMinAt: toNumberOrNull(at.rain_event_min_at),
    lightningCount: toNumberOrNull(row.lightning),
    firstDay: text(row.first_day),
    lastDay: text(row.last_day),
  };
}

/** The columns of a ReportDayRow. */
const REPORT_COLUMNS = [
  'day',
  'temperature_min',
  'temperature_min_at',
  'temperature_max',
  'temperature_max_at',
  'temperature_sum',
  'temperature_count',
  'rain_total_mm',
  'wind_speed_sum',
  'wind_speed_count',
  'wind_speed_max',
  'wind_speed_max_at',
  'wind_gust_max',
  'wind_gust_max_at',
  'wind_dir_east',
  'wind_dir_north',
  'wind_dir_count',
] as const;

type ReportColumnRow = { [C in (typeof REPORT_COLUMNS)[number]]: unknown } & { day: string };

function toReportDay(row: ReportColumnRow): ReportDayRow {
  return {
    day: row.day,
    temperatureMin: toNumberOrNull(row.temperature_min),
    temperatureMinAt: toNumberOrNull(row.temperature_min_at),
    temperatureMax: toNumberOrNull(row.temperature_max),
    temperatureMaxAt: toNumberOrNull(row.temperature_max_at),
    temperatureSum: toNumberOrNull(row.temperature_sum),
    temperatureCount: Number(row.temperature_count),
    rainTotalMm: toNumberOrNull(row.rain_total_mm),
    windSpeedSum: toNumberOrNull(row.wind_speed_sum),
    windSpeedCount: Number(row.wind_speed_count),
    windSpeedMax: toNumberOrNull(row.wind_speed_max),
    windSpeedMaxAt: toNumberOrNull(row.wind_speed_max_at),
    windGustMax: toNumberOrNull(row.wind_gust_max),
    windGustMaxAt: toNumberOrNull(row.wind_gust_max_at),
    windDirEast: toNumberOrNull(row.wind_dir_east),
    windDirNorth: toNumberOrNull(row.wind_dir_north),
    windDirCount: Number(row.wind_dir_count),
  };
}

/** Queries of `daily_summaries` for the read side; takes a Kysely instance or a transaction. */
export function createSummariesReadRepository(db: Kysely<Database>) {
  /** The station's summaries from `fromDay` (inclusive) to `toDay` (exclusive); no bound when undefined. */
  const daysOf = (stationId: number, fromDay?: string, toDay?: string) => {
    let query = db.selectFrom('daily_summaries').where('weather_station_id', '=', stationId);
    if (fromDay !== undefined) query = query.where('day', '>=', fromDay);
    if (toDay !== undefined) query = query.where('day', '<', toDay);
    return query;
  };

  return {
    /**
     * Extremes (with the earliest instant of each), sums, counts and totals of the days from `fromDay`
     * (inclusive) to `toDay` (exclusive), both 'YYYY-MM-DD' or undefined for no bound (record). Two
     * aggregate queries whatever the length of the period: the database folds the rows, the app never
     * reads them one by one.
     */
    async aggregate(stationId: number, fromDay?: string, toDay?: string): Promise<PeriodFold> {
      return aggregateFold(
        async (selections) =>
          (await daysOf(stationId, fromDay, toDay).select(selections).executeTakeFirst()) ?? {},
        true,
      );
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

    /** The days from `fromDay` to `toDay` (both inclusive) that hold readings, oldest first. */
    async listReportDays(stationId: number, fromDay: string, toDay: string): Promise<ReportDayRow[]> {
      const rows = await db
        .selectFrom('daily_summaries')
        .select(REPORT_COLUMNS)
        .where('weather_station_id', '=', stationId)
        .where('day', '>=', fromDay)
        .where('day', '<=', toDay)
        .where('reading_count', '>', 0)
        .orderBy('day', 'asc')
        .execute();
      return rows.map(toReportDay);
    },

    /**
     * The days among `days` ('YYYY-MM-DD', e.g. one calendar day in every year) that hold readings, oldest
     * first, with their pressure extremes: one indexed lookup per day, never a scan of the station's history.
     */
    async listCalendarDays(stationId: number, days: readonly string[]): Promise<CalendarDayRow[]> {
      if (days.length === 0) return [];
      const rows = await db
        .selectFrom('daily_summaries')
        .select([
          ...REPORT_COLUMNS,
          'pressure_rel_min',
          'pressure_rel_min_at',
          'pressure_rel_max',
          'pressure_rel_max_at',
        ])
        .where('weather_station_id', '=', stationId)
        .where('day', 'in', [...days])
        .where('reading_count', '>', 0)
        .orderBy('day', 'asc')
        .execute();
      return rows.map((row) => ({
        ...toReportDay(row),
        pressureMin: toNumberOrNull(row.pressure_rel_min),
        pressureMinAt: toNumberOrNull(row.pressure_rel_min_at),
        pressureMax: toNumberOrNull(row.pressure_rel_max),
        pressureMaxAt: toNumberOrNull(row.pressure_rel_max_at),
      }));
    },

    /** The months ('YYYY-MM', oldest first) in which the station has readings. */
    async listMonthsWithData(stationId: number): Promise<string[]> {
      const rows = await db
        .selectFrom('daily_summaries')
        .select(sql<string>`substr(day, 1, 7)`.as('month'))
        .where('weather_station_id', '=', stationId)
        .where('reading_count', '>', 0)
        .groupBy(sql`substr(day, 1, 7)`)
        .orderBy(sql`substr(day, 1, 7)`)
        .execute();
      return rows.map((row) => row.month);
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
export type SummariesReadRepository = ReturnType<typeof createSummariesReadRepository>;
