/**
 * The simulated weather over days, with seeded randomness: reproducible, physically possible, with a
 * diurnal cycle, sunshine only by day, and a rain counter that only grows.
 */
import { isPhysicallyPossible } from '@meteodeck/contract';
import { describe, expect, it } from 'vitest';
import { seededRandom } from './random.ts';
import { advance, initialState, observe, type SimReading, type SimSite } from './weather-model.ts';

const FALKENSEE: SimSite = { lat: 52.56, lng: 13.08, elevation: 40 };
const START = Date.UTC(2026, 5, 1);
const START_VALUES = {
  at: START,
  temperature: 14,
  humidity: 70,
  pressure: 1016,
  windSpeed: 2,
  rainCounter: 1592.7,
};

/** Observed readings every `stepMs` for `days` days. */
function simulate(seed: number, days: number, stepMs: number, site = FALKENSEE): SimReading[] {
  const random = seededRandom(seed);
  let state = initialState(START_VALUES, site);
  const readings: SimReading[] = [];
  for (let at = START + stepMs; at <= START + days * 86_400_000; at += stepMs) {
    state = advance(state, at, site, random);
    readings.push(observe(state, site));
  }
  return readings;
}

const solarHour = (at: number, lng: number) => (((at / 3_600_000 + lng / 15) % 24) + 24) % 24;
const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

describe('simulated weather', () => {
  it('is the same for the same seed and differs for another', () => {
    expect(simulate(42, 1, 16_000)).toEqual(simulate(42, 1, 16_000));
    expect(simulate(43, 1, 16_000)).not.toEqual(simulate(42, 1, 16_000));
  });

  it('continues from the start values', () => {
    const [first] = simulate(1, 1, 16_000);
    expect(first?.temperature).toBeCloseTo(14, 0);
    expect(first?.humidity).toBeGreaterThan(60);
    expect(first?.humidity).toBeLessThan(80);
    expect(first?.relativePressure).toBeCloseTo(1016, 0);
    expect(first?.rainTotal).toBeGreaterThanOrEqual(1592.7);
  });

  it('reads the station pressure below the sea-level pressure by the standard atmosphere', () => {
    // About 14 hPa less at 120 m.
    for (const r of simulate(2, 0.5, 15 * 60_000, { ...FALKENSEE, elevation: 120 })) {
      expect(r.relativePressure - r.absolutePressure).toBeGreaterThan(13);
      expect(r.relativePressure - r.absolutePressure).toBeLessThan(16);
    }
  });

  const month = simulate(5, 30, 5 * 60_000);

  it('stays within the physical bounds the server enforces', () => {
    const impossible = month.filter(
      (r) =>
        !isPhysicallyPossible('temperature', r.temperature) ||
        !isPhysicallyPossible('humidity', r.humidity) ||
        !isPhysicallyPossible('relativePressure', r.relativePressure) ||
        !isPhysicallyPossible('windSpeed', r.windSpeed) ||
        !isPhysicallyPossible('windDirection', r.windDirection) ||
        !isPhysicallyPossible('solarRadiation', r.solarRadiation) ||
        !isPhysicallyPossible('uv', r.uv) ||
        !isPhysicallyPossible('pm25', r.pm25) ||
        !isPhysicallyPossible('leafWetness', r.leafWetness) ||
        r.windGust < r.windSpeed ||
        r.dewPoint > r.temperature,
    );
    expect(impossible).toEqual([]);
  });

  it('keeps temperatures plausible over a month: no runaway walk', () => {
    const temperatures = month.map((r) => r.temperature);
    expect(Math.min(...temperatures)).toBeGreaterThan(-5);
    expect(Math.max(...temperatures)).toBeLessThan(35);
  });

  it('is warmer in the afternoon than before dawn, and sunny only by day', () => {
    const afternoon = month.filter((r) => Math.abs(solarHour(r.at, FALKENSEE.lng) - 15) < 1);
    const dawn = month.filter((r) => Math.abs(solarHour(r.at, FALKENSEE.lng) - 4) < 1);
    expect(mean(afternoon.map((r) => r.temperature)) - mean(dawn.map((r) => r.temperature))).toBeGreaterThan(
      3,
    );
    const midnight = month.filter((r) => Math.abs(solarHour(r.at, FALKENSEE.lng) - 0) < 1);
    expect(midnight.every((r) => r.solarRadiation === 0 && r.uv === 0)).toBe(true);
    const noon = month.filter((r) => Math.abs(solarHour(r.at, FALKENSEE.lng) - 12) < 0.5);
    // June noon at 52.5 N: the sun stands about 60° high, several hundred W/m² even under clouds.
    expect(mean(noon.map((r) => r.solarRadiation))).toBeGreaterThan(400);
  });

  it('rains now and then, and the counter never goes back', () => {
    for (let i = 1; i < month.length; i += 1) {
      expect(month[i]?.rainTotal ?? 0).toBeGreaterThanOrEqual(month[i - 1]?.rainTotal ?? 0);
    }
    const wet = month.filter((r) => r.rainRate > 0).length / month.length;
    expect(wet).toBeGreaterThan(0.01);
    expect(wet).toBeLessThan(0.4);
    const total = (month.at(-1)?.rainTotal ?? 0) - 1592.7;
    expect(total).toBeGreaterThan(5);
    expect(total).toBeLessThan(400);
  });

  it('a 16 s tick moves the values a little, not a lot', () => {
    const ticks = simulate(9, 0.1, 16_000);
    for (let i = 1; i < ticks.length; i += 1) {
      const [a, b] = [ticks[i - 1], ticks[i]];
      if (a === undefined || b === undefined) continue;
      expect(Math.abs(b.temperature - a.temperature)).toBeLessThan(0.5);
      expect(Math.abs(b.relativePressure - a.relativePressure)).toBeLessThan(0.5);
    }
    // …but it does move: the current page changes from one upload to the next.
    expect(
      new Set(ticks.map((r) => `${r.temperature}/${r.windSpeed}/${r.windDirection}`)).size,
    ).toBeGreaterThan(ticks.length / 2);
  });
});
