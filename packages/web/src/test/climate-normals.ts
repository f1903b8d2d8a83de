import type { ClimateNormalsAnswer, NormalsComparison } from '@meteodeck/contract';
import { buildDataStation, METRIC_UNIT } from './weather-data.ts';

const NO_MEANS = { temperatureMean: null, temperatureHigh: null, temperatureLow: null, rainTotal: null };
const JULY_NORMAL = { temperatureMean: 19, temperatureHigh: 24, temperatureLow: 13.5, rainTotal: 60 };

/** A month (or the year, `month` null) without data nor normal. */
function emptyLine(month: string | null): NormalsComparison {
  return { month, days: 0, actual: NO_MEANS, normal: null, temperatureDeparture: null, rainPercent: null };
}

/**
 * A normals answer as the API returns it, for component tests: 2026 beside the owner's normals, July
 * worked by hand as in the server's normals test (23.6 °C against 19 °C: +4.6; 5 mm of 60: 8 %), January
 * 1 K below its normal, the other months empty.
 */
export function buildNormalsAnswer(): ClimateNormalsAnswer {
  const months = Array.from({ length: 12 }, (_, i) => emptyLine(`2026-${String(i + 1).padStart(2, '0')}`));
  months[0] = {
    ...emptyLine('2026-01'),
    days: 2,
    actual: { temperatureMean: -0.5, temperatureHigh: 1.5, temperatureLow: -2.5, rainTotal: 0.3 },
    normal: { temperatureMean: 0.5, temperatureHigh: 3, temperatureLow: -2, rainTotal: 40 },
    temperatureDeparture: -1,
    rainPercent: 1,
  };
  months[6] = {
    month: '2026-07',
    days: 3,
    actual: { temperatureMean: 23.6, temperatureHigh: 27, temperatureLow: 20.3, rainTotal: 5 },
    normal: JULY_NORMAL,
    temperatureDeparture: 4.6,
    rainPercent: 8,
  };
  return {
    weatherStation: buildDataStation(),
    unit: METRIC_UNIT,
    year: 2026,
    source: 'owner',
    normalYears: [],
    months,
    total: emptyLine(null),
  };
}
