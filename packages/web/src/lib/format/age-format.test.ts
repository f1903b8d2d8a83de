import { describe, expect, it } from 'vitest';
import { ageParts } from './age-format.ts';

describe('an age in its largest whole unit', () => {
  it.each([
    [0, { count: 0, unit: 'seconds' }],
    [12.7, { count: 12, unit: 'seconds' }],
    [59, { count: 59, unit: 'seconds' }],
    [60, { count: 1, unit: 'minutes' }],
    [3599, { count: 59, unit: 'minutes' }],
    [3600, { count: 1, unit: 'hours' }],
    [86_399, { count: 23, unit: 'hours' }],
    [86_400, { count: 1, unit: 'days' }],
    [3 * 86_400 + 5, { count: 3, unit: 'days' }],
    [-4, { count: 0, unit: 'seconds' }],
  ] as const)('%s s', (seconds, expected) => {
    expect(ageParts(seconds)).toEqual(expected);
  });
});
