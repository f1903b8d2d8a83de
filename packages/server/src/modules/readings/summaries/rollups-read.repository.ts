/**
 * Graph buckets of a week, a month, a year or all time built from what ingestion keeps folded, never from
 * the raw readings: the 10-minute and hourly rollups (`reading_rollups`) grouped by the database into the
 * graph's buckets, or the daily summaries grouped by whole local days. Each bucket carries its means (sum /
 * count of each measure), its rain total and its wind-direction vector sums, as the raw-reading buckets of
 * weather-data.repository.ts do, so the graph service treats both alike.
 */
import { GRAPH_MEAN_MEASURES, type GraphMeanKind } from '@meteodeck/weather';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database, RollupWidthMin, SummaryFoldColumns, SummaryMeasure } from '../../../db/database.ts';
import type { ReadingBucketRow } from '../store/readings-read.repository.ts';
import type { PeriodFold } from './period-fold.ts';
import { aggregateFold } from './summaries-read.repository.ts';

/** Rollups of one width starting within [fromMs, toMs). */
export interface RollupRange {
  widthMin: RollupWidthMin;
  fromMs: number;
  toMs: number;
}

/** The summary stems whose means the graph shows (each has `_sum` and `_count`): the catalogue's. */
const MEANS = GRAPH_MEAN_MEASURES.map((measure) => measure.stem);
/** The additive columns a bucket is built from, each summed over the rows of the bucket. */
const SUMMED: ReadonlyArray<keyof SummaryFoldColumns> = [
  ...MEANS.flatMap((column) => [`${column}_sum`, `${column}_count`] as const),
  'reading_count',
  'rain_total_mm',
  'wind_dir_east',
  'wind_dir_north',
  'wind_dir_count',
];

