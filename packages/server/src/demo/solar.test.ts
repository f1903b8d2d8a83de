import { describe, expect, it } from 'vitest';
import { clearSkyUvIndex, cloudTransmission } from './solar.ts';

describe('clear-sky sunshine', () => {
  it('the UV power law: zero at night, highest with the sun overhead', () => {
    expect(clearSkyUvIndex(0)).toBe(0);
    expect(clearSkyUvIndex(90)).toBeCloseTo(12.5, 6);
    expect(clearSkyUvIndex(20)).toBeLessThan(1);
  });

  it('clouds let through 1 − 0.75 N^3.4 of it', () => {
    expect(cloudTransmission(0)).toBe(1);
    expect(cloudTransmission(1)).toBeCloseTo(0.25, 6);
    expect(cloudTransmission(0.5)).toBeCloseTo(1 - 0.75 * 0.5 ** 3.4, 6);
    expect(cloudTransmission(2)).toBeCloseTo(0.25, 6);
  });
});
