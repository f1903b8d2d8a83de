import { describe, expect, it } from 'vitest';
import { meanWindDirectionDeg } from './wind-direction.ts';
import { windDirectionFromVectorSums } from './wind-vector-sum.ts';

const sums = (directions: number[]) => ({
  east: directions.reduce((s, d) => s + Math.sin((d * Math.PI) / 180), 0),
  north: directions.reduce((s, d) => s + Math.cos((d * Math.PI) / 180), 0),
  count: directions.length,
});

describe('windDirectionFromVectorSums', () => {
  it.each([
    [[350, 10], 0],
    [[90], 90],
    [[180, 270], 225],
    [[0, 90, 45], 45],
    [[300, 330, 360], 330],
  ])('averages %j as vectors to %d°', (directions, expected) => {
    const { east, north, count } = sums(directions);
    expect(windDirectionFromVectorSums(east, north, count)).toBeCloseTo(expected, 6);
  });

  it('agrees with meanWindDirectionDeg on the same samples', () => {
    const directions = [10, 20, 355, 340, 5, 30];
    const { east, north, count } = sums(directions);
    const fromSamples = meanWindDirectionDeg(directions.map((directionDeg) => ({ directionDeg })));
    expect(windDirectionFromVectorSums(east, north, count)).toBeCloseTo(fromSamples ?? Number.NaN, 9);
  });

  it('has no direction without samples, with non-finite sums or when the vectors cancel out', () => {
    expect(windDirectionFromVectorSums(0, 0, 0)).toBeNull();
    expect(windDirectionFromVectorSums(Number.NaN, 1, 1)).toBeNull();
    const { east, north, count } = sums([90, 270]);
    expect(windDirectionFromVectorSums(east, north, count)).toBeNull();
  });
});
