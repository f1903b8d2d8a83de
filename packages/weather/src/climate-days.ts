/**
 * The day classes climatologists count (DWD "Klimatologische Kenntage", WMO/ETCCDI indices FD, ID, SU, TR,
 * R1mm), applied to a day's extremes and rain in canonical units (°C, mm), and the day's heating and cooling
 * degrees. A value within a millionth of a threshold counts as on it (a sum of 0.1 mm intervals reads
 * 0.30000000000000004, a °F reading converted to °C 24.999999999999996).
 */
import { roundTo } from './rounding.ts';

/** The thresholds in °C and mm (DWD and WMO). */
export const CLIMATE_DAY_THRESHOLDS = {
  /** Frost day (Frosttag, FD): minimum < 0 °C; ice day (Eistag, ID): maximum < 0 °C. */
  frostC: 0,
  /** Summer day (Sommertag, SU): maximum ≥ 25 °C. */
  summerC: 25,
  /** Hot day (Heißer Tag): maximum ≥ 30 °C. */
  hotC: 30,
  /** Tropical night (Tropennacht, TR): minimum ≥ 20 °C. */
  tropicalNightC: 20,
  /** Rain day (Regentag, DWD): rain ≥ 0.1 mm. */
  rainDayMm: 0.1,
  /** Wet day (WMO R1mm, DWD "Niederschlagstag ≥ 1 mm"): rain ≥ 1 mm. */
  wetDayMm: 1,
  /**
   * Degree-day base, 18.3 °C (65 °F), for heating and for cooling: the base of the NOAA climate summaries
   * (and of the site's climate report), so the two pages give the same degree days.
   */
  degreeDayBaseC: 18.3,
} as const;

/** The classes a day falls in; false where the value it needs is missing. */
export interface ClimateDayClasses {
  frost: boolean;
  ice: boolean;
  summer: boolean;
  hot: boolean;
  tropicalNight: boolean;
  rain: boolean;
  wet: boolean;
}

const settled = (value: number) => roundTo(value, 6);

/** The classes of a day from its minimum and maximum temperature (°C) and its rain (mm); null = not known. */
export function classifyClimateDay(
  minC: number | null,
  maxC: number | null,
  rainMm: number | null,
): ClimateDayClasses {
  const t = CLIMATE_DAY_THRESHOLDS;
  const min = minC === null ? null : settled(minC);
  const max = maxC === null ? null : settled(maxC);
  const rain = rainMm === null ? null : settled(rainMm);
  return {
    frost: min !== null && min < t.frostC,
    ice: max !== null && max < t.frostC,
    summer: max !== null && max >= t.summerC,
    hot: max !== null && max >= t.hotC,
    tropicalNight: min !== null && min >= t.tropicalNightC,
    rain: rain !== null && rain >= t.rainDayMm,
    wet: rain !== null && rain >= t.wetDayMm,
  };
}

/** A day's heating degrees (K): the base minus the day's mean temperature (°C) when positive, else 0. */
export function heatingDegrees(meanC: number): number {
  return Math.max(0, CLIMATE_DAY_THRESHOLDS.degreeDayBaseC - meanC);
}

/** A day's cooling degrees (K): the day's mean temperature (°C) minus the base when positive, else 0. */
export function coolingDegrees(meanC: number): number {
  return Math.max(0, meanC - CLIMATE_DAY_THRESHOLDS.degreeDayBaseC);
}
