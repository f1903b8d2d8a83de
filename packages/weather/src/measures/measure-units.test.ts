import { describe, expect, it } from 'vitest';
import { celsiusToFahrenheit, hpaToInhg, msToMph } from '../conversions.ts';
import { convertMeasureUnit } from './measure-units.ts';

describe('convertMeasureUnit', () => {
  it('converts the unit-set symbols exactly as conversions.ts does', () => {
    expect(convertMeasureUnit(21.3, '°C', '°F')).toBe(celsiusToFahrenheit(21.3));
    expect(convertMeasureUnit(1013.2, 'hPa', 'inHg')).toBe(hpaToInhg(1013.2));
    expect(convertMeasureUnit(4.2, 'm/s', 'mph')).toBe(msToMph(4.2));
    expect(convertMeasureUnit(32, '°F', '°C')).toBe(0);
  });

  it('converts lengths, rain rates and instants the unit sets do not name', () => {
    expect(convertMeasureUnit(254, 'mm', 'cm')).toBe(25.4);
    expect(convertMeasureUnit(1, 'in', 'cm')).toBeCloseTo(2.54, 12);
    expect(convertMeasureUnit(1, 'mi', 'km')).toBeCloseTo(1.609344, 12);
    expect(convertMeasureUnit(0.5, 'in/h', 'mm/h')).toBeCloseTo(12.7, 12);
    expect(convertMeasureUnit(1_700_000_000, 'epochSeconds', 'epochMs')).toBe(1_700_000_000_000);
  });

  it('leaves a unit as it is and refuses units of different dimensions', () => {
    expect(convertMeasureUnit(42, 'ppm', 'ppm')).toBe(42);
    expect(convertMeasureUnit(42, '%', 'cb')).toBeNull();
    expect(convertMeasureUnit(3, 'mm', 'mm/h')).toBeNull();
    expect(convertMeasureUnit(3, 'level', 'V')).toBeNull();
  });
});
