/**
 * Graph buckets and marks before the station's local today are kept between requests; what may change them
 * (a late reading into a past day, a station edit, a new day) must show in the next answer.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { dialects } from '../../../test/dialects.ts';
import { buildStation, stationUpdateBody } from '../../../test/factories.ts';

const at = (iso: string) => Date.parse(iso);

describe.each(dialects)('graph past cache on %s', (dialect) => {
  let t: TestApp;

  beforeEach(async () => {
    t = await buildTestApp(dialect, { now: at('2026-06-15T10:00:00Z') });
  });
  afterEach(() => t.close());

  async function post(station: { reference: string; apiToken: string }, readings: object[]) {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/weatherData/${station.reference}/readings`,
      headers: { authorization: `Bearer ${station.apiToken}` },
      payload: readings,
    });
    expect(response.statusCode).toBe(201);
  }
  const graph = async (reference: string, period: string) =>
    (await t.app.inject(`/api/weatherData/${reference}/graph/${period}`)).json();

  it('shows a late reading into a past day in the year and record graphs and their marks', async () => {
    const station = await buildStation(t.db, { timezone: 'Europe/Paris' });
    await post(station, [
      { receivedAt: '2026-03-01T12:00:00Z', temperature: 5 },
      { receivedAt: '2026-06-15T08:00:00Z', temperature: 20 },
    ]);
    const before = await graph(station.reference, 'year');
    expect(before.datas.map((p: { temperature: number }) => p.temperature)).toEqual([5, 20]);
    await graph(station.reference, 'record');
    // Today's readings are read afresh each time; the cached past stays.
    await post(station, [{ receivedAt: '2026-06-15T09:00:00Z', temperature: 22 }]);
    expect((await graph(station.reference, 'year')).datas).toHaveLength(2);
    await post(station, [{ receivedAt: '2026-04-10T12:00:00Z', temperature: -8 }]);
    const year = await graph(station.reference, 'year');
    expect(year.datas.map((p: { temperature: number }) => p.temperature)).toEqual([5, -8, 21]);
    expect(year.extremes.temperature.min.value).toBe(-8);
    const record = await graph(station.reference, 'record');
    expect(record.extremes.temperature.min.value).toBe(-8);
  });

  it('starts a new past at the next local midnight, and after a station edit', async () => {
    const station = await buildStation(t.db, { timezone: 'Europe/Paris' });
    await post(station, [{ receivedAt: '2026-06-15T08:00:00Z', temperature: 20 }]);
    expect((await graph(station.reference, 'week')).datas).toHaveLength(1);
    t.clock.set(at('2026-06-16T10:00:00Z'));
    await post(station, [{ receivedAt: '2026-06-16T08:00:00Z', temperature: 18 }]);
    const week = await graph(station.reference, 'week');
    expect(week.datas.map((p: { temperature: number }) => p.temperature)).toEqual([20, 18]);
    // Changed directly in the database (as a repair would), then announced as a station change.
    await t.db
      .updateTable('daily_summaries')
      .set({ temperature_max: 35 })
      .where('weather_station_id', '=', station.id)
      .where('day', '=', '2026-06-15')
      .execute();
    expect((await graph(station.reference, 'week')).extremes.temperature.max.value).toBe(20);
    const admin = await t.loginAs('admin');
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/weatherStation/${station.id}`,
      headers: { authorization: `Bearer ${admin}` },
      payload: stationUpdateBody(station, { model: 'WS2910' }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await graph(station.reference, 'week')).extremes.temperature.max.value).toBe(35);
  });
});
