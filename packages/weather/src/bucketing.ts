/**
 * Graph bucketing (DESIGN §6): the day graph shows raw readings; week, month, year and record group
 * readings into equal time buckets so that a series has at most about 1,500 points, each bucket keeping the
 * mean and the extremes (with their times, for the chart's min/max marks) of every measure.
 */

import { DAY_MS, HOUR_MS, MINUTE_MS, WEEK_MS } from './time-constants.ts';
import { meanWindDirectionDeg } from './wind-direction.ts';

/** Most points a bucketed graph series should have. */
export const GRAPH_MAX_POINTS = 1500;

/** The graph periods of the API (spec §9). */
export const GRAPH_PERIODS = ['day', 'week', 'month', 'year', 'record'] as const;
export type GraphPeriod = (typeof GRAPH_PERIODS)[number];

/** Bucket widths tried in order: round durations, so bucket starts fall on whole minutes, hours or days. */
export const BUCKET_WIDTHS_MS: readonly number[] = [
  MINUTE_MS,
  2 * MINUTE_MS,
  5 * MINUTE_MS,
  10 * MINUTE_MS,
  15 * MINUTE_MS,
  20 * MINUTE_MS,
  30 * MINUTE_MS,
  HOUR_MS,
  2 * HOUR_MS,
  3 * HOUR_MS,
  4 * HOUR_MS,
  6 * HOUR_MS,
  8 * HOUR_MS,
  12 * HOUR_MS,
  DAY_MS,
  2 * DAY_MS,
  3 * DAY_MS,
  WEEK_MS,
  2 * WEEK_MS,
];

/**
 * The smallest width of {@link BUCKET_WIDTHS_MS} that splits `rangeMs` into at most `maxPoints` buckets
 * (default 1,500): a 7-day week gives 10 min (1,008 buckets), a 31-day month 30 min (1,488), a year 6 h
 * (1,460–1,464). Ranges too long for two weeks (over 57 years) get whole weeks. Throws RangeError for a
 * non-positive `maxPoints` or a negative range.
 */
export function chooseBucketWidthMs(rangeMs: number, maxPoints = GRAPH_MAX_POINTS): number {
  if (!(maxPoints >= 1) || !(rangeMs >= 0)) {
    throw new RangeError(`invalid range ${rangeMs} ms or point count ${maxPoints}`);
  }
  for (const width of BUCKET_WIDTHS_MS) {
    if (Math.ceil(rangeMs / width) <= maxPoints) return width;
  }
  return Math.ceil(rangeMs / maxPoints / WEEK_MS) * WEEK_MS;
}

/**
 * Bucket width for a graph period over [startMs, endMs): `null` for 'day' (raw readings, DESIGN §6),
 * else {@link chooseBucketWidthMs} of the range.
 */
export function graphBucketWidthMs(period: GraphPeriod, startMs: number, endMs: number): number | null {
  return period === 'day' ? null : chooseBucketWidthMs(Math.max(0, endMs - startMs));
}

/** One reading for a graph: its time and the values of the measures it carries. */
export interface GraphPoint<K extends string> {
  readonly atMs: number;
  readonly values: { readonly [P in K]?: number | null };
}

/** Statistics of one measure inside a bucket; only readings carrying a finite value count. */
export interface MeasureStats {
  /** Arithmetic mean; for directional measures the vector mean, `null` when the directions cancel out. */
  readonly mean: number | null;
  readonly min: number;
  readonly minAtMs: number;
  readonly max: number;
  readonly maxAtMs: number;
  readonly sum: number;
  readonly count: number;
}

/** A time bucket [startMs, endMs) and, per measure with at least one value in it, its statistics. */
export interface GraphBucket<K extends string> {
  readonly startMs: number;
  readonly endMs: number;
  /** Readings that fell into the bucket. */
  readonly count: number;
  readonly measures: { readonly [P in K]?: MeasureStats };
}

/** How {@link bucketPoints} groups points. */
export interface BucketOptions<K extends string> {
  /** Bucket width, ms (from {@link chooseBucketWidthMs}). */
  readonly widthMs: number;
  /** An instant buckets are aligned to (e.g. the period's local start); default the epoch. */
  readonly originMs?: number;
  /** The measures to aggregate. */
  readonly measures: readonly K[];
  /** Measures that are angles in degrees (wind direction): averaged as vectors so 350° and 10° give 0°. */
  readonly directionalMeasures?: readonly K[];
}

interface Accumulator {
  min: number;
  minAtMs: number;
  max: number;
  maxAtMs: number;
  sum: number;
  count: number;
  directions: number[];
}

/**
 * Groups points into buckets of `widthMs` aligned on `originMs` (bucket = ⌊(atMs − origin) / width⌋) and
 * returns the non-empty buckets in time order, each with per-measure mean, min and max (earliest time of
 * each extreme), sum and count. Null and non-finite values are skipped; a measure with no value in a
 * bucket is absent from its `measures`. Pure: the input is not modified.
 */
export function bucketPoints<K extends string>(
  points: readonly GraphPoint<K>[],
  options: BucketOptions<K>,
): GraphBucket<K>[] {
  const { widthMs, originMs = 0, measures, directionalMeasures = [] } = options;
  if (!(widthMs > 0)) throw new RangeError(`widthMs must be positive, got ${widthMs}`);
  const buckets = new Map<number, { count: number; stats: Map<K, Accumulator> }>();
  for (const point of points) {
    const index = Math.floor((point.atMs - originMs) / widthMs);
    let bucket = buckets.get(index);
    if (bucket === undefined) {
      bucket = { count: 0, stats: new Map() };
      buckets.set(index, bucket);
    }
    bucket.count += 1;
    for (const measure of measures) {
      const value = point.values[measure];
      if (value === null || value === undefined || !Number.isFinite(value)) continue;
      const acc = bucket.stats.get(measure);
      if (acc === undefined) {
        bucket.stats.set(measure, {
          min: value,
          minAtMs: point.atMs,
          max: value,
          maxAtMs: point.atMs,
          sum: value,
          count: 1,
          directions: [value],
        });
        continue;
      }
      if (value < acc.min || (value === acc.min && point.atMs < acc.minAtMs)) {
        acc.min = value;
        acc.minAtMs = point.atMs;
      }
      if (value > acc.max || (value === acc.max && point.atMs < acc.maxAtMs)) {
        acc.max = value;
        acc.maxAtMs = point.atMs;
      }
      acc.sum += value;
      acc.count += 1;
      acc.directions.push(value);
    }
  }
  return [...buckets.entries()]
    .sort(([a], [b]) => a - b)
    .map(([index, bucket]) => {
      const startMs = originMs + index * widthMs;
      const stats: { [P in K]?: MeasureStats } = {};
      for (const [measure, acc] of bucket.stats) {
        const mean = directionalMeasures.includes(measure)
          ? meanWindDirectionDeg(acc.directions.map((directionDeg) => ({ directionDeg })))
          : acc.sum / acc.count;
        stats[measure] = {
          mean,
          min: acc.min,
          minAtMs: acc.minAtMs,
          max: acc.max,
          maxAtMs: acc.maxAtMs,
          sum: acc.sum,
          count: acc.count,
        };
      }
      return { startMs, endMs: startMs + widthMs, count: bucket.count, measures: stats };
    });
}
