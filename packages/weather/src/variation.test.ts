import { describe, expect, it } from 'vitest';
import { MINUTE_MS } from './time-constants.ts';
import { oneHourVariation, variationOver } from './variation.ts';

const now = Date.parse('2026-06-01T12:00:00Z');
const ago = (minutes: number) => now - minutes * MINUTE_MS;

describe('oneHourVariation', () => {
  it('subtracts the reading nearest to one hour earlier', () => {
    const history = [
      { atMs: ago(75), value: 10 },
      { atMs: ago(62), value: 12 },
      { atMs: ago(57), value: 13 },
      { atMs: ago(30), value: 14 },
    ];
    // 62 minutes ago is 2 minutes from the target, 57 minutes ago is 3: the former (12) is used.
    expect(oneHourVariation({ atMs: now, value: 15.5 }, history)).toBeCloseTo(3.5, 10);
  });

  it('accepts a reading exactly 10 minutes off and refuses one further away', () => {
    expect(oneHourVariation({ atMs: now, value: 1013 }, [{ atMs: ago(70), value: 1010 }])).toBe(3);
    expect(oneHourVariation({ atMs: now, value: 1013 }, [{ atMs: ago(50), value: 1015 }])).toBe(-2);
    expect(oneHourVariation({ atMs: now, value: 1013 }, [{ atMs: ago(70) - 1, value: 1010 }])).toBeNull();
    expect(oneHourVariation({ atMs: now, value: 1013 }, [{ atMs: ago(50) + 1, value: 1010 }])).toBeNull();
  });

  it('prefers the earlier of two equally near readings', () => {
    const history = [
      { atMs: ago(55), value: 20 },
      { atMs: ago(65), value: 18 },
    ];
    expect(oneHourVariation({ atMs: now, value: 21 }, history)).toBe(3);
  });

  it('skips readings without the value and gives none without a current value', () => {
    const history = [
      { atMs: ago(60), value: null },
      { atMs: ago(66), value: 4 },
    ];
    expect(oneHourVariation({ atMs: now, value: 5 }, history)).toBe(1);
    expect(oneHourVariation({ atMs: now, value: null }, history)).toBeNull();
    expect(oneHourVariation({ atMs: now, value: 5 }, [])).toBeNull();
  });
});

describe('variationOver (the 3-hour pressure change)', () => {
  const H = 60 * MINUTE_MS;
  const now = { atMs: 10 * H, value: 1012.4 };
  it('takes the reading nearest 3 hours before, within ±10 minutes', () => {
    const history = [
      { atMs: 7 * H - 11 * MINUTE_MS, value: 1000 },
      { atMs: 7 * H + 4 * MINUTE_MS, value: 1015.1 },
      { atMs: 7 * H - 2 * MINUTE_MS, value: 1014.9 },
      { atMs: 9 * H, value: 1013 },
    ];
    expect(variationOver(now, history, 3 * H)).toBeCloseTo(-2.5, 10);
  });

  it('has none without a reading close enough, or with a tolerance of its own', () => {
    const history = [{ atMs: 7 * H - 11 * MINUTE_MS, value: 1000 }];
    expect(variationOver(now, history, 3 * H)).toBeNull();
    expect(variationOver(now, history, 3 * H, 15 * MINUTE_MS)).toBeCloseTo(12.4, 10);
  });
});
