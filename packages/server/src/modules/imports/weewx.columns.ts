// What a WeeWX archive's columns and daily summary tables mean to meteodeck, and the unit conversions of
// WeeWX's three unit systems (weewx/units.py): the tables weewx.source.ts reads by.
import type { ReadingMeasure } from '@meteodeck/contract';
import { fahrenheitToCelsius, inchesToMm, inhgToHpa, kmhToMs, milesToKm, mphToMs } from '@meteodeck/weather';
import type { SummaryMeasure } from '../../db/database.ts';

/** WeeWX's unit systems (weewx/__init__.py). */
export const US = 1;
export const METRIC = 16;
export const METRICWX = 17;

export type Quantity = 'temperature' | 'pressure' | 'speed' | 'rain' | 'distance' | 'same' | 'leafWetness';

/** The archive columns meteodeck stores: each one's measure and what it measures. */
export const WEEWX_COLUMNS: ReadonlyArray<{ column: string; measure: ReadingMeasure; quantity: Quantity }> = [
  { column: 'outTemp', measure: 'temperature', quantity: 'temperature' },
  { column: 'outHumidity', measure: 'humidity', quantity: 'same' },
  { column: 'dewpoint', measure: 'dewPoint', quantity: 'temperature' },
  { column: 'barometer', measure: 'relativePressure', quantity: 'pressure' },
  { column: 'pressure', measure: 'absolutePressure', quantity: 'pressure' },
  { column: 'windSpeed', measure: 'windSpeed', quantity: 'speed' },
  { column: 'windGust', measure: 'windGust', quantity: 'speed' },
  { column: 'windDir', measure: 'windDirection', quantity: 'same' },
  { column: 'rain', measure: 'rain', quantity: 'rain' },
  { column: 'rainRate', measure: 'rainRate', quantity: 'rain' },
  { column: 'radiation', measure: 'solarRadiation', quantity: 'same' },
  { column: 'UV', measure: 'uv', quantity: 'same' },
  { column: 'soilTemp1', measure: 'soilTemperature', quantity: 'temperature' },
  { column: 'leafWet1', measure: 'leafWetness', quantity: 'leafWetness' },
  { column: 'pm2_5', measure: 'pm25', quantity: 'same' },
  { column: 'lightning_strike_count', measure: 'lightningCount', quantity: 'same' },
  { column: 'lightning_distance', measure: 'lightningDistance', quantity: 'distance' },
  { column: 'inTemp', measure: 'indoorTemperature', quantity: 'temperature' },
  { column: 'inHumidity', measure: 'indoorHumidity', quantity: 'same' },
];

/**
 * The daily summary tables (`archive_day_<type>`) whose extremes become the day's: each type's summary
 * measure and what it measures. `wind` is WeeWX's vector summary, its maximum the highest of the LOOP
 * packets' gust and speed (weewx/accum.py add_wind_value): a gust maximum beside windGust's own. Derived
 * types (heatindex, windchill, humidex) are left out: meteodeck computes them with its own formulas.
 */
export const WEEWX_DAY_SUMMARIES: ReadonlyArray<{
  observation: string;
  measure: SummaryMeasure;
  quantity: Quantity;
  maxOnly?: boolean;
}> = [
  { observation: 'outTemp', measure: 'temperature', quantity: 'temperature' },
  { observation: 'dewpoint', measure: 'dew_point', quantity: 'temperature' },
  { observation: 'outHumidity', measure: 'humidity', quantity: 'same' },
  { observation: 'barometer', measure: 'pressure_rel', quantity: 'pressure' },
  { observation: 'windSpeed', measure: 'wind_speed', quantity: 'speed' },
  { observation: 'windGust', measure: 'wind_gust', quantity: 'speed' },
  { observation: 'wind', measure: 'wind_gust', quantity: 'speed', maxOnly: true },
  { observation: 'rainRate', measure: 'rain_rate', quantity: 'rain' },
  { observation: 'radiation', measure: 'solar_radiation', quantity: 'same' },
  { observation: 'UV', measure: 'uv', quantity: 'same' },
  { observation: 'soilTemp1', measure: 'soil_temperature', quantity: 'temperature' },
  { observation: 'leafWet1', measure: 'leaf_wetness', quantity: 'leafWetness' },
  { observation: 'pm2_5', measure: 'pm25', quantity: 'same' },
  { observation: 'lightning_distance', measure: 'lightning_distance', quantity: 'distance' },
];

export const identity = (value: number) => value;
export const CONVERSIONS: Readonly<Record<number, Readonly<Record<Quantity, (value: number) => number>>>> = {
  [US]: {
    temperature: fahrenheitToCelsius,
    pressure: inhgToHpa,
    speed: mphToMs,
    rain: inchesToMm,
    distance: milesToKm,
    same: identity,
    leafWetness: identity,
  },
  [METRIC]: {
    temperature: identity,
    pressure: identity,
    speed: kmhToMs,
    rain: (cm) => cm * 10,
    distance: identity,
    same: identity,
    leafWetness: identity,
  },
  [METRICWX]: {
    temperature: identity,
    pressure: identity,
    speed: identity,
    rain: identity,
    distance: identity,
    same: identity,
    leafWetness: identity,
  },
};
