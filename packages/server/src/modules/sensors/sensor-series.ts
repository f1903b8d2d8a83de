/**
 * The public sensors' series for the graph page: a window of local days cut into buckets by its length
 * (10 minutes up to two days: a rolling 24 h spans two, an hour up to 31 days, else the station days'
 * means from extra_sensor_days, each at its day's start), each sensor's buckets and its whole station
 * days' extremes (the chart's min and max marks). The window itself is civil days, as the main graphs';
 * only the days' rows follow the station's day (weather's station-day.ts: 09:00 to 09:00 for a 09:00 day).
 */
import type { SensorSeries, SensorSeriesLine, SensorSeriesQuery } from '@meteodeck/contract';
import { SENSOR_SERIES_MAX_DAYS } from '@meteodeck/contract';
import { daysBetween, MINUTE_MS, periodBoundsOfDate, startOfStationDay } from '@meteodeck/weather';
import { invalid } from '../../app-error.ts';
import { importedMarksOf } from './sensors-imported-extremes.ts';
import type { SensorDayRow, SensorRow, SensorsReadRepository } from './sensors-read.repository.ts';

/** Longest window (days) cut into 10-minute buckets, and into hourly ones. */
const TEN_MINUTE_DAYS = 2;
const HOURLY_DAYS = 31;

/** The bucket length (minutes) of a window of `days` local days. */
export function bucketMinutesFor(days: number): number {
  if (days <= TEN_MINUTE_DAYS) return 10;
  if (days <= HOURLY_DAYS) return 60;
  return 1440;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** A day row's mean (null for a counter or a day without values). */
const dayMean = (row: SensorDayRow) => (row.counter === 1 || row.count === 0 ? null : row.sum / row.count);

/**
 * The series of `sensors` (the station's public ones, by position) from local day `query.from` to
 * `query.to` (both included, at most SENSOR_SERIES_MAX_DAYS) in the station's time zone.
 */
export async function sensorSeries(
  repo: SensorsReadRepository,
  station: { id: number; timezone: string; dayStartHour?: number },
  sensors: readonly SensorRow[],
  query: SensorSeriesQuery,
  unitOf: (kind: string) => string,
): Promise<SensorSeries> {
  const span = daysBetween(query.from, query.to);
  if (span < 0) throw invalid('La date de début doit précéder la date de fin', 'to');
  if (span + 1 > SENSOR_SERIES_MAX_DAYS)
    throw invalid(`Période de ${SENSOR_SERIES_MAX_DAYS} jours au plus`, 'to');
  const bucketMinutes = bucketMinutesFor(span + 1);
  const rule = { timezone: station.timezone, dayStartHour: station.dayStartHour ?? 0 };
  const keys = sensors.map((row) => row.sensor_key);
  const fromMs = periodBoundsOfDate('day', query.from, station.timezone).startMs;
  const toMs = periodBoundsOfDate('day', query.to, station.timezone).endMs;
  const [days, buckets] = await Promise.all([
    repo.listDays(station.id, keys, query.from, query.to, rule),
    bucketMinutes === 1440
      ? Promise.resolve([])
      : repo.listBuckets(station.id, keys, fromMs, toMs, bucketMinutes * MINUTE_MS),
  ]);
  const lines = new Map<string, SensorSeriesLine>(
    sensors.map((row) => [
      row.sensor_key,
      {
        key: row.sensor_key,
        kind: row.kind,
        channel: row.channel,
        name: row.name,
        unit: unitOf(row.kind),
        points: [],
        days: [],
      },
    ]),
  );
  for (const bucket of buckets) {
    lines
      .get(bucket.sensorKey)
      ?.points.push({ at: iso(bucket.start), mean: bucket.mean, min: bucket.min, max: bucket.max });
  }
  for (const day of days) {
    const line = lines.get(day.sensor_key);
    if (line === undefined) continue;
    line.days.push({
      day: day.day,
      min: day.min,
      minAt: iso(day.min_at),
      max: day.max,
      maxAt: iso(day.max_at),
      ...importedMarksOf(day, day),
    });
    const mean = dayMean(day);
    // Daily buckets: each station day at its start, its mean (a counter: its sum).
    if (bucketMinutes === 1440)
      line.points.push({
        at: iso(startOfStationDay(day.day, rule)),
        mean: mean ?? day.sum,
        min: day.min,
        max: day.max,
      });
  }
  return { from: query.from, to: query.to, bucketMinutes, sensors: [...lines.values()] };
}
