import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { dialects } from '../../../test/dialects.ts';
import { buildStation, NO_SPIKE_FILTER } from '../../../test/factories.ts';
import { postReadings, type ReadingFields } from '../../../test/readings-feed.ts';

const at = (iso: string) => Date.parse(iso);

/**
 * A New York station (UTC−5 in November, −4 before 1 November 2026). The moved windows end at
 * 2026-11-24 10:00 local (15:00Z): the day from 23 November 10:00, the week from 17 November 10:00, the
 * 30 days from 25 October 11:00 EDT (720 h back across the end of daylight saving). At each start a
 * reading just outside (a second before) is colder than the one just inside; at the end a reading just
 * inside holds the maximum and one just outside (at the end itself) is hotter.
 */
const EDGE_READINGS: ReadingFields[] = [
  { receivedAt: '2026-10-25T14:59:59Z', temperature: -40, rain: 8 },
  { receivedAt: '2026-10-25T15:00:00Z', temperature: -30, rain: 1 },
  { receivedAt: '2026-11-17T14:59:59Z', temperature: -25, rain: 1 },
  { receivedAt: '2026-11-17T15:00:00Z', temperature: -20, rain: 1 },
  { receivedAt: '2026-11-23T14:59:59Z', temperature: -15, rain: 1 },
  { receivedAt: '2026-11-23T15:00:00Z', temperature: -10, rain: 0.5 },
  { receivedAt: '2026-11-24T05:00:00Z', temperature: 3, rain: 0.25 },
  { receivedAt: '2026-11-24T14:59:59Z', temperature: 20, rain: 0.25 },
  { receivedAt: '2026-11-24T15:00:00Z', temperature: 35, rain: 4 },
];

interface Extreme {
  min: { receivedAt: string; value: number };
  max: { receivedAt: string; value: number };
}

