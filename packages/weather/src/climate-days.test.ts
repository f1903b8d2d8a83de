import { describe, expect, it } from 'vitest';
import { classifyClimateDay, coolingDegrees, heatingDegrees } from './climate-days.ts';

describe('classifyClimateDay', () => {
  it.each([
    // min, max, rain, the classes that hold
    [-0.1, 5, 0, ['frost']],
    [0, 5, 0, []],
    [-5, -0.1, 0, ['frost', 'ice']],
    [-5, 0, 0, ['frost']],
    [10, 24.9, 0, []],
    [10, 25, 0, ['summer']],
    [15, 29.9, 0, ['summer']],
    [15, 30, 0, ['summer', 'hot']],
    [19.9, 31, 0, ['summer', 'hot']],
    [20, 31, 0, ['summer', 'hot', 'tropicalNight']],
    [5, 10, 0.09, []],
    [5, 10, 0.1, ['rain']],
    [5, 10, 0.99, ['rain']],
    [5, 10, 1, ['rain', 'wet']],
    // float dust of a sum of 0.1 mm intervals, and of a °F reading converted to °C
    [5, 10, 0.1 + 0.2 + 0.7, ['rain', 'wet']],
    [5, ((77 - 32) * 5) / 9 - 1e-12, 0, ['summer']],
  ] as const)('min %s, max %s, rain %s → %j', (min, max, rain, expected) => {
    const classes = classifyClimateDay(min, max, rain);
    const held = Object.entries(classes)
      .filter(([, value]) => value)
      .map(([key]) => key);
    expect(held.sort()).toEqual([...expected].sort());
  });

  it('counts nothing for a missing value', () => {
    expect(Object.values(classifyClimateDay(null, null, null)).some(Boolean)).toBe(false);
  });
});

describe('degree days', () => {
  it('counts from the 18.3 °C base', () => {
    expect(heatingDegrees(8.3)).toBeCloseTo(10, 9);
    expect(heatingDegrees(20)).toBe(0);
    expect(coolingDegrees(23.3)).toBeCloseTo(5, 9);
    expect(coolingDegrees(10)).toBe(0);
  });
});
