import { describe, expect, it } from 'vitest';
import { growingDegrees } from './agro.ts';

describe('growing degrees', () => {
  it.each([
    // min, max, base, degrees
    [12, 24, 10, 8],
    [4, 14, 10, 0],
    [8, 14, 10, 1],
    [8, 14, 5, 6],
  ])('min %d, max %d above base %d: %d', (min, max, base, degrees) => {
    expect(growingDegrees(min, max, base)).toBe(degrees);
  });
});
