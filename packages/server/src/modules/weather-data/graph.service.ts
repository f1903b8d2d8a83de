/**
 * Graph data of a station (spec §3 "Graph data", DESIGN §6). day: the raw readings of the last 24 h. week,
 * month, year: the current local ISO week, month and year; record: from the first day with data to the end
 * of today. Those four are bucketed into at most about 1,500 buckets (width from @meteodeck/weather), each
 * point the bucket's means, built from what ingestion keeps folded, never from raw readings: whole days
 * from the daily summaries, whole hours from the hourly rollups, 10 minutes from the 10-minute rollups (so
 * a ten-year record costs about 3,650 summary rows). Only a bucket narrower than 10 minutes (the record of
 * a station a few days old) reads raw readings. Bucket means hide peaks, so the answer also carries the
 * true extreme of each series with its time: from the raw readings for day, from the daily summaries
 * otherwise (the same numbers as the period history). Days are the station's (weather's station-day.ts):
 * for a station whose day ends at 09:00, a named day and the starts of weeks, months, years and the record
 * are at 09:00 local, and the points' running daily rain restarts there; midnight otherwise.
 */

import {
  GRAPH_EXTREME_SERIES,
  type GraphData,
  type GraphExtremes,
  type GraphPoint,
  type PeriodQuery,
  type WeatherPeriod,
} from '@meteodeck/contract';
import {
  addDays,
  bucketPoints,
  createStationDates,
  DAY_MS,
  daysBetween,
  graphBucketWidthMs,
  type StationDayRule,
  startOfStationDay,
  stationDate,
} from '@meteodeck/weather';
import type { RollupWidthMin } from '../../db/database.ts';
import type { PeriodFold, ReadingBucketRow } from '../readings/index.ts';
import type { StationView } from '../stations/index.ts';
import { withDisplayUnits } from './display-units.ts';
import { bucketsOf, daysWithPast, meansOf, present } from './graph-blocks.ts';
import type { GraphDeps, PastGraphPoints } from './graph-deps.ts';
import {
  type CanonicalPoint,
  createDailyRainCounter,
  type DailyRainState,
  extremesOf,
  NO_EXTREME,
  readingPoint,
  SERIES,
  toGraphPoint,
} from './graph-points.ts';
import { checkWindow, type PeriodWindow, resolveWindow } from './period-window.ts';
import { lackingSpan, meansWidthFor, rollupSpanFor, withPm25Means } from './pm25-means.ts';
import { createPresenter, type Presenter } from './weather-data.presenter.ts';

export interface GraphService {
  /**
   * Points and true extremes of `period` for the station of `reference`, or of the window the query names
   * (period-window.ts; its marks are the window's fold, the numbers its history answers); 404 for an
   * unknown station, 400 for a bad window.
   */
  getGraph(reference: string, period: WeatherPeriod, query?: PeriodQuery): Promise<GraphData>;
}

/**
 * Raw readings of [fromMs, throughMs] as points. Marks: the window's fold when given (a named window),
 * else the extremes of the points themselves (the spec's last 24 h).
 */
async function rawGraph(
  deps: GraphDeps,
  p: Presenter,
  stationId: number,
  rule: StationDayRule,
  fromMs: number,
  throughMs: number,
  toMs: number,
  fold?: PeriodFold,
) {
  // Read from the start of the station day before the window (local midnight, or 07:00 or 09:00) so
  // rainDaily of the first points counts the whole day.
  const dayStartMs = startOfStationDay(stationDate(fromMs, rule), rule);
  const rows = await deps.readings.listThrough(stationId, dayStartMs, throughMs);
  const dailyRain = createDailyRainCounter(createStationDates(rule));
  const points: CanonicalPoint[] = [];
  for (const row of rows) {
    const rainDaily = dailyRain.add(row.received_at, row.rain_mm);
    if (row.received_at >= fromMs) points.push(readingPoint(row, rainDaily));
  }
  let extremes: GraphExtremes;
  if (fold !== undefined) {
    extremes = extremesOf(p, (series) => fold.measures[SERIES[series].measure]);
  } else {
    // One bucket spanning the whole window: its per-measure min and max are the true extremes.
    const [all] = bucketPoints(points, {
      widthMs: throughMs - fromMs + 1,
      originMs: fromMs,
      measures: GRAPH_EXTREME_SERIES,
    });
    extremes = extremesOf(p, (series) => {
      const s = all?.measures[series];
      return s === undefined
        ? NO_EXTREME
        : { min: s.min, minAt: s.minAtMs, max: s.max, maxAt: s.maxAtMs, sum: s.sum, count: s.count };
    });
  }
  return {
    from: p.at(fromMs),
    to: p.at(toMs),
    bucketMinutes: null,
    datas: points.map((pt) => toGraphPoint(p, pt)),
    extremes,
  };
}

