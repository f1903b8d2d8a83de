/**
 * Graph buckets from rollups and daily summaries must be the buckets the raw readings give: same buckets,
 * counts, means, rain and wind sums, for every width a week, a month, a year or a record uses.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { dialects } from '../../../../test/dialects.ts';
import { buildStation } from '../../../../test/factories.ts';
import { emptyReading } from '../canonical-reading.ts';
import { createStationCredentials } from '../doors/station-credentials.ts';
import { createReadingsService } from '../ingest/readings.service.ts';
import { createMemoryReadingEvents } from '../reading-events.ts';
import { createReadingsReadRepository, type ReadingBucketRow } from '../store/readings-read.repository.ts';
import { createRollupsReadRepository } from './rollups-read.repository.ts';

const MINUTE = 60_000;
const DAY = 86_400_000;
const START = Date.parse('2026-03-01T00:00:00Z');
const DAYS = 40;

/** A bucket with its floating sums rounded (the database and the fold add in different orders). */
function rounded(row: ReadingBucketRow) {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [
      key,
      typeof value === 'number' ? Number(value.toPrecision(10)) : value,
    ]),
  );
}

describe.each(dialects)('graph buckets on %s', (dialect) => {
  let t: TestApp;
  // The tests only read: one app and one station per time zone serve them all.
  let paris: { id: number };
  let utc: { id: number };

  beforeAll(async () => {
    t = await buildTestApp(dialect, { now: START + DAYS * DAY });
    paris = await stationWithReadings('Europe/Paris');
    utc = await stationWithReadings('UTC');
  }, 120_000);
  afterAll(() => t.close());

  async function stationWithReadings(timezone: string) {
    const station = await buildStation(t.db, { timezone });
    const readings = createReadingsService({
      db: t.db,
      dialect: t.dialect,
      clock: t.clock,
      events: createMemoryReadingEvents(),
      credentials: createStationCredentials({ findByReference: async () => undefined, clock: t.clock }),
      log: { warn: () => {} },
    });
    const items = [];
    for (let i = 0; i < (DAYS * DAY) / (5 * MINUTE); i += 1) {
      const reading = emptyReading(START + i * 5 * MINUTE + 17_000);
      reading.temperature = 8 + 6 * Math.sin(i / 40);
      reading.humidity = 50 + (i % 37);
      reading.windSpeed = i % 11 === 0 ? 0 : 1 + (i % 7);
      reading.windDirection = (i * 37) % 360;
      reading.rain = i % 50 < 6 ? 0.3 : 0;
      reading.pm25 = 5 + (i % 13);
      reading.pm25Avg = 9 + (i % 5);
      if (i % 3 === 0) reading.solarRadiation = (i * 7) % 900;
      items.push({ reading });
    }
    await readings.ingest({ id: station.id, reference: station.reference, elevation: 0, timezone }, items);
    return station;
  }

  it.each([
    ['10 minutes', 10, 10 * MINUTE],
    ['30 minutes', 10, 30 * MINUTE],
    ['an hour', 60, 60 * MINUTE],
    ['6 hours', 60, 6 * 60 * MINUTE],
  ] as const)('gives the raw buckets of %s from the rollups', async (_, rollup, width) => {
    const station = paris;
    // Paris midnight of 2026-03-01, a week before the end: the DST change of 2026-03-29 is inside.
    const from = Date.parse('2026-02-28T23:00:00Z');
    const to = from + DAYS * DAY;
    const raw = await createReadingsReadRepository(t.db).listBuckets(station.id, from, to, width);
    const folded = await createRollupsReadRepository(t.db).listRollupBuckets(
      station.id,
      rollup,
      from,
      to,
      width,
    );
    expect(raw.length).toBeGreaterThan(100);
    expect(folded.map(rounded)).toEqual(raw.map(rounded));
  });

  it.each([1, 3, 7])('gives the raw buckets of %s whole days from the daily summaries', async (days) => {
    const station = utc;
    const raw = await createReadingsReadRepository(t.db).listBuckets(
      station.id,
      START,
      START + DAYS * DAY,
      days * DAY,
    );
    const folded = await createRollupsReadRepository(t.db).listDayBuckets(
      station.id,
      '2026-03-01',
      '2026-04-10',
      days,
      (day) => Math.round((Date.parse(day) - START) / DAY),
    );
    expect(folded.length).toBe(Math.ceil(DAYS / days));
    expect(folded.map(rounded)).toEqual(raw.map(rounded));
  });

  it.each([1, 3])('gives the lowest, mean and highest of the readings of %s whole days', async (days) => {
    const station = utc;
    const rows = await createReadingsReadRepository(t.db).listThrough(station.id, START, START + DAYS * DAY);
    const ranges = await createRollupsReadRepository(t.db).listDayRanges(
      station.id,
      '2026-03-01',
      '2026-04-10',
      days,
      (day) => Math.round((Date.parse(day) - START) / DAY),
      ['temperature', 'humidity', 'leaf_wetness'],
    );
    expect(ranges.length).toBe(Math.ceil(DAYS / days));
    for (const range of ranges) {
      const of = rows.filter((row) => Math.floor((row.received_at - START) / DAY / days) === range.bucket);
      const temperatures = of.flatMap((row) => (row.temperature_c === null ? [] : [row.temperature_c]));
      const round = (value: number | undefined) => Number(value?.toPrecision(10));
      expect(round(range.ranges.temperature?.min)).toBe(round(Math.min(...temperatures)));
      expect(round(range.ranges.temperature?.max)).toBe(round(Math.max(...temperatures)));
      const mean = temperatures.reduce((sum, value) => sum + value, 0) / temperatures.length;
      expect(round(range.ranges.temperature?.mean)).toBe(round(mean));
      expect(range.ranges.humidity).toMatchObject({ min: 50, max: 86 });
      expect(range.ranges.leaf_wetness).toBeNull();
      expect(round(range.rain ?? Number.NaN)).toBe(
        round(of.reduce((sum, row) => sum + (row.rain_mm ?? 0), 0)),
      );
    }
  });
});
