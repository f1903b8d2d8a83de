import { COMPASS_POINTS_16_DE, compassPointIndex16 } from '@meteodeck/weather';
import { formatNumber, MISSING } from './number-format.ts';

/** A wind direction in degrees with its German compass point: '225 ° (SW)', or '-' when missing. */
export function formatWindDirection(degrees: number | null | undefined, unit: string): string {
  const value = formatNumber(degrees, 0);
  if (value === MISSING || degrees === null || degrees === undefined) return MISSING;
  return `${value} ${unit} (${COMPASS_POINTS_16_DE[compassPointIndex16(degrees)]})`;
}
