/**
 * The graphs of a station whose day ends at 09:00 local (DESIGN §6, the station's day): a named day is
 * [D 09:00, D+1 09:00), weeks and years run from a station day's start, the running daily rain restarts at
 * 09:00, and the days block is the daily summaries' station days, the history table's numbers. Berlin is
 * UTC+1 in March. Expected values are worked out by hand in each test.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { dialects } from '../../../test/dialects.ts';
import { buildStation, NO_SPIKE_FILTER } from '../../../test/factories.ts';
import { injector } from '../../../test/http.ts';
import { postReadings, type ReadingFields } from '../../../test/readings-feed.ts';
import type { Station } from '../stations/index.ts';

/**
 * Around 3 March, rain as interval amounts (mm). The 09:00 days: 2 March = 09:00 2 Mar … 08:50 3 Mar, rain
 * 0 + 1.2 + 0.4 + 0.6 + 0.3 = 2.5, high 11 (15:00), low −1 (06:00 3 Mar); 3 March from 09:10, rain 0.5 + 0
 * + 0.2 = 0.7, high 9 (14:00), low −2 (07:00 4 Mar).
 */
const MARCH: ReadingFields[] = [
  { receivedAt: '2026-03-02T08:00:00Z', temperature: 4, rain: 0 }, // 09:00 2 Mar
  { receivedAt: '2026-03-02T14:00:00Z', temperature: 11, rain: 1.2 },
  { receivedAt: '2026-03-02T22:30:00Z', temperature: 2, rain: 0.4 }, // 23:30
  { receivedAt: '2026-03-03T05:00:00Z', temperature: -1, rain: 0.6 }, // 06:00 3 Mar: still 2 March's day
  { receivedAt: '2026-03-03T07:50:00Z', temperature: 0.5, rain: 0.3 }, // 08:50: 2 March's day
  { receivedAt: '2026-03-03T08:10:00Z', temperature: 1, rain: 0.5 }, // 09:10: 3 March's day
  { receivedAt: '2026-03-03T13:00:00Z', temperature: 9, rain: 0 },
  { receivedAt: '2026-03-04T06:00:00Z', temperature: -2, rain: 0.2 }, // 07:00 4 Mar: 3 March's day
];

const empty = { temperatureMean: null, temperatureHigh: null, temperatureLow: null, rainTotal: null };
const settingsBody = (dayStartHour: 0 | 9) => ({
  normals: Array.from({ length: 12 }, (_, i) => ({ month: i + 1, ...empty })),
  growingDegreeBase: 10,
  anemometerHeight: 10,
  postNewRecords: false,
  dayStartHour,
  rainSeasonStartMonth: 1,
});

interface Point {
  receivedAt: string;
  temperature: number | null;
  rainDaily: number | null;
}

