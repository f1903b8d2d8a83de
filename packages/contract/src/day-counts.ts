/**
 * Day counts of a station's climate: per month and for a year, the days whose extremes or rain pass the
 * thresholds meteorologists count (DWD and WMO: frost, ice, summer and hot days, tropical nights, rain days)
 * and the heating and cooling degree days. Computed from the daily summaries in the station's time zone, the
 * thresholds applied to the stored (canonical) values in °C and mm; the degree days and the thresholds are
 * shown in the answer's `unit`. `GET /api/weatherData/{reference}/climate/dayCounts?year=YYYY`.
 */
import { type Static, Type } from 'typebox';
import { NullableMeasure, WeatherDataStation, WeatherDataUnit } from './weather-data.ts';
import { DisplayUnitsQuery } from './weather-data-query.ts';

const Count = Type.Integer({ minimum: 0 });

/** The query of the climate calls: the year (default: the station's current local year) and the units. */
export const ClimateYearQuery = Type.Object({
  year: Type.Optional(Type.Integer({ minimum: 1900, maximum: 2999 })),
  ...DisplayUnitsQuery.properties,
});
export type ClimateYearQuery = Static<typeof ClimateYearQuery>;

/**
 * The thresholds the days are counted against, in the answer's units (in canonical units: frost and ice 0 °C,
 * summer 25 °C, hot 30 °C, tropical night 20 °C, rain 0.1 mm and 1 mm, degree-day base 18.3 °C = 65 °F).
 */
export const DayCountThresholds = Type.Object({
  /** Frost day: minimum below; ice day: maximum below. */
  frost: Type.Number(),
  /** Summer day: maximum at or above. */
  summer: Type.Number(),
  /** Hot day: maximum at or above. */
  hot: Type.Number(),
  /** Tropical night: minimum at or above. */
  tropicalNight: Type.Number(),
  /** Rain day: rain at or above. */
  rainDay: Type.Number(),
  /** Wet day: rain at or above. */
  wetDay: Type.Number(),
  /** Heating degree days: base − the day's mean, when positive; cooling: mean − base, when positive. */
  degreeDayBase: Type.Number(),
});
export type DayCountThresholds = Static<typeof DayCountThresholds>;

/** The counts of a month (or, with `month` null, of the year). */
export const DayCounts = Type.Object({
  /** `YYYY-MM`; null on the year's line. */
  month: Type.Union([Type.String({ pattern: '^[0-9]{4}-[0-9]{2}$' }), Type.Null()]),
  /** Days with a temperature minimum and maximum: what the temperature counts are out of. */
  temperatureDays: Count,
  /** Days with a rain total: what the rain counts are out of. */
  rainfallDays: Count,
  /** Minimum < 0 °C (Frosttage). */
  frostDays: Count,
  /** Maximum < 0 °C (Eistage). */
  iceDays: Count,
  /** Maximum ≥ 25 °C (Sommertage). */
  summerDays: Count,
  /** Maximum ≥ 30 °C (Heiße Tage). */
  hotDays: Count,
  /** Minimum ≥ 20 °C (Tropennächte). */
  tropicalNights: Count,
  /** Rain ≥ 0.1 mm (Regentage). */
  rainDays: Count,
  /** Rain ≥ 1 mm. */
  wetDays: Count,
  /** Sum of the days' heating degrees in the answer's temperature unit; null without a day's mean. */
  heatingDegreeDays: NullableMeasure,
  /** Sum of the days' cooling degrees in the answer's temperature unit; null without a day's mean. */
  coolingDegreeDays: NullableMeasure,
});
export type DayCounts = Static<typeof DayCounts>;

export const DayCountsAnswer = Type.Object({
  weatherStation: WeatherDataStation,
  unit: WeatherDataUnit,
  year: Type.Integer(),
  /** The years with data, oldest first: what the page's year picker offers. */
  years: Type.Array(Type.Integer()),
  thresholds: DayCountThresholds,
  /** The twelve months, January first (a month without data counts zero days). */
  months: Type.Array(DayCounts, { minItems: 12, maxItems: 12 }),
  /** The year's totals. */
  total: DayCounts,
});
export type DayCountsAnswer = Static<typeof DayCountsAnswer>;
