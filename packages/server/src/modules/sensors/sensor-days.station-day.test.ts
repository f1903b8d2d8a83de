/**
 * The extra sensors' days follow the station's day (DESIGN §6): with a day ending at 09:00 a sensor's day D
 * is [D 09:00, D+1 09:00) local, through an upload, an import, the rebuild the climate settings run when the
 * day changes, and the imported extremes laid over a day; on SQLite and PostgreSQL. Berlin is UTC+1 in early
 * March. Expected rows are worked out by hand below.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { dialects } from '../../../test/dialects.ts';
import { buildStation } from '../../../test/factories.ts';
import { injector } from '../../../test/http.ts';
import type { Station } from '../stations/index.ts';
import { createImportedSensorsStore } from './sensors-import.ts';
import { createImportedSensorExtremesStore } from './sensors-imported-extremes.ts';
import { createSensorsReadRepository } from './sensors-read.repository.ts';

const KEY = 'extraTemperature:1';
/** An extra temperature channel's values (°C) by instant (UTC; local is one hour later). */
const VALUES: [string, number][] = [
  ['2026-03-02T08:00:00Z', 4], // 09:00 2 March
  ['2026-03-02T14:00:00Z', 11],
  ['2026-03-03T05:00:00Z', -1], // 06:00 3 March
  ['2026-03-03T07:50:00Z', 12], // 08:50 3 March: still 2 March's 09:00 day
  ['2026-03-03T08:00:00Z', -3], // 09:00 3 March: opens 3 March's 09:00 day
  ['2026-03-03T13:00:00Z', 9],
  ['2026-03-04T06:00:00Z', 2], // 07:00 4 March: still 3 March's 09:00 day
];
const row = (
  day: string,
  min: [number, string],
  max: [number, string],
  sum: number,
  count: number,
  last: [number, string],
) => ({
  day,
  min: min[0],
  minAt: min[1],
  max: max[0],
  maxAt: max[1],
  sum,
  count,
  last: last[0],
  lastAt: last[1],
});
/** 2 March: 4, 11, −1, 12 (08:50); 3 March: −3 (09:00), 9, 2. */
const NINE_AM_DAYS = [
  row('2026-03-02', [-1, '2026-03-03T05:00:00Z'], [12, '2026-03-03T07:50:00Z'], 26, 4, [
    12,
    '2026-03-03T07:50:00Z',
  ]),
  row('2026-03-03', [-3, '2026-03-03T08:00:00Z'], [9, '2026-03-03T13:00:00Z'], 8, 3, [
    2,
    '2026-03-04T06:00:00Z',
  ]),
];
/** 2 March: 4, 11; 3 March: −1, 12, −3, 9; 4 March: 2. */
const MIDNIGHT_DAYS = [
  row('2026-03-02', [4, '2026-03-02T08:00:00Z'], [11, '2026-03-02T14:00:00Z'], 15, 2, [
    11,
    '2026-03-02T14:00:00Z',
  ]),
  row('2026-03-03', [-3, '2026-03-03T08:00:00Z'], [12, '2026-03-03T07:50:00Z'], 17, 4, [
    9,
    '2026-03-03T13:00:00Z',
  ]),
  row('2026-03-04', [2, '2026-03-04T06:00:00Z'], [2, '2026-03-04T06:00:00Z'], 2, 1, [
    2,
    '2026-03-04T06:00:00Z',
  ]),
];

const empty = { temperatureMean: null, temperatureHigh: null, temperatureLow: null, rainTotal: null };
const iso = (ms: unknown) => new Date(Number(ms)).toISOString().replace('.000', '');

