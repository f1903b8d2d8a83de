import { describe, expect, it } from 'vitest';
import { bucketPoints, chooseBucketWidthMs, GRAPH_MAX_POINTS, graphBucketWidthMs } from './bucketing.ts';
import { DAY_MS, HOUR_MS, MINUTE_MS } from './time-constants.ts';

describe('chooseBucketWidthMs', () => {
  it.each([
    ['a week', 7 * DAY_MS, 10 * MINUTE_MS],
    ['a 31-day month', 31 * DAY_MS, 30 * MINUTE_MS],
    ['a 28-day month', 28 * DAY_MS, 30 * MINUTE_MS],
    ['a year', 365 * DAY_MS, 6 * HOUR_MS],
    ['a leap year', 366 * DAY_MS, 6 * HOUR_MS],
    ['ten years', 3653 * DAY_MS, 3 * DAY_MS],
    ['a day', DAY_MS, MINUTE_MS],
  ])('%s gets buckets of %s ms', (_label, range, width) => {
    expect(chooseBucketWidthMs(range)).toBe(width);
    expect(Math.ceil(range / width)).toBeLessThanOrEqual(GRAPH_MAX_POINTS);
  });

  it('falls back to whole weeks for very long records', () => {
    const width = chooseBucketWidthMs(100 * 365 * DAY_MS);
    expect(width % (7 * DAY_MS)).toBe(0);
    expect(Math.ceil((100 * 365 * DAY_MS) / width)).toBeLessThanOrEqual(GRAPH_MAX_POINTS);
  });

  it('honours a smaller point budget and rejects nonsense', () => {
    expect(chooseBucketWidthMs(7 * DAY_MS, 200)).toBe(HOUR_MS);
    expect(() => chooseBucketWidthMs(DAY_MS, 0)).toThrow(RangeError);
    expect(() => chooseBucketWidthMs(-1)).toThrow(RangeError);
  });

  it('keeps the day graph raw', () => {
    expect(graphBucketWidthMs('day', 0, DAY_MS)).toBeNull();
    expect(graphBucketWidthMs('week', 0, 7 * DAY_MS)).toBe(10 * MINUTE_MS);
    expect(graphBucketWidthMs('record', 0, 365 * DAY_MS)).toBe(6 * HOUR_MS);
  });
});

describe('bucketPoints', () => {
  const origin = Date.parse('2026-06-01T00:00:00Z');
  const points = [
    { atMs: origin + 1 * MINUTE_MS, values: { temperature: 10, windDirection: 350, rainRate: null } },
    { atMs: origin + 4 * MINUTE_MS, values: { temperature: 14, windDirection: 10 } },
    { atMs: origin + 8 * MINUTE_MS, values: { temperature: 8, windDirection: 20, rainRate: 1.2 } },
    { atMs: origin + 12 * MINUTE_MS, values: { temperature: 9 } },
  ];
  const buckets = bucketPoints(points, {
    widthMs: 10 * MINUTE_MS,
    originMs: origin,
    measures: ['temperature', 'windDirection', 'rainRate'],
    directionalMeasures: ['windDirection'],
  });

  it('groups points into aligned buckets in time order', () => {
    expect(buckets.map((b) => [b.startMs - origin, b.endMs - origin, b.count])).toEqual([
      [0, 10 * MINUTE_MS, 3],
      [10 * MINUTE_MS, 20 * MINUTE_MS, 1],
    ]);
  });

  it('keeps mean, extremes with their times, sum and count', () => {
    expect(buckets[0]?.measures.temperature).toEqual({
      mean: 32 / 3,
      min: 8,
      minAtMs: origin + 8 * MINUTE_MS,
      max: 14,
      maxAtMs: origin + 4 * MINUTE_MS,
      sum: 32,
      count: 3,
    });
    expect(buckets[1]?.measures.temperature?.mean).toBe(9);
  });

  it('averages directions as vectors', () => {
    // Unit vectors of 350°, 10° and 20° sum to a resultant at 6.705°; the arithmetic mean would be 126.7°.
    expect(buckets[0]?.measures.windDirection?.mean).toBeCloseTo(6.705, 3);
  });

  it('leaves out measures with no value in a bucket', () => {
    expect(buckets[0]?.measures.rainRate).toMatchObject({ mean: 1.2, count: 1 });
    expect(buckets[1]?.measures.rainRate).toBeUndefined();
    expect(buckets[1]?.measures.windDirection).toBeUndefined();
  });

  it('aligns on the epoch by default, handles points before the origin, and skips empty buckets', () => {
    const result = bucketPoints(
      [
        { atMs: -1, values: { v: 1 } },
        { atMs: 5 * HOUR_MS, values: { v: 2 } },
      ],
      { widthMs: HOUR_MS, measures: ['v'] },
    );
    expect(result.map((b) => b.startMs)).toEqual([-HOUR_MS, 5 * HOUR_MS]);
    expect(bucketPoints([], { widthMs: HOUR_MS, measures: ['v'] })).toEqual([]);
    expect(() => bucketPoints([], { widthMs: 0, measures: ['v'] })).toThrow(RangeError);
  });

  it('reduces a year of 5-minute readings to at most 1,500 points', () => {
    const start = Date.parse('2026-01-01T00:00:00Z');
    const year = Array.from({ length: (365 * DAY_MS) / (5 * MINUTE_MS) }, (_, i) => ({
      atMs: start + i * 5 * MINUTE_MS,
      values: { temperature: Math.sin(i / 100) * 10 },
    }));
    const widthMs = chooseBucketWidthMs(365 * DAY_MS);
    const result = bucketPoints(year, { widthMs, originMs: start, measures: ['temperature'] });
    expect(result.length).toBe(1460);
    expect(result.every((b) => b.count === 72)).toBe(true);
  });
});
