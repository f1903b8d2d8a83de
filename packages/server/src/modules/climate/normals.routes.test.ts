import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { dialects } from '../../../test/dialects.ts';
import { buildStation, NO_SPIKE_FILTER } from '../../../test/factories.ts';
import { injector } from '../../../test/http.ts';
import { postReadings, type ReadingFields } from '../../../test/readings-feed.ts';

/**
 * Two months of 2026 in Berlin worked by hand (°C, mm; UTC+1 in winter, UTC+2 in summer):
 * - Jan 5: −3, −1 (mean −2); Jan 6: −2, 4, 1 with 0.1 + 0.2 mm (mean 1). January: mean (−2 + 1) / 2 = −0.5,
 *   high (−1 + 4) / 2 = 1.5, low (−3 − 2) / 2 = −2.5, rain 0.3 mm.
 * - Jul 10: 21, 31 (mean 26); Jul 11: 19.9, 25 (mean 22.45); Jul 12: 20, 24.9 with 5 mm (mean 22.45).
 *   July: mean 70.9 / 3 = 23.633, high 80.9 / 3 = 26.967, low 60.9 / 3 = 20.3, rain 5 mm.
 * Against the owner's normals (January 0.5 / 3 / −2 / 40 mm, July 19 / 24 / 13.5 / 60 mm): January −1.0 K
 * and 0.3 / 40 = 0.75 % → 1 %; July +4.633 K → +4.6 (°F: 8.34 → +8.3) and 5 / 60 = 8.3 % → 8 %.
 */
const YEAR: ReadingFields[] = [
  { receivedAt: '2026-01-05T05:00:00Z', temperature: -3, rain: 0 },
  { receivedAt: '2026-01-05T13:00:00Z', temperature: -1, rain: 0 },
  { receivedAt: '2026-01-06T05:00:00Z', temperature: -2, rain: 0 },
  { receivedAt: '2026-01-06T13:00:00Z', temperature: 4, rain: 0.1 },
  { receivedAt: '2026-01-06T17:00:00Z', temperature: 1, rain: 0.2 },
  { receivedAt: '2026-07-10T02:00:00Z', temperature: 21, rain: 0 },
  { receivedAt: '2026-07-10T13:00:00Z', temperature: 31, rain: 0 },
  { receivedAt: '2026-07-11T02:00:00Z', temperature: 19.9, rain: 0 },
  { receivedAt: '2026-07-11T13:00:00Z', temperature: 25, rain: 0 },
  { receivedAt: '2026-07-12T02:00:00Z', temperature: 20, rain: 0 },
  { receivedAt: '2026-07-12T13:00:00Z', temperature: 24.9, rain: 5 },
];

const empty = { temperatureMean: null, temperatureHigh: null, temperatureLow: null, rainTotal: null };
const normalsBody = (overrides: Record<number, object> = {}) => ({
  normals: Array.from({ length: 12 }, (_, i) => ({ month: i + 1, ...empty, ...(overrides[i + 1] ?? {}) })),
  growingDegreeBase: 8,
  anemometerHeight: 3.5,
  postNewRecords: false,
});
const OWNER = {
  1: { temperatureMean: 0.5, temperatureHigh: 3, temperatureLow: -2, rainTotal: 40 },
  7: { temperatureMean: 19, temperatureHigh: 24, temperatureLow: 13.5, rainTotal: 60 },
};

