import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { dialects } from '../../../test/dialects.ts';
import { buildStation } from '../../../test/factories.ts';
import { everyMinutes, postReadings, type ReadingFields } from '../../../test/readings-feed.ts';

const at = (iso: string) => Date.parse(iso);

/** 19 readings every 10 minutes over the 3 hours up to `endIso`, the pressure going from `from` to `to`. */
function threeHours(endIso: string, from: number, to: number, wind: ReadingFields): ReadingFields[] {
  return everyMinutes(at(endIso) - 3 * 3_600_000, 19, 10, (_, i) => ({
    temperature: 5,
    relativePressure: Math.round((from + ((to - from) * i) / 18) * 100) / 100,
    ...wind,
  }));
}

describe.each(dialects)('the barometer of the current data on %s', (dialect) => {
  let t: TestApp | undefined;
  afterEach(() => t?.close());

  async function detailOf(now: number, readings: ReadingFields[], preferedUnit?: 'Imperial') {
    t = await buildTestApp(dialect, { now });
    const station = await buildStation(t.db, { timezone: 'Europe/Paris', lat: 45.78, preferedUnit });
    await postReadings(t, station, readings);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/weatherData/${station.reference}/currentData/detail`,
    });
    expect(response.statusCode).toBe(200);
    return response.json();
  }

  it('names a winter fall of 4.5 hPa in 3 h and reads the Zambretti forecast from it', async () => {
    const readings = threeHours('2026-01-15T09:50:00Z', 1015, 1010.5, { windSpeed: 3, windDirection: 180 });
    const body = await detailOf(at('2026-01-15T09:55:00Z'), readings);
    // Falling, winter (−7 hPa) and a southerly wind (−12 hPa): 127 − 0.12 × 991.5 = 8.02 → 8, 'V'.
    expect(body).toMatchObject({
      relativePressure: 1010.5,
      relativePressureChange3h: -4.5,
      pressureTendency: 'fallingQuickly',
      zambrettiForecast: 'V',
    });
  });

  it('shows the change in the station’s unit and keeps the tendency of the change in hPa', async () => {
    const readings = threeHours('2026-01-15T09:50:00Z', 1015, 1010.5, { windSpeed: 3, windDirection: 180 });
    const body = await detailOf(at('2026-01-15T09:55:00Z'), readings, 'Imperial');
    expect(body.unit.pressureUnit).toBe('inHg');
    expect(body.relativePressureChange3h).toBeCloseTo(-4.5 / 33.8639, 2);
    expect(body.pressureTendency).toBe('fallingQuickly');
  });

  it('calls a steady summer barometer steady, and its calm forecast the steady scale’s', async () => {
    const readings = threeHours('2026-07-15T09:50:00Z', 1013, 1013, { windSpeed: 0 });
    const body = await detailOf(at('2026-07-15T09:55:00Z'), readings);
    // Steady 1013 hPa, no wind: 144 − 0.13 × 1013 = 12.31 → 12, 'E'.
    expect(body).toMatchObject({
      relativePressureChange3h: 0,
      pressureTendency: 'steady',
      zambrettiForecast: 'E',
    });
  });

  it('has neither tendency nor forecast without a reading within 10 minutes of 3 hours before', async () => {
    const readings = threeHours('2026-07-15T09:50:00Z', 1013, 1016, {}).slice(2);
    const body = await detailOf(at('2026-07-15T09:55:00Z'), readings);
    expect(body.relativePressure).toBe(1016);
    expect(body).toMatchObject({
      relativePressureChange3h: null,
      pressureTendency: null,
      zambrettiForecast: null,
    });
  });
});
