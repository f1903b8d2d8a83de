/**
 * A station whose day ends at 09:00 local (DESIGN §6, the station's day): its daily summaries are the days
 * [D 09:00, D+1 09:00) named D, through ingestion, a rebuild and the climate settings that switch it. Berlin
 * is UTC+1 until 29 March 2026 02:00, UTC+2 after. Expected values are worked out by hand in each test.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { dialects } from '../../../../test/dialects.ts';
import { buildStation, NO_SPIKE_FILTER } from '../../../../test/factories.ts';
import { injector } from '../../../../test/http.ts';
import { postReadings, type ReadingFields } from '../../../../test/readings-feed.ts';
import type { Station } from '../../stations/index.ts';
import { rebuildStationSummaries } from './summary-rebuild.ts';

/**
 * Two days around 3 March (CET, UTC+1), rain as interval amounts (mm):
 * - 09:00 day: 2 March = 09:00 2 Mar … 08:50 3 Mar: rain 0 + 1.2 + 0.4 + 0.6 + 0.3 = 2.5, high 11 (14:00Z
 *   2 Mar), low −1 (05:00Z 3 Mar), 5 readings; 3 March = 09:00 3 Mar … 07:00 4 Mar: rain 0.5 + 0 + 0.2 = 0.7,
 *   high 9 (13:00Z), low −2 (06:00Z 4 Mar), 3 readings.
 * - midnight day: 2 March: rain 1.6, high 11, low 2 (22:30Z), 3 readings; 3 March: rain 0.6 + 0.3 + 0.5 + 0
 *   = 1.4, high 9, low −1 (05:00Z), 4 readings; 4 March: rain 0.2, high = low = −2, 1 reading.
 */
const MARCH: ReadingFields[] = [
  { receivedAt: '2026-03-02T08:00:00Z', temperature: 4, rain: 0 },
  { receivedAt: '2026-03-02T14:00:00Z', temperature: 11, rain: 1.2 },
  { receivedAt: '2026-03-02T22:30:00Z', temperature: 2, rain: 0.4 },
  { receivedAt: '2026-03-03T05:00:00Z', temperature: -1, rain: 0.6 },
  { receivedAt: '2026-03-03T07:50:00Z', temperature: 0.5, rain: 0.3 },
  { receivedAt: '2026-03-03T08:00:00Z', temperature: 1, rain: 0.5 },
  { receivedAt: '2026-03-03T13:00:00Z', temperature: 9, rain: 0 },
  { receivedAt: '2026-03-04T06:00:00Z', temperature: -2, rain: 0.2 },
];
const NINE_AM_DAYS = [
  {
    day: '2026-03-02',
    rain: 2.5,
    max: 11,
    maxAt: '2026-03-02T14:00:00Z',
    min: -1,
    minAt: '2026-03-03T05:00:00Z',
    n: 5,
  },
  {
    day: '2026-03-03',
    rain: 0.7,
    max: 9,
    maxAt: '2026-03-03T13:00:00Z',
    min: -2,
    minAt: '2026-03-04T06:00:00Z',
    n: 3,
  },
];
const MIDNIGHT_DAYS = [
  {
    day: '2026-03-02',
    rain: 1.6,
    max: 11,
    maxAt: '2026-03-02T14:00:00Z',
    min: 2,
    minAt: '2026-03-02T22:30:00Z',
    n: 3,
  },
  {
    day: '2026-03-03',
    rain: 1.4,
    max: 9,
    maxAt: '2026-03-03T13:00:00Z',
    min: -1,
    minAt: '2026-03-03T05:00:00Z',
    n: 4,
  },
  {
    day: '2026-03-04',
    rain: 0.2,
    max: -2,
    maxAt: '2026-03-04T06:00:00Z',
    min: -2,
    minAt: '2026-03-04T06:00:00Z',
    n: 1,
  },
];

const empty = { temperatureMean: null, temperatureHigh: null, temperatureLow: null, rainTotal: null };
const settingsBody = (dayStartHour: 0 | 7 | 9, rainSeasonStartMonth = 1) => ({
  normals: Array.from({ length: 12 }, (_, i) => ({ month: i + 1, ...empty })),
  growingDegreeBase: 10,
  anemometerHeight: 10,
  postNewRecords: false,
  dayStartHour,
  rainSeasonStartMonth,
});

