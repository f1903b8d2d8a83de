/**
 * The climate pages' answers kept (climate-answers.ts), on SQLite and PostgreSQL: 'on this day' and the heat
 * map read the daily summaries, never the readings; a kept answer is sent again with its ETag (304 when the
 * client has it) until a reading lands in its window; the climate settings drop a station's answers.
 * Values by hand: Berlin, UTC+1 in winter, UTC+2 in summer.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { dialects } from '../../../test/dialects.ts';
import { buildStation } from '../../../test/factories.ts';
import { postReadings } from '../../../test/readings-feed.ts';

const NOW = Date.parse('2026-03-14T10:00:00Z');
const METRIC = 'temperatureUnit=%C2%B0C&speedUnit=m%2Fs&pressureUnit=hPa&rainUnit=mm';

describe.each(dialects)('climate answers kept on %s', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp(dialect, { now: NOW });
  });
  afterEach(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it("answers 'on this day' and the heat map from the daily summaries, the raw readings gone", async () => {
    const station = await buildStation(t.db, { timezone: 'Europe/Berlin' });
    await postReadings(t, station, [
      { receivedAt: '2025-03-14T06:00:00Z', temperature: -1, rain: 0 },
      { receivedAt: '2025-03-14T12:00:00Z', temperature: 9, rain: 0 },
      { receivedAt: '2026-03-14T05:00:00Z', temperature: 0, rain: 0 },
    ]);
    // What these pages show must come from the summaries: with the readings deleted, nothing changes.
    await t.db.deleteFrom('readings').execute();
    const onThisDay = await get(`/api/weatherData/${station.reference}/climate/onThisDay?${METRIC}`);
    expect(onThisDay.statusCode).toBe(200);
    const lastYear = onThisDay.json().years.find((y: { year: number }) => y.year === 2025);
    expect(lastYear.values).toMatchObject({ maxTemperature: 9, minTemperature: -1, meanTemperature: 4 });
    const heatMap = await get(`/api/weatherData/${station.reference}/climate/heatMap?year=2025&${METRIC}`);
    expect(heatMap.statusCode).toBe(200);
    const day = heatMap.json().days.find((d: { day: string }) => d.day === '2025-03-14');
    expect(day).toEqual({
      day: '2025-03-14',
      meanTemperature: 4,
      minTemperature: -1,
      maxTemperature: 9,
      rain: 0,
    });
  });

  it("keeps a past year's heat map until a reading lands in that year, and the records until any reading", async () => {
    const station = await buildStation(t.db, { timezone: 'Europe/Berlin' });
    await postReadings(t, station, [
      { receivedAt: '2025-07-01T10:00:00Z', temperature: 20, rain: 0 },
      { receivedAt: '2026-03-14T09:00:00Z', temperature: 5, rain: 0 },
    ]);
    const heatMapUrl = `/api/weatherData/${station.reference}/climate/heatMap?year=2025&${METRIC}`;
    const recordsUrl = `/api/weatherData/${station.reference}/climate/records?${METRIC}`;
    const first = await get(heatMapUrl);
    const records = await get(recordsUrl);
    const etag = String(first.headers.etag);
    expect(first.headers['cache-control']).toBe('public, max-age=300');
    expect((await get(heatMapUrl, { 'if-none-match': etag })).statusCode).toBe(304);

    // A reading of today: the past year's heat map is the same, the records are computed again.
    await postReadings(t, station, [{ receivedAt: '2026-03-14T09:30:00Z', temperature: 30, rain: 0 }]);
    expect((await get(heatMapUrl, { 'if-none-match': etag })).statusCode).toBe(304);
    const recordsAfter = await get(recordsUrl);
    expect(recordsAfter.headers.etag).not.toBe(records.headers.etag);
    expect(recordsAfter.json().allTime.highestHigh.value).toBe(30);

    // A late reading into 2025: its heat map changes.
    await postReadings(t, station, [{ receivedAt: '2025-07-01T12:00:00Z', temperature: 24, rain: 0 }]);
    const again = await get(heatMapUrl, { 'if-none-match': etag });
    expect(again.statusCode).toBe(200);
    const july = again.json().days.find((d: { day: string }) => d.day === '2025-07-01');
    expect(july).toMatchObject({ meanTemperature: 22, maxTemperature: 24 });
  });

  it("drops a station's kept normals when its climate settings change", async () => {
    const station = await buildStation(t.db, { timezone: 'Europe/Berlin' });
    await postReadings(t, station, [{ receivedAt: '2025-07-01T10:00:00Z', temperature: 20, rain: 0 }]);
    const url = `/api/weatherData/${station.reference}/climate/normals?year=2025&${METRIC}`;
    expect((await get(url)).json().source).toBe(null);
    const admin = await t.loginAs('admin');
    const month = { temperatureMean: 10, temperatureHigh: 14, temperatureLow: 6, rainTotal: 50 };
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/weatherStation/${station.id}/climateSettings`,
      headers: { authorization: `Bearer ${admin}` },
      payload: {
        normals: Array.from({ length: 12 }, (_, i) => ({ month: i + 1, ...month })),
        growingDegreeBase: 10,
        anemometerHeight: 10,
        postNewRecords: false,
      },
    });
    expect(put.statusCode).toBe(200);
    expect((await get(url)).json().source).toBe('owner');
  });
});
