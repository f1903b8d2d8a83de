import {
  COMPASS_POINTS_16_DE,
  COMPASS_POINTS_16_EN,
  COMPASS_POINTS_16_FR,
  compassPointIndex16,
} from '@meteodeck/weather';
import type { Language } from '../language.ts';
import { formatLanguage } from '../language.ts';
import { formatNumber, MISSING } from './number-format.ts';

const COMPASS_POINTS: Record<Language, readonly string[]> = {
  de: COMPASS_POINTS_16_DE,
  en: COMPASS_POINTS_16_EN,
  fr: COMPASS_POINTS_16_FR,
};

/** The 16 compass points, clockwise from north, in the language numbers are written in now (N, NNO … in German). */
export function compassPoints(): readonly string[] {
  return COMPASS_POINTS[formatLanguage()];
}

/** The compass point of a direction in degrees, in the language numbers are written in now: 90 → 'O' in German, 'E' in English. */
export function compassPoint(degrees: number): string {
  return compassPoints()[compassPointIndex16(degrees)] ?? '';
}

/**
 * A wind direction in degrees with its compass point, as the language writes an angle: '225° SW' in German
 * and English, '225° SO' in French (a degree sign follows its number without a space), or '-' when missing.
 */
export function formatWindDirection(degrees: number | null | undefined, unit: string): string {
  const value = formatNumber(degrees, 0);
  if (value === MISSING || degrees === null || degrees === undefined) return MISSING;
  return `${value}${unit === '°' ? unit : ` ${unit}`} ${compassPoint(degrees)}`;
}
