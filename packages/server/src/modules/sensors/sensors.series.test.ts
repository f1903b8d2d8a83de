/**
 * GET /api/weatherData/{reference}/sensors/series on SQLite and PostgreSQL: the buckets of a day (10 min),
 * of a few days (hourly) and of a long window (the local days' means), each sensor's days' extremes, the
 * window in the station's time zone (Europe/Berlin, UTC+2 in June). Expected values worked out by hand.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { dialects } from '../../../test/dialects.ts';
import { rebuildSensorDays } from './sensor-days-rebuild.ts';

const TOKEN = 'test-station-token';

interface Series {
  bucketMinutes: number;
  sensors: {
    key: string;
    name: string | null;
    unit: string;
    points: { at: string; mean: number; min: number; max: number }[];
    days: { day: string; min: number; minAt: string; max: number; maxAt: string }[];
  }[];
}

describe.each(dialects)('extra sensor series on %s', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp(dialect);
    // Local day 2026-06-15 runs from 2026-06-14T22:00Z to 2026-06-15T22:00Z.
    const values: [string, number][] = [
      ['2026-06-14T21:30:00Z', 30], // the 14th, 23:30 local: outside the 15th
      ['2026-06-14T22:30:00Z', 18],
      ['2026-06-15T08:00:00Z', 20],
      ['2026-06-15T08:05:00Z', 22],
      ['2026-06-15T08:10:00Z', 25],
      ['2026-06-15T09:00:00Z', 10],
    ];
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/weatherData/SSDP41000/readings',
      headers: { authorization: `Bearer ${TOKEN}` },
      payload: values.map(([receivedAt, value]) => ({
        receivedAt,
        temperature: 18,
        sensors: {
          'extraTemperature:3': value,
          ...(receivedAt.startsWith('2026-06-15T08:0') ? { co2: 700 } : {}),
        },
      })),
    });
    expect(res.statusCode).toBeLessThan(300);
  });
  afterEach(() => t.close());

  const series = async (from: string, to: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/weatherData/SSDP41000/sensors/series?from=${from}&to=${to}`,
    });
    expect(res.statusCode).toBe(200);
    return res.json() as Series;
  };
  const line = (body: Series, key: string) => {
    const found = body.sensors.find((sensor) => sensor.key === key);
    if (found === undefined) throw new Error(`no ${key}`);
    return found;
  };

  it('cuts one local day into 10-minute buckets, with its extremes', async () => {
    const body = await series('2026-06-15', '2026-06-15');
    expect(body.bucketMinutes).toBe(10);
    const temperature = line(body, 'extraTemperature:3');
    expect(temperature.unit).toBe('°C');
    expect(temperature.points).toEqual([
      { at: '2026-06-14T22:30:00.000Z', mean: 18, min: 18, max: 18 },
      // 08:00 and 08:05 share the bucket of 08:00: (20 + 22) / 2.
      { at: '2026-06-15T08:00:00.000Z', mean: 21, min: 20, max: 22 },
      { at: '2026-06-15T08:10:00.000Z', mean: 25, min: 25, max: 25 },
      { at: '2026-06-15T09:00:00.000Z', mean: 10, min: 10, max: 10 },
    ]);
    expect(temperature.days).toEqual([
      {
        day: '2026-06-15',
        min: 10,
        minAt: '2026-06-15T09:00:00.000Z',
        max: 25,
        maxAt: '2026-06-15T08:10:00.000Z',
      },
    ]);
    expect(line(body, 'co2').points).toEqual([
      { at: '2026-06-15T08:00:00.000Z', mean: 700, min: 700, max: 700 },
    ]);
  });

  it('uses 10-minute buckets for two days, hourly ones for three and the days’ means beyond 31 days', async () => {
    expect((await series('2026-06-14', '2026-06-15')).bucketMinutes).toBe(10);
    const hourly = line(await series('2026-06-13', '2026-06-15'), 'extraTemperature:3');
    expect(hourly.points.map((point) => point.at)).toEqual([
      '2026-06-14T21:00:00.000Z',
      '2026-06-14T22:00:00.000Z',
      '2026-06-15T08:00:00.000Z',
      '2026-06-15T09:00:00.000Z',
    ]);
    // 08:00, 08:05, 08:10: (20 + 22 + 25) / 3.
    expect(hourly.points[2]?.mean).toBeCloseTo(67 / 3, 9);
    expect(hourly.points[2]).toMatchObject({ min: 20, max: 25 });
    expect(hourly.days.map((day) => day.day)).toEqual(['2026-06-14', '2026-06-15']);

    const long = await series('2026-06-01', '2026-07-15');
    expect(long.bucketMinutes).toBe(1440);
    const daily = line(long, 'extraTemperature:3');
    // Each local day at its local midnight: the 14th holds 30 alone, the 15th (18 + 20 + 22 + 25 + 10) / 5.
    expect(daily.points).toEqual([
      { at: '2026-06-13T22:00:00.000Z', mean: 30, min: 30, max: 30 },
      { at: '2026-06-14T22:00:00.000Z', mean: 19, min: 10, max: 25 },
    ]);
  });

  it("puts a 09:00 station's daily buckets at its days' starts, 09:00 local", async () => {
    const station = await t.db
      .updateTable('weather_stations')
      .set({ day_start_hour: 9 })
      .where('reference', '=', 'SSDP41000')
      .returning(['id', 'timezone'])
      .executeTakeFirstOrThrow();
    await rebuildSensorDays(t.db, dialect, { ...station, dayStartHour: 9 });
    const daily = line(await series('2026-06-01', '2026-07-15'), 'extraTemperature:3');
    // The 14th's day to 09:00 on the 15th holds 30 and 18 (00:30 local); the 15th's 20, 22, 25 and 10.
    expect(daily.points).toEqual([
      { at: '2026-06-14T07:00:00.000Z', mean: 24, min: 18, max: 30 },
      { at: '2026-06-15T07:00:00.000Z', mean: 19.25, min: 10, max: 25 },
    ]);
  });

  it('leaves out a sensor the owner keeps to the back office', async () => {
    await t.db
      .updateTable('extra_sensors')
      .set({ visibility: 'admin' })
      .where('sensor_key', '=', 'co2')
      .execute();
    const body = await series('2026-06-15', '2026-06-15');
    expect(body.sensors.map((sensor) => sensor.key)).toEqual(['extraTemperature:3']);
  });

  it('is documented in /api/docs with its window and its answer', async () => {
    const paths = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths;
    const series = paths['/api/weatherData/{reference}/sensors/series'].get;
    const names = series.parameters.map((parameter: { name: string }) => parameter.name);
    expect(names).toEqual(expect.arrayContaining(['reference', 'from', 'to']));
    expect(JSON.stringify(series.responses['200'])).toContain('bucketMinutes');
  });

  it('refuses a window that ends before it starts or spans over 366 days; 404 for an unknown station', async () => {
    const backwards = await t.app.inject({
      method: 'GET',
      url: '/api/weatherData/SSDP41000/sensors/series?from=2026-06-15&to=2026-06-14',
    });
    expect(backwards.statusCode).toBe(400);
    const long = await t.app.inject({
      method: 'GET',
      url: '/api/weatherData/SSDP41000/sensors/series?from=2025-06-14&to=2026-06-15',
    });
    expect(long.statusCode).toBe(400);
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/weatherData/NOWHERE/sensors/series?from=2026-06-15&to=2026-06-15',
    });
    expect(unknown.statusCode).toBe(404);
  });
});
