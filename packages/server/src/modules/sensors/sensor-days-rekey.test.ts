/**
 * A station's time-zone change re-keys its extra sensors' days (extra_sensor_days, local days) from the
 * stored values, on SQLite and PostgreSQL: the rows are those the same uploads would have written in the
 * new zone, a level's extremes, sum and count and a counter's rises alike.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { dialects } from '../../../test/dialects.ts';
import { buildStation, stationUpdateBody } from '../../../test/factories.ts';
import { injector } from '../../../test/http.ts';
import type { Station } from '../stations/index.ts';
import { foldSensorDays } from './sensor-days-rebuild.ts';

const HOUR = 3_600_000;

/** Hourly uploads over two UTC days from 2026-06-14 00:00Z: a greenhouse temperature and a piezo counter. */
const uploads = Array.from({ length: 48 }, (_, i) => ({
  receivedAt: new Date(Date.UTC(2026, 5, 14) + i * HOUR).toISOString(),
  temperature: 15,
  sensors: {
    'extraTemperature:2': 10 + ((i * 7) % 13),
    // Reset at 03:00Z on the 15th (a daily counter set back at the console's midnight).
    piezoRainDaily: i < 27 ? i * 0.2 : (i - 27) * 0.3,
  },
}));

describe.each(dialects)('sensor days after a time-zone change on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let station: Station;
  beforeEach(async () => {
    t = await buildTestApp(dialect, { now: Date.UTC(2026, 5, 17) });
    admin = await t.loginAs('admin');
    station = await buildStation(t.db, { timezone: 'Europe/Berlin', apiToken: 'sensor-rekey-token-0123' });
  });
  afterEach(() => t.close());

  const call = injector(() => t.app);
  /** Posts the uploads through the JSON door (its `sensors` by key), as a station would. */
  const postReadings = async (to: Station, readings: typeof uploads) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/weatherData/${to.reference}/readings`,
      headers: { authorization: `Bearer ${to.apiToken}` },
      payload: readings,
    });
    expect(res.json()).toMatchObject({ stored: readings.length });
  };
  const daysOf = async (stationId: number) =>
    (
      await t.db
        .selectFrom('extra_sensor_days')
        .selectAll()
        .where('weather_station_id', '=', stationId)
        .orderBy('sensor_key')
        .orderBy('day')
        .execute()
    ).map(({ weather_station_id: _, ...row }) => ({
      ...row,
      min_at: Number(row.min_at),
      max_at: Number(row.max_at),
      last_at: Number(row.last_at),
      sum: Math.round(Number(row.sum) * 1e9) / 1e9,
    }));

  it('moves the days to the new zone, as the uploads would have folded them there', async () => {
    await postReadings(station, uploads);
    const berlin = await daysOf(station.id);
    // Berlin: UTC+2, three local days (the 14th from 00:00Z, the 15th, the 16th from 22:00Z).
    expect([...new Set(berlin.map((d) => d.day))]).toEqual(['2026-06-14', '2026-06-15', '2026-06-16']);

    const res = await call(
      'PUT',
      `/api/weatherStation/${station.id}`,
      admin,
      stationUpdateBody(station, { timezone: 'America/New_York' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const moved = await daysOf(station.id);
    // New York: UTC−4, the 13th from 00:00Z to 04:00Z, then the 14th and the 15th.
    expect([...new Set(moved.map((d) => d.day))]).toEqual(['2026-06-13', '2026-06-14', '2026-06-15']);

    const fresh = await buildStation(t.db, {
      timezone: 'America/New_York',
      apiToken: 'sensor-fresh-token-0123',
    });
    await postReadings(fresh, uploads);
    expect(moved).toEqual(await daysOf(fresh.id));
    expect(moved.find((d) => d.sensor_key === 'extraTemperature:2' && d.day === '2026-06-13')).toMatchObject({
      count: 4,
      counter: 0,
    });
    expect(moved.filter((d) => d.sensor_key === 'piezoRainDaily' && d.counter === 1)).toHaveLength(3);
  });

  it('leaves the days as they were when the zone does not change', async () => {
    await postReadings(station, uploads);
    const before = await daysOf(station.id);
    const res = await call('PUT', `/api/weatherStation/${station.id}`, admin, stationUpdateBody(station));
    expect(res.statusCode).toBe(200);
    expect(await daysOf(station.id)).toEqual(before);
  });
});

describe('foldSensorDays', () => {
  it("sums a counter's rises, a fall being a reset, and keeps the earliest of tied extremes", () => {
    const values = [
      { at: 0, value: 1 },
      { at: 1, value: 1.5 },
      { at: 2, value: 0.2 },
      { at: 3, value: 1.5 },
    ];
    expect(foldSensorDays('piezoRainDaily', true, values, () => '2026-06-14')).toEqual([
      {
        key: 'piezoRainDaily',
        day: '2026-06-14',
        counter: true,
        min: 0.2,
        minAt: 2,
        max: 1.5,
        maxAt: 1,
        sum: 0.5 + 0.2 + 1.3,
        count: 4,
        last: 1.5,
        lastAt: 3,
      },
    ]);
  });
});