describe.each(dialects)('a station day ending at 09:00 on %s', (dialect) => {
  let t: TestApp;
  let station: Station;
  beforeEach(async () => {
    t = await buildTestApp(dialect, { now: Date.parse('2026-04-10T10:00:00Z') });
    station = await buildStation(t.db, { timezone: 'Europe/Berlin', quality: NO_SPIKE_FILTER });
  });
  afterEach(() => t.close());
  const call = injector(() => t.app);

  const setDay = async (dayStartHour: 0 | 7 | 9, rainSeasonStartMonth = 1) => {
    const res = await call(
      'PUT',
      `/api/weatherStation/${station.id}/climateSettings`,
      await t.loginAs('admin'),
      settingsBody(dayStartHour, rainSeasonStartMonth),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ dayStartHour, rainSeasonStartMonth });
  };
  const days = async (stationId = station.id) =>
    (
      await t.db
        .selectFrom('daily_summaries')
        .selectAll()
        .where('weather_station_id', '=', stationId)
        .orderBy('day')
        .execute()
    ).map((row) => ({
      day: row.day,
      rain: Math.round(Number(row.rain_total_mm) * 1000) / 1000,
      max: Number(row.temperature_max),
      maxAt: new Date(Number(row.temperature_max_at)).toISOString().replace('.000', ''),
      min: Number(row.temperature_min),
      minAt: new Date(Number(row.temperature_min_at)).toISOString().replace('.000', ''),
      n: Number(row.reading_count),
    }));
  const rollups = () =>
    t.db
      .selectFrom('reading_rollups')
      .selectAll()
      .where('weather_station_id', '=', station.id)
      .orderBy('width_min')
      .orderBy('start_at')
      .execute();

  it('counts 08:50 on 3 March into 2 March and 09:00 into 3 March, one reading at a time', async () => {
    await setDay(9);
    for (const reading of MARCH) await postReadings(t, station, [reading]);
    expect(await days()).toEqual(NINE_AM_DAYS);
    // A rebuild from the readings gives the rows ingestion kept.
    const kept = await t.db.selectFrom('daily_summaries').selectAll().orderBy('day').execute();
    await rebuildStationSummaries(t.db, t.dialect, {
      id: station.id,
      timezone: 'Europe/Berlin',
      dayStartHour: 9,
    });
    expect(await t.db.selectFrom('daily_summaries').selectAll().orderBy('day').execute()).toEqual(kept);
  });

  it('reads today as the station day: at 08:55 on 3 March the day’s rain is 2 March’s', async () => {
    await setDay(9);
    await postReadings(t, station, MARCH.slice(0, 5));
    t.clock.set(Date.parse('2026-03-03T07:55:00Z'));
    const current = await call('GET', `/api/weatherData/${station.reference}/currentData/detail`);
    expect(current.statusCode).toBe(200);
    expect(current.json().rainDaily).toBeCloseTo(2.5, 6);
    // The day's history table is that day, and a named day says its bounds: 09:00 to 09:00.
    const today = (await call('GET', `/api/weatherData/${station.reference}/history/day`)).json();
    expect(today).toMatchObject({ startDate: '2026-03-02', endDate: '2026-03-02', maxTemperature: 11 });
    expect(today.rainPeriod).toBeCloseTo(2.5, 6);
    const named = await call(
      'GET',
      `/api/weatherData/${station.reference}/history/day?at=2026-03-03T07:55:00Z`,
    );
    expect(named.json()).toMatchObject({
      from: '2026-03-02T09:00:00+01:00',
      to: '2026-03-03T09:00:00+01:00',
    });
  });

  it('folds a rolling week from the station days and the rollups of its edges, each reading once', async () => {
    // The week to 07:00Z on 4 March (08:00 CET): whole station days to 2 March, then the rollups from 09:00
    // on 3 March, which hold the 06:00Z reading of 4 March (civil days would count it twice). Rain 2.5 +
    // 0.5 + 0 + 0.2 = 3.2, high 11, low −2.
    await setDay(9);
    await postReadings(t, station, MARCH);
    const url = `/api/weatherData/${station.reference}/history/week?window=rolling&at=2026-03-04T07:00:00Z`;
    const res = await call('GET', url);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ maxTemperature: 11, minTemperature: -2 });
    expect(res.json().rainPeriod).toBeCloseTo(3.2, 6);
  });

  it('rebuilds the same readings into the other days when switched on and off; rollups stay', async () => {
    // A second station on midnight days with the same readings is left as it is.
    const other = await buildStation(t.db, { timezone: 'Europe/Berlin', quality: NO_SPIKE_FILTER });
    await postReadings(t, station, MARCH);
    await postReadings(t, other, MARCH);
    expect(await days()).toEqual(MIDNIGHT_DAYS);
    const buckets = await rollups();
    await setDay(9);
    expect(await days()).toEqual(NINE_AM_DAYS);
    expect(await rollups()).toEqual(buckets);
    await setDay(0);
    expect(await days()).toEqual(MIDNIGHT_DAYS);
    expect(await days(other.id)).toEqual(MIDNIGHT_DAYS);
    // Each switch is in the audit trail, with the hour before and after it.
    const audit = await call('GET', '/api/audit?kind=climate&maxResult=10', await t.loginAs('admin'));
    expect(audit.statusCode).toBe(200);
    const switches = audit
      .json()
      .entries.map((entry: { before: { dayStartHour: number }; after: { dayStartHour: number } }) => [
        entry.before.dayStartHour,
        entry.after.dayStartHour,
      ]);
    expect(switches.sort()).toEqual([
      [0, 9],
      [9, 0],
    ]);
  });

  it('cuts at 09:00 wall-clock time across the night clocks go forward (29 March 2026)', async () => {
    // 28 March's day is 09:00 CET (08:00Z) to 09:00 CEST (07:00Z on 29 March): 23 hours. Rain 0 + 0.4 +
    // 0.2 + 0.1 = 0.7, high 6 (08:30Z 28 Mar), low 0 (01:30Z 29 Mar), 4 readings; 29 March from 07:00Z:
    // rain 0.3 + 0 = 0.3, high 8, low 4, 2 readings. (Subtracting nine hours from 07:00Z would land on
    // 23:00 CET on 28 March: the boundary is the wall clock's, not a fixed offset.)
    await setDay(9);
    const readings: ReadingFields[] = [
      { receivedAt: '2026-03-28T08:30:00Z', temperature: 6, rain: 0 },
      { receivedAt: '2026-03-29T00:30:00Z', temperature: 1, rain: 0.4 },
      { receivedAt: '2026-03-29T01:30:00Z', temperature: 0, rain: 0.2 },
      { receivedAt: '2026-03-29T06:59:00Z', temperature: 3, rain: 0.1 },
      { receivedAt: '2026-03-29T07:00:00Z', temperature: 4, rain: 0.3 },
      { receivedAt: '2026-03-29T08:30:00Z', temperature: 8, rain: 0 },
    ];
    for (const reading of readings) await postReadings(t, station, [reading]);
    expect(await days()).toEqual([
      {
        day: '2026-03-28',
        rain: 0.7,
        max: 6,
        maxAt: '2026-03-28T08:30:00Z',
        min: 0,
        minAt: '2026-03-29T01:30:00Z',
        n: 4,
      },
      {
        day: '2026-03-29',
        rain: 0.3,
        max: 8,
        maxAt: '2026-03-29T08:30:00Z',
        min: 4,
        minAt: '2026-03-29T07:00:00Z',
        n: 2,
      },
    ]);
    // The hourly buckets stay on the local whole hours: 07:00Z is 09:00 CEST.
    const hourly = (await rollups())
      .filter((row) => Number(row.width_min) === 60)
      .map((row) => Number(row.start_at));
    expect(hourly).toContain(Date.parse('2026-03-29T07:00:00Z'));
    expect(hourly).toContain(Date.parse('2026-03-29T06:00:00Z'));
  });
});
