/**
 * Unit conversions between the canonical storage units (°C, m/s, hPa, mm, m, km) and the display units of
 * the unit sets. Factors are the exact definitions (NIST SP 811, appendix B): 1 in = 25.4 mm, 1 ft = 0.3048 m,
 * 1 mile = 1.609344 km, 1 mph = 0.44704 m/s, 1 kn = 1852 m/h, 1 mmHg = 133.322387415 Pa (conventional) and
 * 1 inHg = 25.4 mmHg. They are linear (or affine for temperature), so they hold over any range.
 */

import type {
  HeightUnit,
  PressureUnit,
  RainUnit,
  SpeedUnit,
  TemperatureUnit,
  UnitSymbol,
} from './unit-symbols.ts';

const MS_PER_KMH = 1 / 3.6;
const MS_PER_MPH = 0.44704;
const MS_PER_KNOT = 1852 / 3600;
const HPA_PER_MMHG = 1.33322387415;
const HPA_PER_INHG = 25.4 * HPA_PER_MMHG;
const MM_PER_INCH = 25.4;
const M_PER_FOOT = 0.3048;
const KM_PER_MILE = 1.609344;

/** °C → °F (exact: F = C × 9/5 + 32). */
export function celsiusToFahrenheit(temperatureC: number): number {
  return (temperatureC * 9) / 5 + 32;
}

/** °F → °C (exact: C = (F − 32) × 5/9). */
export function fahrenheitToCelsius(temperatureF: number): number {
  return ((temperatureF - 32) * 5) / 9;
}

/** m/s → km/h (× 3.6). */
export function msToKmh(speedMs: number): number {
  return speedMs * 3.6;
}

/** km/h → m/s (÷ 3.6). */
export function kmhToMs(speedKmh: number): number {
  return speedKmh * MS_PER_KMH;
}

/** m/s → mph (1 mph = 0.44704 m/s exactly). */
export function msToMph(speedMs: number): number {
  return speedMs / MS_PER_MPH;
}

/** mph → m/s (1 mph = 0.44704 m/s exactly). */
export function mphToMs(speedMph: number): number {
  return speedMph * MS_PER_MPH;
}

/** m/s → knots (1 kn = 1852 m per hour exactly). */
export function msToKnots(speedMs: number): number {
  return speedMs / MS_PER_KNOT;
}

/** knots → m/s (1 kn = 1852 m per hour exactly). */
export function knotsToMs(speedKn: number): number {
  return speedKn * MS_PER_KNOT;
}

/** hPa → inHg (conventional inch of mercury, 33.8639 hPa). */
export function hpaToInhg(pressureHpa: number): number {
  return pressureHpa / HPA_PER_INHG;
}

/** inHg → hPa (conventional inch of mercury, 33.8639 hPa). */
export function inhgToHpa(pressureInhg: number): number {
  return pressureInhg * HPA_PER_INHG;
}

/** hPa → mmHg (conventional millimetre of mercury, 1.33322 hPa). */
export function hpaToMmhg(pressureHpa: number): number {
  return pressureHpa / HPA_PER_MMHG;
}

/** mmHg → hPa (conventional millimetre of mercury, 1.33322 hPa). */
export function mmhgToHpa(pressureMmhg: number): number {
  return pressureMmhg * HPA_PER_MMHG;
}

/** mm → inches (÷ 25.4); also mm/h → in/h. */
export function mmToInches(lengthMm: number): number {
  return lengthMm / MM_PER_INCH;
}

/** inches → mm (× 25.4); also in/h → mm/h. */
export function inchesToMm(lengthIn: number): number {
  return lengthIn * MM_PER_INCH;
}

/** metres → feet (1 ft = 0.3048 m exactly). */
export function metresToFeet(lengthM: number): number {
  return lengthM / M_PER_FOOT;
}

/** feet → metres (1 ft = 0.3048 m exactly). */
export function feetToMetres(lengthFt: number): number {
  return lengthFt * M_PER_FOOT;
}

/** km → statute miles (1 mile = 1.609344 km exactly); for lightning distances. */
export function kmToMiles(distanceKm: number): number {
  return distanceKm / KM_PER_MILE;
}

/** statute miles → km (1 mile = 1.609344 km exactly); for lightning distances. */
export function milesToKm(distanceMiles: number): number {
  return distanceMiles * KM_PER_MILE;
}

