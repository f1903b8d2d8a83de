/**
 * JSON batches out of order and overlapping stored data, the batch size limit, and the station credentials
 * cache (a token changed by the back office takes effect within its time to live).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { dialects } from '../../../../test/dialects.ts';
import { createStationsRepository } from '../../stations/index.ts';
import { CREDENTIALS_TTL_MS } from '../doors/station-credentials.ts';
import { dialectOf } from '../store/precompiled-sql.ts';
import { rebuildStationSummaries } from '../summaries/summary-rebuild.ts';

const TOKEN = 'test-station-token';

describe.each(dialects)('JSON batches on %s', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp(dialect);
  });
  afterEach(() => t.close());

  const post = (payload: unknown, token = TOKEN) =>
    t.app.inject({
      method: 'POST',
      url: '/api/weatherData/SSDP41000/readings',
      headers: { authorization: `Bearer ${token}` },
      payload: payload as object,
    });
  const rows = () =>
    t.db
      .selectFrom('readings')
      .select(['received_at', 'rain_mm', 'rain_event_mm'])
      .orderBy('received_at')
      .execute();
  const minute = (m: number) => new Date(Date.UTC(2026, 5, 14, 8, m)).toISOString();

  it('tells the dialect of a database it was not handed', () => {
    expect(dialectOf(t.db)).toBe(t.dialect);
  });

  it('stores a batch given in any order as if it came in time order', async () => {
    const res = await post([
      { receivedAt: minute(10), rainTotal: 3.0 },
      { receivedAt: minute(0), rainTotal: 1.0 },
      { receivedAt: minute(5), rainTotal: 1.5 },
    ]);
    expect(res.json()).toEqual({ stored: 3, skipped: 0, rejected: [] });
    const stored = await rows();
    expect(stored.map((r) => r.rain_mm)).toEqual([null, 0.5, 1.5]);
    expect(stored.map((r) => r.rain_event_mm)).toEqual([null, 0.5, 2]);
  });

  it('measures a counter step across a reading without counter within one batch', async () => {
    await post([
      { receivedAt: minute(0), rainTotal: 1.0, lightningCount: null },
      { receivedAt: minute(5), temperature: 12 },
      { receivedAt: minute(10), rainTotal: 1.5 },
    ]);
    const stored = await rows();
    expect(stored.map((r) => r.rain_mm)).toEqual([null, null, 0.5]);
  });

  it('derives rain rates within a batch from the rows before them in the batch', async () => {
    await post([0, 5, 10, 15, 20].map((m, i) => ({ receivedAt: minute(m), rainTotal: 0.3 * i })));
    const rates = await t.db.selectFrom('readings').select('rain_rate_mmh').orderBy('received_at').execute();
    // At 08:20 the window (08:05, 08:20] holds three 0.3 mm steps: 0.9 mm in 15 min is 3.6 mm/h.
    expect(rates[4]?.rain_rate_mmh).toBeCloseTo(3.6, 9);
    expect(rates[1]?.rain_rate_mmh).toBeCloseTo(1.2, 9);
  });

  it('mixes late and new readings in one batch and keeps the summaries those of a rebuild', async () => {
    await post([
      { receivedAt: minute(0), rainTotal: 1.0, temperature: 10 },
      { receivedAt: minute(20), rainTotal: 2.0, temperature: 12 },
    ]);
    const res = await post([
      { receivedAt: minute(30), rainTotal: 2.4, temperature: 13 },
      { receivedAt: minute(10), rainTotal: 1.2, temperature: 30 },
      { receivedAt: minute(20), rainTotal: 2.0, temperature: 12 },
    ]);
    expect(res.json()).toEqual({ stored: 2, skipped: 1, rejected: [] });
    const rain = (await rows()).map((r) => r.rain_mm);
    expect(rain[0]).toBeNull();
    for (const [i, mm] of [0.2, 0.8, 0.4].entries()) expect(rain[i + 1]).toBeCloseTo(mm, 9);
    const station = await createStationsRepository(t.db).getByReference('SSDP41000');
    const kept = await t.db.selectFrom('daily_summaries').selectAll().orderBy('day').execute();
    expect(kept).toHaveLength(1);
    expect(kept[0]?.temperature_max).toBe(30);
    expect(kept[0]?.rain_total_mm).toBeCloseTo(1.4, 9);
    await rebuildStationSummaries(t.db, t.dialect, station);
    expect(await t.db.selectFrom('daily_summaries').selectAll().orderBy('day').execute()).toEqual(kept);
  });

  it('refuses more than 10,000 readings in one request and stores none', async () => {
    const batch = Array.from({ length: 10_001 }, (_, i) => ({
      receivedAt: new Date(Date.UTC(2026, 5, 1) + i * 60_000).toISOString(),
      temperature: 10,
    }));
    const res = await post(batch);
    expect(res.statusCode).toBe(400);
    expect(await rows()).toHaveLength(0);
  });

  it('accepts a changed token only once the cached station has expired, and refuses the old one then', async () => {
    const stations = createStationsRepository(t.db);
    const station = await stations.getByReference('SSDP41000');
    const reading = (m: number) => ({ receivedAt: minute(m), temperature: 10 });
    expect((await post(reading(0))).statusCode).toBe(201);
    await stations.update(station.id, { api_token: 'a-brand-new-token-1' });
    // Within the cache's time to live the station is still known with its old token.
    expect((await post(reading(1))).statusCode).toBe(201);
    t.clock.advance(CREDENTIALS_TTL_MS + 1);
    expect((await post(reading(2))).statusCode).toBe(401);
    expect((await post(reading(3), 'a-brand-new-token-1')).statusCode).toBe(201);
  });

  it('answers 401, not 500, to a station deleted while its credentials were cached', async () => {
    const stations = createStationsRepository(t.db);
    expect((await post({ receivedAt: minute(0), temperature: 10 })).statusCode).toBe(201);
    const station = await stations.getByReference('SSDP41000');
    await stations.delete(station.id);
    const res = await post({ receivedAt: minute(1), temperature: 11 });
    expect(res.statusCode).toBe(401);
    expect(await rows()).toHaveLength(0);
  });
});