/**
 * Where the daily rain stands at `startMs` (a rolling window starts within a station day, and its first
 * points' rainDaily counts from that day's start): the rollups of the day before it. Undefined at the start
 * of a station day.
 */
async function rainBefore(
  deps: GraphDeps,
  station: StationView,
  startMs: number,
): Promise<DailyRainState | undefined> {
  const day = stationDate(startMs, station);
  const dayStart = startOfStationDay(day, station);
  if (dayStart === startMs) return undefined;
  const fold = await deps.periodFolds.foldRange(station, dayStart, startMs);
  return { day, total: fold.rainTotal };
}

/**
 * The points of [startMs, endMs) (startMs the start of a station day or, for a rolling window, a local
 * 10-minute mark) in buckets of `widthMs`: those of buckets before the one holding the start of the
 * station's `today` (its station day) from the past cache, as shown (the presentation of a year's points
 * costs more than reading them), the rest read and shown now.
 */
async function pointsWithPast(
  deps: GraphDeps,
  p: Presenter,
  station: StationView,
  period: WeatherPeriod,
  startMs: number,
  endMs: number,
  widthMs: number,
  today: string,
): Promise<GraphPoint[]> {
  const dayOf = createStationDates(station);
  const key = {
    variant: `graph:${period}:${startMs}:${endMs}:${widthMs}:${station.fingerprint}`,
    boundaryDay: today,
    timezone: station.timezone,
    dayStartHour: station.dayStartHour,
    reference: station.reference,
  };
  // A bucket's point stands at its middle; its 24 h mean PM2.5 is that of the 24 h up to its end.
  const endOffsetMs = widthMs / 2;
  /** `shown` with the means worked out for its points lacking one, at `widthMin` (default: by its span). */
  const withPastMeans = async (shown: PastGraphPoints, widthMin?: RollupWidthMin) => {
    const lacking = lackingSpan(shown.points, endOffsetMs);
    if (lacking === undefined) return shown;
    const width = widthMin ?? meansWidthFor(lacking);
    const points = await meansOf(deps.buckets, station.id, shown.points, lacking, width, endOffsetMs);
    return { ...shown, points, lacking, meansWidthMin: width };
  };
  let readPast: () => Promise<PastGraphPoints>;
  let fresh: ReadingBucketRow[];
  if (widthMs % DAY_MS === 0) {
    const firstDay = stationDate(startMs, station);
    const days = widthMs / DAY_MS;
    const index = (day: string) => daysBetween(firstDay, day);
    const lastDay = stationDate(endMs, station);
    const todayBucket = addDays(firstDay, Math.max(0, Math.floor(index(today) / days)) * days);
    const boundaryDay = todayBucket < lastDay ? todayBucket : lastDay;
    readPast = async () =>
      present(
        p,
        dayOf,
        await deps.buckets.listDayBuckets(station.id, firstDay, boundaryDay, days, index),
        startMs,
        widthMs,
      );
    fresh = await deps.buckets.listDayBuckets(station.id, boundaryDay, lastDay, days, index);
  } else {
    const todayStart = startOfStationDay(today, station);
    const boundaryIndex = Math.max(0, Math.floor((todayStart - startMs) / widthMs));
    const boundaryMs = Math.min(endMs, startMs + boundaryIndex * widthMs);
    readPast = async () =>
      present(
        p,
        dayOf,
        await bucketsOf(deps, station.id, station, startMs, boundaryMs, widthMs),
        startMs,
        widthMs,
        await rainBefore(deps, station, startMs),
      );
    fresh = (await bucketsOf(deps, station.id, station, boundaryMs, endMs, widthMs)).map((row) => ({
      ...row,
      bucket: row.bucket + boundaryIndex,
    }));
  }
  let past = deps.pastPoints.get(station.id, key);
  if (past === undefined) {
    const generation = deps.pastPoints.generation(station.id);
    past = await withPastMeans(await readPast());
    deps.pastPoints.set(station.id, key, past, generation);
  }
  const freshShown = present(p, dayOf, fresh, startMs, widthMs, past.rain).points;
  const freshLacking = lackingSpan(freshShown, endOffsetMs);
  const first = past.lacking ?? freshLacking;
  const last = freshLacking ?? past.lacking;
  if (first === undefined || last === undefined) return [...past.points, ...freshShown];
  // The rollups' width follows the span of every point lacking a mean, the past's and today's together:
  // when today's points change it, the past's means are worked out again at that width (not kept).
  const widthMin = meansWidthFor({ firstMs: first.firstMs, lastMs: last.lastMs });
  const pastPoints =
    past.lacking === undefined || past.meansWidthMin === widthMin
      ? past.points
      : (await withPastMeans(await readPast(), widthMin)).points;
  const freshPoints =
    freshLacking === undefined
      ? freshShown
      : await meansOf(deps.buckets, station.id, freshShown, freshLacking, widthMin, endOffsetMs);
  return [...pastPoints, ...freshPoints];
}

