// What a WeeWX archive's columns and daily summary tables mean to meteodeck, and the unit conversions of
// WeeWX's three unit systems (weewx/units.py): the tables weewx.source.ts reads by.
import { READING_MEASURES, type ReadingMeasure } from '@meteodeck/contract';
import {
  convertMeasureUnit,
  fahrenheitToCelsius,
  inchesToMm,
  inhgToHpa,
  kmhToMs,
  type MeasureKind,
  type MeasureUnit,
  measureDescriptor,
  milesToKm,
  mphToMs,
  sourceFieldIndex,
  sourceFields,
} from '@meteodeck/weather';
import type { SummaryMeasure } from '../../db/database.ts';
import { sensorKeyOf } from '../sensors/index.ts';

/** WeeWX's unit systems (weewx/__init__.py). */
export const US = 1;
export const METRIC = 16;
export const METRICWX = 17;

export type Quantity = 'temperature' | 'pressure' | 'speed' | 'rain' | 'distance' | 'same' | 'leafWetness';

/** What a WeeWX column in WeeWX's US unit system (the measure catalogue's unit for it) measures. */
function quantityOf(measure: MeasureKind, unit: MeasureUnit): Quantity {
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

/** The unit a quantity's value is in once CONVERSIONS took it out of its unit system. */
const CONVERTED_UNIT: Partial<Record<Quantity, MeasureUnit>> = { temperature: '°C', rain: 'mm' };

/**
 * The archive columns the extra sensors are read from (the measure catalogue's wview_extended columns of
 * every channelled kind and of every kind no reading column holds: extraTemp1…3, extraHumid1…2, soilTemp1…4,
 * leafTemp1…2, leafWet1…2, pm2_5, pm10_0, co2, snowDepth), each with its sensor key and its conversion from
 * the row's unit system: CONVERSIONS, then the catalogue's units. A column whose unit does not convert into
 * its kind's (soilMoist in centibars, the kind in percent) is not read. A channelled kind's first channel is
 * also the reading's column (soilTemp1), as a console's upload is both.
 */
export interface WeewxSensorColumn {
  column: string;
  key: string;
  quantity: Quantity;
  /** The catalogue's unit of the column in WeeWX's US system. */
  usUnit: MeasureUnit;
  /** From CONVERSIONS' unit into the kind's canonical unit. */
  toCanonical: (value: number) => number;
}

export const WEEWX_SENSOR_COLUMNS: readonly WeewxSensorColumn[] = [...sourceFieldIndex('weewx')].flatMap(
  ([column, meaning]): WeewxSensorColumn[] => {
    const descriptor = measureDescriptor(meaning.kind);
    const sensor = descriptor.healthOf === undefined && (descriptor.channels > 0 || !descriptor.reading);
    if (!sensor) return [];
    const quantity = quantityOf(meaning.kind, meaning.unit);
    if (quantity === 'leafWetness')
      return [{ column, key: keyOf(meaning), quantity, usUnit: meaning.unit, toCanonical: identity }];
    const from = CONVERTED_UNIT[quantity] ?? meaning.unit;
    if (convertMeasureUnit(0, from, descriptor.unit) === null) return [];
    const toCanonical = (value: number) => convertMeasureUnit(value, from, descriptor.unit) ?? Number.NaN;
    return [{ column, key: keyOf(meaning), quantity, usUnit: meaning.unit, toCanonical }];
  },
);

function keyOf(meaning: { kind: MeasureKind; channel: number }): string {
  return sensorKeyOf(meaning.kind, measureDescriptor(meaning.kind).channels === 0 ? null : meaning.channel);
}