describe.each(dialects)('graphs of a station day ending at 09:00 on %s', (dialect) => {
  let t: TestApp;
  let station: Station;
  beforeEach(async () => {
    t = await buildTestApp(dialect, { now: Date.parse('2026-03-04T10:00:00Z') });
    station = await buildStation(t.db, { timezone: 'Europe/Berlin', quality: NO_SPIKE_FILTER });
  });
  afterEach(() => t.close());
  const call = injector(() => t.app);

  const setDay = async (dayStartHour: 0 | 9, of = station) => {
    const res = await call(
      'PUT',
      `/api/weatherStation/${of.id}/climateSettings`,
      await t.loginAs('admin'),
      settingsBody(dayStartHour),
    );
    expect(res.statusCode).toBe(200);
  };
  const get = async (path: string, of = station) => {
    const res = await call('GET', `/api/weatherData/${of.reference}/${path}`);
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const rows = (points: Point[]) => points.map((p) => [p.receivedAt, p.temperature, p.rainDaily]);

  it('draws a named day from 09:00 to 09:00: 08:50 and 09:10 fall in different days', async () => {
    await setDay(9);
    await postReadings(t, station, MARCH);
    // The page asks for a calendar day at its first instant: 09:00 local for this station.
    const second = await get('graph/day?window=calendar&at=2026-03-02T08:00:00Z');
    expect(second).toMatchObject({ from: '2026-03-02T09:00:00+01:00', to: '2026-03-03T09:00:00+01:00' });
    expect(rows(second.datas)).toEqual([
      ['2026-03-02T09:00:00+01:00', 4, 0],
      ['2026-03-02T15:00:00+01:00', 11, 1.2],
      ['2026-03-02T23:30:00+01:00', 2, 1.6],
      ['2026-03-03T06:00:00+01:00', -1, 2.2],
      ['2026-03-03T08:50:00+01:00', 0.5, 2.5],
    ]);
    const third = await get('graph/day?window=calendar&at=2026-03-03T08:00:00Z');
    expect(third).toMatchObject({ from: '2026-03-03T09:00:00+01:00', to: '2026-03-04T09:00:00+01:00' });
    expect(rows(third.datas)).toEqual([
      ['2026-03-03T09:10:00+01:00', 1, 0.5],
      ['2026-03-03T14:00:00+01:00', 9, 0.5],
      ['2026-03-04T07:00:00+01:00', -2, 0.7],
    ]);
    // The marks are the day's history table: the same extremes at the same instants.
    const table = await get('history/day?window=calendar&at=2026-03-02T08:00:00Z');
    expect(table).toMatchObject({ startDate: '2026-03-02', endDate: '2026-03-02' });
    expect(second.extremes.temperature).toEqual({
      min: { receivedAt: table.minTemperatureReceivedAt, value: table.minTemperature },
      max: { receivedAt: table.maxTemperatureReceivedAt, value: table.maxTemperature },
    });
    expect(second.extremes.temperature).toEqual({
      min: { receivedAt: '2026-03-03T06:00:00+01:00', value: -1 },
      max: { receivedAt: '2026-03-02T15:00:00+01:00', value: 11 },
    });
    // Any instant of the station day names it: 08:50 on 3 March is still 2 March's day.
    const early = await get('graph/day?window=calendar&at=2026-03-03T07:50:00Z');
    expect(early.from).toBe('2026-03-02T09:00:00+01:00');
  });

  it("drops a kept past day's answers when a late reading falls before 09:00 of the day after", async () => {
    await setDay(9);
    await postReadings(t, station, MARCH);
    const url = 'graph/day?window=calendar&at=2026-03-02T08:00:00Z';
    expect((await get(url)).extremes.temperature.max.value).toBe(11);
    // 08:55 on 3 March, a civil day after the window's last one but inside its station day.
    await postReadings(t, station, [{ receivedAt: '2026-03-03T07:55:00Z', temperature: 20, rain: 0 }]);
    const again = await get(url);
    expect(again.extremes.temperature.max).toEqual({ receivedAt: '2026-03-03T08:55:00+01:00', value: 20 });
    expect(again.datas).toHaveLength(6);
  });

  it('restarts the running rain of the last 24 h at 09:00, a midnight station at midnight', async () => {
    const midnight = await buildStation(t.db, { timezone: 'Europe/Berlin', quality: NO_SPIKE_FILTER });
    await setDay(9);
    await postReadings(t, station, MARCH);
    await postReadings(t, midnight, MARCH);
    // Up to 13:00 on 3 March: the readings from 15:00 on 2 March to 09:10 on 3 March.
    t.clock.set(Date.parse('2026-03-03T12:00:00Z'));
    const nine = await get('graph/day');
    expect(nine.from).toBe('2026-03-02T13:00:00+01:00');
    expect(rows(nine.datas).map(([, , rain]) => rain)).toEqual([1.2, 1.6, 2.2, 2.5, 0.5]);
    const civil = await get('graph/day', midnight);
    expect(rows(civil.datas).map(([, , rain]) => rain)).toEqual([1.2, 1.6, 0.6, 0.9, 1.4]);
  });

  it('runs the week from Monday 09:00, its buckets’ daily rain restarting at 09:00', async () => {
    await setDay(9);
    await postReadings(t, station, MARCH);
    for (const round of [1, 2]) {
      // The second answer's past comes from the cache: the same points.
      const week = await get('graph/week');
      expect(week, `round ${round}`).toMatchObject({
        from: '2026-03-02T09:00:00+01:00',
        to: '2026-03-09T09:00:00+01:00',
        bucketMinutes: 10,
      });
      const measured = (week.datas as Point[]).filter((p) => p.temperature !== null);
      expect(rows(measured)).toEqual([
        ['2026-03-02T09:05:00+01:00', 4, 0],
        ['2026-03-02T15:05:00+01:00', 11, 1.2],
        ['2026-03-02T23:35:00+01:00', 2, 1.6],
        ['2026-03-03T06:05:00+01:00', -1, 2.2],
        ['2026-03-03T08:55:00+01:00', 0.5, 2.5],
        ['2026-03-03T09:15:00+01:00', 1, 0.5],
        ['2026-03-03T14:05:00+01:00', 9, 0.5],
        ['2026-03-04T07:05:00+01:00', -2, 0.7],
      ]);
      expect(week.extremes.temperature).toEqual({
        min: { receivedAt: '2026-03-04T07:00:00+01:00', value: -2 },
        max: { receivedAt: '2026-03-02T15:00:00+01:00', value: 11 },
      });
    }
    // A calendar week named by its Monday's first instant (09:00) is the same week.
    const named = await get('graph/week?window=calendar&at=2026-03-02T08:00:00Z');
    expect(named).toMatchObject({ from: '2026-03-02T09:00:00+01:00', to: '2026-03-09T09:00:00+01:00' });
  });

  it("gives the year's and the record's days from the station days, as the history tables", async () => {
    await setDay(9);
    await postReadings(t, station, MARCH);
    const year = await get('graph/year');
    expect(year).toMatchObject({ from: '2026-01-01T09:00:00+01:00', to: '2027-01-01T09:00:00+01:00' });
    const record = await get('graph/record');
    expect(record).toMatchObject({ from: '2026-03-02T09:00:00+01:00', to: '2026-03-05T09:00:00+01:00' });
    for (const graph of [year, record]) {
      expect(graph.days.map((d: { date: string }) => d.date)).toEqual(['2026-03-02', '2026-03-03']);
      expect(graph.days[0]).toMatchObject({
        date: '2026-03-02',
        receivedAt: '2026-03-02T21:00:00+01:00', // the middle of 09:00 to 09:00
        temperature: { min: -1, max: 11 },
      });
      expect(graph.days[0].rain).toBeCloseTo(2.5, 6);
      expect(graph.days[1]).toMatchObject({ temperature: { min: -2, max: 9 } });
      expect(graph.days[1].rain).toBeCloseTo(0.7, 6);
    }
    for (const [index, at] of ['2026-03-02T08:00:00Z', '2026-03-03T08:00:00Z'].entries()) {
      const table = await get(`history/day?window=calendar&at=${at}`);
      expect(year.days[index].temperature).toMatchObject({
        min: table.minTemperature,
        max: table.maxTemperature,
      });
      expect(year.days[index].rain).toBeCloseTo(table.rainPeriod, 6);
    }
  });

  it('draws the other days once the day start changes (the kept graphs are dropped)', async () => {
    await postReadings(t, station, MARCH);
    const dates = async (period: string) =>
      (await get(`graph/${period}`)).days.map((d: { date: string }) => d.date);
    expect(await dates('year')).toEqual(['2026-03-02', '2026-03-03', '2026-03-04']);
    expect(await dates('record')).toEqual(['2026-03-02', '2026-03-03', '2026-03-04']);
    expect((await get('graph/week')).from).toBe('2026-03-02T00:00:00+01:00');
    await setDay(9);
    expect(await dates('year')).toEqual(['2026-03-02', '2026-03-03']);
    expect(await dates('record')).toEqual(['2026-03-02', '2026-03-03']);
    expect((await get('graph/week')).from).toBe('2026-03-02T09:00:00+01:00');
    await setDay(0);
    expect(await dates('year')).toEqual(['2026-03-02', '2026-03-03', '2026-03-04']);
  });

  it("tells the pages the station's day start in its public answer, only when it is not midnight", async () => {
    const answer = async () => (await call('GET', `/api/weatherStation/${station.reference}`)).json();
    expect(await answer()).not.toHaveProperty('dayStartHour');
    await setDay(9);
    expect(await answer()).toMatchObject({ dayStartHour: 9 });
    expect(await answer()).not.toHaveProperty('apiToken');
  });

  it("sums the current data's week from the station day: Monday 08:00 is still last week", async () => {
    await setDay(9);
    t.clock.set(Date.parse('2026-03-09T07:05:00Z'));
    await postReadings(t, station, [
      ...MARCH,
      { receivedAt: '2026-03-09T07:00:00Z', temperature: 3, rain: 0.1 }, // Monday 08:00: Sunday's day
    ]);
    const current = await get('currentData/detail');
    expect(current.rainDaily).toBeCloseTo(0.1, 6);
    // The week of Monday 2 March's station days: 2.5 + 0.7 + 0.1, not the week starting on 9 March.
    expect(current.rainWeekly).toBeCloseTo(3.3, 6);
    expect(current.rainMonthly).toBeCloseTo(3.3, 6);
  });
});
