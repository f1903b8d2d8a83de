/**
 * Daily summaries kept by ingestion: counter resets, late readings, local days in two time zones, DST days,
 * and rebuild-summaries giving back identical rows. Expected values are worked out by hand in each test.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { dialects } from '../../../../test/dialects.ts';
import { buildStation } from '../../../../test/factories.ts';
import { rebuildStationSummaries } from './summary-rebuild.ts';

const TOKEN = 'test-station-token';

describe.each(dialects)('daily summaries on %s', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp(dialect);
  });
  afterEach(() => t.close());

  const post = async (readings: object[], reference = 'SSDP41000', token = TOKEN) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/weatherData/${reference}/readings`,
      headers: { authorization: `Bearer ${token}` },
      payload: readings,
    });
    expect(res.statusCode).toBe(201);
    return res.json();
  };
  const summaryOf = (day: string, reference = 'SSDP41000') =>
    t.db
      .selectFrom('daily_summaries as d')
      .innerJoin('weather_stations as s', 's.id', 'd.weather_station_id')
      .selectAll('d')
      .where('s.reference', '=', reference)
      .where('d.day', '=', day)
      .executeTakeFirst();
  const allSummaries = (stationId: number) =>
    t.db
      .selectFrom('daily_summaries')
      .selectAll()
      .where('weather_station_id', '=', stationId)
      .orderBy('day')
      .execute();
  const seededStation = async () => {
    const row = await t.db
      .selectFrom('weather_stations')
      .select(['id', 'timezone'])
      .where('reference', '=', 'SSDP41000')
      .executeTakeFirstOrThrow();
    return row;
  };
  /** Rebuilds from readings and checks the rows are exactly those ingestion kept. */
  const expectRebuildIdentical = async () => {
    const station = await seededStation();
    const kept = await allSummaries(station.id);
    await rebuildStationSummaries(t.db, t.dialect, station);
    expect(await allSummaries(station.id)).toEqual(kept);
  };
  const at = (iso: string) => ({ receivedAt: iso });

  it('counts a counter reset in the middle of a day as new rain, and a step back as none', async () => {
    // Berlin day 2026-06-14 (UTC+2). Counter: 5.0 → 5.6 (+0.6) → 0.2 (reset: +0.2) → 0.5 (+0.3)
    // → 0.4 (step back: 0) → 0.7 (+0.3). Day total 1.4 mm.
    await post([
      { ...at('2026-06-14T08:00:00Z'), rainTotal: 5.0, temperature: 15 },
      { ...at('2026-06-14T08:05:00Z'), rainTotal: 5.6, temperature: 16 },
      { ...at('2026-06-14T08:10:00Z'), rainTotal: 0.2, temperature: 17 },
      { ...at('2026-06-14T08:15:00Z'), rainTotal: 0.5, temperature: 14 },
    ]);
    // The next two one at a time, as a console would send them (the incremental path).
    await post([{ ...at('2026-06-14T08:20:00Z'), rainTotal: 0.4, temperature: 13 }]);
    await post([{ ...at('2026-06-14T08:25:00Z'), rainTotal: 0.7, temperature: 18 }]);
    const summary = await summaryOf('2026-06-14');
    expect(summary?.rain_total_mm).toBeCloseTo(1.4, 9);
    expect(summary?.reading_count).toBe(6);
    expect(summary?.temperature_max).toBe(18);
    expect(summary?.temperature_max_at).toBe(Date.UTC(2026, 5, 14, 8, 25));
    expect(summary?.temperature_min).toBe(13);
    expect(summary?.temperature_min_at).toBe(Date.UTC(2026, 5, 14, 8, 20));
    // The whole 1.4 mm fell within 25 minutes: one wet spell.
    expect(summary?.rain_event_max).toBeCloseTo(1.4, 9);
    await expectRebuildIdentical();
  });

  it('repairs yesterday and today when a reading arrives late between two counter readings', async () => {
    // Berlin: 2026-06-13T21:00Z is 23:00 on the 13th; 2026-06-14T08:00Z is 10:00 on the 14th.
    await post([
      { ...at('2026-06-13T20:00:00Z'), rainTotal: 1.0, temperature: 12 },
      { ...at('2026-06-13T21:00:00Z'), rainTotal: 2.0, temperature: 11 },
      { ...at('2026-06-14T08:00:00Z'), rainTotal: 3.0, temperature: 20 },
    ]);
    expect((await summaryOf('2026-06-13'))?.rain_total_mm).toBeCloseTo(1.0, 9);
    expect((await summaryOf('2026-06-14'))?.rain_total_mm).toBeCloseTo(1.0, 9);
    // Late: 23:50 local on the 13th, counter 2.8, the day's warmest value.
    const result = await post([{ ...at('2026-06-13T21:50:00Z'), rainTotal: 2.8, temperature: 25 }]);
    expect(result).toEqual({ stored: 1, skipped: 0, rejected: [] });
    const yesterday = await summaryOf('2026-06-13');
    expect(yesterday?.rain_total_mm).toBeCloseTo(1.8, 9);
    expect(yesterday?.temperature_max).toBe(25);
    expect(yesterday?.temperature_max_at).toBe(Date.UTC(2026, 5, 13, 21, 50));
    expect(yesterday?.reading_count).toBe(3);
    const today = await summaryOf('2026-06-14');
    // Today's first reading now measured its step from 2.8, not 2.0.
    expect(today?.rain_total_mm).toBeCloseTo(0.2, 9);
    const next = await t.db
      .selectFrom('readings')
      .select(['rain_mm', 'rain_event_mm'])
      .where('received_at', '=', Date.UTC(2026, 5, 14, 8))
      .executeTakeFirstOrThrow();
    expect(next.rain_mm).toBeCloseTo(0.2, 9);
    // One spell since 20:00 the day before (never 24 h dry): 1.0 + 0.8 + 0.2.
    expect(next.rain_event_mm).toBeCloseTo(2.0, 9);
    expect(today?.rain_event_max).toBeCloseTo(2.0, 9);
    await expectRebuildIdentical();
  });

  it('keeps a rain event across midnight and ends it after 24 dry hours', async () => {
    await post([
      { ...at('2026-06-10T20:00:00Z'), rain: 2 },
      { ...at('2026-06-10T23:00:00Z'), rain: 3 },
      { ...at('2026-06-11T10:00:00Z'), rain: 0 },
      { ...at('2026-06-12T00:00:00Z'), rain: 0 },
    ]);
    const events = await t.db
      .selectFrom('readings')
      .select(['received_at', 'rain_event_mm'])
      .orderBy('received_at')
      .execute();
    expect(events.map((e) => e.rain_event_mm)).toEqual([2, 5, 5, 0]);
    // 2026-06-10T23:00Z is already the 11th in Berlin.
    expect((await summaryOf('2026-06-10'))?.rain_event_max).toBe(2);
    expect((await summaryOf('2026-06-11'))?.rain_event_max).toBe(5);
    expect((await summaryOf('2026-06-11'))?.rain_event_max_at).toBe(Date.UTC(2026, 5, 10, 23));
    // The smallest event of each day too, with the first instant it was reached.
    expect((await summaryOf('2026-06-10'))?.rain_event_min).toBe(2);
    expect((await summaryOf('2026-06-11'))?.rain_event_min).toBe(5);
    expect((await summaryOf('2026-06-11'))?.rain_event_min_at).toBe(Date.UTC(2026, 5, 10, 23));
    expect((await summaryOf('2026-06-12'))?.rain_event_min).toBe(0);
    expect((await summaryOf('2026-06-12'))?.rain_event_min_at).toBe(Date.UTC(2026, 5, 12, 0));
    await expectRebuildIdentical();
  });

  it('files the same UTC instant under different local days for Berlin and New York', async () => {
    await buildStation(t.db, {
      reference: 'NYC00001',
      timezone: 'America/New_York',
      apiToken: 'nyc-token-1',
    });
    const reading = { receivedAt: '2026-06-15T03:00:00Z', temperature: 18 };
    await post([reading]);
    await post([reading], 'NYC00001', 'nyc-token-1');
    // 05:00 in Berlin on the 15th; 23:00 in New York on the 14th.
    expect((await summaryOf('2026-06-15'))?.reading_count).toBe(1);
    expect(await summaryOf('2026-06-14')).toBeUndefined();
    expect((await summaryOf('2026-06-14', 'NYC00001'))?.reading_count).toBe(1);
    expect(await summaryOf('2026-06-15', 'NYC00001')).toBeUndefined();
  });

  it.each([
    // Spring forward: Berlin's 2025-03-30 runs from 2025-03-29T23:00Z to 2025-03-30T22:00Z, 23 hours.
    ['2025-03-30', Date.UTC(2025, 2, 29, 23), 23],
    // Fall back: 2025-10-26 runs from 2025-10-25T22:00Z to 2025-10-26T23:00Z, 25 hours.
    ['2025-10-26', Date.UTC(2025, 9, 25, 22), 25],
  ])('summarises the DST change day %s over its real length', async (day, startUtc, hours) => {
    // Every 30 minutes from 2 h before the local day to 2 h after it.
    const readings = [];
    for (let ms = startUtc - 2 * 3_600_000; ms < startUtc + (hours + 2) * 3_600_000; ms += 1_800_000) {
      const inDay = ms >= startUtc && ms < startUtc + hours * 3_600_000;
      readings.push({ receivedAt: new Date(ms).toISOString(), temperature: inDay ? 10 : 30, rain: 0.5 });
    }
    await post(readings);
    const summary = await summaryOf(day);
    expect(summary?.reading_count).toBe(hours * 2);
    expect(summary?.first_at).toBe(startUtc);
    expect(summary?.last_at).toBe(startUtc + hours * 3_600_000 - 1_800_000);
    // Only readings of the local day count: none of the 30 °C ones around it.
    expect(summary?.temperature_max).toBe(10);
    expect(summary?.rain_total_mm).toBeCloseTo(hours * 2 * 0.5, 9);
    await expectRebuildIdentical();
  });

  it('derives a rain rate from the last 15 minutes when the station sends none', async () => {
    const wu = (time: string, dailyIn: number) =>
      t.app.inject({
        method: 'GET',
        url: `/weatherstation/updateweatherstation.php?ID=SSDP41000&PASSWORD=${TOKEN}&dateutc=2026-06-15+${time}&dailyrainin=${dailyIn}`,
      });
    await wu('08:00:00', 0.1);
    await wu('08:05:00', 0.2);
    await wu('08:10:00', 0.3);
    const rows = await t.db
      .selectFrom('readings')
      .select(['rain_mm', 'rain_rate_mmh'])
      .orderBy('received_at')
      .execute();
    // 0.1 in = 2.54 mm per 5 minutes; at 08:10 the window holds two steps: 5.08 mm in 15 min → 20.32 mm/h.
    // The first reading (10:00 Berlin) counted 2.54 mm since midnight, spread over those 10 hours: its
    // last 5 minutes lie in the window, 2.54 × 5 / 600 mm more → 20.32 + 0.0847 mm/h.
    const rate = ((5.08 + (2.54 * 5) / 600) * 60) / 15;
    expect(rows[2]?.rain_mm).toBeCloseTo(2.54, 9);
    expect(rows[2]?.rain_rate_mmh).toBeCloseTo(rate, 6);
    expect((await summaryOf('2026-06-15'))?.rain_rate_max).toBeCloseTo(rate, 6);
    await expectRebuildIdentical();
  });
});
