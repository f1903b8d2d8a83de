import { describe, expect, it } from 'vitest';
import { AQI_LABELS, aqiLabel, pm25Aqi } from './air-quality.ts';

describe('pm25Aqi (EPA 2024 breakpoints)', () => {
  // Breakpoint edges of the 2024 table (EPA-454/B-24-002 table 6) and values worked out with its equation.
  it.each([
    [0, 0],
    [4.5, 25],
    [9.0, 50],
    [9.1, 51],
    [12.0, 56],
    [35.4, 100],
    [35.5, 101],
    [55.4, 150],
    [55.5, 151],
    [125.4, 200],
    [125.5, 201],
    [225.4, 300],
    [225.5, 301],
    [325.4, 500],
  ])('%s µg/m³ is AQI %s', (concentration, expected) => {
    expect(pm25Aqi(concentration)).toBe(expected);
  });

  it('truncates the concentration to 0.1 µg/m³ before looking it up', () => {
    expect(pm25Aqi(9.09)).toBe(50);
    expect(pm25Aqi(35.49)).toBe(100);
    expect(pm25Aqi(55.45)).toBe(150);
  });

  it('rounds the index to the nearest integer', () => {
    // 20.0 → 51 + 49/26.3 × 10.9 = 71.31 → 71; 0.1 → 50/9 × 0.1 = 0.56 → 1 (not truncated);
    // 45.45 truncates to 45.4 → 101 + 49/19.9 × 9.9 = 125.38 → 125. With these breakpoints no concentration
    // in tenths lands exactly on a half, so half-up and half-even rounding never disagree.
    expect(pm25Aqi(20)).toBe(71);
    expect(pm25Aqi(0.1)).toBe(1);
    expect(pm25Aqi(45.45)).toBe(125);
  });

  it('caps beyond the table at 500', () => {
    expect(pm25Aqi(325.5)).toBe(500);
    expect(pm25Aqi(500.4)).toBe(500);
    expect(pm25Aqi(1200)).toBe(500);
  });

  it('has no index for negative or missing concentrations', () => {
    expect(pm25Aqi(-1)).toBeNull();
    expect(pm25Aqi(Number.NaN)).toBeNull();
  });
});

describe('aqiLabel (spec §9)', () => {
  it.each([
    [0, 'Bon'],
    [50, 'Bon'],
    [50.4, 'Modéré'],
    [51, 'Modéré'],
    [100, 'Modéré'],
    [101, 'Mauvais pour les groupes'],
    [150, 'Mauvais pour les groupes'],
    [151, 'Mauvais'],
    [200, 'Mauvais'],
    [201, 'Trés mauvais'],
    [300, 'Trés mauvais'],
    [301, 'Dangereux'],
    [500, 'Dangereux'],
  ])('AQI %s is labelled %s', (aqi, label) => {
    expect(aqiLabel(aqi)).toBe(label);
  });

  it('keeps the spec’s spelling', () => {
    expect(AQI_LABELS).toEqual([
      'Bon',
      'Modéré',
      'Mauvais pour les groupes',
      'Mauvais',
      'Trés mauvais',
      'Dangereux',
    ]);
  });
});
