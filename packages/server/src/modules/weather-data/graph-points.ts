/**
 * Graph points and extremes as the graph answer shows them (graph.service.ts): canonical values of a reading
 * or bucket, converted by the station's presenter; the series with extremes and how the `days` block reads
 * them; the running daily rain total the points carry.
 */

import {
  GRAPH_EXTREME_SERIES,
  type GraphExtremeSeries,
  type GraphExtremes,
  type GraphPoint,
} from '@meteodeck/contract';
import { DAY_MS, windDirectionFromVectorSums } from '@meteodeck/weather';
import type { ReadingRow, SummaryMeasure } from '../../db/database.ts';
import type { MeasureExtremes, ReadingBucketRow } from '../readings/index.ts';
import { type DerivedValues, deriveValues } from './derived-values.ts';
import type { DaySeries } from './graph-days.ts';
import type { Presenter, Quantity } from './weather-data.presenter.ts';

/** How each series with extremes is stored in the summaries and shown ('aqi': a whole index). */
export const SERIES: {
  readonly [S in GraphExtremeSeries]: { measure: SummaryMeasure; quantity: Quantity | 'plain' | 'aqi' };
} = {
  temperature: { measure: 'temperature', quantity: 'temperature' },
  dewPoint: { measure: 'dew_point', quantity: 'temperature' },
  windChill: { measure: 'wind_chill', quantity: 'temperature' },
  humidity: { measure: 'humidity', quantity: 'humidity' },
  relativePressure: { measure: 'pressure_rel', quantity: 'pressure' },
  windSpeed: { measure: 'wind_speed', quantity: 'speed' },
  windGust: { measure: 'wind_gust', quantity: 'speed' },
  rainRate: { measure: 'rain_rate', quantity: 'rain' },
  solarRadiation: { measure: 'solar_radiation', quantity: 'solarRadiation' },
  uv: { measure: 'uv', quantity: 'plain' },
  soilTemperature: { measure: 'soil_temperature', quantity: 'temperature' },
  leafWetness: { measure: 'leaf_wetness', quantity: 'humidity' },
  pm25: { measure: 'pm25', quantity: 'pm' },
  aqi: { measure: 'aqi', quantity: 'aqi' },
};

/** Canonical values of one reading or bucket, by graph field. */
export interface CanonicalPoint {
  atMs: number;
  values: { [S in GraphExtremeSeries]: number | null } & {
    windDirection: number | null;
    aqiAvg: number | null;
    /** Rain since the station day's start (or mean daily rain for buckets of a day or more), mm. */
    rainDaily: number | null;
    /** Rain fallen within the point: the reading's interval (ending at it) or the whole bucket, mm. */
    rain: number | null;
  };
}

function showValue(p: Presenter, quantity: Quantity | 'plain' | 'aqi', value: number | null): number | null {
  if (quantity === 'plain') return p.plain(value);
  if (quantity === 'aqi') return value === null ? null : Math.round(value);
  return p.value(quantity, value);
}

export function toGraphPoint(p: Presenter, point: CanonicalPoint): GraphPoint {
  const v = point.values;
  const show = (series: GraphExtremeSeries) => showValue(p, SERIES[series].quantity, v[series]);
  return {
    receivedAt: p.at(point.atMs),
    humidity: show('humidity'),
    solarRadiation: show('solarRadiation'),
    uv: show('uv'),
    relativePressure: show('relativePressure'),
    windDirection: p.value('direction', v.windDirection),
    temperature: show('temperature'),
    dewPoint: show('dewPoint'),
    windChill: show('windChill'),
    rainDaily: p.value('rain', v.rainDaily),
    rain: p.value('rain', v.rain),
    rainRate: show('rainRate'),
    aqi: show('aqi'),
    aqiAvg: showValue(p, 'aqi', v.aqiAvg),
    pm25: show('pm25'),
    windGust: show('windGust'),
    windSpeed: show('windSpeed'),
    leafWetness: show('leafWetness'),
    soilTemperature: show('soilTemperature'),
  };
}

/** The series a reading or bucket measures itself; dew point, wind chill and AQI are derived from them. */
type MeasuredSeries = Exclude<GraphExtremeSeries, 'dewPoint' | 'windChill' | 'aqi'>;

function seriesValues(
  source: { [S in MeasuredSeries]: number | null },
  derived: DerivedValues,
): { [S in GraphExtremeSeries]: number | null } {
  return { ...source, dewPoint: derived.dewPoint, windChill: derived.windChill, aqi: derived.aqi };
}

/** A raw reading as a canonical graph point (rainDaily filled in by the caller). */
export function readingPoint(row: ReadingRow, rainDaily: number | null): CanonicalPoint {
  const derived = deriveValues(row);
  const values = seriesValues(
    {
      temperature: row.temperature_c,
      humidity: row.humidity_pct,
      relativePressure: row.pressure_rel_hpa,
      windSpeed: row.wind_speed_ms,
      windGust: row.wind_gust_ms,
      rainRate: row.rain_rate_mmh,
      solarRadiation: row.solar_radiation_wm2,
      uv: row.uv_index,
      soilTemperature: row.soil_temperature_c,
      leafWetness: row.leaf_wetness_pct,
      pm25: row.pm25_ugm3,
    },
    derived,
  );
  return {
    atMs: row.received_at,
    values: {
      ...values,
      windDirection: row.wind_dir_deg,
      aqiAvg: derived.aqiAvg,
      rainDaily,
      rain: row.rain_mm,
    },
  };
}

