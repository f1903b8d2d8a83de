import { describe, expect, it } from 'vitest';
import {
  isZambrettiSummer,
  ZAMBRETTI_FORECASTS_EN,
  ZAMBRETTI_LETTERS,
  zambrettiForecast,
  zambrettiTrend,
} from './zambretti.ts';

const JULY = 7;
const JANUARY = 1;
const BERLIN = 52.5;
const SYDNEY = -33.9;

describe('zambrettiForecast, worked by hand from the scales', () => {
  it.each([
    // Steady 1013 hPa: Z = 144 − 0.13 × 1013 = 12.31 → 12, the steady scale's third letter.
    [{ seaLevelPressureHpa: 1013, trend: 'steady', month: JULY, latitudeDeg: BERLIN }, 12, 'E'],
    // Steady ignores the season: the same in January.
    [{ seaLevelPressureHpa: 1013, trend: 'steady', month: JANUARY, latitudeDeg: BERLIN }, 12, 'E'],
    // Falling 1013 hPa in July: 127 − 121.56 = 5.44 → 5: 'O'.
    [{ seaLevelPressureHpa: 1013, trend: 'falling', month: JULY, latitudeDeg: BERLIN }, 5, 'O'],
    // Falling in January reads 7 hPa lower: 127 − 0.12 × 1006 = 6.28 → 6: 'R'.
    [{ seaLevelPressureHpa: 1013, trend: 'falling', month: JANUARY, latitudeDeg: BERLIN }, 6, 'R'],
    // Rising 1013 hPa in January: 185 − 162.08 = 22.92 → 23: 'F'.
    [{ seaLevelPressureHpa: 1013, trend: 'rising', month: JANUARY, latitudeDeg: BERLIN }, 23, 'F'],
    // Rising in July reads 7 hPa higher: 185 − 0.16 × 1020 = 21.8 → 22: 'C'.
    [{ seaLevelPressureHpa: 1013, trend: 'rising', month: JULY, latitudeDeg: BERLIN }, 22, 'C'],
    // A high rise in summer is past the scale's top: 185 − 0.16 × 1037 = 19.08 → the scale's first, 20: 'A'.
    [{ seaLevelPressureHpa: 1030, trend: 'rising', month: JULY, latitudeDeg: BERLIN }, 20, 'A'],
    // A deep fall in winter: 127 − 0.12 × 963 = 11.44 → the scale's last, 9: 'X'.
    [{ seaLevelPressureHpa: 970, trend: 'falling', month: JANUARY, latitudeDeg: BERLIN }, 9, 'X'],
    // A southerly wind turns the dial 12 hPa wetter: falling in July, 127 − 0.12 × 1001 = 6.88 → 7: 'U'.
    [
      {
        seaLevelPressureHpa: 1013,
        trend: 'falling',
        month: JULY,
        latitudeDeg: BERLIN,
        windDirectionDeg: 180,
      },
      7,
      'U',
    ],
    // A northerly one 6 hPa fairer: steady 1019 hPa (11.53 → 12, 'E' without wind) reads 1025: 10.75 → 11.
    [
      { seaLevelPressureHpa: 1019, trend: 'steady', month: JULY, latitudeDeg: BERLIN, windDirectionDeg: 5 },
      11,
      'B',
    ],
    // South of the equator a northerly wind is the wet one, and January is summer (no winter fall).
    [
      {
        seaLevelPressureHpa: 1013,
        trend: 'falling',
        month: JANUARY,
        latitudeDeg: SYDNEY,
        windDirectionDeg: 0,
      },
      7,
      'U',
    ],
    // …and July is winter there: falling 1013 reads 1006, 6.28 → 6: 'R'.
    [{ seaLevelPressureHpa: 1013, trend: 'falling', month: JULY, latitudeDeg: SYDNEY }, 6, 'R'],
  ] as const)('%o gives Z %s, %s', (input, z, letter) => {
    expect(zambrettiForecast(input)).toEqual({ z, letter });
  });

  it('turns the dial by the wind’s compass point, calm or unknown leaving it', () => {
    const base = { seaLevelPressureHpa: 1000, trend: 'steady', month: JULY, latitudeDeg: BERLIN } as const;
    // 144 − 130 = 14: 'N'; west (−3 hPa) 14.39 → 14; south-south-east (−8.5 hPa) 15.105 → 15: 'P'.
    expect(zambrettiForecast(base)?.letter).toBe('N');
    expect(zambrettiForecast({ ...base, windDirectionDeg: null })?.letter).toBe('N');
    expect(zambrettiForecast({ ...base, windDirectionDeg: 270 })?.letter).toBe('N');
    expect(zambrettiForecast({ ...base, windDirectionDeg: 157.5 })).toEqual({ z: 15, letter: 'P' });
  });

  it('refuses what it cannot read', () => {
    const base = { seaLevelPressureHpa: 1013, trend: 'steady', month: JULY, latitudeDeg: BERLIN } as const;
    expect(zambrettiForecast({ ...base, seaLevelPressureHpa: Number.NaN })).toBeNull();
    expect(zambrettiForecast({ ...base, month: 13 })).toBeNull();
    expect(zambrettiForecast({ ...base, month: 0 })).toBeNull();
    expect(zambrettiForecast({ ...base, latitudeDeg: Number.NaN })).toBeNull();
  });
});

describe('zambrettiTrend', () => {
  it.each([
    [0, 'steady'],
    [1.5, 'steady'],
    [-1.54, 'steady'],
    [1.55, 'rising'],
    [-1.55, 'falling'],
    [-1.6, 'falling'],
    [4, 'rising'],
    [-8, 'falling'],
  ] as const)('%s hPa in 3 h reads %s', (change, trend) => {
    expect(zambrettiTrend(change)).toBe(trend);
  });
});

describe('the seasons and the texts', () => {
  it('takes summer from April to September in the north, the other months in the south', () => {
    expect([3, 4, 9, 10].map((m) => isZambrettiSummer(m, BERLIN))).toEqual([false, true, true, false]);
    expect([3, 4, 9, 10].map((m) => isZambrettiSummer(m, SYDNEY))).toEqual([true, false, false, true]);
  });

  it('has a text for each of the 26 letters', () => {
    expect(ZAMBRETTI_LETTERS).toHaveLength(26);
    expect(ZAMBRETTI_LETTERS.map((letter) => ZAMBRETTI_FORECASTS_EN[letter].length > 0)).not.toContain(false);
    expect(ZAMBRETTI_FORECASTS_EN.Z).toBe('Stormy, much rain');
  });
});
