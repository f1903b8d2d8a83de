/**
 * The graph use case's building blocks that need no more than the repositories they are handed (graph.service.ts
 * composes them): the buckets of a span from the coarsest folded source, bucket rows as shown points, the 24 h
 * mean PM2.5 of points lacking one, and a year's or the record's days block with its past kept.
 */
import type { GraphDay, GraphPoint, WeatherPeriod } from '@meteodeck/contract';
import {
  addDays,
  DAY_MS,
  daysBetween,
  HOUR_MS,
  MINUTE_MS,
  type StationDayRule,
  startOfStationDay,
  stationDate,
} from '@meteodeck/weather';
import type { RollupWidthMin } from '../../db/database.ts';
import type { ReadingBucketRow } from '../readings/index.ts';
import type { StationView } from '../stations/index.ts';
import { graphDays } from './graph-days.ts';
import type { GraphDeps, PastGraphPoints } from './graph-deps.ts';
import {
  bucketPoint,
  createDailyRainCounter,
  type DailyRainState,
  daySeries,
  toGraphPoint,
} from './graph-points.ts';
import { rollupSpanOf, withPm25Means } from './pm25-means.ts';
import type { Presenter } from './weather-data.presenter.ts';

/**
 * The buckets of [startMs, endMs) (startMs the start of a station day: local midnight, or 07:00 or 09:00)
 * of `widthMs`, from the coarsest folded source whose spans tile them exactly.
 */
export function bucketsOf(
  deps: Pick<GraphDeps, 'buckets' | 'readings'>,
  stationId: number,
  rule: StationDayRule,
  startMs: number,
  endMs: number,
  widthMs: number,
) {
  if (widthMs % DAY_MS === 0) {
    // Whole station days (23 or 25 h on DST changes): bucket by day count, not by milliseconds.
    const firstDay = stationDate(startMs, rule);
    return deps.buckets.listDayBuckets(
      stationId,
      firstDay,
      stationDate(endMs, rule),
      widthMs / DAY_MS,
      (day) => daysBetween(firstDay, day),
    );
  }
  if (widthMs % HOUR_MS === 0) return deps.buckets.listRollupBuckets(stationId, 60, startMs, endMs, widthMs);
  if (widthMs % (10 * MINUTE_MS) === 0) {
    return deps.buckets.listRollupBuckets(stationId, 10, startMs, endMs, widthMs);
  }
  return deps.readings.listBuckets(stationId, startMs, endMs, widthMs);
}

/**
 * Bucket rows as shown points; `rain` carries the daily rain total across calls (sub-day buckets), reset
 * when `dayOf` (the station day of an instant) changes.
 */
export function present(
  p: Presenter,
  dayOf: (atMs: number) => string,
  buckets: readonly ReadingBucketRow[],
  startMs: number,
  widthMs: number,
  rain?: DailyRainState,
): PastGraphPoints {
  const dailyRain = createDailyRainCounter(dayOf, rain);
  const points = buckets.map((row) => {
    const bucketStart = startMs + row.bucket * widthMs;
    // Buckets of a day or more hold several days: their rainDaily is the mean daily total.
    const rainDaily =
      widthMs >= DAY_MS
        ? row.rain === null
          ? null
          : (row.rain * DAY_MS) / widthMs
        : dailyRain.add(bucketStart, row.rain);
    return toGraphPoint(p, bucketPoint(row, bucketStart, widthMs, rainDaily));
  });
  return { points, rain: dailyRain.state() };
}

/** `points` with the 24 h mean PM2.5's AQI of those lacking one (in `lacking`), from rollups of `widthMin`. */
export async function meansOf(
  buckets: GraphDeps['buckets'],
  stationId: number,
  points: GraphPoint[],
  lacking: { firstMs: number; lastMs: number },
  widthMin: RollupWidthMin,
  endOffsetMs: number,
): Promise<GraphPoint[]> {
  const { fromMs, toMs } = rollupSpanOf(lacking, widthMin);
  const rollups = await buckets.listRollupPm25(stationId, widthMin, fromMs, toMs);
  return withPm25Means(points, rollups, widthMin, endOffsetMs);
}

/**
 * The days block of [startMs, endMs) (starts of station days): its buckets before the one holding the
 * station's `today` (its station day) from the past cache, as shown; the bucket of today and later ones read
 * now (a few rows).
 */
export async function daysWithPast(
  deps: Pick<GraphDeps, 'buckets' | 'pastDays'>,
  p: Presenter,
  station: StationView,
  period: WeatherPeriod,
  range: { startMs: number; endMs: number; widthMs: number },
  today: string,
): Promise<GraphDay[]> {
  const series = daySeries(p);
  const firstDay = stationDate(range.startMs, station);
  const endDay = stationDate(range.endMs, station);
  const perBucket = Math.max(1, Math.floor(range.widthMs / DAY_MS));
  const todayIndex = daysBetween(firstDay, today);
  const todayBucket = addDays(firstDay, Math.max(0, Math.floor(todayIndex / perBucket)) * perBucket);
  const boundaryDay = todayBucket < endDay ? todayBucket : endDay;
  if (boundaryDay <= firstDay) return graphDays(deps.buckets, p, station, range, series);
  const boundaryMs = startOfStationDay(boundaryDay, station);
  const key = {
    variant: `days:${period}:${range.startMs}:${range.endMs}:${range.widthMs}:${station.fingerprint}`,
    boundaryDay: today,
    timezone: station.timezone,
    dayStartHour: station.dayStartHour,
    reference: station.reference,
  };
  let past = deps.pastDays.get(station.id, key);
  if (past === undefined) {
    const generation = deps.pastDays.generation(station.id);
    past = await graphDays(deps.buckets, p, station, { ...range, endMs: boundaryMs }, series);
    deps.pastDays.set(station.id, key, past, generation);
  }
  if (boundaryDay >= endDay) return past;
  const fresh = await graphDays(deps.buckets, p, station, { ...range, startMs: boundaryMs }, series);
  return [...past, ...fresh];
}
