import { describe, expect, it } from 'vitest';
import { absolutePressureHpa, STANDARD_SEA_LEVEL_PRESSURE_HPA, seaLevelPressureHpa } from './pressure.ts';

describe('seaLevelPressureHpa (DWD reduction)', () => {
  // ICAO standard atmosphere (ICAO Doc 7488): pressure and temperature at height. Reducing the standard
  // station pressure with the standard temperature and dry air must give back 1013.25 hPa.
  it.each([
    [500, 954.61, 11.75],
    [1000, 898.76, 8.5],
    [1500, 845.59, 5.25],
  ])(
    'reduces the standard atmosphere at %s m (%s hPa, %s °C) to 1013.25 hPa',
    (elevation, pressure, temperature) => {
      const reduced = seaLevelPressureHpa(pressure, {
        elevationM: elevation,
        temperatureC: temperature,
        relativeHumidity: 0,
      });
      expect(Math.abs(reduced - STANDARD_SEA_LEVEL_PRESSURE_HPA)).toBeLessThan(0.1);
    },
  );

  it('uses the standard temperature at that height when the temperature is unknown', () => {
    const reduced = seaLevelPressureHpa(898.76, {
      elevationM: 1000,
      temperatureC: null,
      relativeHumidity: 0,
    });
    expect(Math.abs(reduced - STANDARD_SEA_LEVEL_PRESSURE_HPA)).toBeLessThan(0.1);
  });

  it('leaves the pressure unchanged at sea level', () => {
    expect(seaLevelPressureHpa(1001.3, { elevationM: 0, temperatureC: 25, relativeHumidity: 80 })).toBe(
      1001.3,
    );
  });

  it('adds about 1 hPa per 8 m near the ground', () => {
    const reduced = seaLevelPressureHpa(1000, { elevationM: 80, temperatureC: 15, relativeHumidity: 60 });
    expect(reduced - 1000).toBeGreaterThan(9);
    expect(reduced - 1000).toBeLessThan(10.5);
  });

  it('adds more in cold air than in warm air (denser column)', () => {
    const cold = seaLevelPressureHpa(950, { elevationM: 500, temperatureC: -10, relativeHumidity: 50 });
    const warm = seaLevelPressureHpa(950, { elevationM: 500, temperatureC: 30, relativeHumidity: 50 });
    expect(cold).toBeGreaterThan(warm + 5);
  });

  it('lowers the reduction slightly for moist air and uses a typical humidity when none is given', () => {
    const dry = seaLevelPressureHpa(950, { elevationM: 500, temperatureC: 20, relativeHumidity: 0 });
    const moist = seaLevelPressureHpa(950, { elevationM: 500, temperatureC: 20, relativeHumidity: 100 });
    const typical = seaLevelPressureHpa(950, { elevationM: 500, temperatureC: 20 });
    expect(moist).toBeLessThan(dry);
    expect(dry - moist).toBeLessThan(1);
    expect(typical).toBeLessThan(dry);
    expect(typical).toBeGreaterThan(moist);
  });

  it('reduces downwards for a station below sea level', () => {
    expect(seaLevelPressureHpa(1020, { elevationM: -20, temperatureC: 20 })).toBeLessThan(1020);
  });
});

describe('absolutePressureHpa', () => {
  it('gives back the standard station pressure from 1013.25 hPa', () => {
    const station = absolutePressureHpa(1013.25, {
      elevationM: 1000,
      temperatureC: 8.5,
      relativeHumidity: 0,
    });
    expect(station).toBeCloseTo(898.76, 1);
  });

  it('inverts seaLevelPressureHpa', () => {
    const conditions = { elevationM: 37, temperatureC: 4.2, relativeHumidity: 91 };
    expect(absolutePressureHpa(seaLevelPressureHpa(1008.7, conditions), conditions)).toBeCloseTo(1008.7, 10);
  });
});
