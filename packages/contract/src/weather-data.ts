import {
  AQI_LABELS,
  BEAUFORT_NAMES_FR,
  CURRENT_CONDITIONS,
  HEIGHT_UNITS,
  HUMIDITY_UNITS,
  PM_UNITS,
  PRESSURE_TENDENCIES,
  PRESSURE_UNITS,
  RAIN_UNITS,
  SOLAR_RADIATION_UNITS,
  SPEED_UNITS,
  TEMPERATURE_UNITS,
  WIND_DIRECTION_UNITS,
  ZAMBRETTI_LETTERS,
} from '@meteodeck/weather';
import { type Static, type TSchema, Type } from 'typebox';
import { RainSeason } from './rain-season.ts';

/**
 * Answers of the weather-data API (spec §3 and §7, DESIGN §6). Every value is converted to the station's
 * unit set and the answer carries that set as `unit`. A value the station never sent (or that cannot be
 * derived) is `null`, never omitted, so the web app shows '-'. Instants are ISO 8601 in the station's time
 * zone with its offset ('2026-06-15T12:00:00+02:00').
 */

/** A measure in the unit named by the answer's `unit`, or `null` when unknown. */
export const NullableMeasure = Type.Union([Type.Number(), Type.Null()]);
/** An ISO 8601 instant with the station's offset, or `null`. */
export const NullableInstant = Type.Union([Type.String(), Type.Null()]);
const Value = NullableMeasure;
const Instant = NullableInstant;

/** Path parameters of the weather-data routes: the station's reference. */
export const WeatherDataParams = Type.Object({ reference: Type.String({ minLength: 1, maxLength: 64 }) });
export type WeatherDataParams = Static<typeof WeatherDataParams>;

/** The periods of history and graph routes (spec §9). */
export const WEATHER_PERIODS = ['day', 'week', 'month', 'year', 'record'] as const;
export const WeatherPeriod = Type.Enum(WEATHER_PERIODS);
export type WeatherPeriod = (typeof WEATHER_PERIODS)[number];

/** Path parameters of history/{period} and graph/{period}. */
export const WeatherPeriodParams = Type.Object({
  reference: Type.String({ minLength: 1, maxLength: 64 }),
  period: WeatherPeriod,
});
export type WeatherPeriodParams = Static<typeof WeatherPeriodParams>;

/** The unit set the answer's values are expressed in (the station's `preferedUnit`). */
export const WeatherDataUnit = Type.Object({
  temperatureUnit: Type.Enum(TEMPERATURE_UNITS),
  speedUnit: Type.Enum(SPEED_UNITS),
  pressureUnit: Type.Enum(PRESSURE_UNITS),
  humidityUnit: Type.Enum(HUMIDITY_UNITS),
  /** Amounts in this unit, rates in this unit per hour. */
  rainUnit: Type.Enum(RAIN_UNITS),
  pmUnit: Type.Enum(PM_UNITS),
  solarRadiationUnit: Type.Enum(SOLAR_RADIATION_UNITS),
  /** Cloud base and the station's elevation. */
  cloudBaseUnit: Type.Enum(HEIGHT_UNITS),
  windDirUnit: Type.Enum(WIND_DIRECTION_UNITS),
});
export type WeatherDataUnit = Static<typeof WeatherDataUnit>;

/** The station the data belongs to, as the current-data table shows it. */
export const WeatherDataStation = Type.Object({
  reference: Type.String(),
  name: Type.String(),
  shortDescription: Type.String(),
  city: Type.String(),
  country: Type.String(),
  /** Degrees north and east, WGS84. */
  lat: Type.Number(),
  lng: Type.Number(),
  /** Height above sea level in `unit.cloudBaseUnit`. */
  elevation: Type.Number(),
  /** IANA time zone the periods and offsets are computed in. */
  timezone: Type.String(),
});
export type WeatherDataStation = Static<typeof WeatherDataStation>;

