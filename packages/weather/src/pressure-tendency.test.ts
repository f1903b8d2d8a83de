import { describe, expect, it } from 'vitest';
import { PRESSURE_TENDENCIES, pressureTendency, pressureTendencyRate } from './pressure-tendency.ts';

describe('pressureTendency (Met Office bands, hPa in 3 h)', () => {
  // Each band's edges as the glossary writes them, in tenths of a hPa, both signs.
  it.each([
    [0, 'steady'],
    [0.04, 'steady'],
    [-0.04, 'steady'],
    [0.1, 'risingSlowly'],
    [-0.1, 'fallingSlowly'],
    [1.5, 'risingSlowly'],
    [-1.5, 'fallingSlowly'],
    [1.6, 'rising'],
    [-1.6, 'falling'],
    [3.5, 'rising'],
    [-3.5, 'falling'],
    [3.6, 'risingQuickly'],
    [-3.6, 'fallingQuickly'],
    [6.0, 'risingQuickly'],
    [-6.0, 'fallingQuickly'],
    [6.1, 'risingVeryRapidly'],
    [-6.1, 'fallingVeryRapidly'],
    [-14.2, 'fallingVeryRapidly'],
  ])('%s hPa is %s', (change, tendency) => {
    expect(pressureTendency(change)).toBe(tendency);
  });

  it('rounds to the bands’ 0.1 hPa before classing a change between two of them', () => {
    expect(pressureTendency(0.05)).toBe('risingSlowly');
    expect(pressureTendency(1.54)).toBe('risingSlowly');
    expect(pressureTendency(1.55)).toBe('rising');
    expect(pressureTendency(-3.549)).toBe('falling');
    expect(pressureTendency(-3.55)).toBe('fallingQuickly');
    expect(pressureTendency(6.04)).toBe('risingQuickly');
    expect(pressureTendency(6.05)).toBe('risingVeryRapidly');
  });

  it('has no tendency for a change it cannot read', () => {
    expect(pressureTendency(Number.NaN)).toBeNull();
    expect(pressureTendency(Number.POSITIVE_INFINITY)).toBeNull();
    expect(pressureTendencyRate(Number.NaN)).toBeNull();
  });

  it('names the rate apart from the direction', () => {
    expect(pressureTendencyRate(-2)).toBe('plain');
    expect(pressureTendencyRate(7)).toBe('veryRapidly');
  });

  it('lists every tendency once, from the fastest fall to the fastest rise', () => {
    const changes = [-7, -4, -2, -1, 0, 1, 2, 4, 7];
    expect(changes.map(pressureTendency)).toEqual([...PRESSURE_TENDENCIES]);
  });
});
