/**
 * The rain of an interval where the doors' tests do not reach: counters of different spans or gauges, the
 * near-midnight exception of the daily counter's check, readings stored before counter codes were kept.
 * Amounts in mm; Europe/Berlin (UTC+2 in June).
 */
import { describe, expect, it } from 'vitest';
import { rainSourceCode } from '../doors/rain-gauges.ts';
import { type GaugeCounters, type RainCounterState, rainOfInterval } from './rain-interval.ts';
import { createDayStarts } from './reading-chain.ts';

const dayStartOf = createDayStarts('Europe/Berlin');
const BUCKET_YEARLY = rainSourceCode('bucket', 'yearly');
const BUCKET_DAILY = rainSourceCode('bucket', 'daily');
const PIEZO_YEARLY = rainSourceCode('piezo', 'yearly');

/** The state of a reading at `iso` that sent `main` (and `alt`, the other gauge). */
function after(iso: string, main: GaugeCounters, alt: GaugeCounters | null = null): RainCounterState {
  return {
    rainCounter: main.counter,
    rainCounterAt: Date.parse(iso),
    rainDaily: main.daily,
    rainSource: main.source,
    rainAlt: alt,
  };
}
const rainAt = (iso: string, previous: RainCounterState, current: GaugeCounters) =>
  rainOfInterval(previous, current, Date.parse(iso), dayStartOf);

describe('rainOfInterval', () => {
  it('steps between two spans of one gauge by their daily counters, never by the counters themselves', () => {
    const yearly = after('2026-06-15T10:00:00Z', { counter: 1000, daily: 10, source: BUCKET_YEARLY });
    // The console drops its yearly counter: 12 is its daily one, not a reset counting 12 mm.
    expect(rainAt('2026-06-15T10:05:00Z', yearly, { counter: 12, daily: 12, source: BUCKET_DAILY })).toBe(2);
    const daily = after('2026-06-15T10:05:00Z', { counter: 12, daily: 12, source: BUCKET_DAILY });
    // And back: not 988 mm.
    expect(rainAt('2026-06-15T10:10:00Z', daily, { counter: 1001, daily: 13, source: BUCKET_YEARLY })).toBe(
      1,
    );
  });

  it('measures a switched gauge from its own previous counters, and not at all without them', () => {
    const bucket = { counter: 500, daily: 5, source: BUCKET_YEARLY };
    const piezo = { counter: 600, daily: 6, source: PIEZO_YEARLY };
    const current = { counter: 601.5, daily: 7.5, source: PIEZO_YEARLY };
    expect(rainAt('2026-06-15T10:05:00Z', after('2026-06-15T10:00:00Z', bucket, piezo), current)).toBe(1.5);
    expect(rainAt('2026-06-15T10:05:00Z', after('2026-06-15T10:00:00Z', bucket), current)).toBeNull();
  });

  it('trusts a longer counter that rose more than the daily one only near midnight', () => {
    // 23:00–23:10 Berlin: the console's clock is ahead and its daily counter restarted in between.
    const evening = after('2026-06-15T21:00:00Z', { counter: 800, daily: 4, source: BUCKET_YEARLY });
    expect(rainAt('2026-06-15T21:10:00Z', evening, { counter: 805, daily: 4.5, source: BUCKET_YEARLY })).toBe(
      5,
    );
    // At noon the two count the same tips: the longer counter's extra 4.5 mm is not rain.
    const noon = after('2026-06-15T10:00:00Z', { counter: 800, daily: 4, source: BUCKET_YEARLY });
    expect(rainAt('2026-06-15T10:10:00Z', noon, { counter: 805, daily: 4.5, source: BUCKET_YEARLY })).toBe(
      0.5,
    );
  });

  it('counts a restart that zeroed both counters no more than the daily counter holds', () => {
    const before = after('2026-06-15T10:00:00Z', { counter: 500, daily: 10, source: BUCKET_YEARLY });
    expect(rainAt('2026-06-15T10:05:00Z', before, { counter: 3, daily: 2, source: BUCKET_YEARLY })).toBe(2);
  });

  it('takes a reset’s new value only when the interval could hold it', () => {
    const yearly = after('2026-06-15T10:00:00Z', { counter: 800, daily: null, source: BUCKET_YEARLY });
    const at = (iso: string, counter: number) =>
      rainAt(iso, yearly, { counter, daily: null, source: BUCKET_YEARLY });
    // Restarted to 0, 3 mm since: 3 mm. Restored to an older total of 150 mm: no rain in 5 minutes.
    expect(at('2026-06-15T10:05:00Z', 3)).toBe(3);
    expect(at('2026-06-15T10:05:00Z', 150)).toBe(0);
    // Three days offline (the next days' first readings without a daily counter): 150 mm may have fallen.
    expect(at('2026-06-18T10:00:00Z', 150)).toBe(150);
  });

  it('steps as before between readings stored without counter codes', () => {
    const legacy = after('2026-06-15T10:00:00Z', { counter: 500, daily: null, source: null });
    expect(rainAt('2026-06-15T10:05:00Z', legacy, { counter: 501, daily: null, source: null })).toBe(1);
    // A fall to less than half is a reset counting the new value (weather rainFromCounterStep).
    expect(rainAt('2026-06-15T10:05:00Z', legacy, { counter: 3, daily: null, source: null })).toBe(3);
  });

  it('steps by the daily counters from a reading stored without a counter code to one with a code', () => {
    // Stored before codes: the monthly counter (40 mm). Now the console's lifetime total comes first (1200
    // mm): 0.2 mm fell, not 1160, within the day and near its midnight alike.
    const legacy = after('2026-06-15T10:00:00Z', { counter: 40, daily: 5, source: null });
    expect(
      rainAt('2026-06-15T10:05:00Z', legacy, { counter: 1200, daily: 5.2, source: BUCKET_YEARLY }),
    ).toBeCloseTo(0.2, 9);
    const lateEvening = after('2026-06-15T21:50:00Z', { counter: 40, daily: 5, source: null });
    expect(
      rainAt('2026-06-15T21:55:00Z', lateEvening, { counter: 1200, daily: 5.2, source: BUCKET_YEARLY }),
    ).toBeCloseTo(0.2, 9);
  });
});