/** Beaufort force 0–12, or `null`. */
const BeaufortValue = Type.Union([Type.Integer({ minimum: 0, maximum: 12 }), Type.Null()]);
/** French name of the Beaufort force ('Calme' … 'Bombe météorologique'), or `null`. */
const BeaufortText = Type.Union([Type.Enum(BEAUFORT_NAMES_FR), Type.Null()]);
/** The spec's air-quality label ('Bon' … 'Dangereux'), or `null`. */
const AqiLabelValue = Type.Union([Type.Enum(AQI_LABELS), Type.Null()]);
/** The 3-hour pressure tendency's key (Met Office bands: 'steady', 'risingSlowly' … 'fallingVeryRapidly'). */
const PressureTendencyValue = Type.Union([Type.Enum(PRESSURE_TENDENCIES), Type.Null()]);
/** A Zambretti forecast's letter, 'A' (settled fine) to 'Z' (stormy, much rain). */
const ZambrettiValue = Type.Union([Type.Enum(ZAMBRETTI_LETTERS), Type.Null()]);
/**
 * The condition now read from the station's own sensors (weather currentCondition): its kind ('rain',
 * 'clear', 'partlyCloudy', 'cloudy', 'dry', 'windy') and whether it is windy as well; null when the station
 * measures none of rain rate, solar radiation in daylight and wind.
 */
const CurrentConditionValue = Type.Union([
  Type.Object({ kind: Type.Enum(CURRENT_CONDITIONS), windy: Type.Boolean() }),
  Type.Null(),
]);

/**
 * GET /api/weatherData/{reference}/currentData/detail (spec §3 "Current weather data"): the latest reading
 * and what is derived from it. Variations are the value now minus the reading nearest one hour before it
 * (null without a reading within ±10 min); wind averages cover the 10 minutes up to the reading; rain
 * totals are local day, ISO week, month and year in the station's time zone; `rainHourly` is the last 60 min.
 */
export const CurrentData = Type.Object({
  receivedAt: Type.String(),
  weatherStation: WeatherDataStation,
  unit: WeatherDataUnit,
  temperature: Value,
  temperatureVariation: Value,
  soilTemperature: Value,
  soilTemperatureVariation: Value,
  humidex: Value,
  humidexVariation: Value,
  dewPoint: Value,
  heatIndex: Value,
  windChill: Value,
  humidity: Value,
  leafWetness: Value,
  cloudBase: Value,
  relativePressure: Value,
  relativePressureVariation: Value,
  /**
   * Sea-level pressure now minus the reading nearest 3 hours before (null without one within ±10 min), in
   * `unit.pressureUnit`, and its tendency in the Met Office's words (from the change in hPa).
   */
  relativePressureChange3h: Value,
  pressureTendency: PressureTendencyValue,
  /**
   * The station's own Zambretti forecast from the sea-level pressure, its 3-hour trend, the month, the
   * station's hemisphere and the 10-minute mean wind direction; null without a pressure and its 3-hour change.
   */
  zambrettiForecast: ZambrettiValue,
  condition: CurrentConditionValue,
  rainRate: Value,
  rainEvent: Value,
  rainHourly: Value,
  rainDaily: Value,
  rainWeekly: Value,
  rainMonthly: Value,
  rainYearly: Value,
  windSpeed: Value,
  windDirection: Value,
  /** Force of the 10-minute mean wind (the WMO definition), of the instant speed when no mean exists. */
  beaufortScale: BeaufortValue,
  beaufortScaleText: BeaufortText,
  windSpeedAvg: Value,
  windDirectionAvg: Value,
  windGust: Value,
  windMaxDailyGust: Value,
  pm25: Value,
  pm25Avg: Value,
  /** US EPA PM2.5 AQI of `pm25`, and its label. */
  aqi: Value,
  aqiLabel: AqiLabelValue,
  /** US EPA PM2.5 AQI of `pm25Avg` (24 h), and its label. */
  aqiAvg: Value,
  aqiAvgLabel: AqiLabelValue,
  solarRadiation: Value,
  solarRadiationVariation: Value,
  uv: Value,
  /** Lightning strikes since local midnight. */
  lightningDaily: Value,
});
export type CurrentData = Static<typeof CurrentData>;

/** GET /api/weatherData/{reference}/currentData/summary: the compact set of the admin sidebar widget. */
export const CurrentDataSummary = Type.Object({
  receivedAt: Type.String(),
  weatherStation: WeatherDataStation,
  unit: WeatherDataUnit,
  temperature: Value,
  temperatureVariation: Value,
  humidity: Value,
  dewPoint: Value,
  relativePressure: Value,
  windSpeedAvg: Value,
  windDirectionAvg: Value,
  windGust: Value,
  rainRate: Value,
  rainDaily: Value,
  solarRadiation: Value,
  uv: Value,
});
export type CurrentDataSummary = Static<typeof CurrentDataSummary>;