function numberOrNull(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

/** Adds one row of sums into an accumulator of the same columns (nulls stay null until a number comes). */
function addSums(into: Map<string, number | null>, row: Record<string, unknown>): void {
  for (const column of SUMMED) {
    const value = numberOrNull(row[column]);
    if (value !== null) into.set(column, (into.get(column) ?? 0) + value);
    else if (!into.has(column)) into.set(column, null);
  }
}

/** A bucket from its summed columns. */
function toBucketRow(bucket: number, sums: Map<string, number | null>): ReadingBucketRow {
  const count = (column: string) => sums.get(column) ?? 0;
  const mean = (column: string) => {
    const n = count(`${column}_count`);
    return n > 0 ? (sums.get(`${column}_sum`) ?? 0) / n : null;
  };
  const means = Object.fromEntries(GRAPH_MEAN_MEASURES.map(({ kind, stem }) => [kind, mean(stem)]));
  return {
    bucket,
    count: count('reading_count'),
    // The catalogue's graphed means, one per kind: the mapped type, which fromEntries cannot tell.
    ...(means as { [K in GraphMeanKind]: number | null }),
    windDirEast: sums.get('wind_dir_east') ?? null,
    windDirNorth: sums.get('wind_dir_north') ?? null,
    windDirCount: count('wind_dir_count'),
    rain: sums.get('rain_total_mm') ?? null,
  };
}

/** Lowest, mean and highest value of a measure over the days of a bucket (canonical units). */
export interface DayRange {
  min: number;
  mean: number;
  max: number;
}

/** The daily ranges of a bucket of whole local days, for the year and record graphs' bands. */
export interface DayRangeRow {
  /** Index of the bucket from the first day: it starts `bucket × daysPerBucket` days after it. */
  bucket: number;
  /** Total rain of the bucket's days, mm; null when none of them reported rain. */
  rain: number | null;
  /** Per measure asked for: its range, null when no day of the bucket had a value. */
  ranges: Partial<Record<SummaryMeasure, DayRange | null>>;
}

/** PM2.5 of one rollup: the sum and count of its readings' values (canonical µg/m³). */
export interface RollupPm25 {
  startMs: number;
  sum: number;
  count: number;
}

/** The wind of one rollup: its mean speed's sum and count, its directions' vector sums (calm left out). */
export interface RollupWind {
  speedSum: number;
  speedCount: number;
  dirEast: number | null;
  dirNorth: number | null;
  dirCount: number;
}

/** Graph bucket queries over rollups and daily summaries; takes a Kysely instance or a transaction. */
export function createRollupsReadRepository(db: Kysely<Database>) {
  return {
    /** The wind of each rollup of `widthMin` starting within [fromMs, toMs) that has a wind speed (a wind rose's samples). */
    async listRollupWinds(
      stationId: number,
      widthMin: RollupWidthMin,
      fromMs: number,
      toMs: number,
    ): Promise<RollupWind[]> {
      const rows = await db
        .selectFrom('reading_rollups')
        .select(['wind_speed_sum', 'wind_speed_count', 'wind_dir_east', 'wind_dir_north', 'wind_dir_count'])
        .where('weather_station_id', '=', stationId)
        .where('width_min', '=', widthMin)
        .where('start_at', '>=', fromMs)
        .where('start_at', '<', toMs)
        .where('wind_speed_count', '>', 0)
        .execute();
      return rows.map((row) => ({
        speedSum: Number(row.wind_speed_sum ?? 0),
        speedCount: Number(row.wind_speed_count),
        dirEast: numberOrNull(row.wind_dir_east),
        dirNorth: numberOrNull(row.wind_dir_north),
        dirCount: Number(row.wind_dir_count),
      }));
    },

    /** The rollups of `widthMin` starting within [fromMs, toMs) that hold PM2.5 values, in time order. */
    async listRollupPm25(
      stationId: number,
      widthMin: RollupWidthMin,
      fromMs: number,
      toMs: number,
    ): Promise<RollupPm25[]> {
      const rows = await db
        .selectFrom('reading_rollups')
        .select(['start_at', 'pm25_sum', 'pm25_count'])
        .where('weather_station_id', '=', stationId)
        .where('width_min', '=', widthMin)
        .where('start_at', '>=', fromMs)
        .where('start_at', '<', toMs)
        .where('pm25_count', '>', 0)
        .orderBy('start_at')
        .execute();
      return rows.map((row) => ({
        startMs: Number(row.start_at),
        sum: Number(row.pm25_sum ?? 0),
        count: Number(row.pm25_count),
      }));
    },

    /**
     * Rollups of `rollupWidthMin` starting within [fromMs, toMs) grouped into buckets of `widthMs` aligned
     * on `fromMs` (a multiple of the rollup width), in time order, empty buckets left out. Width and origin
     * are literals in the SQL: bound parameters would break the GROUP BY on PostgreSQL.
     */
    async listRollupBuckets(
      stationId: number,
      rollupWidthMin: RollupWidthMin,
      fromMs: number,
      toMs: number,
      widthMs: number,
    ): Promise<ReadingBucketRow[]> {
      if (!Number.isSafeInteger(fromMs) || !Number.isSafeInteger(widthMs) || widthMs <= 0) {
        throw new RangeError(`invalid bucket origin ${fromMs} or width ${widthMs}`);
      }
      const bucket = sql<number>`(start_at - ${sql.lit(fromMs)}) / ${sql.lit(widthMs)}`;
      const sums: ReturnType<RawBuilder<unknown>['as']>[] = SUMMED.map((column) =>
        sql`SUM(${sql.ref(column)})`.as(column),
      );
      const rows = await db
        .selectFrom('reading_rollups')
        .select([bucket.as('bucket'), ...sums])
        .where('weather_station_id', '=', stationId)
        .where('width_min', '=', rollupWidthMin)
        .where('start_at', '>=', fromMs)
        .where('start_at', '<', toMs)
        .groupBy(bucket)
        .orderBy(bucket)
        .execute();
      return rows.map((row: Record<string, unknown>) => {
        const summed = new Map<string, number | null>();
        addSums(summed, row);
        return toBucketRow(Number(row.bucket), summed);
      });
    },

    /**
     * The fold of the rollups of `ranges` (disjoint; e.g. the 10-minute and hourly rollups of the part of
     * a day a rolling window covers), as SummariesReadRepository.aggregate folds days: the same columns,
     * so the same extremes, instants and totals. First and last day stay null. No range: an empty fold.
     */
    async aggregateRanges(stationId: number, ranges: readonly RollupRange[]): Promise<PeriodFold> {
      return aggregateFold(async (selections) => {
        if (ranges.length === 0) return {};
        const row = await db
          .selectFrom('reading_rollups')
          .select(selections)
          .where('weather_station_id', '=', stationId)
          .where((eb) =>
            eb.or(
              ranges.map((range) =>
                eb.and([
                  eb('width_min', '=', range.widthMin),
                  eb('start_at', '>=', range.fromMs),
                  eb('start_at', '<', range.toMs),
                ]),
              ),
            ),
          )
          .executeTakeFirst();
        return row ?? {};
      }, false);
    },

    /**
     * Daily summaries from `fromDay` (inclusive) to `toDay` (exclusive) grouped into buckets of
     * `daysPerBucket` whole local days counted from `fromDay` (`dayIndex` gives a day's index), in time
     * order, empty buckets left out.
     */
    async listDayBuckets(
      stationId: number,
      fromDay: string,
      toDay: string,
      daysPerBucket: number,
      dayIndex: (day: string) => number,
    ): Promise<ReadingBucketRow[]> {
      const rows = await db
        .selectFrom('daily_summaries')
        .select(['day', ...SUMMED])
        .where('weather_station_id', '=', stationId)
        .where('day', '>=', fromDay)
        .where('day', '<', toDay)
        .orderBy('day')
        .execute();
      const buckets = new Map<number, Map<string, number | null>>();
      for (const row of rows) {
        const index = Math.floor(dayIndex(row.day) / daysPerBucket);
        let summed = buckets.get(index);
        if (summed === undefined) {
          summed = new Map();
          buckets.set(index, summed);
        }
        addSums(summed, row);
      }
      return [...buckets].map(([index, summed]) => toBucketRow(index, summed));
    },

    /**
     * The daily minimum, mean and maximum of `measures` and the rain of the days from `fromDay` (inclusive)
     * to `toDay` (exclusive) with readings, grouped into buckets of `daysPerBucket` whole local days counted
     * from `fromDay` (`dayIndex` gives a day's index): the lowest minimum, the highest maximum and the mean
     * of all readings of the bucket's days. In time order, empty buckets left out.
     */
    async listDayRanges(
      stationId: number,
      fromDay: string,
      toDay: string,
      daysPerBucket: number,
      dayIndex: (day: string) => number,
      measures: readonly SummaryMeasure[],
    ): Promise<DayRangeRow[]> {
      const columns = measures.flatMap(
        (measure) =>
          [
            `${measure}_min`,
            `${measure}_max`,
            `${measure}_sum`,
            `${measure}_count`,
          ] as const satisfies readonly (
            | `${SummaryMeasure}_min`
            | `${SummaryMeasure}_max`
            | `${SummaryMeasure}_sum`
            | `${SummaryMeasure}_count`
          )[],
      );
      const rows: Record<string, unknown>[] = await db
        .selectFrom('daily_summaries')
        .select(['day', 'rain_total_mm', ...columns])
        .where('weather_station_id', '=', stationId)
        .where('day', '>=', fromDay)
        .where('day', '<', toDay)
        .where('reading_count', '>', 0)
        .orderBy('day')
        .execute();
      interface Fold {
        rain: number | null;
        measures: Map<SummaryMeasure, { min: number; max: number; sum: number; count: number }>;
      }
      const buckets = new Map<number, Fold>();
      for (const row of rows) {
        const index = Math.floor(dayIndex(String(row.day)) / daysPerBucket);
        let fold = buckets.get(index);
        if (fold === undefined) {
          fold = { rain: null, measures: new Map() };
          buckets.set(index, fold);
        }
        const rain = numberOrNull(row.rain_total_mm);
        if (rain !== null) fold.rain = (fold.rain ?? 0) + rain;
        for (const measure of measures) {
          const min = numberOrNull(row[`${measure}_min`]);
          const max = numberOrNull(row[`${measure}_max`]);
          const sum = numberOrNull(row[`${measure}_sum`]);
          const count = numberOrNull(row[`${measure}_count`]) ?? 0;
          if (min === null || max === null || sum === null || count <= 0) continue;
          const seen = fold.measures.get(measure);
          if (seen === undefined) fold.measures.set(measure, { min, max, sum, count });
          else {
            seen.min = Math.min(seen.min, min);
            seen.max = Math.max(seen.max, max);
            seen.sum += sum;
            seen.count += count;
          }
        }
      }
      return [...buckets].map(([bucket, fold]) => {
        const ranges: Partial<Record<SummaryMeasure, DayRange | null>> = {};
        for (const measure of measures) {
          const seen = fold.measures.get(measure);
          ranges[measure] =
            seen === undefined ? null : { min: seen.min, mean: seen.sum / seen.count, max: seen.max };
        }
        return { bucket, rain: fold.rain, ranges };
      });
    },
  };
}

export type RollupsReadRepository = ReturnType<typeof createRollupsReadRepository>;