describe.each(dialects)('extra sensor days of a station day ending at 09:00 on %s', (dialect) => {
  let t: TestApp;
  let station: Station;
  beforeEach(async () => {
    t = await buildTestApp(dialect, { now: Date.parse('2026-04-10T10:00:00Z') });
    station = await buildStation(t.db, { timezone: 'Europe/Berlin', apiToken: 'sensor-day-token-0123' });
  });
  afterEach(() => t.close());
  const call = injector(() => t.app);

  const setDay = async (dayStartHour: 0 | 9) => {
    const res = await call(
      'PUT',
      `/api/weatherStation/${station.id}/climateSettings`,
      await t.loginAs('admin'),
      {
        normals: Array.from({ length: 12 }, (_, i) => ({ month: i + 1, ...empty })),
        growingDegreeBase: 10,
        anemometerHeight: 10,
        postNewRecords: false,
        dayStartHour,
        rainSeasonStartMonth: 1,
      },
    );
    expect(res.statusCode, res.body).toBe(200);
  };
  const upload = async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/weatherData/${station.reference}/readings`,
      headers: { authorization: `Bearer ${station.apiToken}` },
      payload: VALUES.map(([receivedAt, value]) => ({
        receivedAt,
        temperature: 5,
        sensors: { [KEY]: value },
      })),
    });
    expect(res.json()).toMatchObject({ stored: VALUES.length });
  };
  const days = async () =>
    (
      await t.db
        .selectFrom('extra_sensor_days')
        .selectAll()
        .where('weather_station_id', '=', station.id)
        .where('sensor_key', '=', KEY)
        .orderBy('day')
        .execute()
    ).map((r) => ({
      day: r.day,
      min: Number(r.min),
      minAt: iso(r.min_at),
      max: Number(r.max),
      maxAt: iso(r.max_at),
      sum: Math.round(Number(r.sum) * 1e9) / 1e9,
      count: Number(r.count),
      last: Number(r.last),
      lastAt: iso(r.last_at),
    }));

  it('folds an upload into the 09:00 days: 08:50 into the day before, 09:00 into the new one', async () => {
    await setDay(9);
    await upload();
    expect(await days()).toEqual(NINE_AM_DAYS);
  });

  it('keeps the midnight days of a midnight station, and rebuilds them on a switch 0 → 9 → 0', async () => {
    await upload();
    expect(await days()).toEqual(MIDNIGHT_DAYS);
    await setDay(9);
    expect(await days()).toEqual(NINE_AM_DAYS);
    await setDay(0);
    expect(await days()).toEqual(MIDNIGHT_DAYS);
  });

  it('folds an import into the 09:00 days as an upload', async () => {
    const store = createImportedSensorsStore(t.db, dialect);
    const result = await store(
      { id: station.id, timezone: station.timezone, dayStartHour: 9 },
      VALUES.map(([at, value]) => ({ at: Date.parse(at), values: [{ key: KEY, value }] })),
    );
    expect(result).toEqual({ stored: VALUES.length, skipped: 0, dropped: 0 });
    expect(await days()).toEqual(NINE_AM_DAYS);
  });

  it('lays over a 09:00 day only the imported sides stamped inside it, all of them again at midnight', async () => {
    await upload();
    // WeeWX's midnight day 3 March: its low at 07:00 local (before 09:00: the 09:00 day of 2 March), its
    // high at 11:00 local (inside 3 March's 09:00 day).
    const kept = await createImportedSensorExtremesStore(t.db, dialect)(station, 'weewx', [
      {
        key: KEY,
        day: '2026-03-03',
        min: -5,
        minAt: Date.parse('2026-03-03T06:00:00Z'),
        max: 15,
        maxAt: Date.parse('2026-03-03T10:00:00Z'),
      },
    ]);
    expect(kept).toBe(1);
    const read = async (dayStartHour: number) =>
      (
        await createSensorsReadRepository(t.db).listDays(station.id, [KEY], '2026-03-03', '2026-03-03', {
          timezone: station.timezone,
          dayStartHour,
        })
      ).map((d) => ({
        min: [d.min, iso(d.min_at), d.min_imported],
        max: [d.max, iso(d.max_at), d.max_imported],
      }));

    await setDay(9);
    expect(await read(9)).toEqual([
      { min: [-3, '2026-03-03T08:00:00Z', false], max: [15, '2026-03-03T10:00:00Z', true] },
    ]);
    await setDay(0);
    expect(await read(0)).toEqual([
      { min: [-5, '2026-03-03T06:00:00Z', true], max: [15, '2026-03-03T10:00:00Z', true] },
    ]);
  });
});
