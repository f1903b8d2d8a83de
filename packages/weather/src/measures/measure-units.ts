/**
 * Conversions between the units a descriptor or a source field names (measure-descriptor.ts MEASURE_UNITS).
 * The unit-set symbols go through conversions.ts, so a value converts here exactly as everywhere else; the
 * others are lengths (cm, km, mi against mm), rain rates (in/h against mm/h) and instants (seconds against
 * milliseconds). Units of different dimensions do not convert: the answer is null.
 */

import {
  convertFromCanonical,
  convertToCanonical,
  inchesToMm,
  kmToMiles,
  milesToKm,
  mmToInches,
} from '../conversions.ts';
import type { MeasureUnit } from './measure-descriptor.ts';

type Dimension = 'temperature' | 'speed' | 'pressure' | 'length' | 'rainRate' | 'instant';

/** The dimension of each unit that converts to others; the rest convert only to themselves. */
const DIMENSION: Partial<Record<MeasureUnit, Dimension>> = {
  '°C': 'temperature',
  '°F': 'temperature',
  'm/s': 'speed',
  'km/h': 'speed',
  mph: 'speed',
  kn: 'speed',
  hPa: 'pressure',
  inHg: 'pressure',
  mmHg: 'pressure',
  mm: 'length',
  cm: 'length',
  in: 'length',
  m: 'length',
  ft: 'length',
  km: 'length',
  mi: 'length',
  'mm/h': 'rainRate',
  'in/h': 'rainRate',
  epochSeconds: 'instant',
  epochMs: 'instant',
};

/** A value in `unit` to its dimension's base: °C, m/s, hPa, mm, mm/h, ms. */
function toBase(value: number, unit: MeasureUnit): number {
  switch (unit) {
    case 'cm':
      return value * 10;
    case 'm':
      return value * 1000;
    case 'ft':
      return convertToCanonical(value, 'ft') * 1000;
    case 'km':
      return value * 1_000_000;
    case 'mi':
      return milesToKm(value) * 1_000_000;
    case 'mm/h':
      return value;
    case 'in/h':
      return inchesToMm(value);
    case 'epochSeconds':
      return value * 1000;
    case 'epochMs':
      return value;
    case '°C':
    case '°F':
    case 'm/s':
    case 'km/h':
    case 'mph':
    case 'kn':
    case 'hPa':
    case 'inHg':
    case 'mmHg':
    case 'mm':
    case 'in':
      return convertToCanonical(value, unit);
    default:
      return value;
  }
}

/** The inverse of {@link toBase}. */
function fromBase(value: number, unit: MeasureUnit): number {
  switch (unit) {
    case 'cm':
      return value / 10;
    case 'm':
      return value / 1000;
    case 'ft':
      return convertFromCanonical(value / 1000, 'ft');
    case 'km':
      return value / 1_000_000;
    case 'mi':
      return kmToMiles(value / 1_000_000);
    case 'mm/h':
      return value;
    case 'in/h':
      return mmToInches(value);
    case 'epochSeconds':
      return value / 1000;
    case 'epochMs':
      return value;
    case '°C':
    case '°F':
    case 'm/s':
    case 'km/h':
    case 'mph':
    case 'kn':
    case 'hPa':
    case 'inHg':
    case 'mmHg':
    case 'mm':
    case 'in':
      return convertFromCanonical(value, unit);
    default:
      return value;
  }
}

/** `value` in `from` converted to `to`; null when the two units measure different things. */
export function convertMeasureUnit(value: number, from: MeasureUnit, to: MeasureUnit): number | null {
  if (from === to) return value;
  const dimension = DIMENSION[from];
  if (dimension === undefined || dimension !== DIMENSION[to]) return null;
  return fromBase(toBase(value, from), to);
}

/**
 * The conversion from `from` to `to` as a function, for a caller that converts many values one way (an
 * upload door's field rules, built once); null when the two units measure different things.
 */
export function measureUnitConverter(from: MeasureUnit, to: MeasureUnit): ((value: number) => number) | null {
  if (from === to) return (value) => value;
  const dimension = DIMENSION[from];
  if (dimension === undefined || dimension !== DIMENSION[to]) return null;
  return (value) => fromBase(toBase(value, from), to);
}
