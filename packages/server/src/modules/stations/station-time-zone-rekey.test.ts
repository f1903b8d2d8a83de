/**
 * A station's time-zone change re-keys its summaries: its days (daily_summaries) and the hourly rollups
 * aligned on its local midnight follow the new zone, even while its console keeps uploading meanwhile.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_NOW, type TestApp } from '../../../test/build-test-app.ts';
import { dialects } from '../../../test/dialects.ts';
import { buildStation, stationUpdateBody } from '../../../test/factories.ts';
import { injector } from '../../../test/http.ts';
import { postReadings } from '../../../test/readings-feed.ts';
import { rebuildStationSummaries } from '../readings/index.ts';
import type { Station } from './stations.repository.ts';

const MINUTE = 60_000;

describe.each(dialects)('time-zone change on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let station: Station;
  beforeEach(async () => {
    t = await buildTestApp(dialect, { now: TEST_NOW + 30 * MINUTE });
    admin = await t.loginAs('admin');
    station = await buildStation(t.db, { timezone: 'Europe/Berlin', apiToken: 'rekey-token-0123456789' });
  });
  afterEach(() => t.close());

  const call = injector(() => t.app);
  const moveTo = (timezone: string) =>
    call('PUT', `/api/weatherStation/${station.id}`, admin, stationUpdateBody(station, { timezone }));
  const summaries = async () => ({
    days: await t.db
      .selectFrom('daily_summaries')
      .selectAll()
      .where('weather_station_id', '=', station.id)
      .orderBy('day')
      .execute(),
    rollups: await t.db
      .selectFrom('reading_rollups')
      .selectAll()
      .where('weather_station_id', '=', station.id)
      .orderBy('width_min')
      .orderBy('start_at')
      .execute(),
  });
  const minuteReadings = (fromMs: number, count: number) =>
    Array.from({ length: count }, (_, i) => ({
      receivedAt: new Date(fromMs + i * MINUTE).toISOString(),
      temperature: 10 + (i % 17),
      rainTotal: i * 0.1,
    }));

  it('moves the days and the hourly buckets to the new zone', async () => {
    // 21:30 and 22:30 UTC on June 14: two Berlin days (23:30 and 00:30), one Kolkata day (03:00, 04:00).
    await postReadings(t, station, [
      { receivedAt: '2026-06-14T21:30:00Z', temperature: 10 },
      { receivedAt: '2026-06-14T22:30:00Z', temperature: 20 },
    ]);
    expect((await summaries()).days.map((d) => d.day)).toEqual(['2026-06-14', '2026-06-15']);
    const res = await moveTo('Asia/Kolkata');
    expect(res.statusCode).toBe(200);
    const after = await summaries();
    expect(after.days.map((d) => [d.day, d.reading_count, d.temperature_max])).toEqual([
      ['2026-06-15', 2, 20],
    ]);
    // Kolkata's midnight is 18:30 UTC: its hourly buckets start at half past the UTC hour.
    const hourly = after.rollups
      .filter((r) => r.width_min === 60)
      .map((r) => new Date(r.start_at).toISOString());
    expect(hourly).toEqual(['2026-06-14T21:30:00.000Z', '2026-06-14T22:30:00.000Z']);
  });

  it('leaves summaries equal to a rebuild from scratch when uploads arrive during the change', async () => {
    const start = TEST_NOW - 2 * 24 * 60 * MINUTE;
    await postReadings(t, station, minuteReadings(start, 2 * 24 * 60));
    const live = minuteReadings(TEST_NOW, 25).map((reading, i) => ({ ...reading, rainTotal: 300 + i }));
    // A backfill of the four days before, stored in many chunks while the zone changes.
    const backfill = minuteReadings(start - 4 * 24 * 60 * MINUTE, 4 * 24 * 60);
    const uploads = [postReadings(t, station, backfill), ...live.map((r) => postReadings(t, station, [r]))];
    await new Promise((resolve) => setTimeout(resolve, 20));
    const change = moveTo('Asia/Kolkata');
    await Promise.all(uploads);
    expect((await change).statusCode).toBe(200);
    const concurrent = await summaries();
    await rebuildStationSummaries(t.db, t.dialect, { id: station.id, timezone: 'Asia/Kolkata' });
    const scratch = await summaries();
    expect(concurrent.days.map((d) => d.day)).toEqual(scratch.days.map((d) => d.day));
    expect(concurrent).toEqual(scratch);
  });
});
