/**
 * The record (all-time history) reads the past days' fold from a cache and today's summaries each time:
 * these tests check that no answer is ever stale, whatever ingestion does between two queries.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { dialects } from '../../../test/dialects.ts';
import { buildStation } from '../../../test/factories.ts';
import { injector } from '../../../test/http.ts';
import { postReadings } from '../../../test/readings-feed.ts';

const at = (iso: string) => Date.parse(iso);

describe.each(dialects)('history record on %s', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp(dialect, { now: at('2026-06-15T10:00:00Z') });
  });
  afterEach(() => t.close());

  const record = async (reference: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/weatherData/${reference}/history/record`,
    });
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  const seeded = async () => {
    const station = await buildStation(t.db, { timezone: 'Europe/Paris' });
    await postReadings(t, station, [
      { receivedAt: '2025-07-01T12:00:00Z', temperature: 30, rain: 5 },
      { receivedAt: '2026-01-10T12:00:00Z', temperature: -5, rain: 2 },
      { receivedAt: '2026-06-15T06:00:00Z', temperature: 15, rain: 1 },
    ]);
    return station;
  };

  it("reflects today's new readings after the past was cached", async () => {
    const station = await seeded();
    expect(await record(station.reference)).toMatchObject({
      startDate: '2025-07-01',
      endDate: '2026-06-15',
      maxTemperature: 30,
      minTemperature: -5,
      rainPeriod: 8,
    });
    await postReadings(t, station, [
      { receivedAt: '2026-06-15T09:00:00Z', temperature: 33, rain: 3 },
      { receivedAt: '2026-06-15T09:30:00Z', temperature: -7 },
    ]);
    expect(await record(station.reference)).toMatchObject({
      maxTemperature: 33,
      maxTemperatureReceivedAt: '2026-06-15T11:00:00+02:00',
      minTemperature: -7,
      minTemperatureReceivedAt: '2026-06-15T11:30:00+02:00',
      rainPeriod: 11,
      endDate: '2026-06-15',
    });
  });

  it('reflects a late reading into a past day at once (a new all-time max last year)', async () => {
    const station = await seeded();
    expect(await record(station.reference)).toMatchObject({ maxTemperature: 30, startDate: '2025-07-01' });
    await postReadings(t, station, [{ receivedAt: '2025-08-02T13:00:00Z', temperature: 38, rain: 4 }]);
    expect(await record(station.reference)).toMatchObject({
      maxTemperature: 38,
      maxTemperatureReceivedAt: '2025-08-02T15:00:00+02:00',
      rainPeriod: 12,
    });
    // Older than the first day: the start of the record moves too.
    await postReadings(t, station, [{ receivedAt: '2024-12-24T12:00:00Z', temperature: -12 }]);
    expect(await record(station.reference)).toMatchObject({ minTemperature: -12, startDate: '2024-12-24' });
  });

  it('keeps the earliest instant when today ties the past extreme', async () => {
    const station = await seeded();
    await record(station.reference);
    await postReadings(t, station, [{ receivedAt: '2026-06-15T09:00:00Z', temperature: 30 }]);
    expect(await record(station.reference)).toMatchObject({
      maxTemperature: 30,
      maxTemperatureReceivedAt: '2025-07-01T14:00:00+02:00',
    });
  });

  it('still counts yesterday once the local day has turned', async () => {
    const station = await seeded();
    await record(station.reference);
    t.clock.set(at('2026-06-15T21:00:00Z'));
    await postReadings(t, station, [{ receivedAt: '2026-06-15T20:00:00Z', temperature: 40 }]);
    t.clock.set(at('2026-06-16T08:00:00Z'));
    await postReadings(t, station, [{ receivedAt: '2026-06-16T07:00:00Z', temperature: 20, rain: 6 }]);
    expect(await record(station.reference)).toMatchObject({
      maxTemperature: 40,
      maxTemperatureReceivedAt: '2026-06-15T22:00:00+02:00',
      rainPeriod: 14,
      endDate: '2026-06-16',
    });
  });

  it('answers 404 once the station is deleted', async () => {
    const station = await seeded();
    await record(station.reference);
    const admin = await t.loginAs('admin');
    const deleted = await injector(() => t.app)('DELETE', `/api/weatherStation/${station.id}`, admin);
    expect(deleted.statusCode).toBe(204);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/weatherData/${station.reference}/history/record`,
    });
    expect(response.statusCode).toBe(404);
  });

  it('keeps two stations apart', async () => {
    const first = await seeded();
    const second = await buildStation(t.db, { timezone: 'Europe/Paris' });
    await postReadings(t, second, [{ receivedAt: '2026-03-01T12:00:00Z', temperature: 10 }]);
    expect(await record(first.reference)).toMatchObject({ maxTemperature: 30, minTemperature: -5 });
    expect(await record(second.reference)).toMatchObject({ maxTemperature: 10, minTemperature: 10 });
    await postReadings(t, second, [{ receivedAt: '2026-03-02T12:00:00Z', temperature: 50 }]);
    expect(await record(second.reference)).toMatchObject({ maxTemperature: 50 });
    expect(await record(first.reference)).toMatchObject({ maxTemperature: 30, minTemperature: -5 });
  });
});
