import type { GraphData, WeatherPeriod } from '@meteodeck/contract';

/**
 * Rain as interval bars: the rain of a graph answer's points (each point's `rain`, fallen within its
 * reading's interval or its bucket) summed per 10 minutes, hour or local day of the station. The points'
 * times carry the station's offset (contract: ISO 8601 with the station's offset), so the bars follow its
 * local hours and days, also across a DST change or in a zone off the whole hour.
 */

/** A bar: the middle of its interval (epoch ms) and the rain of the interval, null where nothing reported. */
export type RainBar = [number, number | null];

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** The interval of a period's rain bars: 10 minutes on the day, an hour on the week, a day from the month. */
export type RainInterval = '10min' | 'hour' | 'day';

export function rainIntervalOf(period: WeatherPeriod): RainInterval {
  if (period === 'day') return '10min';
  if (period === 'week') return 'hour';
  return 'day';
}

const INTERVAL_MS: Record<RainInterval, number> = { '10min': 10 * MINUTE_MS, hour: HOUR_MS, day: DAY_MS };

/** The UTC offset of an ISO 8601 time, ms ('+02:00' → 7,200,000; 'Z' or none → 0). */
function offsetMsOf(iso: string): number {
  const match = /([+-])(\d\d):(\d\d)$/.exec(iso);
  if (match === null) return 0;
  const ms = (Number(match[2]) * 60 + Number(match[3])) * MINUTE_MS;
  return match[1] === '-' ? -ms : ms;
}

/**
 * The rain of `graph`'s points summed per `interval` of the station's local time, oldest first, one bar per
 * interval holding at least one point (null when none of its points reported rain). A reading's rain fell
 * in the interval ending at it: a reading at 14:10 counts for 14:00–14:10. A bucket is stamped at its
 * middle and counts where that falls. Daily bars are the station's days: from `dayStartHour` (0, 7 or 9)
 * local to the same hour the next day, as its daily summaries are.
 */
export function rainBars(graph: GraphData, interval: RainInterval, dayStartHour = 0): RainBar[] {
  const width = INTERVAL_MS[interval];
  const shift = interval === 'day' ? dayStartHour * HOUR_MS : 0;
  const bars: { start: number; offset: number; rain: number | null }[] = [];
  for (const point of graph.datas) {
    const at = Date.parse(point.receivedAt);
    if (Number.isNaN(at)) continue;
    const offset = offsetMsOf(point.receivedAt);
    // Local wall time as if it were UTC; a reading's interval ends at it (1 ms back from the boundary).
    const start = Math.floor((at + offset - shift - 1) / width) * width + shift;
    let bar = bars.at(-1);
    if (bar === undefined || bar.start !== start) {
      bar = { start, offset, rain: null };
      bars.push(bar);
    }
    if (point.rain !== null) bar.rain = (bar.rain ?? 0) + point.rain;
  }
  return bars.map(({ start, offset, rain }) => [
    start + width / 2 - offset,
    rain === null ? null : Number(rain.toFixed(6)),
  ]);
}