describe.each(dialects)('climate normals on %s', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp(dialect, { now: Date.parse('2026-11-24T10:00:00Z') });
  });
  afterEach(() => t.close());
  const call = injector(() => t.app);

  it('keeps the owner’s settings, with defaults before any, for admins only', async () => {
    const station = await buildStation(t.db, { timezone: 'Europe/Berlin' });
    const url = `/api/weatherStation/${station.id}/climateSettings`;
    const admin = await t.loginAs('admin');
    expect((await call('GET', url)).statusCode).toBe(401);
    expect((await call('GET', url, await t.loginAs('editor'))).statusCode).toBe(403);
    const before = await call('GET', url, admin);
    expect(before.statusCode).toBe(200);
    // The station's day and rain season default to midnight and January; a PUT without them keeps them.
    const day = { dayStartHour: 0, rainSeasonStartMonth: 1 };
    expect(before.json()).toEqual({ ...normalsBody(), growingDegreeBase: 10, anemometerHeight: 10, ...day });
    const put = await call('PUT', url, admin, normalsBody(OWNER));
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({ ...normalsBody(OWNER), ...day });
    expect((await call('GET', url, admin)).json()).toEqual({ ...normalsBody(OWNER), ...day });
    // The audit trail has the change, with the settings before and after it.
    const audit = await call('GET', '/api/audit?kind=climate&maxResult=10', admin);
    expect(audit.statusCode).toBe(200);
    expect(audit.json().entries).toEqual([
      expect.objectContaining({
        action: 'update',
        target: String(station.id),
        before: before.json(),
        after: { ...normalsBody(OWNER), ...day },
      }),
    ]);
    // Every month once, values in range, a station that exists.
    const twice = normalsBody();
    twice.normals[1] = { ...twice.normals[0] } as (typeof twice.normals)[number];
    expect((await call('PUT', url, admin, twice)).statusCode).toBe(400);
    expect((await call('PUT', url, admin, normalsBody({ 3: { rainTotal: -1 } }))).statusCode).toBe(400);
    expect((await call('PUT', url, admin, { ...normalsBody(), dayStartHour: 8 })).statusCode).toBe(400);
    expect((await call('PUT', url, admin, { ...normalsBody(), rainSeasonStartMonth: 13 })).statusCode).toBe(
      400,
    );
    expect(
      (await call('PUT', `/api/weatherStation/99999/climateSettings`, admin, normalsBody())).statusCode,
    ).toBe(404);
    // The station's deletion takes them along.
    expect((await call('DELETE', `/api/weatherStation/${station.id}`, admin)).statusCode).toBe(204);
    expect(await t.db.selectFrom('climate_normals').selectAll().execute()).toEqual([]);
    expect(await t.db.selectFrom('climate_settings').selectAll().execute()).toEqual([]);
  });

  it('shows each month beside the owner’s normal, worked by hand', async () => {
    const station = await buildStation(t.db, { timezone: 'Europe/Berlin' });
    await postReadings(t, station, YEAR);
    const url = `/api/weatherData/${station.reference}/climate/normals`;
    const none = (await call('GET', url)).json();
    expect(none.source).toBeNull();
    expect(none.months[0]).toEqual({
      month: '2026-01',
      days: 2,
      actual: { temperatureMean: -0.5, temperatureHigh: 1.5, temperatureLow: -2.5, rainTotal: 0.3 },
      normal: null,
      temperatureDeparture: null,
      rainPercent: null,
    });
    const admin = await t.loginAs('admin');
    await call('PUT', `/api/weatherStation/${station.id}/climateSettings`, admin, normalsBody(OWNER));
    const answer = (await call('GET', url)).json();
    expect(answer.year).toBe(2026);
    expect(answer.source).toBe('owner');
    expect(answer.normalYears).toEqual([]);
    expect(answer.months).toHaveLength(12);
    expect(answer.months[0]).toMatchObject({
      normal: { temperatureMean: 0.5, temperatureHigh: 3, temperatureLow: -2, rainTotal: 40 },
      temperatureDeparture: -1,
      rainPercent: 1,
    });
    expect(answer.months[6]).toEqual({
      month: '2026-07',
      days: 3,
      actual: { temperatureMean: 23.6, temperatureHigh: 27, temperatureLow: 20.3, rainTotal: 5 },
      normal: { temperatureMean: 19, temperatureHigh: 24, temperatureLow: 13.5, rainTotal: 60 },
      temperatureDeparture: 4.6,
      rainPercent: 8,
    });
    expect(answer.months[2]).toMatchObject({
      days: 0,
      normal: null,
      temperatureDeparture: null,
      rainPercent: null,
    });
    // The year needs all twelve months.
    expect(answer.total).toMatchObject({
      month: null,
      days: 5,
      temperatureDeparture: null,
      rainPercent: null,
    });
    const fahrenheit = (await call('GET', `${url}?temperatureUnit=°F`)).json();
    expect(fahrenheit.months[6].temperatureDeparture).toBe(8.3);
    expect(fahrenheit.months[6].normal.temperatureMean).toBe(66.2);
    expect((await call('GET', `${url}?year=2025`)).json().months[0]).toMatchObject({
      days: 0,
      rainPercent: null,
    });
  });

  it('derives the normals from five finished years without the owner’s, and drops them when a past day changes', async () => {
    const station = await buildStation(t.db, { timezone: 'Europe/Berlin', quality: NO_SPIKE_FILTER });
    // 2021–2025, days 1–24 of each month at noon: month m of year y at m + (y − 2021) °C with 0.5 mm. Each
    // month's normal: m + 2 °C (the mean of offsets 0–4) and 24 × 0.5 = 12 mm.
    const history: ReadingFields[] = [];
    for (let year = 2021; year <= 2025; year++) {
      for (let month = 1; month <= 12; month++) {
        for (let day = 1; day <= 24; day++) {
          const date = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
          history.push({ receivedAt: `${date}T11:00:00Z`, temperature: month + year - 2021, rain: 0.5 });
        }
      }
    }
    history.push({ receivedAt: '2026-01-05T11:00:00Z', temperature: 3, rain: 0.5 });
    await postReadings(t, station, history);
    const url = `/api/weatherData/${station.reference}/climate/normals`;
    const answer = (await call('GET', url)).json();
    expect(answer.source).toBe('station');
    expect(answer.normalYears).toEqual([2021, 2022, 2023, 2024, 2025]);
    expect(answer.months[0]).toEqual({
      month: '2026-01',
      days: 1,
      actual: { temperatureMean: 3, temperatureHigh: 3, temperatureLow: 3, rainTotal: 0.5 },
      normal: { temperatureMean: 3, temperatureHigh: 3, temperatureLow: 3, rainTotal: 12 },
      temperatureDeparture: 0,
      rainPercent: 4,
    });
    expect(answer.months[2].normal).toEqual({
      temperatureMean: 5,
      temperatureHigh: 5,
      temperatureLow: 5,
      rainTotal: 12,
    });
    // 2025 against the normals: every month 2 K warmer, all twelve, so the year has its line.
    const year2025 = (await call('GET', `${url}?year=2025`)).json();
    expect(year2025.total).toMatchObject({ days: 288, temperatureDeparture: 2, rainPercent: 100 });
    expect(year2025.total.normal).toEqual({
      temperatureMean: 8.5,
      temperatureHigh: 8.5,
      temperatureLow: 8.5,
      rainTotal: 144,
    });
    // A late reading into March 2023 (29 °C): March 2023's mean (24 × 5 + 29) / 25 = 5.96, March's normal
    // (3 + 4 + 5.96 + 6 + 7) / 5 = 5.19 → 5.2; the kept normals are dropped, not served stale.
    await postReadings(t, station, [{ receivedAt: '2023-03-25T11:00:00Z', temperature: 29, rain: 0 }]);
    expect((await call('GET', url)).json().months[2].normal.temperatureMean).toBe(5.2);
  });

  it('is documented in /api/docs: the normals, the agro figures and the settings', async () => {
    const paths = (await call('GET', '/api/docs/json')).json().paths;
    for (const path of ['normals', 'agro']) {
      const operation = paths[`/api/weatherData/{reference}/climate/${path}`].get;
      const names = operation.parameters.map((parameter: { name: string }) => parameter.name);
      expect(names).toEqual(expect.arrayContaining(['reference', 'year', 'temperatureUnit', 'rainUnit']));
      expect(operation.responses['200'].content['application/json'].schema.properties).toHaveProperty(
        'months',
      );
    }
    const settings = paths['/api/weatherStation/{id}/climateSettings'];
    const body = settings.put.requestBody.content['application/json'].schema.properties;
    expect(body).toHaveProperty('postNewRecords');
    expect(JSON.stringify(body.dayStartHour)).toMatch(/0.*7.*9/);
    expect(body.rainSeasonStartMonth).toMatchObject({ minimum: 1, maximum: 12 });
    const year = paths['/api/weatherData/{reference}/history/{period}'].get.responses['200'].content;
    expect(year['application/json'].schema.properties.rainSeason.properties).toHaveProperty('startMonth');
    expect(settings.get.responses['200'].content['application/json'].schema.properties).toHaveProperty(
      'normals',
    );
    expect((await call('GET', '/api/weatherData/NOPE/climate/agro')).statusCode).toBe(404);
    expect((await call('GET', '/api/weatherData/NOPE/climate/normals?year=1800')).statusCode).toBe(400);
  });
});
