/**
 * Agro and energy figures of a station's year, per day, per month and in all, where its sensors allow:
 * the FAO-56 Penman–Monteith reference evapotranspiration (temperature, humidity, wind and solar radiation
 * needed), growing degree days above the owner's base, chill hours (hours below 7.2 °C, from the hourly
 * rollups) and sunshine hours (time with solar radiation ≥ 120 W/m², from the 10-minute rollups).
 * `GET /api/weatherData/{reference}/climate/agro?year=YYYY`.
 */
import { type Static, Type } from 'typebox';
import { NullableMeasure, WeatherDataStation, WeatherDataUnit } from './weather-data.ts';

/** One day's figures; null where the station lacks what the figure needs. */
export const AgroDay = Type.Object({
  /** 'YYYY-MM-DD', the station's local day. */
  day: Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' }),
  /** Reference evapotranspiration ET0, in the answer's rain unit. */
  et0: NullableMeasure,
  /** Growing degrees above the base, in the answer's temperature unit (a difference). */
  growingDegrees: NullableMeasure,
  /** Hours whose mean temperature was below 7.2 °C (hourly rollups). */
  chillHours: NullableMeasure,
  /** Hours with a mean solar radiation ≥ 120 W/m² (10-minute rollups), one decimal. */
  sunshineHours: NullableMeasure,
});
export type AgroDay = Static<typeof AgroDay>;

/** A month's (or, `month` null, the year's) sums of the days' figures; null when no day had one. */
export const AgroSums = Type.Object({
  month: Type.Union([Type.String({ pattern: '^[0-9]{4}-[0-9]{2}$' }), Type.Null()]),
  et0: NullableMeasure,
  /** Days with an ET0: what the sum is of. */
  et0Days: Type.Integer({ minimum: 0 }),
  growingDegreeDays: NullableMeasure,
  chillHours: NullableMeasure,
  sunshineHours: NullableMeasure,
});
export type AgroSums = Static<typeof AgroSums>;

export const AgroAnswer = Type.Object({
  weatherStation: WeatherDataStation,
  unit: WeatherDataUnit,
  year: Type.Integer(),
  /** The growing degree days' base, in the answer's temperature unit. */
  growingDegreeBase: Type.Number(),
  /** The anemometer's height above ground (m) its wind speeds are brought to 2 m from (FAO-56 eq. 47). */
  anemometerHeight: Type.Number(),
  /** The days of the year with data, oldest first. */
  days: Type.Array(AgroDay),
  /** The twelve months, January first. */
  months: Type.Array(AgroSums, { minItems: 12, maxItems: 12 }),
  total: AgroSums,
});
export type AgroAnswer = Static<typeof AgroAnswer>;
