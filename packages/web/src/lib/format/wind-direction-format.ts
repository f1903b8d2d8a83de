import { COMPASS_POINTS_16_DE, compassPointIndex16 } from '@meteodeck/weather';
import { formatNumber, MISSING } from './number-format.ts';

/**
 * A wind direction in degrees with its German compass point, as German writes an angle: '225° SW' (a degree
 * sign follows its number without a space), or '-' when missing.
 */
export function formatWindDirection(degrees: number | null | undefined, unit: string): string {
  const value = formatNumber(degrees, 0);
  if (value === MISSING || degrees === null || degrees === undefined) return MISSING;
  return `${value}${unit === '°' ? unit : ` ${unit}`} ${COMPASS_POINTS_16_DE[compassPointIndex16(degrees)]}`;
}