/** Builds the graph use case. */
export function createGraphService(deps: GraphDeps): GraphService {
  /** The spec's day graph: the raw readings of the last 24 h up to now. */
  function dayGraph(p: Presenter, station: StationView) {
    const now = deps.clock.now();
    return rawGraph(deps, p, station.id, station, now - DAY_MS, now, now);
  }

  async function bucketedGraph(p: Presenter, station: StationView, period: WeatherPeriod) {
    const now = deps.clock.now();
    if (period === 'record') {
      const firstDay = await deps.summaries.findFirstDay(station.id);
      if (firstDay === undefined) {
        return {
          from: null,
          to: null,
          bucketMinutes: null,
          datas: [],
          extremes: extremesOf(p, () => NO_EXTREME),
        };
      }
      // From the start of the first station day to the end of today's.
      const startMs = startOfStationDay(firstDay, station);
      const endMs = startOfStationDay(addDays(stationDate(now, station), 1), station);
      return bucketedRange(p, station, period, startMs, endMs, await deps.periodFolds.fold(station));
    }
    const window = resolveWindow(period, { named: false }, station.timezone, now, station.dayStartHour);
    return bucketedRange(
      p,
      station,
      period,
      window.startMs,
      window.endMs,
      await deps.periodFolds.foldWindow(station, window),
    );
  }

  /** The bucketed points of [startMs, endMs) with the marks of `fold`. */
  async function bucketedRange(
    p: Presenter,
    station: StationView,
    period: WeatherPeriod,
    startMs: number,
    endMs: number,
    fold: PeriodFold,
  ) {
    const today = stationDate(deps.clock.now(), station);
    const widthMs = graphBucketWidthMs(period, startMs, endMs) ?? DAY_MS;
    return {
      from: p.at(startMs),
      to: p.at(endMs),
      bucketMinutes: Math.round(widthMs / 60_000),
      datas: await pointsWithPast(deps, p, station, period, startMs, endMs, widthMs, today),
      extremes: extremesOf(p, (series) => fold.measures[SERIES[series].measure]),
      ...(period === 'year' || period === 'record'
        ? { days: await daysWithPast(deps, p, station, period, { startMs, endMs, widthMs }, today) }
        : {}),
    };
  }

  /** The graph of a named window: raw readings for a day, buckets otherwise; the window's fold as marks. */
  async function windowGraph(
    p: Presenter,
    station: StationView,
    period: WeatherPeriod,
    window: PeriodWindow,
  ) {
    const fold = await deps.periodFolds.foldWindow(station, window);
    if (period === 'day') {
      const { startMs, endMs } = window;
      return rawGraph(deps, p, station.id, station, startMs, endMs - 1, endMs, fold);
    }
    return bucketedRange(p, station, period, window.startMs, window.endMs, fold);
  }

  /**
   * The points with the 24 h mean PM2.5's AQI where the station sent no mean (pm25-means.ts). Buckets of a
   * day or more carry their own mean already (bucketPoint).
   */
  async function withMeans(
    stationId: number,
    points: GraphPoint[],
    bucketMinutes: number | null,
  ): Promise<GraphPoint[]> {
    // A bucket's point stands at its middle; its mean is that of the 24 h up to its end.
    const endOffsetMs = bucketMinutes === null ? 0 : (bucketMinutes * 60_000) / 2;
    const span = rollupSpanFor(points, endOffsetMs);
    if (span === undefined) return points;
    const { widthMin, fromMs, toMs } = span;
    const rollups = await deps.buckets.listRollupPm25(stationId, widthMin, fromMs, toMs);
    return withPm25Means(points, rollups, widthMin, endOffsetMs);
  }

  return {
    async getGraph(reference, period, query = {}) {
      const now = deps.clock.now();
      const request = checkWindow(period, query, now);
      const station = withDisplayUnits(await deps.stationViews.getByReference(reference), query);
      const p = createPresenter(station);
      let body: Omit<GraphData, 'weatherStation' | 'unit' | 'period'>;
      if (request.named && period !== 'record') {
        const window = resolveWindow(period, request, station.timezone, now, station.dayStartHour);
        body = await windowGraph(p, station, period, window);
      } else if (period === 'day') {
        body = await dayGraph(p, station);
      } else {
        body = await bucketedGraph(p, station, period);
      }
      // Bucketed points come with their means (pointsWithPast); the raw ones get them here.
      const datas =
        body.bucketMinutes === null
          ? await withMeans(station.id, body.datas, body.bucketMinutes)
          : body.datas;
      return { weatherStation: p.station, unit: p.unit, period, ...body, datas };
    },
  };
}
