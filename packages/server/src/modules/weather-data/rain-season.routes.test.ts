/**
 * A station's rain season from October (DESIGN §6, the station's day): the yearly history table, the
 * yearly climate report and the climate page's normals give the season ending in the year beside the
 * calendar year's rain. Berlin, rain as interval amounts (mm), worked by hand:
 * - 30 Sep 2025 1.0 → season 2025 (Oct 2024–Sep 2025); 1 Oct 2025 2.0 and 31 Dec 2025 0.5 → season 2026;
 *   10 Jan 2026 3.0 and 30 Sep 2026 4.0 → season 2026; 1 Oct 2026 8.0 → season 2027.
 * - Calendar 2026: 3.0 + 4.0 + 8.0 = 15.0; season 2026: 2.0 + 0.5 + 3.0 + 4.0 = 9.5.
 * - Calendar 2025: 1.0 + 2.0 + 0.5 = 3.5; season 2025: 1.0.
 * With the day ending at 09:00, 0.7 mm at 07:30 CEST on 1 October 2025 counts into 30 September's day, so
 * into season 2025 (1.7), and into the calendar year's 3.5 + 0.7 = 4.2.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { dialects } from '../../../test/dialects.ts';
import { buildStation, NO_SPIKE_FILTER } from '../../../test/factories.ts';
import { injector } from '../../../test/http.ts';
import { postReadings } from '../../../test/readings-feed.ts';
import type { Station } from '../stations/index.ts';

const RAIN = [
  { receivedAt: '2025-09-30T10:00:00Z', temperature: 12, rain: 1.0 },
  { receivedAt: '2025-10-01T10:00:00Z', temperature: 12, rain: 2.0 },
  { receivedAt: '2025-12-31T12:00:00Z', temperature: 1, rain: 0.5 },
  { receivedAt: '2026-01-10T12:00:00Z', temperature: 0, rain: 3.0 },
  { receivedAt: '2026-09-30T10:00:00Z', temperature: 14, rain: 4.0 },
  { receivedAt: '2026-10-01T10:00:00Z', temperature: 13, rain: 8.0 },
];

const empty = { temperatureMean: null, temperatureHigh: null, temperatureLow: null, rainTotal: null };
const settings = (dayStartHour: 0 | 9, rainSeasonStartMonth: number) => ({
  normals: Array.from({ length: 12 }, (_, i) => ({ month: i + 1, ...empty })),
  growingDegreeBase: 10,
  anemometerHeight: 10,
  postNewRecords: false,
  dayStartHour,
  rainSeasonStartMonth,
});

describe.each(dialects)('the rain season on %s', (dialect) => {
  let t: TestApp;
  let station: Station;
  beforeEach(async () => {
    t = await buildTestApp(dialect, { now: Date.parse('2026-11-24T10:00:00Z') });
    station = await buildStation(t.db, { timezone: 'Europe/Berlin', quality: NO_SPIKE_FILTER });
  });
  afterEach(() => t.close());
  const call = injector(() => t.app);
  const configure = async (dayStartHour: 0 | 9, month: number) => {
    const url = `/api/weatherStation/${station.id}/climateSettings`;
    const res = await call('PUT', url, await t.loginAs('admin'), settings(dayStartHour, month));
    expect(res.statusCode).toBe(200);
  };
  const year = async (at: string) => {
    const url = `/api/weatherData/${station.reference}/history/year?window=calendar&at=${at}`;
    const res = await call('GET', url);
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  it('gives the October season beside the calendar year, in the history table and the report', async () => {
    await postReadings(t, station, RAIN);
    // January: the calendar year only, no season field.
    const plain = await year('2026-06-01T00:00:00Z');
    expect(plain.rainPeriod).toBeCloseTo(15, 6);
    expect(plain).not.toHaveProperty('rainSeason');
    await configure(0, 10);
    const y2026 = await year('2026-06-01T00:00:00Z');
    expect(y2026.rainPeriod).toBeCloseTo(15, 6);
    expect(y2026.rainSeason).toMatchObject({ startMonth: 10, from: '2025-10-01', to: '2026-09-30' });
    expect(y2026.rainSeason.rain).toBeCloseTo(9.5, 6);
    const y2025 = await year('2025-06-01T00:00:00Z');
    expect(y2025.rainPeriod).toBeCloseTo(3.5, 6);
    expect(y2025.rainSeason.rain).toBeCloseTo(1.0, 6);
    const report = await call('GET', `/api/weatherData/${station.reference}/report/2026`);
    expect(report.statusCode).toBe(200);
    expect(report.json().summary.rain).toBeCloseTo(15, 6);
    expect(report.json().rainSeason.rain).toBeCloseTo(9.5, 6);
    const normals = await call('GET', `/api/weatherData/${station.reference}/climate/normals?year=2026`);
    expect(normals.json().rainSeason).toMatchObject({ from: '2025-10-01', to: '2026-09-30' });
    expect(normals.json().rainSeason.rain).toBeCloseTo(9.5, 6);
    const text = await call('GET', `/api/weatherData/${station.reference}/report/2026.txt`);
    expect(text.body).toContain('SEASON 2025-10-01 TO 2026-09-30 TOTAL 9.5');
  });

  it('sums the station days: early rain on 1 October with a 09:00 day belongs to the old season', async () => {
    await postReadings(t, station, [
      ...RAIN,
      { receivedAt: '2025-10-01T05:30:00Z', temperature: 11, rain: 0.7 },
    ]);
    await configure(9, 10);
    const y2025 = await year('2025-06-01T00:00:00Z');
    expect(y2025.rainPeriod).toBeCloseTo(4.2, 6);
    expect(y2025.rainSeason.rain).toBeCloseTo(1.7, 6);
    expect((await year('2026-06-01T00:00:00Z')).rainSeason.rain).toBeCloseTo(9.5, 6);
  });
});
