import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { dialects } from '../../../test/dialects.ts';
import { buildStation, NO_SPIKE_FILTER } from '../../../test/factories.ts';
import { injector } from '../../../test/http.ts';
import { postReadings, type ReadingFields } from '../../../test/readings-feed.ts';

/**
 * Two days worked by hand at FAO-56's Brussels (50°48' N, 100 m; local UTC+1 in winter, UTC+2 in summer),
 * the anemometer at the default 10 m, the growing degree base the default 10 °C:
 * - 6 July, FAO-56's example 18: Tmin 12.3 °C, Tmax 21.5 °C, RHmin 63 %, RHmax 84 %, wind 10 km/h at 10 m
 *   and Rs 22.07 MJ/m² (a mean of 22.07 / 0.0864 = 255.44 W/m²): ET0 3.9 mm, as in the paper. Growing
 *   degrees (12.3 + 21.5) / 2 − 10 = 6.9. Three readings in three 10-minute rollups all ≥ 120 W/m²: 0.5 h of
 *   sunshine. No hour below 7.2 °C: 0 chill hours.
 * - 6 January: 2 °C at 06:00, 5 °C at 07:00, 9 °C at 14:00 local: two hourly rollups below 7.2 °C (2 chill
 *   hours); growing degrees (2 + 9) / 2 = 5.5 < 10: 0; no humidity, wind or sun: no ET0, no sunshine.
 */
const WIND = 10 / 3.6;
const SOLAR = 22.07 / 0.0864;
const DAYS: ReadingFields[] = [
  { receivedAt: '2026-01-06T05:00:00Z', temperature: 2 },
  { receivedAt: '2026-01-06T06:00:00Z', temperature: 5 },
  { receivedAt: '2026-01-06T13:00:00Z', temperature: 9 },
  {
    receivedAt: '2026-07-06T04:00:00Z',
    temperature: 12.3,
    humidity: 84,
    windSpeed: WIND,
    solarRadiation: SOLAR,
  },
  {
    receivedAt: '2026-07-06T12:00:00Z',
    temperature: 21.5,
    humidity: 63,
    windSpeed: WIND,
    solarRadiation: SOLAR,
  },
  {
    receivedAt: '2026-07-06T12:10:00Z',
    temperature: 20,
    humidity: 70,
    windSpeed: WIND,
    solarRadiation: SOLAR,
  },
];

describe.each(dialects)('climate agro figures on %s', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp(dialect, { now: Date.parse('2026-11-24T10:00:00Z') });
  });
  afterEach(() => t.close());
  const call = injector(() => t.app);

  it('gives ET0, growing degrees, chill and sunshine hours per day, month and year, worked by hand', async () => {
    const station = await buildStation(t.db, {
      timezone: 'Europe/Brussels',
      lat: 50.8,
      elevation: 100,
      quality: NO_SPIKE_FILTER,
    });
    await postReadings(t, station, DAYS);
    const url = `/api/weatherData/${station.reference}/climate/agro`;
    const response = await call('GET', url);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    expect(answer).toMatchObject({ year: 2026, growingDegreeBase: 10, anemometerHeight: 10 });
    expect(answer.days).toEqual([
      { day: '2026-01-06', et0: null, growingDegrees: 0, chillHours: 2, sunshineHours: null },
      { day: '2026-07-06', et0: 3.9, growingDegrees: 6.9, chillHours: 0, sunshineHours: 0.5 },
    ]);
    expect(answer.months[0]).toEqual({
      month: '2026-01',
      et0: null,
      et0Days: 0,
      growingDegreeDays: 0,
      chillHours: 2,
      sunshineHours: null,
    });
    expect(answer.months[6]).toEqual({
      month: '2026-07',
      et0: 3.9,
      et0Days: 1,
      growingDegreeDays: 6.9,
      chillHours: 0,
      sunshineHours: 0.5,
    });
    expect(answer.months[2]).toEqual({
      month: '2026-03',
      et0: null,
      et0Days: 0,
      growingDegreeDays: null,
      chillHours: null,
      sunshineHours: null,
    });
    expect(answer.total).toEqual({
      month: null,
      et0: 3.9,
      et0Days: 1,
      growingDegreeDays: 6.9,
      chillHours: 2,
      sunshineHours: 0.5,
    });

    // The owner's base of 5 °C: July (12.3 + 21.5) / 2 − 5 = 11.9, January 5.5 − 5 = 0.5; in °F ×1.8.
    const admin = await t.loginAs('admin');
    const settings = await call('GET', `/api/weatherStation/${station.id}/climateSettings`, admin);
    await call('PUT', `/api/weatherStation/${station.id}/climateSettings`, admin, {
      ...settings.json(),
      growingDegreeBase: 5,
    });
    const based = (await call('GET', url)).json();
    expect(based.growingDegreeBase).toBe(5);
    expect(based.total.growingDegreeDays).toBe(12.4);
    const fahrenheit = (await call('GET', `${url}?temperatureUnit=°F`)).json();
    expect(fahrenheit.growingDegreeBase).toBe(41);
    expect(fahrenheit.total.growingDegreeDays).toBe(22.3);
    // An anemometer at 2 m: the wind is taken as it is (4.87 / ln(67.8 × 2 − 5.42) = 1.0), u2 2.78 m/s
    // instead of 2.08: (0.661 + 0.1218 × 2.778) / (0.122 + 0.0666 × 1.944) = 3.97 mm.
    await call('PUT', `/api/weatherStation/${station.id}/climateSettings`, admin, {
      ...settings.json(),
      anemometerHeight: 2,
    });
    expect((await call('GET', url)).json().months[6].et0).toBe(4);
  });
});