/**
 * GET /api/weatherData/{reference}/history/daily (spec §3 "Daily history"): today's extremes (local day of
 * the station) with their times, for the min/max tooltips. All values null when there is no reading today.
 */
export const DailyHistory = Type.Object({
  weatherStation: WeatherDataStation,
  unit: WeatherDataUnit,
  /** The local date, 'YYYY-MM-DD'. */
  day: Type.String(),
  minTemperature: Value,
  minTemperatureReceivedAt: Instant,
  maxTemperature: Value,
  maxTemperatureReceivedAt: Instant,
  minWindChill: Value,
  minWindChillReceivedAt: Instant,
  maxWindChill: Value,
  maxWindChillReceivedAt: Instant,
  minDewPoint: Value,
  minDewPointReceivedAt: Instant,
  maxDewPoint: Value,
  maxDewPointReceivedAt: Instant,
  minHumidex: Value,
  minHumidexReceivedAt: Instant,
  maxHumidex: Value,
  maxHumidexReceivedAt: Instant,
  minHeatIndex: Value,
  minHeatIndexReceivedAt: Instant,
  maxHeatIndex: Value,
  maxHeatIndexReceivedAt: Instant,
  minRelativePressure: Value,
  minRelativePressureReceivedAt: Instant,
  maxRelativePressure: Value,
  maxRelativePressureReceivedAt: Instant,
  minHumidity: Value,
  minHumidityReceivedAt: Instant,
  maxHumidity: Value,
  maxHumidityReceivedAt: Instant,
  minPm25: Value,
  minPm25ReceivedAt: Instant,
  maxPm25: Value,
  maxPm25ReceivedAt: Instant,
  minLightningDistance: Value,
  minLightningDistanceReceivedAt: Instant,
  maxLightningDistance: Value,
  maxLightningDistanceReceivedAt: Instant,
});
export type DailyHistory = Static<typeof DailyHistory>;

/**
 * The extremes of a period answer, in the order of the spec's period tables: each has `max<field>` and
 * `max<field>ReceivedAt` (Beaufort with `…Text`, AQI with `…Label`) and the same with `min` (the rain event
 * too: the largest and the smallest wet-spell total of the period). One list drives the answer's schema, the server's mapping from the
 * period's fold and the web's table rows. `row` is the row's id on the page (label key), `kind` how the
 * value is measured and shown (the station's unit of that quantity, or a scale of its own).
 */
export const PERIOD_EXTREMES = [
  { field: 'Temperature', row: 'temperature', kind: 'temperature' },
  { field: 'SoilTemperature', row: 'soilTemperature', kind: 'temperature' },
  { field: 'Humidex', row: 'humidex', kind: 'temperature' },
  { field: 'DewPoint', row: 'dewPoint', kind: 'temperature' },
  { field: 'HeatIndex', row: 'heatIndex', kind: 'temperature' },
  { field: 'WindChill', row: 'windChill', kind: 'temperature' },
  { field: 'Humidity', row: 'humidity', kind: 'humidity' },
  { field: 'LeafWetness', row: 'leafWetness', kind: 'humidity' },
  { field: 'RelativePressure', row: 'pressure', kind: 'pressure' },
  { field: 'RainRate', row: 'rainRate', kind: 'rainRate' },
  { field: 'RainEvent', row: 'rainEvent', kind: 'rain' },
  { field: 'WindSpeed', row: 'windSpeed', kind: 'speed' },
  { field: 'WindGust', row: 'windGust', kind: 'speed' },
  { field: 'BeaufortScale', row: 'beaufort', kind: 'beaufort' },
  { field: 'Pm25', row: 'pm25', kind: 'pm' },
  { field: 'Aqi', row: 'aqi', kind: 'aqi' },
  { field: 'SolarRadiation', row: 'solarRadiation', kind: 'solarRadiation' },
  { field: 'Uv', row: 'uv', kind: 'uv' },
  { field: 'LightningDistance', row: 'lightningDistance', kind: 'distance' },
] as const;

