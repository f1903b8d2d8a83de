/**
 * The Zambretti forecaster: the pocket disc Negretti & Zambra sold from 1915, which turns the sea-level
 * pressure, its 3-hour trend, the season and the wind into one of 26 lettered forecasts for the next 12
 * hours or so. Implemented from the published descriptions of the instrument and its arithmetic:
 * - the forecast number Z of the sea-level pressure P (hPa) on each of the disc's three scales, as the
 *   Meteor2000D implementation guide writes them (quoted by Truganina Weather's Zambretti project):
 *   falling Z = 127 − 0.12 P (Z 1–9), steady Z = 144 − 0.13 P (Z 10–19), rising Z = 185 − 0.16 P (Z 20–32),
 *   and each scale's numbers read as the letters printed in its window (tables below);
 * - the season, from the instrument's instruction card: 'S' (summer, April to September) and 'W' (winter,
 *   October to March) marks on the rising and falling scales only: a rise in summer reads 7 hPa higher
 *   (fairer), a fall in winter 7 hPa lower; in the southern hemisphere the seasons swap;
 * - the wind dial, which turns the pressure scale by the wind's compass point: northerly winds read fairer,
 *   southerly ones wetter (offsets below, hPa); in the southern hemisphere the dial is read turned by 180°.
 * Validity: built for the British Isles (pressure about 950–1050 hPa); elsewhere a rough local estimate.
 */

import { compassPointIndex16 } from './wind-direction.ts';

/** The 26 forecast letters. */
export const ZAMBRETTI_LETTERS = [
  'A',
  'B',
  'C',
  'D',
  'E',
  'F',
  'G',
  'H',
  'I',
  'J',
  'K',
  'L',
  'M',
  'N',
  'O',
  'P',
  'Q',
  'R',
  'S',
  'T',
  'U',
  'V',
  'W',
  'X',
  'Y',
  'Z',
] as const;
export type ZambrettiLetter = (typeof ZAMBRETTI_LETTERS)[number];

/** The forecast texts of the disc's back, English, by letter (the web shows them translated). */
export const ZAMBRETTI_FORECASTS_EN: { readonly [L in ZambrettiLetter]: string } = {
  A: 'Settled fine',
  B: 'Fine weather',
  C: 'Becoming fine',
  D: 'Fine, becoming less settled',
  E: 'Fine, possible showers',
  F: 'Fairly fine, improving',
  G: 'Fairly fine, possible showers early',
  H: 'Fairly fine, showery later',
  I: 'Showery early, improving',
  J: 'Changeable, mending',
  K: 'Fairly fine, showers likely',
  L: 'Rather unsettled, clearing later',
  M: 'Unsettled, probably improving',
  N: 'Showery, bright intervals',
  O: 'Showery, becoming less settled',
  P: 'Changeable, some rain',
  Q: 'Unsettled, short fine intervals',
  R: 'Unsettled, rain later',
  S: 'Unsettled, some rain',
  T: 'Mostly very unsettled',
  U: 'Occasional rain, worsening',
  V: 'Rain at times, very unsettled',
  W: 'Rain at frequent intervals',
  X: 'Rain, very unsettled',
  Y: 'Stormy, may improve',
  Z: 'Stormy, much rain',
};

/** The disc's three scales. */
export type ZambrettiTrend = 'falling' | 'steady' | 'rising';

/** Each scale: Z = intercept − slope × P, its numbers from `first`, and the letter of each number. */
const SCALES: {
  readonly [T in ZambrettiTrend]: { intercept: number; slope: number; first: number; letters: string };
} = {
  falling: { intercept: 127, slope: 0.12, first: 1, letters: 'ABDHORUVX' },
  steady: { intercept: 144, slope: 0.13, first: 10, letters: 'ABEKNPSWXZ' },
  rising: { intercept: 185, slope: 0.16, first: 20, letters: 'ABCFGIJLMQTYZ' },
};

/** The wind dial's offsets (hPa) for N, NNE, … NNW (northern hemisphere). */
const WIND_OFFSETS_HPA = [6, 5, 5, 2, -0.5, -2, -5, -8.5, -12, -10, -6, -4.5, -3, -0.5, 1.5, 3] as const;
/** A rise in summer or a fall in winter moves the reading by this much (hPa). */
const SEASON_OFFSET_HPA = 7;

/**
 * The disc's trend of a 3-hour change of the sea-level pressure (hPa): the disc knows no rates, so a change
 * the Met Office calls 'slowly' (under 1.6 hPa once rounded to tenths) counts as steady.
 */
export function zambrettiTrend(change3hHpa: number): ZambrettiTrend {
  if (!Number.isFinite(change3hHpa)) return 'steady';
  const tenths = Math.round(Number((Math.abs(change3hHpa) * 10).toPrecision(12)));
  if (tenths < 16) return 'steady';
  return change3hHpa > 0 ? 'rising' : 'falling';
}

/** What the forecaster reads. */
export interface ZambrettiInput {
  /** Sea-level (relative) pressure now, hPa. */
  seaLevelPressureHpa: number;
  trend: ZambrettiTrend;
  /** Month of the observation in the station's time zone, 1–12. */
  month: number;
  /** The station's latitude, degrees north (negative: southern hemisphere). */
  latitudeDeg: number;
  /** Where the wind blows from, degrees; null or absent when calm or unknown (the dial is then not turned). */
  windDirectionDeg?: number | null;
}

/** A forecast: its letter and the number Z it was read from. */
export interface ZambrettiForecast {
  letter: ZambrettiLetter;
  z: number;
}

function isZambrettiLetter(text: string): text is ZambrettiLetter {
  return (ZAMBRETTI_LETTERS as readonly string[]).includes(text);
}

/** Summer by the instrument's card: April to September in the north, October to March in the south. */
export function isZambrettiSummer(month: number, latitudeDeg: number): boolean {
  const northernSummer = month >= 4 && month <= 9;
  return latitudeDeg >= 0 ? northernSummer : !northernSummer;
}

/**
 * The Zambretti forecast of a reading (see the module's comment); null when the pressure, month or latitude
 * cannot be read. Beyond the ends of a scale the forecast is the scale's first or last letter.
 */
export function zambrettiForecast(input: ZambrettiInput): ZambrettiForecast | null {
  const { seaLevelPressureHpa: pressure, trend, month, latitudeDeg } = input;
  if (!Number.isFinite(pressure) || !Number.isFinite(latitudeDeg)) return null;
  if (!Number.isInteger(month) || month < 1 || month > 12) return null;
  let adjusted = pressure;
  const wind = input.windDirectionDeg;
  if (wind !== null && wind !== undefined && Number.isFinite(wind)) {
    const point = compassPointIndex16(latitudeDeg >= 0 ? wind : wind + 180);
    adjusted += WIND_OFFSETS_HPA[point] ?? 0;
  }
  const summer = isZambrettiSummer(month, latitudeDeg);
  if (trend === 'rising' && summer) adjusted += SEASON_OFFSET_HPA;
  if (trend === 'falling' && !summer) adjusted -= SEASON_OFFSET_HPA;
  const scale = SCALES[trend];
  const last = scale.first + scale.letters.length - 1;
  const z = Math.min(last, Math.max(scale.first, Math.round(scale.intercept - scale.slope * adjusted)));
  const letter = scale.letters[z - scale.first] ?? '';
  return isZambrettiLetter(letter) ? { letter, z } : null;
}
