import { describe, expect, it } from 'vitest';
import {
  celsiusToFahrenheit,
  convertFromCanonical,
  convertHeight,
  convertPressure,
  convertRain,
  convertSpeed,
  convertTemperature,
  convertToCanonical,
  fahrenheitToCelsius,
  feetToMetres,
  hpaToInhg,
  hpaToMmhg,
  inchesToMm,
  inhgToHpa,
  kmhToMs,
  kmToMiles,
  knotsToMs,
  metresToFeet,
  milesToKm,
  mmhgToHpa,
  mmToInches,
  mphToMs,
  msToKmh,
  msToKnots,
  msToMph,
} from './conversions.ts';
import { roundTo, toDisplayUnit, UNIT_DISPLAY_DECIMALS } from './rounding.ts';
import {
  IMPERIAL_UNIT_SET,
  isPressureUnit,
  isSpeedUnit,
  isTemperatureUnit,
  isUnitSymbol,
  METRIC_UNIT_SET,
  UNIT_SET_FIELD_CHOICES,
  UNIT_SYMBOLS,
  type UnitSymbol,
} from './unit-symbols.ts';

// Reference pairs from the exact definitions (NIST SP 811 appendix B) and everyday fixed points.
describe('one-way conversions', () => {
  it.each([
    ['°C→°F freezing', celsiusToFahrenheit, 0, 32],
    ['°C→°F boiling', celsiusToFahrenheit, 100, 212],
    ['°C→°F where scales meet', celsiusToFahrenheit, -40, -40],
    ['°F→°C body temperature', fahrenheitToCelsius, 98.6, 37],
    ['m/s→km/h', msToKmh, 10, 36],
    ['km/h→m/s', kmhToMs, 36, 10],
    ['m/s→mph', msToMph, 0.44704, 1],
    ['mph→m/s', mphToMs, 100, 44.704],
    ['m/s→kn', msToKnots, 1852 / 3600, 1],
    ['kn→m/s', knotsToMs, 10, 5.144444],
    ['hPa→inHg standard atmosphere', hpaToInhg, 1013.25, 29.921],
    ['inHg→hPa', inhgToHpa, 30, 1015.92],
    ['hPa→mmHg standard atmosphere', hpaToMmhg, 1013.25, 760],
    ['mmHg→hPa', mmhgToHpa, 760, 1013.25],
    ['mm→in', mmToInches, 25.4, 1],
    ['in→mm', inchesToMm, 0.01, 0.254],
    ['m→ft', metresToFeet, 0.3048, 1],
    ['ft→m', feetToMetres, 1000, 304.8],
    ['km→miles', kmToMiles, 1.609344, 1],
    ['miles→km', milesToKm, 10, 16.09344],
  ] as const)('%s', (_label, convert, input, expected) => {
    expect(convert(input)).toBeCloseTo(expected, 2);
  });
});

describe('conversions between any two units of a dimension', () => {
  it('converts temperatures both ways and identically within a unit', () => {
    expect(convertTemperature(25, '°C', '°F')).toBeCloseTo(77, 10);
    expect(convertTemperature(77, '°F', '°C')).toBeCloseTo(25, 10);
    expect(convertTemperature(12.3, '°F', '°F')).toBe(12.3);
  });

  it.each([
    [100, 'km/h', 'mph', 62.137],
    [100, 'km/h', 'kn', 53.996],
    [10, 'kn', 'mph', 11.508],
    [5, 'm/s', 'm/s', 5],
  ] as const)('%s %s is %s %s', (value, from, to, expected) => {
    expect(convertSpeed(value, from, to)).toBeCloseTo(expected, 3);
  });

  it('converts pressures through hPa', () => {
    expect(convertPressure(29.92, 'inHg', 'mmHg')).toBeCloseTo(759.97, 2);
    expect(convertPressure(760, 'mmHg', 'inHg')).toBeCloseTo(29.921, 3);
  });

  it('converts rain and heights', () => {
    expect(convertRain(1, 'in', 'mm')).toBe(25.4);
    expect(convertRain(12.7, 'mm', 'in')).toBeCloseTo(0.5, 10);
    expect(convertHeight(1000, 'ft', 'm')).toBeCloseTo(304.8, 10);
    expect(convertHeight(10, 'm', 'm')).toBe(10);
  });
});

