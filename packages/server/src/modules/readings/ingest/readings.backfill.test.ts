/**
 * Late readings are chained in memory among the stored ones (reading-chain.ts): whatever the order in
 * which a station's readings arrive, the stored rows, daily summaries and rollups must end exactly as if
 * they had come in time order. Three days around a DST change, with a rain counter that resets, readings
 * without counter, derived rain rates and a daily lightning counter.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { dialects } from '../../../../test/dialects.ts';
import { buildStation } from '../../../../test/factories.ts';
import { roundSums } from '../../../../test/summary-sums.ts';
import { type CanonicalReading, emptyReading } from '../canonical-reading.ts';
import { createStationCredentials, type UploadStation } from '../doors/station-credentials.ts';
import { createMemoryReadingEvents } from '../reading-events.ts';
import { rebuildStationSummaries } from '../summaries/summary-rebuild.ts';
import { createReadingsService, type ReadingsService } from './readings.service.ts';

const START = Date.parse('2026-03-28T00:00:00Z');
const STEP = 5 * 60_000;
const COUNT = 3 * 288;

/** A deterministic pseudo-random sequence (mulberry32), so every run tests the same data. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function dataset(): CanonicalReading[] {
  const next = random(7);
  const readings: CanonicalReading[] = [];
  let counter = 812.4;
  let strikes = 0;
  for (let i = 0; i < COUNT; i += 1) {
    const at = START + i * STEP;
    const r = emptyReading(at);
    r.temperature = Math.round((6 + 5 * Math.sin(i / 40) + next()) * 10) / 10;
    r.humidity = Math.round(60 + 30 * next());
    r.windSpeed = next() < 0.1 ? 0 : Math.round(next() * 80) / 10;
    r.windDirection = Math.round(next() * 359);
    // Rain in spells: a tip of 0.3 mm now and then, two wet periods, and a counter reset on day 2.
    const wet = (i > 40 && i < 130) || (i > 400 && i < 470);
    if (wet && next() < 0.6) counter += 0.3 * Math.ceil(next() * 3);
    if (i === 300) counter = 0.3;
    r.rainTotal = i % 7 === 3 ? null : Math.round(counter * 10) / 10;
    // A daily lightning counter (Ecowitt lightning_num), reset at midnight UTC.
    if (i % 288 === 0) strikes = 0;
    if (wet && next() < 0.2) strikes += 1;
    r.lightningCounter = strikes;
    r.pm25Avg = Math.round(next() * 200) / 10;
    readings.push(r);
  }
  return readings;
}

describe.each(dialects)('late readings on %s', (dialect) => {
  let t: TestApp;
  let readings: ReadingsService;
  let station: UploadStation;

  beforeEach(async () => {
    t = await buildTestApp(dialect, { now: Date.parse('2026-04-01T00:00:00Z') });
    const stored = await buildStation(t.db, { timezone: 'Europe/Berlin', elevation: 35 });
    station = { id: stored.id, reference: stored.reference, elevation: 35, timezone: 'Europe/Berlin' };
    readings = createReadingsService({
      db: t.db,
      dialect: t.dialect,
      clock: t.clock,
      events: createMemoryReadingEvents(),
      credentials: createStationCredentials({ findByReference: async () => undefined, clock: t.clock }),
      log: { warn: () => {} },
    });
  });
  afterEach(() => t.close());

  async function ingest(items: readonly CanonicalReading[]) {
    return readings.ingest(
      station,
      items.map((reading) => ({ reading })),
    );
  }

  /** Everything ingestion wrote for the station, in a stable order, without generated ids. */
  async function snapshot() {
    const rows = await t.db
      .selectFrom('readings')
      .selectAll()
      .where('weather_station_id', '=', station.id)
      .orderBy('received_at')
      .execute();
    const summaries = await t.db
      .selectFrom('daily_summaries')
      .selectAll()
      .where('weather_station_id', '=', station.id)
      .orderBy('day')
      .execute();
    const rollups = await t.db
      .selectFrom('reading_rollups')
      .selectAll()
      .where('weather_station_id', '=', station.id)
      .orderBy('width_min')
      .orderBy('start_at')
      .execute();
    return {
      readings: rows.map(({ id: _, ...rest }) => rest),
      summaries: summaries.map(roundSums),
      rollups: rollups.map(roundSums),
    };
  }

  async function inOrder() {
    await ingest(dataset());
    return snapshot();
  }

  async function reset() {
    await t.db.deleteFrom('readings').where('weather_station_id', '=', station.id).execute();
    await t.db.deleteFrom('daily_summaries').where('weather_station_id', '=', station.id).execute();
    await t.db.deleteFrom('reading_rollups').where('weather_station_id', '=', station.id).execute();
  }

  it('stores a backfill of the first half after the second as if all came in order', async () => {
    const expected = await inOrder();
    expect(expected.readings).toHaveLength(COUNT);
    expect(expected.rollups.filter((r) => r.width_min === 60)).toHaveLength(3 * 24);
    await reset();
    const all = dataset();
    const second = await ingest(all.slice(COUNT / 2));
    const first = await ingest(all.slice(0, COUNT / 2));
    expect(second.stored + first.stored).toBe(COUNT);
    expect(await snapshot()).toEqual(expected);
  });

  it('fills every other reading into a stored series as if all came in order', async () => {
    const expected = await inOrder();
    await reset();
    const all = dataset();
    await ingest(all.filter((_, i) => i % 2 === 0));
    const late = await ingest(all.filter((_, i) => i % 2 === 1));
    expect(late).toEqual({ stored: COUNT / 2, skipped: 0, rejected: [], valuesFlagged: 0, valuesDropped: 0 });
    expect(await snapshot()).toEqual(expected);
  });

  it('ends the same after requests in random order, with duplicates skipped', async () => {
    const expected = await inOrder();
    await reset();
    const next = random(11);
    const shuffled = dataset()
      .map((reading) => ({ reading, key: next() }))
      .sort((a, b) => a.key - b.key)
      .map(({ reading }) => reading);
    let stored = 0;
    for (let i = 0; i < shuffled.length; i += 37) stored += (await ingest(shuffled.slice(i, i + 37))).stored;
    expect(stored).toBe(COUNT);
    const again = await ingest(shuffled.slice(100, 300));
    expect(again).toEqual({ stored: 0, skipped: 200, rejected: [], valuesFlagged: 0, valuesDropped: 0 });
    expect(await snapshot()).toEqual(expected);
  });

  it('rebuilds summaries and rollups identical to those kept by ingestion', async () => {
    const expected = await inOrder();
    await t.db.deleteFrom('reading_rollups').where('weather_station_id', '=', station.id).execute();
    await t.db
      .updateTable('daily_summaries')
      .set({ temperature_max: 99 })
      .where('weather_station_id', '=', station.id)
      .execute();
    // A stale row outside the readings' days (e.g. left by a former time zone) disappears.
    const [first] = expected.summaries;
    if (first === undefined) throw new Error('no summary stored');
    await t.db
      .insertInto('daily_summaries')
      .values({ ...first, day: '2026-03-20' })
      .execute();
    expect(await rebuildStationSummaries(t.db, t.dialect, station)).toBe(4);
    expect(await snapshot()).toEqual(expected);
  });

  it('keeps 10-minute and hourly rollups equal to the readings they cover', async () => {
    const { readings: rows, rollups } = await inOrder();
    for (const rollup of rollups) {
      const inside = rows.filter(
        (r) =>
          r.received_at >= rollup.start_at && r.received_at < rollup.start_at + rollup.width_min * 60_000,
      );
      expect(rollup.reading_count).toBe(inside.length);
      const temperatures = inside.map((r) => r.temperature_c ?? Number.NaN);
      expect(rollup.temperature_max).toBe(Math.max(...temperatures));
      expect(rollup.temperature_min).toBe(Math.min(...temperatures));
      const rain = inside.reduce((sum, r) => sum + (r.rain_mm ?? 0), 0);
      expect(rollup.rain_total_mm ?? 0).toBeCloseTo(rain, 9);
    }
    // Berlin's clocks go forward on 2026-03-29: that local day has 23 hourly buckets, all on whole hours.
    const dstDay = rollups.filter(
      (r) =>
        r.width_min === 60 &&
        r.start_at >= Date.parse('2026-03-28T23:00:00Z') &&
        r.start_at < Date.parse('2026-03-29T22:00:00Z'),
    );
    expect(dstDay).toHaveLength(23);
    for (const r of dstDay) expect(r.start_at % 3_600_000).toBe(0);
  });
});
