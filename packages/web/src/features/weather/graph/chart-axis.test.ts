import { describe, expect, it } from 'vitest';
import { axisTicks, niceAxis } from './chart-axis.ts';

describe('y ticks', () => {
  it('keeps the spec ranges that are round already, with a round distance dividing them', () => {
    expect(niceAxis(-5, 35)).toEqual({ min: -5, max: 35, interval: 5 });
    expect(niceAxis(-10, 40)).toEqual({ min: -10, max: 40, interval: 10 });
    expect(niceAxis(0, 100)).toEqual({ min: 0, max: 100, interval: 20 });
    expect(niceAxis(0, 14)).toEqual({ min: 0, max: 14, interval: 2 });
    expect(niceAxis(990, 1040)).toEqual({ min: 990, max: 1040, interval: 10 });
    expect(niceAxis(0, 1100)).toEqual({ min: 0, max: 1100, interval: 100 });
    expect(niceAxis(0, 60)).toEqual({ min: 0, max: 60, interval: 10 });
    expect(niceAxis(0, 30)).toEqual({ min: 0, max: 30, interval: 5 });
  });

  it('widens converted and exceeded ranges to round ticks', () => {
    // −10…40 °C in °F: 14…104, ticks at 10, 20 … 110 rather than 14, 24 … 104.
    expect(niceAxis(14, 104)).toEqual({ min: 10, max: 110, interval: 10 });
    expect(niceAxis(29.23, 30.71)).toEqual({ min: 29.2, max: 30.8, interval: 0.2 });
    expect(niceAxis(0, 1.17)).toEqual({ min: 0, max: 1.2, interval: 0.2 });
    // −12 °C under the spec's −10: −15…40 by 5, no '−12' tick next to '−10'.
    expect(niceAxis(-12, 40)).toEqual({ min: -15, max: 40, interval: 5 });
  });

  it('spaces every tick evenly on round numbers, whatever the data', () => {
    for (const [low, high] of [
      [-12.3, 40],
      [-27.8, 41.2],
      [973.4, 1046.1],
      [0, 1187],
      [0, 0.37],
      [-3.1, 3.3],
      [12, 12],
      [0, 11.111],
    ] as const) {
      const axis = niceAxis(low, high);
      const ticks = axisTicks(axis);
      expect(axis.min).toBeLessThanOrEqual(low);
      expect(axis.max).toBeGreaterThanOrEqual(high);
      expect(ticks.length).toBeGreaterThanOrEqual(5);
      expect(ticks.length).toBeLessThanOrEqual(12);
      for (const tick of ticks) {
        const steps = tick / axis.interval;
        expect(Math.abs(steps - Math.round(steps))).toBeLessThan(1e-6);
      }
      const gaps = ticks.slice(1).map((tick, index) => tick - (ticks[index] ?? 0));
      for (const gap of gaps) expect(gap).toBeCloseTo(axis.interval, 9);
      const mantissa = axis.interval / 10 ** Math.floor(Math.log10(axis.interval));
      expect([1, 2, 2.5, 5]).toContainEqual(Number(mantissa.toFixed(6)));
    }
  });
});
