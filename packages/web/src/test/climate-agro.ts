import type { AgroAnswer, AgroSums } from '@meteodeck/contract';
import { buildDataStation, METRIC_UNIT } from './weather-data.ts';

const none = (month: string | null): AgroSums => ({
  month,
  et0: null,
  et0Days: 0,
  growingDegreeDays: null,
  chillHours: null,
  sunshineHours: null,
});

/**
 * An agro answer as the API returns it, for component tests: the server's test days (6 January: 2 chill
 * hours; 6 July, FAO-56's example 18: ET0 3.9 mm, 6.9 growing degrees, 0.5 h of sunshine).
 */
export function buildAgroAnswer(): AgroAnswer {
  const months = Array.from({ length: 12 }, (_, i) => none(`2026-${String(i + 1).padStart(2, '0')}`));
  months[0] = { ...none('2026-01'), growingDegreeDays: 0, chillHours: 2 };
  months[6] = {
    month: '2026-07',
    et0: 3.9,
    et0Days: 1,
    growingDegreeDays: 6.9,
    chillHours: 0,
    sunshineHours: 0.5,
  };
  return {
    weatherStation: buildDataStation(),
    unit: METRIC_UNIT,
    year: 2026,
    growingDegreeBase: 10,
    anemometerHeight: 10,
    days: [
      { day: '2026-01-06', et0: null, growingDegrees: 0, chillHours: 2, sunshineHours: null },
      { day: '2026-07-06', et0: 3.9, growingDegrees: 6.9, chillHours: 0, sunshineHours: 0.5 },
    ],
    months,
    total: { month: null, et0: 3.9, et0Days: 1, growingDegreeDays: 6.9, chillHours: 2, sunshineHours: 0.5 },
  };
}
