import { describe, expect, it } from 'vitest';
import {
  atmosphericPressureKpa,
  dayOfYear,
  extraterrestrialRadiation,
  psychrometricConstant,
  referenceEvapotranspiration,
  saturationSlope,
  solarRadiationFromSunshine,
  windAtTwoMetres,
} from './evapotranspiration.ts';

/**
 * FAO-56, chapter 4, example 18 ("Determination of ETo with daily data"): Brussels, 50°48' N, 100 m, 6 July;
 * Tmax 21.5 °C, Tmin 12.3 °C, RHmax 84 %, RHmin 63 %, wind 10 km/h (2.78 m/s) measured at 10 m, 9.25 h of
 * sunshine. The paper's intermediate values and its ET0 of 3.9 mm/day.
 */
const LATITUDE = 50 + 48 / 60;

describe('FAO-56 Penman–Monteith reference evapotranspiration', () => {
  it('gives the intermediate values of example 18', () => {
    expect(dayOfYear('2026-07-06')).toBe(187);
    const pressure = atmosphericPressureKpa(100);
    expect(pressure).toBeCloseTo(100.1, 1);
    expect(psychrometricConstant(pressure)).toBeCloseTo(0.0666, 4);
    expect(saturationSlope(16.9)).toBeCloseTo(0.122, 3);
    expect(windAtTwoMetres(10 / 3.6, 10)).toBeCloseTo(2.078, 3);
    const { radiationMj, daylightHours } = extraterrestrialRadiation(LATITUDE, 187);
    expect(radiationMj).toBeCloseTo(41.09, 1);
    expect(daylightHours).toBeCloseTo(16.1, 1);
    expect(solarRadiationFromSunshine(9.25, LATITUDE, 187)).toBeCloseTo(22.07, 1);
  });

  it('gives ET0 = 3.9 mm/day for Brussels on 6 July (example 18)', () => {
    const { et0Mm, netRadiationMj } = referenceEvapotranspiration({
      date: '2026-07-06',
      minTemperatureC: 12.3,
      maxTemperatureC: 21.5,
      minHumidity: 63,
      maxHumidity: 84,
      windSpeed2mMs: windAtTwoMetres(10 / 3.6, 10),
      solarRadiationMj: solarRadiationFromSunshine(9.25, LATITUDE, 187),
      elevationM: 100,
      latitudeDeg: LATITUDE,
    });
    expect(netRadiationMj).toBeCloseTo(13.28, 1);
    expect(Math.round(et0Mm * 10) / 10).toBe(3.9);
    expect(et0Mm).toBeGreaterThan(3.85);
    expect(et0Mm).toBeLessThan(3.95);
  });

  it('answers 0, never less, when the net radiation is negative in saturated, still air (a clear winter day)', () => {
    const { radiationMj } = extraterrestrialRadiation(LATITUDE, 6);
    const { et0Mm, netRadiationMj } = referenceEvapotranspiration({
      date: '2026-01-06',
      minTemperatureC: -22,
      maxTemperatureC: -20,
      minHumidity: 100,
      maxHumidity: 100,
      windSpeed2mMs: 0,
      solarRadiationMj: (0.75 + 2e-5 * 100) * radiationMj,
      elevationM: 100,
      latitudeDeg: LATITUDE,
    });
    expect(netRadiationMj).toBeLessThan(0);
    expect(et0Mm).toBe(0);
  });
});