describe('canonical values and unit symbols', () => {
  it.each([
    ['°C', 21.5, 21.5],
    ['°F', 20, 68],
    ['m/s', 3, 3],
    ['km/h', 10, 36],
    ['mph', 10, 22.369],
    ['kn', 10, 19.438],
    ['hPa', 1013.25, 1013.25],
    ['inHg', 1013.25, 29.921],
    ['mmHg', 1013.25, 760],
    ['mm', 25.4, 25.4],
    ['in', 25.4, 1],
    ['m', 1000, 1000],
    ['ft', 1000, 3280.84],
    ['W/m²', 850, 850],
    ['µg/m³', 12.3, 12.3],
    ['%', 55, 55],
    ['°', 270, 270],
  ] as const)('a canonical value shown in %s', (unit, canonical, expected) => {
    expect(convertFromCanonical(canonical, unit)).toBeCloseTo(expected, 2);
  });

  it.each(UNIT_SYMBOLS.map((unit) => [unit]))('%s converts back to the canonical value', (unit) => {
    expect(convertToCanonical(convertFromCanonical(-12.345, unit), unit)).toBeCloseTo(-12.345, 9);
  });

  it('lists each symbol of DESIGN §4 once', () => {
    expect(new Set(UNIT_SYMBOLS).size).toBe(UNIT_SYMBOLS.length);
    expect([...UNIT_SYMBOLS].sort()).toEqual(
      [
        '°C',
        '°F',
        'km/h',
        'm/s',
        'mph',
        'kn',
        'mm',
        'in',
        'hPa',
        'inHg',
        'mmHg',
        'm',
        'ft',
        'W/m²',
        'µg/m³',
        '%',
        '°',
      ].sort(),
    );
  });

  it('recognises symbols of the closed lists only', () => {
    expect(isUnitSymbol('hPa')).toBe(true);
    expect(isUnitSymbol('mbar')).toBe(false);
    expect(isUnitSymbol(3)).toBe(false);
    expect(isTemperatureUnit('°F')).toBe(true);
    expect(isTemperatureUnit('K')).toBe(false);
    expect(isSpeedUnit('kn')).toBe(true);
    expect(isSpeedUnit('kt')).toBe(false);
    expect(isPressureUnit('inHg')).toBe(true);
    expect(isPressureUnit('hpa')).toBe(false);
  });

  it('keeps the seeded unit sets within the field choices', () => {
    for (const set of [METRIC_UNIT_SET, IMPERIAL_UNIT_SET]) {
      for (const [field, choices] of Object.entries(UNIT_SET_FIELD_CHOICES)) {
        expect(choices).toContain(set[field as keyof typeof set]);
      }
    }
  });
});

describe('rounding', () => {
  it.each([
    [1.005, 2, 1.01],
    [2.5, 0, 3],
    [-2.5, 0, -3],
    [-0.05, 1, -0.1],
    [-0.04, 1, 0],
    [12.345, 1, 12.3],
    [29.9213, 2, 29.92],
    [1234.5678, 0, 1235],
  ] as const)('roundTo(%s, %s) is %s', (value, decimals, expected) => {
    expect(roundTo(value, decimals)).toBe(expected);
  });

  it('never returns negative zero', () => {
    expect(Object.is(roundTo(-0.01, 1), 0)).toBe(true);
  });

  it('rejects a bad number of decimals', () => {
    expect(() => roundTo(1, 1.5)).toThrow(RangeError);
    expect(() => roundTo(1, -1)).toThrow(RangeError);
  });

  it.each([
    [21.46, '°C', 21.5],
    [21.46, '°F', 70.6],
    [1013.25, 'inHg', 29.92],
    [10, 'km/h', 36],
    [1.3, 'in', 0.05],
    [1234.4, 'ft', 4050],
    [null, 'hPa', null],
  ] as const satisfies readonly (readonly [number | null, UnitSymbol, number | null])[])(
    'toDisplayUnit(%s, %s) is %s',
    (value, unit, expected) => {
      expect(toDisplayUnit(value, unit)).toBe(expected);
    },
  );

  it('has display decimals for every symbol', () => {
    expect(Object.keys(UNIT_DISPLAY_DECIMALS).sort()).toEqual([...UNIT_SYMBOLS].sort());
  });
});
