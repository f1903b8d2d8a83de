/**
 * Climate normals and a year's departures from them. The owner enters a station's monthly normals in the
 * back office (`GET` and `PUT /api/weatherStation/{id}/climateSettings`, admin-only, canonical °C, mm and
 * m), together with the growing degree days' base and the anemometer's height the agro figures use. The
 * public answer (`GET /api/weatherData/{reference}/climate/normals?year=YYYY`) shows each month of a year
 * beside its normal: the owner's when entered, else derived from the station's own finished years once it
 * has at least five, else none.
 */
import { type Static, Type } from 'typebox';
import { RainSeason } from './rain-season.ts';
import { NullableMeasure, WeatherDataStation, WeatherDataUnit } from './weather-data.ts';

const Celsius = Type.Union([Type.Number({ minimum: -90, maximum: 60 }), Type.Null()]);
const Millimetres = Type.Union([Type.Number({ minimum: 0, maximum: 5000 }), Type.Null()]);

/** One month's normal as the owner enters it: °C and mm, null when not given. */
export const ClimateNormalMonth = Type.Object({
  /** 1 (January) to 12. */
  month: Type.Integer({ minimum: 1, maximum: 12 }),
  /** Mean temperature (°C). */
  temperatureMean: Celsius,
  /** Mean daily high (°C). */
  temperatureHigh: Celsius,
  /** Mean daily low (°C). */
  temperatureLow: Celsius,
  /** Rain total of the month (mm). */
  rainTotal: Millimetres,
});
export type ClimateNormalMonth = Static<typeof ClimateNormalMonth>;

/** A station's climate settings (admin): its twelve monthly normals, the agro figures' settings, news. */
export const ClimateSettings = Type.Object(
  {
    /** The twelve months, January first; a month with every value null has no normal. */
    normals: Type.Array(ClimateNormalMonth, { minItems: 12, maxItems: 12 }),
    /** Base of the growing degree days (°C); default 10. */
    growingDegreeBase: Type.Number({ minimum: -10, maximum: 30 }),
    /** Height of the anemometer above ground (m); default 10, the WMO's standard mast. */
    anemometerHeight: Type.Number({ minimum: 0.5, maximum: 100 }),
    /** A news post announces each all-time record the station sets (kept up to date as the day goes on). */
    postNewRecords: Type.Boolean(),
    /**
     * The local hour the station's day ends and the next begins: 0 (midnight, the default), 7 or 9. With
     * 7 or 9 its daily summaries are the days [D hh:00, D+1 hh:00) local, named D (CumulusMX's roll-over);
     * a change rebuilds them before the answer. Absent in a PUT: unchanged.
     */
    dayStartHour: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(7), Type.Literal(9)])),
    /**
     * The month (1–12) the station's rain season starts in (default 1, the calendar year); the yearly rain
     * also gives the season's total, the season named by the year it ends in. Absent in a PUT: unchanged.
     */
    rainSeasonStartMonth: Type.Optional(Type.Integer({ minimum: 1, maximum: 12 })),
  },
  { additionalProperties: false },
);
export type ClimateSettings = Static<typeof ClimateSettings>;

/** Where the normals come from: entered by the owner, derived from the station's finished years, or none. */
export const NormalsSource = Type.Union([Type.Literal('owner'), Type.Literal('station'), Type.Null()]);
export type NormalsSource = Static<typeof NormalsSource>;

/** Monthly or yearly means and total, in the answer's units. */
export const ClimateMeans = Type.Object({
  /** Mean of the days' mean temperatures. */
  temperatureMean: NullableMeasure,
  /** Mean of the days' highs. */
  temperatureHigh: NullableMeasure,
  /** Mean of the days' lows. */
  temperatureLow: NullableMeasure,
  /** Rain total. */
  rainTotal: NullableMeasure,
});
export type ClimateMeans = Static<typeof ClimateMeans>;

/** A month of the year (or the year, `month` null) beside its normal. */
export const NormalsComparison = Type.Object({
  /** `YYYY-MM`; null on the year's line. */
  month: Type.Union([Type.String({ pattern: '^[0-9]{4}-[0-9]{2}$' }), Type.Null()]),
  /** Days with data the values come from. */
  days: Type.Integer({ minimum: 0 }),
  actual: ClimateMeans,
  /** The normal; null when there is none for the month. */
  normal: Type.Union([ClimateMeans, Type.Null()]),
  /** Mean temperature minus its normal, in the answer's temperature unit (a difference). */
  temperatureDeparture: NullableMeasure,
  /** Rain total as a percentage of its normal, rounded; null without both or with a normal of 0. */
  rainPercent: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
});
export type NormalsComparison = Static<typeof NormalsComparison>;

export const ClimateNormalsAnswer = Type.Object({
  weatherStation: WeatherDataStation,
  unit: WeatherDataUnit,
  year: Type.Integer(),
  source: NormalsSource,
  /** With `source` 'station': the finished years the normals are the mean of, oldest first. */
  normalYears: Type.Array(Type.Integer()),
  /** The twelve months, January first. */
  months: Type.Array(NormalsComparison, { minItems: 12, maxItems: 12 }),
  /** The year: the mean of the twelve monthly means and the sum of their rain, when all twelve have them. */
  total: NormalsComparison,
  /** The rain of the station's rain season ending in the year, when it does not start in January. */
  rainSeason: Type.Optional(RainSeason),
});
export type ClimateNormalsAnswer = Static<typeof ClimateNormalsAnswer>;
