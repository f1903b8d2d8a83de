/**
 * Agricultural and energy figures of a day beside the reference evapotranspiration (evapotranspiration.ts):
 * growing degree days, chill hours and sunshine duration, their thresholds and rules.
 */

/** Growing degree days' default base (°C): the common base of maize and many field crops. */
export const DEFAULT_GROWING_DEGREE_BASE_C = 10;

/** Chill hours: hours whose temperature is below 7.2 °C (45 °F), the classic fruit-tree chill model. */
export const CHILL_HOUR_THRESHOLD_C = 7.2;

/**
 * Sunshine: the WMO defines sunshine as direct solar irradiance ≥ 120 W/m² (CIMO Guide, WMO-No. 8). A
 * station's pyranometer measures global radiation; the time with global radiation ≥ 120 W/m² is its
 * estimate of the sunshine duration (it counts bright overcast moments too).
 */
export const SUNSHINE_THRESHOLD_WM2 = 120;

/**
 * A day's growing degrees (°C·day) by the averaging method (McMaster and Wilhelm 1997, method 1): the mean
 * of the day's maximum and minimum less the base, 0 when below it.
 */
export function growingDegrees(minC: number, maxC: number, baseC: number): number {
  return Math.max(0, (minC + maxC) / 2 - baseC);
}
