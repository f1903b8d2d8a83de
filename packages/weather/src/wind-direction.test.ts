import { describe, expect, it } from 'vitest';
import {
  COMPASS_POINTS_16_DE,
  COMPASS_POINTS_16_EN,
  compassPointIndex16,
  meanWindDirectionDeg,
  normalizeDirectionDeg,
} from './wind-direction.ts';

const directions = (...degrees: number[]) => degrees.map((directionDeg) => ({ directionDeg }));

describe('meanWindDirectionDeg', () => {
  it.each([
    [[350, 10], 0],
    [[10, 350], 0],
    [[0, 360], 0],
    [[90, 180], 135],
    [[270, 0], 315],
    [[340, 350, 10, 20], 0],
    [[200], 200],
    [[355, 5, 15], 5],
  ])('the vector mean of %j is %s°', (input, expected) => {
    expect(meanWindDirectionDeg(directions(...input))).toBeCloseTo(expected, 9);
  });

  it('returns a value in [0, 360)', () => {
    const mean = meanWindDirectionDeg(directions(350, 355, 359));
    expect(mean).toBeGreaterThanOrEqual(0);
    expect(mean).toBeLessThan(360);
    expect(mean).toBeCloseTo(354.667, 2);
  });

  it('has no mean when there is nothing to average or the vectors cancel out', () => {
    expect(meanWindDirectionDeg([])).toBeNull();
    expect(meanWindDirectionDeg(directions(90, 270))).toBeNull();
    expect(meanWindDirectionDeg(directions(0, 120, 240))).toBeNull();
  });

  it('ignores calm samples, so an all-calm window has no direction', () => {
    expect(
      meanWindDirectionDeg([
        { directionDeg: 90, speedMs: 0 },
        { directionDeg: 180, speedMs: 3 },
      ]),
    ).toBeCloseTo(180, 9);
    expect(
      meanWindDirectionDeg([
        { directionDeg: 90, speedMs: 0 },
        { directionDeg: 180, speedMs: 0 },
      ]),
    ).toBeNull();
  });

  it('weights by speed on request', () => {
    const samples = [
      { directionDeg: 0, speedMs: 3 },
      { directionDeg: 90, speedMs: 1 },
    ];
    expect(meanWindDirectionDeg(samples)).toBeCloseTo(45, 9);
    expect(meanWindDirectionDeg(samples, { weightBySpeed: true })).toBeCloseTo(
      (Math.atan2(1, 3) * 180) / Math.PI,
      5,
    );
    expect(
      meanWindDirectionDeg(
        [
          { directionDeg: 90, speedMs: 2 },
          { directionDeg: 270, speedMs: 2 },
        ],
        { weightBySpeed: true },
      ),
    ).toBeNull();
  });

  it('skips samples without a speed when weighting, and non-finite directions always', () => {
    expect(
      meanWindDirectionDeg(
        [
          { directionDeg: 90, speedMs: null },
          { directionDeg: 45, speedMs: 2 },
        ],
        { weightBySpeed: true },
      ),
    ).toBeCloseTo(45, 9);
    expect(meanWindDirectionDeg(directions(Number.NaN, 30))).toBeCloseTo(30, 9);
  });
});

describe('normalizeDirectionDeg', () => {
  it.each([
    [-10, 350],
    [360, 0],
    [725, 5],
    [359.99999999999994, 0],
    [-0, 0],
    [180, 180],
  ])('%s° is %s°', (input, expected) => {
    expect(normalizeDirectionDeg(input)).toBe(expected);
  });
});

describe('compassPointIndex16', () => {
  it.each([
    [0, 'N'],
    [11.24, 'N'],
    [11.25, 'NNE'],
    [45, 'NE'],
    [90, 'E'],
    [200, 'SSW'],
    [348.74, 'NNW'],
    [348.75, 'N'],
    [359.9, 'N'],
    [-90, 'W'],
  ])('%s° is %s', (direction, name) => {
    expect(COMPASS_POINTS_16_EN[compassPointIndex16(direction)]).toBe(name);
  });

  it('has German names for the same sectors', () => {
    expect(COMPASS_POINTS_16_DE[compassPointIndex16(90)]).toBe('O');
    expect(COMPASS_POINTS_16_DE[compassPointIndex16(22.5)]).toBe('NNO');
  });
});
