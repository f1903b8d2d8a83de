import { describe, expect, it } from 'vitest';
import { type CurrentConditionInput, currentCondition, isWindy, skyCondition } from './current-condition.ts';
import { clearSkyIrradiance, solarElevationDeg } from './sun-position.ts';

/** Berlin, 21 June 2026 near solar noon (elevation about 61°, clear sky about 900 W/m²). */
const BERLIN = { latDeg: 52.52, lngDeg: 13.4 };
const NOON = Date.UTC(2026, 5, 21, 11, 6);
const MIDNIGHT = Date.UTC(2026, 5, 21, 23, 0);
/** Just after sunrise: the sun below the 10° the sky is read from. */
const DAWN = Date.UTC(2026, 5, 21, 3, 15);
const CLEAR_SKY_NOON = clearSkyIrradiance(solarElevationDeg(NOON, BERLIN.latDeg, BERLIN.lngDeg));

/** Ten minutes of a steady pyranometer at `share` of the clear sky, one reading a minute. */
function solarAt(atMs: number, share: number | null) {
  return Array.from({ length: 10 }, (_, i) => {
    const t = atMs - (9 - i) * 60_000;
    const clearSky = clearSkyIrradiance(solarElevationDeg(t, BERLIN.latDeg, BERLIN.lngDeg));
    return { atMs: t, solarRadiationWm2: share === null ? null : share * clearSky };
  });
}

function input(overrides: Partial<CurrentConditionInput>): CurrentConditionInput {
  return {
    atMs: NOON,
    ...BERLIN,
    rainRateMmH: 0,
    solar: solarAt(NOON, 0.9),
    windSpeedMs: 2,
    windGustMs: 4,
    ...overrides,
  };
}

describe('the sky from the solar sensor', () => {
  it('compares the readings with the clear sky of the place and time', () => {
    expect(CLEAR_SKY_NOON).toBeGreaterThan(850);
    expect(CLEAR_SKY_NOON).toBeLessThan(950);
    expect(solarElevationDeg(DAWN, BERLIN.latDeg, BERLIN.lngDeg)).toBeGreaterThan(0);
    expect(solarElevationDeg(DAWN, BERLIN.latDeg, BERLIN.lngDeg)).toBeLessThan(10);
  });

  it.each([
    ['clear at 1.05 of the clear sky', NOON, 1.05, 'clear'],
    ['clear from 0.75, the band’s lower end', NOON, 0.7501, 'clear'],
    ['partly cloudy just below 0.75', NOON, 0.749, 'partlyCloudy'],
    ['partly cloudy from 0.4', NOON, 0.4001, 'partlyCloudy'],
    ['cloudy just below 0.4', NOON, 0.399, 'cloudy'],
    ['cloudy at 0.15 (overcast)', NOON, 0.15, 'cloudy'],
    ['cloudy at 0 (a covered sensor in daylight)', NOON, 0, 'cloudy'],
    ['unread at night', MIDNIGHT, 0, null],
    ['unread with the sun below 10°', DAWN, 1, null],
    ['unread without a solar sensor', NOON, null, null],
  ] as const)('%s', (_, atMs, share, expected) => {
    expect(skyCondition({ atMs, ...BERLIN, solar: solarAt(atMs, share) })).toBe(expected);
  });

  it('weighs the window, so one passing cloud does not turn a sunny sky cloudy', () => {
    const solar = solarAt(NOON, 0.95).map((sample, i) =>
      i === 9 ? { ...sample, solarRadiationWm2: 0.2 * CLEAR_SKY_NOON } : sample,
    );
    expect(skyCondition({ atMs: NOON, ...BERLIN, solar })).toBe('clear');
  });

  it('skips the readings without a value and reads no sky from none', () => {
    const solar = solarAt(NOON, 0.5).map((sample, i) =>
      i % 2 === 0 ? { ...sample, solarRadiationWm2: null } : sample,
    );
    expect(skyCondition({ atMs: NOON, ...BERLIN, solar })).toBe('partlyCloudy');
    expect(skyCondition({ atMs: NOON, ...BERLIN, solar: [] })).toBeNull();
  });
});

describe('windy', () => {
  it.each([
    ['calm', 0, 0, false],
    ['a mean of force 4 (7.9 m/s) and gusts of force 6', 7.9, 13.8, false],
    ['a mean of force 5 (8.0 m/s)', 8.0, null, true],
    ['gusts of force 7 (13.9 m/s) in a moderate mean', 5, 13.9, true],
    ['nothing measured', null, null, false],
  ] as const)('%s: %s', (_, mean, gust, expected) => {
    expect(isWindy(mean, gust)).toBe(expected);
  });
});

describe('the condition now', () => {
  it.each([
    ['rain whatever the sky', { rainRateMmH: 0.2 }, { kind: 'rain', windy: false }],
    ['rain and wind', { rainRateMmH: 3, windSpeedMs: 9 }, { kind: 'rain', windy: true }],
    ['clear and dry at noon', {}, { kind: 'clear', windy: false }],
    ['cloudy and windy', { solar: solarAt(NOON, 0.2), windGustMs: 15 }, { kind: 'cloudy', windy: true }],
    ['dry at night', { atMs: MIDNIGHT, solar: solarAt(MIDNIGHT, 0) }, { kind: 'dry', windy: false }],
    ['dry without a solar sensor', { solar: solarAt(NOON, null) }, { kind: 'dry', windy: false }],
    [
      'windy alone without rain gauge or sky',
      { rainRateMmH: null, solar: [], windSpeedMs: 10 },
      { kind: 'windy', windy: true },
    ],
    ['the sky without a rain gauge', { rainRateMmH: null }, { kind: 'clear', windy: false }],
  ] as const)('%s', (_, overrides, expected) => {
    expect(currentCondition(input(overrides))).toEqual(expected);
  });

  it('is null when the station measures none of it', () => {
    expect(
      currentCondition(input({ rainRateMmH: null, solar: [], windSpeedMs: null, windGustMs: null })),
    ).toBeNull();
    expect(currentCondition(input({ rainRateMmH: null, solar: [], windSpeedMs: 3 }))).toBeNull();
  });
});