/** A database bucket as a canonical graph point stamped at the bucket's middle. */
export function bucketPoint(
  row: ReadingBucketRow,
  startMs: number,
  widthMs: number,
  rainDaily: number | null,
) {
  const derived = deriveValues({
    temperature_c: row.temperature,
    humidity_pct: row.humidity,
    dew_point_c: row.dewPoint,
    wind_speed_ms: row.windSpeed,
    pm25_ugm3: row.pm25,
    // Without a station-sent 24 h mean, a bucket of a day or more is its own: the mean of its PM2.5.
    pm25_avg24h_ugm3: row.pm25Avg ?? (widthMs >= DAY_MS ? row.pm25 : null),
  });
  const windDirection =
    row.windDirEast === null || row.windDirNorth === null
      ? null
      : windDirectionFromVectorSums(row.windDirEast, row.windDirNorth, row.windDirCount);
  const point: CanonicalPoint = {
    atMs: startMs + Math.floor(widthMs / 2),
    values: {
      ...seriesValues(row, derived),
      windDirection,
      aqiAvg: derived.aqiAvg,
      rainDaily,
      rain: row.rain,
    },
  };
  return point;
}

function showExtreme(
  p: Presenter,
  series: GraphExtremeSeries,
  e: MeasureExtremes,
): GraphExtremes[GraphExtremeSeries] {
  const quantity = SERIES[series].quantity;
  const min = showValue(p, quantity, e.min);
  const max = showValue(p, quantity, e.max);
  if (min === null || max === null || e.minAt === null || e.maxAt === null) return null;
  return { min: { receivedAt: p.at(e.minAt), value: min }, max: { receivedAt: p.at(e.maxAt), value: max } };
}

export function extremesOf(
  p: Presenter,
  pick: (series: GraphExtremeSeries) => MeasureExtremes,
): GraphExtremes {
  const out: { [S in GraphExtremeSeries]?: GraphExtremes[S] } = {};
  for (const series of GRAPH_EXTREME_SERIES) out[series] = showExtreme(p, series, pick(series));
  return {
    temperature: out.temperature ?? null,
    dewPoint: out.dewPoint ?? null,
    windChill: out.windChill ?? null,
    humidity: out.humidity ?? null,
    relativePressure: out.relativePressure ?? null,
    windSpeed: out.windSpeed ?? null,
    windGust: out.windGust ?? null,
    rainRate: out.rainRate ?? null,
    solarRadiation: out.solarRadiation ?? null,
    uv: out.uv ?? null,
    soilTemperature: out.soilTemperature ?? null,
    leafWetness: out.leafWetness ?? null,
    pm25: out.pm25 ?? null,
    aqi: out.aqi ?? null,
  };
}

/** Each series with extremes as the `days` block of year and record reads and shows it. */
export function daySeries(p: Presenter): { [S in GraphExtremeSeries]: DaySeries } {
  const of = (series: GraphExtremeSeries): DaySeries => ({
    measure: SERIES[series].measure,
    show: (value) => showValue(p, SERIES[series].quantity, value),
  });
  return {
    temperature: of('temperature'),
    dewPoint: of('dewPoint'),
    windChill: of('windChill'),
    humidity: of('humidity'),
    relativePressure: of('relativePressure'),
    windSpeed: of('windSpeed'),
    windGust: of('windGust'),
    rainRate: of('rainRate'),
    solarRadiation: of('solarRadiation'),
    uv: of('uv'),
    soilTemperature: of('soilTemperature'),
    leafWetness: of('leafWetness'),
    pm25: of('pm25'),
    aqi: of('aqi'),
  };
}

export const NO_EXTREME: MeasureExtremes = {
  min: null,
  minAt: null,
  max: null,
  maxAt: null,
  sum: 0,
  count: 0,
};

/**
 * Where a running daily rain total stands: the station day and its rain so far (null: no rain reading yet).
 */
export interface DailyRainState {
  day: string | undefined;
  total: number | null;
}

/**
 * Running rain since the station day's start (local midnight, or 07:00 or 09:00 for a station whose day
 * ends then; `dayOf` names the station day of an instant, weather's createStationDates): `add(atMs, rainMm)`
 * returns the day's total so far, or null while the day has had no rain reading at all (a station without a
 * gauge). Continues from `state` when given.
 */
export function createDailyRainCounter(
  dayOf: (atMs: number) => string,
  state: DailyRainState = { day: undefined, total: null },
) {
  const current = { ...state };
  return {
    add(atMs: number, rainMm: number | null): number | null {
      const date = dayOf(atMs);
      if (date !== current.day) {
        current.day = date;
        current.total = null;
      }
      if (rainMm !== null) current.total = (current.total ?? 0) + rainMm;
      return current.total;
    },
    state: (): DailyRainState => ({ ...current }),
  };
}
