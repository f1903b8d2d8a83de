/**
 * The calendar heat map of a station's year: one cell per local day, January 1st to December 31st, with the
 * day's mean temperature (the mean of its readings), its extremes and its rain, in the answer's `unit`; null
 * where the day has no such data. From the daily summaries, as the history tables.
 * `GET /api/weatherData/{reference}/climate/heatMap?year=YYYY`.
 */
import { type Static, Type } from 'typebox';
import { NullableMeasure, WeatherDataStation, WeatherDataUnit } from './weather-data.ts';

export const HeatMapDay = Type.Object({
  day: Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' }),
  meanTemperature: NullableMeasure,
  minTemperature: NullableMeasure,
  maxTemperature: NullableMeasure,
  rain: NullableMeasure,
});
export type HeatMapDay = Static<typeof HeatMapDay>;

export const HeatMapAnswer = Type.Object({
  weatherStation: WeatherDataStation,
  unit: WeatherDataUnit,
  year: Type.Integer(),
  /** Every day of the year, in order (365 or 366). */
  days: Type.Array(HeatMapDay, { minItems: 365, maxItems: 366 }),
});
export type HeatMapAnswer = Static<typeof HeatMapAnswer>;