/** Converts a temperature between any two temperature units. */
export function convertTemperature(value: number, from: TemperatureUnit, to: TemperatureUnit): number {
  return temperatureFromCelsius(temperatureToCelsius(value, from), to);
}

/** Converts a speed between any two speed units (through m/s). */
export function convertSpeed(value: number, from: SpeedUnit, to: SpeedUnit): number {
  return from === to ? value : speedFromMs(speedToMs(value, from), to);
}

/** Converts a pressure between any two pressure units (through hPa). */
export function convertPressure(value: number, from: PressureUnit, to: PressureUnit): number {
  return from === to ? value : pressureFromHpa(pressureToHpa(value, from), to);
}

/** Converts a rain amount (or a rate per hour) between mm and in. */
export function convertRain(value: number, from: RainUnit, to: RainUnit): number {
  if (from === to) return value;
  return from === 'mm' ? mmToInches(value) : inchesToMm(value);
}

/** Converts a height (cloud base, elevation) between m and ft. */
export function convertHeight(value: number, from: HeightUnit, to: HeightUnit): number {
  if (from === to) return value;
  return from === 'm' ? metresToFeet(value) : feetToMetres(value);
}

function temperatureToCelsius(value: number, unit: TemperatureUnit): number {
  return unit === '°C' ? value : fahrenheitToCelsius(value);
}

function temperatureFromCelsius(valueC: number, unit: TemperatureUnit): number {
  return unit === '°C' ? valueC : celsiusToFahrenheit(valueC);
}

function speedToMs(value: number, unit: SpeedUnit): number {
  switch (unit) {
    case 'm/s':
      return value;
    case 'km/h':
      return kmhToMs(value);
    case 'mph':
      return mphToMs(value);
    case 'kn':
      return knotsToMs(value);
  }
}

function speedFromMs(valueMs: number, unit: SpeedUnit): number {
  switch (unit) {
    case 'm/s':
      return valueMs;
    case 'km/h':
      return msToKmh(valueMs);
    case 'mph':
      return msToMph(valueMs);
    case 'kn':
      return msToKnots(valueMs);
  }
}

function pressureToHpa(value: number, unit: PressureUnit): number {
  switch (unit) {
    case 'hPa':
      return value;
    case 'inHg':
      return inhgToHpa(value);
    case 'mmHg':
      return mmhgToHpa(value);
  }
}

function pressureFromHpa(valueHpa: number, unit: PressureUnit): number {
  switch (unit) {
    case 'hPa':
      return valueHpa;
    case 'inHg':
      return hpaToInhg(valueHpa);
    case 'mmHg':
      return hpaToMmhg(valueHpa);
  }
}

/**
 * Converts a value held in its canonical unit to `unit`. The symbol says the dimension: temperature symbols
 * read the value as °C, speed symbols as m/s, pressure as hPa, rain as mm (amount, or mm/h for a rate),
 * height as m; W/m², µg/m³, % and ° are already canonical and pass through unchanged.
 */
export function convertFromCanonical(value: number, unit: UnitSymbol): number {
  switch (unit) {
    case '°C':
    case '°F':
      return temperatureFromCelsius(value, unit);
    case 'km/h':
    case 'm/s':
    case 'mph':
    case 'kn':
      return speedFromMs(value, unit);
    case 'hPa':
    case 'inHg':
    case 'mmHg':
      return pressureFromHpa(value, unit);
    case 'mm':
    case 'in':
      return convertRain(value, 'mm', unit);
    case 'm':
    case 'ft':
      return convertHeight(value, 'm', unit);
    case 'W/m²':
    case 'µg/m³':
    case '%':
    case '°':
      return value;
  }
}

/** The inverse of {@link convertFromCanonical}: a value in `unit` back to its canonical unit. */
export function convertToCanonical(value: number, unit: UnitSymbol): number {
  switch (unit) {
    case '°C':
    case '°F':
      return temperatureToCelsius(value, unit);
    case 'km/h':
    case 'm/s':
    case 'mph':
    case 'kn':
      return speedToMs(value, unit);
    case 'hPa':
    case 'inHg':
    case 'mmHg':
      return pressureToHpa(value, unit);
    case 'mm':
    case 'in':
      return convertRain(value, unit, 'mm');
    case 'm':
    case 'ft':
      return convertHeight(value, unit, 'm');
    case 'W/m²':
    case 'µg/m³':
    case '%':
    case '°':
      return value;
  }
}