describe.each(dialects)('calendar and rolling windows on %s', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp(dialect, { now: at('2026-11-24T20:03:00Z') });
  });
  afterEach(() => t.close());

  const call = (url: string) => t.app.inject({ method: 'GET', url });
  const get = async (url: string) => {
    const response = await call(url);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  async function newYorkStation() {
    const station = await buildStation(t.db, { timezone: 'America/New_York', quality: NO_SPIKE_FILTER });
    await postReadings(t, station, EDGE_READINGS);
    return station;
  }

  /** The history and the graph of one window, with the summary's extremes checked against the marks. */
  async function windowOf(reference: string, period: string, query: string) {
    const history = await get(`/api/weatherData/${reference}/history/${period}?${query}`);
    const graph = await get(`/api/weatherData/${reference}/graph/${period}?${query}`);
    const temperature: Extreme = graph.extremes.temperature;
    expect(temperature).toEqual({
      min: { receivedAt: history.minTemperatureReceivedAt, value: history.minTemperature },
      max: { receivedAt: history.maxTemperatureReceivedAt, value: history.maxTemperature },
    });
    expect([history.from, history.to]).toEqual([graph.from, graph.to]);
    return { history, graph, temperature };
  }

  it('cuts the moved rolling day at its edges: the reading at the start is in, the one at the end out', async () => {
    const station = await newYorkStation();
    // 09:55 local rounds up to the 10:00 mark.
    const { history, graph, temperature } = await windowOf(
      station.reference,
      'day',
      `window=rolling&at=${encodeURIComponent('2026-11-24T09:55:00-05:00')}`,
    );
    expect(graph).toMatchObject({
      period: 'day',
      bucketMinutes: null,
      from: '2026-11-23T10:00:00-05:00',
      to: '2026-11-24T10:00:00-05:00',
    });
    expect(history).toMatchObject({ period: 'day', startDate: '2026-11-23', endDate: '2026-11-24' });
    expect(temperature).toEqual({
      min: { receivedAt: '2026-11-23T10:00:00-05:00', value: -10 },
      max: { receivedAt: '2026-11-24T09:59:59-05:00', value: 20 },
    });
    expect(graph.datas.map((p: { receivedAt: string }) => p.receivedAt)).toEqual([
      '2026-11-23T10:00:00-05:00',
      '2026-11-24T00:00:00-05:00',
      '2026-11-24T09:59:59-05:00',
    ]);
    expect(history.rainPeriod).toBe(1);
  });

  it('cuts the moved rolling week and 30 days the same way, in buckets within the point limit', async () => {
    const station = await newYorkStation();
    const query = `window=rolling&at=${encodeURIComponent('2026-11-24T15:00:00Z')}`;
    const week = await windowOf(station.reference, 'week', query);
    expect(week.graph).toMatchObject({
      from: '2026-11-17T10:00:00-05:00',
      to: '2026-11-24T10:00:00-05:00',
      bucketMinutes: 10,
    });
    expect(week.temperature.min).toEqual({ receivedAt: '2026-11-17T10:00:00-05:00', value: -20 });
    expect(week.temperature.max.value).toBe(20);
    expect(week.history.rainPeriod).toBe(3);

    const month = await windowOf(station.reference, 'month', query);
    expect(month.graph).toMatchObject({
      from: '2026-10-25T11:00:00-04:00',
      to: '2026-11-24T10:00:00-05:00',
      bucketMinutes: 30,
    });
    expect(month.history).toMatchObject({ startDate: '2026-10-25', endDate: '2026-11-24' });
    expect(month.temperature.min).toEqual({ receivedAt: '2026-10-25T11:00:00-04:00', value: -30 });
    expect(month.history.rainPeriod).toBe(5);
    for (const window of [week, month]) {
      const points: { receivedAt: string }[] = window.graph.datas;
      expect(points.length).toBeLessThanOrEqual(1500);
      for (const point of points) {
        expect(at(point.receivedAt)).toBeGreaterThanOrEqual(at(window.graph.from));
        expect(at(point.receivedAt)).toBeLessThan(at(window.graph.to));
      }
      // The bucket means of the start and end buckets: the readings outside stay out of them too.
      const temperatures = window.graph.datas.map((p: { temperature: number | null }) => p.temperature);
      expect(Math.min(...temperatures.filter((v: number | null) => v !== null))).toBe(
        window.temperature.min.value,
      );
      expect(Math.max(...temperatures.filter((v: number | null) => v !== null))).toBe(20);
    }
  });

  it('ends the present rolling window at the next local 10-minute mark and counts rain from midnight', async () => {
    const station = await newYorkStation();
    // Now is 15:03 local: the last 24 h are 23 November 15:10 to 24 November 15:10.
    const { graph, temperature, history } = await windowOf(station.reference, 'day', 'window=rolling');
    expect([graph.from, graph.to]).toEqual(['2026-11-23T15:10:00-05:00', '2026-11-24T15:10:00-05:00']);
    expect(temperature.max).toEqual({ receivedAt: '2026-11-24T10:00:00-05:00', value: 35 });
    expect(temperature.min).toEqual({ receivedAt: '2026-11-24T00:00:00-05:00', value: 3 });
    expect(history.rainPeriod).toBe(4.5);
    // The spec's call is left as it was: the calendar day, no window in the answer.
    const today = await get(`/api/weatherData/${station.reference}/history/day`);
    expect(today).toMatchObject({ startDate: '2026-11-24', endDate: '2026-11-24', minTemperature: 3 });
    expect(today).not.toHaveProperty('from');

    // The week starts mid-day: the rain since midnight of its first points counts the day's earlier rain.
    await postReadings(t, station, [{ receivedAt: '2026-11-17T21:00:00Z', temperature: 0, rain: 0.5 }]);
    const week = await get(`/api/weatherData/${station.reference}/graph/week?window=rolling`);
    expect(week.from).toBe('2026-11-17T15:10:00-05:00');
    const first = week.datas.find((p: { rainDaily: number | null }) => p.rainDaily !== null);
    expect(first).toMatchObject({ receivedAt: '2026-11-17T16:05:00-05:00', rainDaily: 2.5 });
  });

  it('moves a calendar window to the year holding `at`', async () => {
    const station = await buildStation(t.db, { timezone: 'America/New_York', quality: NO_SPIKE_FILTER });
    await postReadings(t, station, [
      { receivedAt: '2025-01-01T04:59:59Z', temperature: -30 }, // 2024 in New York
      { receivedAt: '2025-01-01T05:00:00Z', temperature: -5 },
      { receivedAt: '2025-07-01T12:00:00Z', temperature: 31 },
      { receivedAt: '2026-01-01T04:59:59Z', temperature: 7 }, // 31 December 2025, 23:59:59
      { receivedAt: '2026-01-01T05:00:00Z', temperature: 40 }, // 2026
    ]);
    const { history, graph, temperature } = await windowOf(
      station.reference,
      'year',
      `at=${encodeURIComponent('2025-03-01T00:00:00Z')}`,
    );
    expect(graph).toMatchObject({ from: '2025-01-01T00:00:00-05:00', to: '2026-01-01T00:00:00-05:00' });
    expect(history).toMatchObject({ period: 'year', startDate: '2025-01-01', endDate: '2025-12-31' });
    expect(temperature).toEqual({
      min: { receivedAt: '2025-01-01T00:00:00-05:00', value: -5 },
      max: { receivedAt: '2025-07-01T08:00:00-04:00', value: 31 },
    });
    const shown = graph.datas.filter((p: { temperature: number | null }) => p.temperature !== null);
    expect(shown.map((p: { temperature: number }) => p.temperature)).toEqual([-5, 31, 7]);
  });

  it('aligns rolling windows on the local 10-minute marks of a zone 45 minutes off the hour', async () => {
    const station = await buildStation(t.db, { timezone: 'Asia/Kathmandu', quality: NO_SPIKE_FILTER });
    // Now is 01:48 local on 25 November (+05:45): the window ends at 01:50 (20:05Z).
    await postReadings(t, station, [
      { receivedAt: '2026-11-23T20:04:59Z', temperature: -5 },
      { receivedAt: '2026-11-23T20:05:00Z', temperature: 1 },
      { receivedAt: '2026-11-24T18:14:59Z', temperature: 9 }, // 23:59:59 local
      { receivedAt: '2026-11-24T18:15:00Z', temperature: 4 }, // local midnight
    ]);
    const { graph, temperature } = await windowOf(station.reference, 'day', 'window=rolling');
    expect([graph.from, graph.to]).toEqual(['2026-11-24T01:50:00+05:45', '2026-11-25T01:50:00+05:45']);
    expect(temperature).toEqual({
      min: { receivedAt: '2026-11-24T01:50:00+05:45', value: 1 },
      max: { receivedAt: '2026-11-24T23:59:59+05:45', value: 9 },
    });
    const week = await windowOf(station.reference, 'week', 'window=rolling');
    expect(week.graph.from).toBe('2026-11-18T01:50:00+05:45');
    expect(week.temperature.min).toEqual({ receivedAt: '2026-11-24T01:49:59+05:45', value: -5 });
  });

  it('keeps its caches true: a late reading into a moved window shows on the next call', async () => {
    const station = await newYorkStation();
    const query = `window=rolling&at=${encodeURIComponent('2026-11-24T15:00:00Z')}`;
    expect((await windowOf(station.reference, 'week', query)).temperature.min.value).toBe(-20);
    await postReadings(t, station, [{ receivedAt: '2026-11-20T12:00:00Z', temperature: -22 }]);
    const again = await windowOf(station.reference, 'week', query);
    expect(again.temperature.min).toEqual({ receivedAt: '2026-11-20T07:00:00-05:00', value: -22 });
    // The spec's week (the calendar ISO week from Monday 23 November) is its own entry.
    const calendar = await get(`/api/weatherData/${station.reference}/graph/week`);
    expect(calendar.from).toBe('2026-11-23T00:00:00-05:00');
    expect(calendar.extremes.temperature.min.value).toBe(-15);
  });

  it('answers the spec’s 400 list for bad window parameters', async () => {
    const station = await newYorkStation();
    const base = `/api/weatherData/${station.reference}`;
    const cases: Array<[string, string[]]> = [
      [`${base}/graph/day?window=sliding`, ['window']],
      [`${base}/history/year?window=rolling`, ['window']],
      [`${base}/graph/record?at=2026-11-01T00:00:00Z`, ['at']],
      [`${base}/history/record?window=calendar`, ['window']],
      [`${base}/graph/week?at=yesterday`, ['at']],
      [`${base}/history/week?at=2026-02-30T00:00:00Z`, ['at']],
      [`${base}/graph/month?window=rolling&at=2026-11-25T00:00:00Z`, ['at']],
      [`${base}/history/year?window=rolling&at=2027-01-01T00:00:00Z`, ['window', 'at']],
    ];
    for (const [url, paths] of cases) {
      const response = await call(url);
      expect(response.statusCode, url).toBe(400);
      const items: Array<{ message: string; propertyPath?: string }> = response.json();
      expect(
        items.map((item) => item.propertyPath),
        url,
      ).toEqual(paths);
      for (const item of items) expect(item.message.length).toBeGreaterThan(0);
    }
  });
});
