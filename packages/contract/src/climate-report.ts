/**
 * Climate reports: a station's monthly and yearly climatological summaries, the NOAA layout that
 * WeeWX and CumulusMX print, computed from the daily summaries in the station's time zone and unit set.
 * `GET /api/weatherData/{reference}/report/{YYYY-MM}` and `/report/{YYYY}` answer these; the same paths
 * with `.txt` answer the fixed-width text; `/report` lists the months that have data.
 */
import { type Static, Type } from 'typebox';
import { RainSeason } from './rain-season.ts';
import { NullableInstant, NullableMeasure, WeatherDataStation, WeatherDataUnit } from './weather-data.ts';

const Value = NullableMeasure;
const Day = Type.Union([Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' }), Type.Null()]);
const Count = Type.Integer({ minimum: 0 });

/** `YYYY-MM` (a month) or `YYYY` (a year), optionally with `.txt` for the text report. */
export const ReportParams = Type.Object({
  reference: Type.String({ minLength: 1, maxLength: 64 }),
  period: Type.String({ pattern: '^[0-9]{4}(-(0[1-9]|1[0-2]))?(\\.txt)?$' }),
});
export type ReportParams = Static<typeof ReportParams>;

/** The thresholds a report counts days against, in the report's units. */
export const ReportThresholds = Type.Object({
  /** Heating and cooling degree days are counted from the day's mean against this base (18.3 °C, 65 °F). */
  degreeDayBase: Type.Number(),
  /** Days with a maximum at or above (30 °C, 90 °F). */
  hot: Type.Number(),
  /** Days with a maximum, and days with a minimum, at or below (0 °C, 32 °F). */
  cold: Type.Number(),
  /** Days with a minimum at or below (−18 °C, 0 °F). */
  veryCold: Type.Number(),
  /** Days with rain at or above each of these (0.2, 2, 20 mm; 0.01, 0.1, 1 in). */
  rain: Type.Array(Type.Number(), { minItems: 3, maxItems: 3 }),
});

/** One day of a monthly report; every value null on a day without data. */
export const ReportDay = Type.Object({
  day: Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' }),
  /** Mean temperature of the day (the mean of its readings, which arrive at a regular interval). */
  meanTemperature: Value,
  highTemperature: Value,
  highTemperatureAt: NullableInstant,
  lowTemperature: Value,
  lowTemperatureAt: NullableInstant,
  heatingDegreeDays: Value,
  coolingDegreeDays: Value,
  rain: Value,
  meanWindSpeed: Value,
  highGust: Value,
  highGustAt: NullableInstant,
  /** Vector mean of the wind directions (calm left out), whole degrees 1–360 (north is 360). */
  dominantDirection: Value,
});
export type ReportDay = Static<typeof ReportDay>;

/** A monthly report's closing line: means, extremes with their day, totals. */
export const MonthSummary = Type.Object({
  meanTemperature: Value,
  highTemperature: Value,
  highTemperatureDay: Day,
  lowTemperature: Value,
  lowTemperatureDay: Day,
  heatingDegreeDays: Value,
  coolingDegreeDays: Value,
  rain: Value,
  meanWindSpeed: Value,
  highGust: Value,
  highGustDay: Day,
  dominantDirection: Value,
});

export const MonthlyReport = Type.Object({
  weatherStation: WeatherDataStation,
  unit: WeatherDataUnit,
  month: Type.String({ pattern: '^[0-9]{4}-[0-9]{2}$' }),
  thresholds: ReportThresholds,
  days: Type.Array(ReportDay),
  summary: MonthSummary,
});
export type MonthlyReport = Static<typeof MonthlyReport>;

/** One month of a yearly report (or, with `month` null, the year's closing line). */
export const ReportMonth = Type.Object({
  /** `YYYY-MM`; null on the year's line. */
  month: Type.Union([Type.String({ pattern: '^[0-9]{4}-[0-9]{2}$' }), Type.Null()]),
  meanHighTemperature: Value,
  meanLowTemperature: Value,
  meanTemperature: Value,
  heatingDegreeDays: Value,
  coolingDegreeDays: Value,
  highTemperature: Value,
  highTemperatureDay: Day,
  lowTemperature: Value,
  lowTemperatureDay: Day,
  /** Days with max ≥ hot, max ≤ cold, min ≤ cold, min ≤ very cold (the thresholds). */
  daysMaxAtLeastHot: Type.Union([Count, Type.Null()]),
  daysMaxAtMostCold: Type.Union([Count, Type.Null()]),
  daysMinAtMostCold: Type.Union([Count, Type.Null()]),
  daysMinAtMostVeryCold: Type.Union([Count, Type.Null()]),
  rain: Value,
  wettestDayRain: Value,
  wettestDay: Day,
  /** Days with rain at or above each rain threshold. */
  rainDays: Type.Union([Type.Array(Count, { minItems: 3, maxItems: 3 }), Type.Null()]),
  meanWindSpeed: Value,
  highGust: Value,
  highGustDay: Day,
  dominantDirection: Value,
});
export type ReportMonth = Static<typeof ReportMonth>;

export const YearlyReport = Type.Object({
  weatherStation: WeatherDataStation,
  unit: WeatherDataUnit,
  year: Type.String({ pattern: '^[0-9]{4}$' }),
  thresholds: ReportThresholds,
  months: Type.Array(ReportMonth),
  summary: ReportMonth,
  /** The rain of the station's rain season ending in the year, when it does not start in January. */
  rainSeason: Type.Optional(RainSeason),
});
export type YearlyReport = Static<typeof YearlyReport>;

/** The months (`YYYY-MM`, oldest first) for which a station has data: what the report pickers offer. */
export const ReportMonths = Type.Object({ months: Type.Array(Type.String()) });
export type ReportMonths = Static<typeof ReportMonths>;
