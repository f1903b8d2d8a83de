import { describe, expect, it } from 'vitest';
import { clearSkyIrradiance, solarElevationDeg } from './sun-position.ts';

describe('solar elevation', () => {
  it('matches the noon altitude 90° − latitude + declination at the solstices and equinox', () => {
    // Berlin (52.52 N, 13.40 E): solar noon near 11:06 UTC on 21 June, declination +23.44°.
    expect(solarElevationDeg(Date.UTC(2026, 5, 21, 11, 6), 52.52, 13.4)).toBeCloseTo(90 - 52.52 + 23.44, 0);
    // 21 December, declination −23.44°.
    expect(solarElevationDeg(Date.UTC(2026, 11, 21, 11, 6), 52.52, 13.4)).toBeCloseTo(90 - 52.52 - 23.44, 0);
    // On the equator at the March equinox the sun stands nearly overhead at noon.
    expect(solarElevationDeg(Date.UTC(2026, 2, 20, 12, 7), 0, 0)).toBeGreaterThan(88);
  });

  it('is below the horizon at night and follows the longitude', () => {
    expect(solarElevationDeg(Date.UTC(2026, 10, 21, 23, 0), 52.52, 13.4)).toBeLessThan(-30);
    // 09:00 UTC: day in Berlin, night in New York.
    expect(solarElevationDeg(Date.UTC(2026, 10, 21, 9, 0), 52.52, 13.4)).toBeGreaterThan(5);
    expect(solarElevationDeg(Date.UTC(2026, 10, 21, 9, 0), 40.75, -74)).toBeLessThan(-10);
  });
});

describe('clear-sky irradiance (Haurwitz)', () => {
  it('is zero at night and highest with the sun overhead', () => {
    expect(clearSkyIrradiance(-5)).toBe(0);
    expect(clearSkyIrradiance(0)).toBe(0);
    expect(clearSkyIrradiance(90)).toBeCloseTo(1098 * Math.exp(-0.057), 6);
    expect(clearSkyIrradiance(30)).toBeGreaterThan(400);
    expect(clearSkyIrradiance(30)).toBeLessThan(clearSkyIrradiance(60));
  });
});
