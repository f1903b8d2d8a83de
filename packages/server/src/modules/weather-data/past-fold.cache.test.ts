import { describe, expect, it } from 'vitest';
import { createTestClock } from '../../../test/build-test-app.ts';
import { SUMMARY_MEASURES, type SummaryMeasure } from '../../db/database.ts';
import type { MeasureExtremes, PeriodFold } from '../readings/index.ts';
import { createMemoryReadingEvents } from '../readings/index.ts';
import { createMemoryPastFoldCache } from './past-fold.cache.ts';

/** A fold whose temperature max is `max`: the cache never looks inside, it only hands the object back. */
function fold(max: number): PeriodFold {
  const empty: MeasureExtremes = { min: null, minAt: null, max: null, maxAt: null, sum: 0, count: 0 };
  const measures = Object.fromEntries(SUMMARY_MEASURES.map((m) => [m, empty])) as {
    [M in SummaryMeasure]: MeasureExtremes;
  };
  measures.temperature = { ...empty, max, maxAt: 0 };
  return {
    measures,
    rainTotal: null,
    rainEventMax: null,
    rainEventMaxAt: null,
    rainEventMin: null,
    rainEventMinAt: null,
    lightningCount: null,
    firstDay: '2025-01-01',
    lastDay: '2026-06-14',
  };
}

const key = { boundaryDay: '2026-06-15', timezone: 'Europe/Paris', reference: 'S1' };
const today = Date.parse('2026-06-15T09:00:00Z');
const yesterday = Date.parse('2026-06-14T09:00:00Z');

function setup() {
  const events = createMemoryReadingEvents();
  const clock = createTestClock(today);
  const cache = createMemoryPastFoldCache({ events, clock, maxAgeMs: 60_000 });
  const stored = fold(30);
  cache.set(1, key, stored, cache.generation(1));
  return { events, clock, cache, stored };
}

describe('memory past-fold cache', () => {
  it('keeps the fold through readings of today and serves it only under the same key', () => {
    const { events, cache, stored } = setup();
    events.publish(1, today, today - 60_000);
    expect(cache.get(1, key)).toBe(stored);
    expect(cache.get(1, { ...key, boundaryDay: '2026-06-16' })).toBeUndefined();
    expect(cache.get(1, { ...key, timezone: 'UTC' })).toBeUndefined();
    expect(cache.get(1, { ...key, reference: 'S2' })).toBeUndefined();
    expect(cache.get(2, key)).toBeUndefined();
  });

  it('drops the fold when a request stored a reading into a past day, or did not say when', () => {
    const { events, cache } = setup();
    events.publish(1, today, yesterday);
    expect(cache.get(1, key)).toBeUndefined();
    cache.set(1, key, fold(31), cache.generation(1));
    events.publish(1, today);
    expect(cache.get(1, key)).toBeUndefined();
  });

  it('does not store a fold computed while a past day changed', () => {
    const { events, cache } = setup();
    cache.invalidate(1);
    const generation = cache.generation(1);
    events.publish(1, today, today);
    cache.set(1, key, fold(32), generation);
    expect(cache.get(1, key)).toBeUndefined();
  });

  it('leaves other stations alone and expires after the age limit', () => {
    const { events, clock, cache, stored } = setup();
    const other = fold(10);
    cache.set(2, key, other, cache.generation(2));
    events.publish(1, today, yesterday);
    expect(cache.get(2, key)).toBe(other);
    cache.set(1, key, stored, cache.generation(1));
    clock.advance(60_001);
    expect(cache.get(1, key)).toBeUndefined();
  });
});

describe('past cache size', () => {
  it('keeps the stations most recently asked for, up to maxStations', () => {
    const events = createMemoryReadingEvents();
    const clock = createTestClock(today);
    const cache = createMemoryPastFoldCache({ events, clock, maxStations: 2 });
    cache.set(1, key, fold(1), cache.generation(1));
    cache.set(2, key, fold(2), cache.generation(2));
    // Station 1 asked for again: station 2 is now the least recently used and goes when 3 comes.
    expect(cache.get(1, key)?.measures.temperature.max).toBe(1);
    cache.set(3, key, fold(3), cache.generation(3));
    expect(cache.get(2, key)).toBeUndefined();
    expect(cache.get(1, key)?.measures.temperature.max).toBe(1);
    expect(cache.get(3, key)?.measures.temperature.max).toBe(3);
  });
});
