import { describe, expect, it } from 'vitest';
import {
  dewPointC,
  relativeHumidityFromDewPoint,
  saturationVapourPressureHpa,
  vapourPressureHpa,
} from './humidity.ts';

describe('dewPointC (Magnus a = 17.27, b = 237.7 °C)', () => {
  // Psychrometric reference values (dew point over water, rounded to 0.1 °C), e.g. NOAA/NWS dew point
  // tables and the Sonntag-based tables of the DWD; Magnus is within ±0.2 °C of them in this range.
  it.each([
    [20, 50, 9.3],
    [30, 70, 23.9],
    [10, 80, 6.7],
    [25, 60, 16.7],
    [35, 40, 19.4],
    [0, 50, -9.2],
    [5, 90, 3.5],
  ])('%s °C at %s RH has a dew point of %s °C', (temperature, humidity, expected) => {
    expect(dewPointC(temperature, humidity)).toBeCloseTo(expected, 0);
    expect(Math.abs((dewPointC(temperature, humidity) ?? Number.NaN) - expected)).toBeLessThan(0.2);
  });

  it('equals the temperature at 100 % humidity', () => {
    expect(dewPointC(17.3, 100)).toBeCloseTo(17.3, 10);
    expect(dewPointC(-5, 100)).toBeCloseTo(-5, 10);
  });

  it('treats a reading above 100 % as saturated', () => {
    expect(dewPointC(12, 101)).toBeCloseTo(12, 10);
  });

  it('has no dew point at 0 % or for missing input', () => {
    expect(dewPointC(20, 0)).toBeNull();
    expect(dewPointC(20, -3)).toBeNull();
    expect(dewPointC(Number.NaN, 50)).toBeNull();
  });

  it('stays finite and below the temperature at 1 %', () => {
    const dewPoint = dewPointC(30, 1);
    expect(dewPoint).not.toBeNull();
    expect(dewPoint).toBeLessThan(-20);
  });
});

describe('relativeHumidityFromDewPoint', () => {
  it.each([
    [20, 9.25, 50],
    [30, 23.9, 70],
    [-10, -12.78, 80],
  ])('%s °C with a dew point of %s °C is %s RH', (temperature, dewPoint, expected) => {
    expect(relativeHumidityFromDewPoint(temperature, dewPoint)).toBeCloseTo(expected, 0);
  });

  it('inverts dewPointC', () => {
    for (const humidity of [5, 33, 64, 99]) {
      const dewPoint = dewPointC(22, humidity) ?? Number.NaN;
      expect(relativeHumidityFromDewPoint(22, dewPoint)).toBeCloseTo(humidity, 8);
    }
  });

  it('caps at 100 % when the dew point exceeds the temperature', () => {
    expect(relativeHumidityFromDewPoint(10, 11)).toBe(100);
  });

  it('returns null for missing input', () => {
    expect(relativeHumidityFromDewPoint(10, Number.NaN)).toBeNull();
  });
});

describe('vapour pressure', () => {
  // WMO-No. 8 annex 4.B (Goff-Gratch): saturation vapour pressure over water 6.112 hPa at 0 °C,
  // 23.39 hPa at 20 °C, 42.47 hPa at 30 °C; Magnus stays within 0.5 % of them.
  it.each([
    [0, 6.112],
    [20, 23.39],
    [30, 42.47],
  ])('saturation at %s °C is about %s hPa', (temperature, expected) => {
    expect(Math.abs(saturationVapourPressureHpa(temperature) / expected - 1)).toBeLessThan(0.005);
  });

  it('scales with relative humidity and clamps it to 0…100', () => {
    expect(vapourPressureHpa(20, 50)).toBeCloseTo(saturationVapourPressureHpa(20) / 2, 10);
    expect(vapourPressureHpa(20, 0)).toBe(0);
    expect(vapourPressureHpa(20, 120)).toBeCloseTo(saturationVapourPressureHpa(20), 10);
  });
});
