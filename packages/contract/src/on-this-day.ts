/**
 * 'On this day' of a station's climate: one calendar day (month and day) in every year the station has, newest
 * first, each with its high and low and their times, its mean temperature, rain, largest gust and pressure
 * range, and the difference of each to that calendar day's mean over the station's past years. Computed from
 * the daily summaries in the station's time zone, so a year's values are the history tables' values of that
 * day. 29 February exists in leap years only: asked for it, the answer holds the leap years alone.
 * `GET /api/weatherData/{reference}/climate/onThisDay?date=MM-DD`.
 */
import { type Static, Type } from 'typebox';
import { NullableInstant, NullableMeasure, WeatherDataStation, WeatherDataUnit } from './weather-data.ts';
import { DisplayUnitsQuery } from './weather-data-query.ts';

/** A calendar day without its year, 'MM-DD' (whether it exists, 04-31 not, is checked by the server). */
export const MONTH_DAY_PATTERN = '^(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$';

/** The query: the calendar day (default: the station's local today) and the visitor's units. */
export const OnThisDayQuery = Type.Object({
  date: Type.Optional(Type.String({ pattern: MONTH_DAY_PATTERN })),
  ...DisplayUnitsQuery.properties,
});
export type OnThisDayQuery = Static<typeof OnThisDayQuery>;

/** The values compared across years, in the answer's units; null where the day has none. */
export const OnThisDayValues = Type.Object({
  maxTemperature: NullableMeasure,
  minTemperature: NullableMeasure,
  /** The mean of the day's readings, as the climate report's and the heat map's. */
  meanTemperature: NullableMeasure,
  rain: NullableMeasure,
  maxWindGust: NullableMeasure,
  /** The day's lowest and highest relative pressure. */
  minPressure: NullableMeasure,
  maxPressure: NullableMeasure,
});
export type OnThisDayValues = Static<typeof OnThisDayValues>;

/** The names of the values compared, in the order the answer gives them. */
export const ON_THIS_DAY_FIELDS = [
  'maxTemperature',
  'minTemperature',
  'meanTemperature',
  'rain',
  'maxWindGust',
  'minPressure',
  'maxPressure',
] as const;
export type OnThisDayField = (typeof ON_THIS_DAY_FIELDS)[number];

/** That calendar day in one year. */
export const OnThisDayYear = Type.Object({
  /** The local date, 'YYYY-MM-DD'. */
  day: Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' }),
  year: Type.Integer(),
  /** The station has readings on that day. */
  hasData: Type.Boolean(),
  /** The station's today, still under way: shown, but not part of the mean of the years. */
  running: Type.Boolean(),
  values: OnThisDayValues,
  /** When the high, the low, the largest gust and the pressure extremes were first reached. */
  maxTemperatureAt: NullableInstant,
  minTemperatureAt: NullableInstant,
  maxWindGustAt: NullableInstant,
  minPressureAt: NullableInstant,
  maxPressureAt: NullableInstant,
  /** Each value minus the mean of the years (temperatures as differences, in K or °F). */
  differences: OnThisDayValues,
});
export type OnThisDayYear = Static<typeof OnThisDayYear>;

export const OnThisDayAnswer = Type.Object({
  weatherStation: WeatherDataStation,
  unit: WeatherDataUnit,
  /** The calendar day, 'MM-DD'. */
  date: Type.String({ pattern: MONTH_DAY_PATTERN }),
  /**
   * Every year from the station's first day with data to its today that has this day, newest first (a year
   * without readings on it has `hasData` false and null values).
   */
  years: Type.Array(OnThisDayYear),
  /** Each value's mean over the finished days with that value (not the running today). */
  average: OnThisDayValues,
  /** How many finished days with data the means are taken over. */
  averageYears: Type.Integer({ minimum: 0 }),
});
export type OnThisDayAnswer = Static<typeof OnThisDayAnswer>;
