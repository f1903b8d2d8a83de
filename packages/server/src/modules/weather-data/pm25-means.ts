/**
 * The 24 h mean PM2.5 of graph points whose station does not upload one (the PM2.5/AQI chart's
 * average-AQI line was empty for every console without its own mean). The mean ending at each point is
 * worked out from the stored PM2.5 by rollup: the 10-minute rollups for graphs of up to a month, the hourly
 * ones beyond, those that overlap the 24 h up to the point (a reading's instant, a bucket's end: a bucket's
 * point stands at its middle). Points that have a station-sent mean, or no PM2.5, are left as they are.
 */
import type { GraphPoint } from '@meteodeck/contract';
import { DAY_MS, pm25Aqi } from '@meteodeck/weather';
import type { RollupWidthMin } from '../../db/database.ts';
import type { RollupPm25 } from '../readings/index.ts';

/** Graphs whose points span up to this read 10-minute rollups, longer ones hourly rollups. */
const FINE_SPAN_MS = 32 * DAY_MS;

/** Whether `point` needs a mean worked out: it shows PM2.5 but no average AQI. */
export const lacksPm25Mean = (point: GraphPoint) => point.pm25 !== null && point.aqiAvg === null;

/** The rollups that `points` need for their means: their width and the span of their starts, [fromMs, toMs). */
export function rollupSpanFor(
  points: readonly GraphPoint[],
  endOffsetMs: number,
): { widthMin: RollupWidthMin; fromMs: number; toMs: number } | undefined {
  const lacking = lackingSpan(points, endOffsetMs);
  if (lacking === undefined) return undefined;
  return rollupSpanOf(lacking, meansWidthFor(lacking));
}

/** The first and last instants (point plus `endOffsetMs`) of the points that lack a mean. */
export function lackingSpan(
  points: readonly GraphPoint[],
  endOffsetMs: number,
): { firstMs: number; lastMs: number } | undefined {
  let firstMs = Number.POSITIVE_INFINITY;
  let lastMs = Number.NEGATIVE_INFINITY;
  for (const point of points) {
    if (!lacksPm25Mean(point)) continue;
    const at = Date.parse(point.receivedAt) + endOffsetMs;
    if (at < firstMs) firstMs = at;
    if (at > lastMs) lastMs = at;
  }
  return firstMs === Number.POSITIVE_INFINITY ? undefined : { firstMs, lastMs };
}

/** The rollups' width for means over a graph whose points lacking one span `span`. */
export function meansWidthFor(span: { firstMs: number; lastMs: number }): RollupWidthMin {
  return span.lastMs - span.firstMs <= FINE_SPAN_MS ? 10 : 60;
}

/** The span of rollup starts [fromMs, toMs) that the means of points in `span` need, at `widthMin`. */
export function rollupSpanOf(
  span: { firstMs: number; lastMs: number },
  widthMin: RollupWidthMin,
): { widthMin: RollupWidthMin; fromMs: number; toMs: number } {
  return { widthMin, fromMs: span.firstMs - DAY_MS - widthMin * 60_000, toMs: span.lastMs + 1 };
}

/**
 * `points` (in time order) with the average AQI of each point that lacks one: the US EPA AQI of the mean
 * PM2.5 of the `rollups` of `widthMin` (in time order) that overlap the 24 h up to t, the point's instant
 * plus `endOffsetMs` (half a bucket: its end; 0 for readings), those starting in (t − 24 h − width, t).
 * New objects where changed; the points given (possibly cached) are not modified.
 */
export function withPm25Means(
  points: readonly GraphPoint[],
  rollups: readonly RollupPm25[],
  widthMin: RollupWidthMin,
  endOffsetMs: number,
): GraphPoint[] {
  const widthMs = widthMin * 60_000;
  let first = 0;
  let next = 0;
  let sum = 0;
  let count = 0;
  return points.map((point) => {
    if (!lacksPm25Mean(point)) return point;
    const at = Date.parse(point.receivedAt) + endOffsetMs;
    // Rollups that started before t come in (a reading's own too: t is its instant plus nothing, so
    // `<= at` for readings); those that ended 24 h before t leave.
    const startedBy = endOffsetMs === 0 ? at : at - 1;
    for (; next < rollups.length && (rollups[next]?.startMs ?? Infinity) <= startedBy; next += 1) {
      sum += rollups[next]?.sum ?? 0;
      count += rollups[next]?.count ?? 0;
    }
    for (; first < next && (rollups[first]?.startMs ?? 0) + widthMs <= at - DAY_MS; first += 1) {
      sum -= rollups[first]?.sum ?? 0;
      count -= rollups[first]?.count ?? 0;
    }
    const aqi = count > 0 ? pm25Aqi(sum / count) : null;
    return aqi === null ? point : { ...point, aqiAvg: Math.round(aqi) };
  });
}
