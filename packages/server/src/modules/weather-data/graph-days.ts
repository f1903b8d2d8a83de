/**
 * The `days` block of the year and record graphs: one entry per station day (or per bucket of whole days when
 * the record is too long for one a day) with the minimum, mean and maximum of every series with extremes and
 * the rain that fell, from the daily summaries. The charts draw them as bands around the daily mean, and rain
 * as daily bars, where bucket means alone would draw a year as a scribble.
 */

import {
  GRAPH_EXTREME_SERIES,
  type GraphDay,
  type GraphDayRange,
  type GraphExtremeSeries,
} from '@meteodeck/contract';
import {
  addDays,
  DAY_MS,
  daysBetween,
  type StationDayRule,
  startOfStationDay,
  stationDate,
} from '@meteodeck/weather';
import type { SummaryMeasure } from '../../db/database.ts';
import type { DayRange, RollupsReadRepository } from '../readings/index.ts';
import type { Presenter } from './weather-data.presenter.ts';

/** How a series is stored in the summaries and shown (a canonical value in, the shown value out). */
export interface DaySeries {
  measure: SummaryMeasure;
  show: (value: number) => number | null;
}

function showRange(series: DaySeries, range: DayRange | null | undefined): GraphDayRange {
  if (range === null || range === undefined) return null;
  const min = series.show(range.min);
  const mean = series.show(range.mean);
  const max = series.show(range.max);
  return min === null || mean === null || max === null ? null : { min, mean, max };
}

/**
 * The station days of [startMs, endMs) (startMs a station day's start: local midnight, or 07:00 or 09:00)
 * in buckets of whole days as wide as the graph's buckets (at least one day), as shown: the daily summaries'
 * days, which the history tables fold.
 */
export async function graphDays(
  buckets: RollupsReadRepository,
  p: Presenter,
  station: { id: number } & StationDayRule,
  range: { startMs: number; endMs: number; widthMs: number },
  series: { readonly [S in GraphExtremeSeries]: DaySeries },
): Promise<GraphDay[]> {
  const firstDay = stationDate(range.startMs, station);
  const lastDay = stationDate(range.endMs - 1, station);
  const daysPerBucket = Math.max(1, Math.floor(range.widthMs / DAY_MS));
  const rows = await buckets.listDayRanges(
    station.id,
    firstDay,
    addDays(lastDay, 1),
    daysPerBucket,
    (day) => daysBetween(firstDay, day),
    GRAPH_EXTREME_SERIES.map((name) => series[name].measure),
  );
  return rows.map((row) => {
    const date = addDays(firstDay, row.bucket * daysPerBucket);
    const start = startOfStationDay(date, station);
    const end = startOfStationDay(addDays(date, daysPerBucket), station);
    const pick = (name: GraphExtremeSeries) => showRange(series[name], row.ranges[series[name].measure]);
    return {
      date,
      days: daysPerBucket,
      receivedAt: p.at(start + Math.floor((end - start) / 2)),
      rain: row.rain === null ? null : p.value('rain', row.rain / daysPerBucket),
      temperature: pick('temperature'),
      dewPoint: pick('dewPoint'),
      windChill: pick('windChill'),
      humidity: pick('humidity'),
      relativePressure: pick('relativePressure'),
      windSpeed: pick('windSpeed'),
      windGust: pick('windGust'),
      rainRate: pick('rainRate'),
      solarRadiation: pick('solarRadiation'),
      uv: pick('uv'),
      soilTemperature: pick('soilTemperature'),
      leafWetness: pick('leafWetness'),
      pm25: pick('pm25'),
      aqi: pick('aqi'),
    };
  });
}
