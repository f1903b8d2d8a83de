import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { dialects } from '../../../test/dialects.ts';
import { buildStation, NO_SPIKE_FILTER } from '../../../test/factories.ts';
import { everyMinutes, postReadings } from '../../../test/readings-feed.ts';

const at = (iso: string) => Date.parse(iso);

interface Point {
  receivedAt: string;
  temperature: number | null;
  rainDaily: number | null;
  rain: number | null;
  windDirection: number | null;
  windSpeed: number | null;
}

describe.each(dialects)('graph on %s', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp(dialect, { now: at('2026-06-15T10:00:00Z') });
  });
  afterEach(() => t.close());

  const get = async (url: string) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  it('answers 404 for an unknown station and 400 for an unknown period', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/weatherData/NOPE/graph/day' })).statusCode).toBe(
      404,
    );
    const station = await buildStation(t.db);
    const bad = await t.app.inject({
      method: 'GET',
      url: `/api/weatherData/${station.reference}/graph/hour`,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('draws the last 24 h from raw readings, rain since local midnight and the true extremes', async () => {
    const station = await buildStation(t.db, { timezone: 'Europe/Paris' });
    await postReadings(t, station, [
      { receivedAt: '2026-06-14T09:00:00Z', temperature: -8, rain: 1 }, // older than 24 h
      { receivedAt: '2026-06-14T12:00:00Z', temperature: 20, rain: 0.5 },
      { receivedAt: '2026-06-14T21:00:00Z', temperature: 15, rain: 0.5 },
      { receivedAt: '2026-06-14T22:30:00Z', temperature: 10, rain: 0.2 }, // 00:30 in Paris: a new day
      { receivedAt: '2026-06-15T09:00:00Z', temperature: 28, rain: 0.3, windDirection: 90, windSpeed: 2 },
    ]);
    const body = await get(`/api/weatherData/${station.reference}/graph/day`);
    expect(body).toMatchObject({
      period: 'day',
      bucketMinutes: null,
      from: '2026-06-14T12:00:00+02:00',
      to: '2026-06-15T12:00:00+02:00',
      unit: { temperatureUnit: '°C' },
    });
    const points: Point[] = body.datas;
    expect(points.map((p) => [p.receivedAt, p.temperature, p.rainDaily])).toEqual([
      ['2026-06-14T14:00:00+02:00', 20, 1.5],
      ['2026-06-14T23:00:00+02:00', 15, 2],
      ['2026-06-15T00:30:00+02:00', 10, 0.2],
      ['2026-06-15T11:00:00+02:00', 28, 0.5],
    ]);
    // The rain of each reading's own interval, for the charts' 10-minute bars.
    expect(points.map((p) => p.rain)).toEqual([0.5, 0.5, 0.2, 0.3]);
    expect(points[3]).toMatchObject({ windDirection: 90, windSpeed: 7.2, humidity: null, leafWetness: null });
    expect(body.extremes.temperature).toEqual({
      min: { receivedAt: '2026-06-15T00:30:00+02:00', value: 10 },
      max: { receivedAt: '2026-06-15T11:00:00+02:00', value: 28 },
    });
    expect(body.extremes.humidity).toBeNull();
  });

  it("works out the 24 h mean PM2.5's AQI from the stored PM2.5 where the station sends no mean", async () => {
    const station = await buildStation(t.db, { timezone: 'Europe/Paris' });
    await postReadings(t, station, [
      { receivedAt: '2026-06-13T10:30:00Z', pm25: 100 }, // over 25 h before every point: in no mean
      { receivedAt: '2026-06-14T07:30:00Z', pm25: 40 }, // before the day graph, within 24 h of its first point
      { receivedAt: '2026-06-14T12:00:00Z', pm25: 10 },
      { receivedAt: '2026-06-14T20:00:00Z', pm25: 20 },
      { receivedAt: '2026-06-15T09:00:00Z', pm25: 30 },
      { receivedAt: '2026-06-15T09:40:00Z', pm25: 30, pm25Avg: 10 }, // the station's own mean wins
    ]);
    const aqiOf = (points: { receivedAt: string; aqi: number | null; aqiAvg: number | null }[]) =>
      points.map((p) => [p.receivedAt, p.aqi, p.aqiAvg]);
    const day = await get(`/api/weatherData/${station.reference}/graph/day`);
    // Means: (40 + 10) / 2 = 25 → 81; (40 + 10 + 20) / 3 → 77; without the 07:30 hour, (10 + 20 + 30) / 3
    // = 20 → 71; the station's 10 → 53.
    expect(aqiOf(day.datas)).toEqual([
      ['2026-06-14T14:00:00+02:00', 53, 81],
      ['2026-06-14T22:00:00+02:00', 71, 77],
      ['2026-06-15T11:00:00+02:00', 90, 71],
      ['2026-06-15T11:40:00+02:00', 90, 53],
    ]);
    // The week's 10-minute buckets (from Monday 00:00 in Paris) alike.
    const week = await get(`/api/weatherData/${station.reference}/graph/week`);
    expect(week.bucketMinutes).toBe(10);
    expect(aqiOf(week.datas)).toEqual([
      ['2026-06-15T11:05:00+02:00', 90, 71],
      ['2026-06-15T11:45:00+02:00', 90, 53],
    ]);
    // The year's 6-hour buckets (from 1 January 00:00 CET, so 01:00, 07:00… in summer): the 24 h up to
    // each bucket's end; the last bucket holds a station-sent mean, which wins.
    const year = await get(`/api/weatherData/${station.reference}/graph/year`);
    expect(year.bucketMinutes).toBe(360);
    expect(aqiOf(year.datas)).toEqual([
      ['2026-06-13T10:00:00+02:00', 182, 182], // 100
      ['2026-06-14T10:00:00+02:00', 112, 112], // 40 (the 100 ended 24 h before 13:00)
      ['2026-06-14T16:00:00+02:00', 53, 81], // 40, 10
      ['2026-06-14T22:00:00+02:00', 71, 77], // 40, 10, 20
      ['2026-06-15T10:00:00+02:00', 90, 53], // the station's 10
    ]);
  });

  it('buckets a week of 5-minute readings to at most 1,500 points and keeps the true peaks', async () => {
    const station = await buildStation(t.db, { timezone: 'Europe/Paris', quality: NO_SPIKE_FILTER });
    const weekStart = at('2026-06-14T22:00:00Z'); // Monday 00:00 in Paris
    const readings = everyMinutes(weekStart, 2004, 5, (_, i) => ({
      temperature: i === 1000 ? 40 : i === 1500 ? -3 : 15 + 5 * Math.sin(i / 50),
    }));
    t.clock.set(at('2026-06-21T21:00:00Z'));
    await postReadings(t, station, readings);
    const body = await get(`/api/weatherData/${station.reference}/graph/week`);
    expect(body.bucketMinutes).toBe(10);
    expect(body.from).toBe('2026-06-15T00:00:00+02:00');
    expect(body.to).toBe('2026-06-22T00:00:00+02:00');
    const points: Point[] = body.datas;
    expect(points.length).toBe(1002);
    expect(points.length).toBeLessThanOrEqual(1500);
    const shown = points.map((p) => p.temperature ?? Number.NaN);
    // The bucket means soften the peaks; the extremes keep them, at the reading's own time.
    expect(Math.max(...shown)).toBeLessThan(40);
    expect(Math.min(...shown)).toBeGreaterThan(-3);
    expect(body.extremes.temperature).toEqual({
      min: { receivedAt: '2026-06-20T05:00:00+02:00', value: -3 },
      max: { receivedAt: '2026-06-18T11:20:00+02:00', value: 40 },
    });
  });

  it('averages a bucket (wind direction as vectors) and restarts daily rain at local midnight', async () => {
    const station = await buildStation(t.db, { timezone: 'Europe/Paris' });
    await postReadings(t, station, [
      { receivedAt: '2026-06-10T10:00:00Z', temperature: 10, windDirection: 350, windSpeed: 2, rain: 0.4 },
      { receivedAt: '2026-06-10T10:10:00Z', temperature: 20, windDirection: 10, windSpeed: 4 },
      { receivedAt: '2026-06-10T21:50:00Z', rain: 1 },
      { receivedAt: '2026-06-10T22:10:00Z', rain: 2 },
    ]);
    const body = await get(`/api/weatherData/${station.reference}/graph/month`);
    expect(body.bucketMinutes).toBe(30);
    const points: Point[] = body.datas;
    expect(points.map((p) => p.receivedAt)).toEqual([
      '2026-06-10T12:15:00+02:00',
      '2026-06-10T23:45:00+02:00',
      '2026-06-11T00:15:00+02:00',
    ]);
    expect(points[0]).toMatchObject({ temperature: 15, windDirection: 0, windSpeed: 10.8, rainDaily: 0.4 });
    expect(points.map((p) => p.rainDaily)).toEqual([0.4, 1.4, 2]);
    // Each bucket's own rain beside the running daily total.
    expect(points.map((p) => p.rain)).toEqual([0.4, 1, 2]);
  });

  it('chooses year and record buckets that keep every series under 1,500 points', async () => {
    const station = await buildStation(t.db, { timezone: 'Europe/Paris' });
    await postReadings(t, station, [
      { receivedAt: '2025-12-31T22:30:00Z', temperature: -20 },
      { receivedAt: '2026-03-01T12:00:00Z', temperature: 5 },
      { receivedAt: '2026-06-15T09:00:00Z', temperature: 25 },
    ]);
    const year = await get(`/api/weatherData/${station.reference}/graph/year`);
    expect(year.bucketMinutes).toBe(360);
    expect(year.datas.map((p: Point) => p.temperature)).toEqual([5, 25]);
    expect(year.extremes.temperature.min).toEqual({ receivedAt: '2026-03-01T13:00:00+01:00', value: 5 });
    const record = await get(`/api/weatherData/${station.reference}/graph/record`);
    expect(record.from).toBe('2025-12-31T00:00:00+01:00');
    const rangeMinutes = (Date.parse(record.to) - Date.parse(record.from)) / 60_000;
    expect(Math.ceil(rangeMinutes / record.bucketMinutes)).toBeLessThanOrEqual(1500);
    expect(record.datas.map((p: Point) => p.temperature)).toEqual([-20, 5, 25]);
    expect(record.extremes.temperature.min).toEqual({ receivedAt: '2025-12-31T23:30:00+01:00', value: -20 });
  });

  it("adds each day's minimum, mean, maximum and rain to the year and record graphs only", async () => {
    const station = await buildStation(t.db, { timezone: 'Europe/Paris' });
    await postReadings(t, station, [
      { receivedAt: '2026-03-01T06:00:00Z', temperature: -2, humidity: 90, rain: 1.5 },
      { receivedAt: '2026-03-01T12:00:00Z', temperature: 8, humidity: 60, rain: 0.5 },
      { receivedAt: '2026-03-01T18:00:00Z', temperature: 3, humidity: 70 },
      // 00:30 on 3 March in Paris: a day of its own; 2 March has no reading and no entry.
      { receivedAt: '2026-03-02T23:30:00Z', temperature: 1, windSpeed: 5, windGust: 9 },
    ]);
    const year = await get(`/api/weatherData/${station.reference}/graph/year`);
    expect(year.days).toHaveLength(2);
    expect(year.days[0]).toMatchObject({
      date: '2026-03-01',
      days: 1,
      receivedAt: '2026-03-01T12:00:00+01:00',
      rain: 2,
      temperature: { min: -2, mean: 3, max: 8 },
      humidity: { min: 60, mean: 73, max: 90 },
      windGust: null,
      pm25: null,
    });
    expect(year.days[1]).toMatchObject({
      date: '2026-03-03',
      rain: null,
      temperature: { min: 1, mean: 1, max: 1 },
      windSpeed: { min: 18, mean: 18, max: 18 },
      windGust: { min: 32.4, mean: 32.4, max: 32.4 },
    });
    // The spec's fields stay as they were.
    expect(year.datas.map((p: Point) => p.temperature)).toEqual([-2, 8, 3, 1]);
    const record = await get(`/api/weatherData/${station.reference}/graph/record`);
    expect(record.days.map((d: { date: string }) => d.date)).toEqual(['2026-03-01', '2026-03-03']);
    for (const period of ['day', 'week', 'month']) {
      expect(await get(`/api/weatherData/${station.reference}/graph/${period}`)).not.toHaveProperty('days');
    }
    const imperial = await get(
      `/api/weatherData/${station.reference}/graph/year?temperatureUnit=%C2%B0F&rainUnit=in`,
    );
    expect(imperial.days[0]).toMatchObject({
      rain: 0.08,
      temperature: { min: 28.4, mean: 37.4, max: 46.4 },
    });
  });

  it('answers an empty record graph for a station without data', async () => {
    const station = await buildStation(t.db);
    const body = await get(`/api/weatherData/${station.reference}/graph/record`);
    expect(body).toMatchObject({ datas: [], from: null, to: null, bucketMinutes: null });
    expect(body.extremes.temperature).toBeNull();
  });

  it('converts points and extremes for an Imperial station', async () => {
    const station = await buildStation(t.db, { timezone: 'America/New_York', preferedUnit: 'Imperial' });
    await postReadings(t, station, [
      {
        receivedAt: '2026-06-15T09:00:00Z',
        temperature: 20,
        relativePressure: 1013.25,
        windSpeed: 10,
        rain: 25.4,
      },
    ]);
    for (const period of ['day', 'week']) {
      const body = await get(`/api/weatherData/${station.reference}/graph/${period}`);
      expect(body.unit).toMatchObject({ temperatureUnit: '°F', pressureUnit: 'inHg', speedUnit: 'mph' });
      expect(body.datas[0]).toMatchObject({
        temperature: 68,
        relativePressure: 29.92,
        windSpeed: 22.4,
        rainDaily: 1,
        rain: 1,
      });
      expect(body.extremes.temperature.max).toMatchObject({ value: 68 });
      expect(body.extremes.temperature.max.receivedAt).toBe('2026-06-15T05:00:00-04:00');
    }
  });
});
