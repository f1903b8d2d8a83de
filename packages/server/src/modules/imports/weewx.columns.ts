// What a WeeWX archive's columns and daily summary tables mean to meteodeck, and the unit conversions of
// WeeWX's three unit systems (weewx/units.py): the tables weewx.source.ts reads by.
import { READING_MEASURES, type ReadingMeasure } from '@meteodeck/contract';
import {
  fahrenheitToCelsius,
  inchesToMm,
  inhgToHpa,
  kmhToMs,
  type MeasureUnit,
  measureDescriptor,
  milesToKm,
  mphToMs,
  sourceFields,
} from '@meteodeck/weather';
import type { SummaryMeasure } from '../../db/database.ts';

/** WeeWX's unit systems (weewx/__init__.py). */
export const US = 1;
export const METRIC = 16;
export const METRICWX = 17;

export type Quantity = 'temperature' | 'pressure' | 'speed' | 'rain' | 'distance' | 'same' | 'leafWetness';

/** What a WeeWX column in WeeWX's US unit system (the measure catalogue's unit for it) measures. */
function quantityOf(measure: ReadingMeasure, unit: MeasureUnit): Quantity {
  if (measureDescriptor(measure).quantity === 'wetness') return 'leafWetness';
  switch (unit) {
    case '°F':
      return 'temperature';
    case 'inHg':
      return 'pressure';
    case 'mph':
      return 'speed';
    case 'in':
    case 'in/h':
      return 'rain';
    case 'mi':
      return 'distance';
    default:
      return 'same';
  }
}

/**
 * The archive columns meteodeck stores: each one's measure and what it measures. The measure catalogue
 * (@meteodeck/weather) names each reading measure's wview_extended column; a channelled one's first channel
 * goes into the reading (`soilTemp1`, `leafWet1`).
 */
export const WEEWX_COLUMNS: ReadonlyArray<{ column: string; measure: ReadingMeasure; quantity: Quantity }> =
  READING_MEASURES.flatMap((measure) =>
    sourceFields(measure, 'weewx')
      .filter((field) => field.channel <= 1)
      .map((field) => ({ column: field.name, measure, quantity: quantityOf(measure, field.unit) })),
  );

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
