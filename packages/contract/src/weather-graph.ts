import { type Static, Type } from 'typebox';
import {
  NullableInstant as Instant,
  NullableMeasure as Value,
  WeatherDataStation,
  WeatherDataUnit,
  WeatherPeriod,
} from './weather-data.ts';

/**
 * Graph answers of the weather-data API (spec §3 "Graph data", DESIGN §6), in the station's unit set like
 * every weather-data answer; see weather-data.ts for the conventions (null for missing, station's offset).
 */

/**
 * One point of a graph. For the day graph a raw reading; for the other periods a time bucket, stamped at
 * its middle, holding the mean of each measure over the bucket (wind direction as a vector mean).
 * `rainDaily` is the rain since the start of the station's day (midnight, 07:00 or 09:00) at the end of the point (for buckets of a day or more, the
 * mean daily total); `rain` the rain that fell within the point (a reading's interval, ending at it, or the
 * whole bucket), so the charts can sum it into 10-minute, hourly or daily bars; `aqi` and `aqiAvg` are the
 * AQI of `pm25` and of the station's 24 h mean PM2.5.
 */
export const GraphPoint = Type.Object({
  receivedAt: Type.String(),
  humidity: Value,
  solarRadiation: Value,
  uv: Value,
  relativePressure: Value,
  windDirection: Value,
  temperature: Value,
  dewPoint: Value,
  windChill: Value,
  rainDaily: Value,
  rain: Value,
  rainRate: Value,
  aqi: Value,
  aqiAvg: Value,
  pm25: Value,
  windGust: Value,
  windSpeed: Value,
  leafWetness: Value,
  soilTemperature: Value,
});
export type GraphPoint = Static<typeof GraphPoint>;

/** A true extreme of a series: its value and when it was read. */
export const GraphExtremePoint = Type.Object({ receivedAt: Type.String(), value: Type.Number() });
export type GraphExtremePoint = Static<typeof GraphExtremePoint>;

/** The lowest and highest reading of a series over the graph's range, or `null` without data. */
export const GraphExtreme = Type.Union([
  Type.Object({ min: GraphExtremePoint, max: GraphExtremePoint }),
  Type.Null(),
]);
export type GraphExtreme = Static<typeof GraphExtreme>;

/** The series whose true extremes a graph answer carries (bucket means would hide them). */
export const GRAPH_EXTREME_SERIES = [
  'temperature',
  'dewPoint',
  'windChill',
  'humidity',
  'relativePressure',
  'windSpeed',
  'windGust',
  'rainRate',
  'solarRadiation',
  'uv',
  'soilTemperature',
  'leafWetness',
  'pm25',
  'aqi',
] as const;
export type GraphExtremeSeries = (typeof GRAPH_EXTREME_SERIES)[number];

export const GraphExtremes = Type.Object({
  temperature: GraphExtreme,
  dewPoint: GraphExtreme,
  windChill: GraphExtreme,
  humidity: GraphExtreme,
  relativePressure: GraphExtreme,
  windSpeed: GraphExtreme,
  windGust: GraphExtreme,
  rainRate: GraphExtreme,
  solarRadiation: GraphExtreme,
  uv: GraphExtreme,
  soilTemperature: GraphExtreme,
  leafWetness: GraphExtreme,
  pm25: GraphExtreme,
  aqi: GraphExtreme,
});
export type GraphExtremes = Static<typeof GraphExtremes>;

/** The lowest, mean and highest value of a measure over a day (or the days of a bucket), or `null` without data. */
export const GraphDayRange = Type.Union([
  Type.Object({ min: Type.Number(), mean: Type.Number(), max: Type.Number() }),
  Type.Null(),
]);
export type GraphDayRange = Static<typeof GraphDayRange>;

/**
 * One local day of a year or record graph (several whole days when the record is too long for one point a
 * day): the range of each measure with extremes, from the daily summaries, and the rain that fell. Stamped at
 * the middle of its days, like the points.
 */
export const GraphDay = Type.Object({
  /** First local day, 'YYYY-MM-DD'. */
  date: Type.String(),
  /** Number of local days the entry covers (1 unless the record is very long). */
  days: Type.Integer({ minimum: 1 }),
  receivedAt: Type.String(),
  /** Total rain of the day (for several days: their mean daily total). */
  rain: Value,
  temperature: GraphDayRange,
  dewPoint: GraphDayRange,
  windChill: GraphDayRange,
  humidity: GraphDayRange,
  relativePressure: GraphDayRange,
  windSpeed: GraphDayRange,
  windGust: GraphDayRange,
  rainRate: GraphDayRange,
  solarRadiation: GraphDayRange,
  uv: GraphDayRange,
  soilTemperature: GraphDayRange,
  leafWetness: GraphDayRange,
  pm25: GraphDayRange,
  aqi: GraphDayRange,
});
export type GraphDay = Static<typeof GraphDay>;

/**
 * GET /api/weatherData/{reference}/graph/{period}: `datas` in time order (spec §3 "Graph data"), plus the
 * true extremes of each series so the charts can mark them where they really were. day = the last 24 h of
 * raw readings; week, month, year = the current local ISO week, month and year; record = all time; all but
 * day are bucketed to at most about 1,500 points (`bucketMinutes` says the width; null for raw readings).
 */
export const GraphData = Type.Object({
  weatherStation: WeatherDataStation,
  unit: WeatherDataUnit,
  period: WeatherPeriod,
  /** Start and end of the range shown, ISO 8601 with the station's offset (null: record without data). */
  from: Instant,
  to: Instant,
  bucketMinutes: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
  datas: Type.Array(GraphPoint),
  extremes: GraphExtremes,
  /**
   * Year and record only (absent otherwise): one entry per local day with each measure's daily minimum, mean
   * and maximum and the day's rain, oldest first, days without data left out; the charts draw them as bands.
   */
  days: Type.Optional(Type.Array(GraphDay)),
});
export type GraphData = Static<typeof GraphData>;
