import { describe, expect, it } from 'vitest';
import { BEAUFORT_NAMES_FR, beaufort, beaufortForce, beaufortNameFr } from './beaufort.ts';

describe('beaufortForce (WMO bands, m/s)', () => {
  // Each band's edges from WMO-No. 306 code table 1100.
  it.each([
    [0, 0],
    [0.2, 0],
    [0.3, 1],
    [1.5, 1],
    [1.6, 2],
    [3.3, 2],
    [3.4, 3],
    [5.4, 3],
    [5.5, 4],
    [7.9, 4],
    [8.0, 5],
    [10.7, 5],
    [10.8, 6],
    [13.8, 6],
    [13.9, 7],
    [17.1, 7],
    [17.2, 8],
    [20.7, 8],
    [20.8, 9],
    [24.4, 9],
    [24.5, 10],
    [28.4, 10],
    [28.5, 11],
    [32.6, 11],
    [32.7, 12],
    [60, 12],
  ])('%s m/s is force %s', (speed, force) => {
    expect(beaufortForce(speed)).toBe(force);
  });

  it('rounds to the bands’ 0.1 m/s resolution between them', () => {
    expect(beaufortForce(0.24)).toBe(0);
    expect(beaufortForce(0.25)).toBe(1);
    expect(beaufortForce(1.549)).toBe(1);
    expect(beaufortForce(1.55)).toBe(2);
    expect(beaufortForce(32.64)).toBe(11);
    expect(beaufortForce(32.65)).toBe(12);
  });

  it('has no force for negative or missing speeds', () => {
    expect(beaufortForce(-0.1)).toBeNull();
    expect(beaufortForce(Number.NaN)).toBeNull();
    expect(beaufort(Number.POSITIVE_INFINITY)).toBeNull();
  });
});

describe('French Beaufort names', () => {
  it('names all 13 forces from Calme to the spec’s Bombe météorologique', () => {
    expect(BEAUFORT_NAMES_FR).toEqual([
      'Calme',
      'Très légère brise',
      'Légère brise',
      'Petite brise',
      'Jolie brise',
      'Bonne brise',
      'Vent frais',
      'Grand frais',
      'Coup de vent',
      'Fort coup de vent',
      'Tempête',
      'Violente tempête',
      'Bombe météorologique',
    ]);
    expect(beaufortNameFr(0)).toBe('Calme');
    expect(beaufortNameFr(12)).toBe('Bombe météorologique');
  });

  it('gives force and name together', () => {
    expect(beaufort(0)).toEqual({ force: 0, name: 'Calme' });
    expect(beaufort(9.2)).toEqual({ force: 5, name: 'Bonne brise' });
    expect(beaufort(40)).toEqual({ force: 12, name: 'Bombe météorologique' });
  });
});