export type PeriodExtreme = (typeof PERIOD_EXTREMES)[number];
export type PeriodExtremeField = PeriodExtreme['field'];
type PeriodExtremeProperties = {
  [F in PeriodExtremeField as `max${F}` | `min${F}`]: F extends 'BeaufortScale'
    ? typeof BeaufortValue
    : typeof Value;
} & { [F in PeriodExtremeField as `max${F}ReceivedAt` | `min${F}ReceivedAt`]: typeof Instant } & {
  maxBeaufortScaleText: typeof BeaufortText;
  minBeaufortScaleText: typeof BeaufortText;
  maxAqiLabel: typeof AqiLabelValue;
  minAqiLabel: typeof AqiLabelValue;
};

/** The schema properties of every extreme of {@link PERIOD_EXTREMES}, in its order (max before min). */
function periodExtremeProperties(): PeriodExtremeProperties {
  const properties: Record<string, TSchema> = {};
  for (const { field, kind } of PERIOD_EXTREMES) {
    for (const side of ['max', 'min']) {
      properties[`${side}${field}`] = kind === 'beaufort' ? BeaufortValue : Value;
      if (kind === 'beaufort') properties[`${side}${field}Text`] = BeaufortText;
      if (kind === 'aqi') properties[`${side}${field}Label`] = AqiLabelValue;
      properties[`${side}${field}ReceivedAt`] = Instant;
    }
  }
  return properties as PeriodExtremeProperties;
}

/**
 * GET /api/weatherData/{reference}/history/{period} (spec §2 "Period tables", §3 "Period history"): the
 * extremes of the local day, ISO week, month, year or all time (record) with their times, read from the daily
 * summaries. Beaufort extremes are the forces of the extreme wind speeds; AQI extremes those of PM2.5.
 */
export const PeriodHistory = Type.Object({
  weatherStation: WeatherDataStation,
  unit: WeatherDataUnit,
  period: WeatherPeriod,
  /** First local date of the period ('YYYY-MM-DD'); for record the first day with data (null without). */
  startDate: Type.Union([Type.String(), Type.Null()]),
  /** Last local date of the period (inclusive); for record the last day with data (null without). */
  endDate: Type.Union([Type.String(), Type.Null()]),
  /**
   * Only when the call names a window (`window` or `at`): its start and end, ISO 8601 with the station's
   * offset, [from, to) (a calendar period's `to` is the local midnight after its last day).
   */
  from: Type.Optional(Type.String()),
  to: Type.Optional(Type.String()),
  ...periodExtremeProperties(),
  /** maxTemperature − minTemperature, a temperature difference in `unit.temperatureUnit`. */
  temperatureRange: Value,
  /** Rain total of the period. */
  rainPeriod: Value,
  /** Mean PM2.5 of every reading of the period. */
  avgPm25: Value,
  /** Mean of the AQI of every reading of the period (not the AQI of the mean), and its label. */
  avgAqi: Value,
  avgAqiLabel: AqiLabelValue,
  /** Lightning strikes counted in the period. */
  lightningNumber: Value,
  /**
   * The extremes that come from a value an admin corrected in the reading editor, or accepted after the
   * spike filter flagged it, or that were imported from a history source's own daily records (WeeWX's daily
   * summaries, CumulusMX's dayfile.txt, from readings every few seconds: `imported`), by field name (e.g. `{ "maxTemperature": "accepted" }`); absent:
   * as received.
   */
  reviewed: Type.Record(
    Type.String(),
    Type.Union([Type.Literal('accepted'), Type.Literal('corrected'), Type.Literal('imported')]),
  ),
  /**
   * Year only, when the station's rain season does not start in January: the rain of the season ending in
   * that year (e.g. 1 October of the year before to 30 September), beside the calendar year's `rainPeriod`.
   */
  rainSeason: Type.Optional(RainSeason),
});
export type PeriodHistory = Static<typeof PeriodHistory>;

/**
 * GET /api/weatherStation/observation/last/{reference}: the station's latest text observation (spec §1).
 * Dates are UTC (an observation is not weather data). Public, so it names no author: an e-mail address in
 * an anonymous answer is harvested (the back office's GET /api/observation shows the author).
 */
export const LastObservation = Type.Object({
  id: Type.Integer(),
  message: Type.String(),
  weatherStation: Type.Object({ reference: Type.String(), name: Type.String() }),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type LastObservation = Static<typeof LastObservation>;
