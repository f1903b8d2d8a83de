/**
 * Reduction of station (absolute) pressure to mean sea level (relative pressure) and back, with the
 * formula of the Deutscher Wetterdienst (DWD, "Vorschriften und Betriebsunterlagen Nr. 3", also quoted in
 * German Wikipedia "Barometrische Höhenformel", Reduktion auf Meereshöhe):
 *
 *   p0 = p · exp( g0 · h / ( R · (T + Ch · E + a · h / 2) ) )
 *
 * g0 = 9.80665 m/s², R = 287.05 J/(kg·K) (dry air), T station temperature in K, h station elevation in m,
 * a = 0.0065 K/m (standard lapse rate: T + a·h/2 is the mean temperature of the fictitious air column),
 * Ch = 0.12 K/hPa and E the vapour pressure in hPa (humidity correction of that column).
 *
 * Validity: it is the hypsometric equation for a fictitious column with the standard lapse rate, so it is
 * exact in the ICAO standard atmosphere (1013.25 hPa at sea level) and accurate to a few tenths of a hPa for
 * stations up to about 750 m; higher up, and in strong inversions, any reduction becomes uncertain.
 */

import { vapourPressureHpa } from './humidity.ts';

const G0 = 9.80665;
const R_DRY_AIR = 287.05;
const LAPSE_RATE_K_PER_M = 0.0065;
const HUMIDITY_CORRECTION_K_PER_HPA = 0.12;
const KELVIN_OFFSET = 273.15;

/** The ICAO standard atmosphere's sea-level pressure, hPa. */
export const STANDARD_SEA_LEVEL_PRESSURE_HPA = 1013.25;

/**
 * The DWD's estimate of the vapour pressure (hPa) from the temperature alone, for when no humidity is known.
 * It stands for the humidity usually met at that temperature in central Europe.
 */
function typicalVapourPressureHpa(temperatureC: number): number {
  return temperatureC < 9.1
    ? 5.6402 * (-0.0916 + Math.exp(0.06 * temperatureC))
    : 18.2194 * (1.0463 - Math.exp(-0.0666 * temperatureC));
}

/** Inputs of the reduction: the station's height and the air it measures. */
export interface PressureReductionConditions {
  /** Station elevation above mean sea level, m (negative below sea level). */
  readonly elevationM: number;
  /** Air temperature at the station, °C; `null` uses the standard atmosphere at that height (15 − 0.0065 h). */
  readonly temperatureC: number | null;
  /** Relative humidity, %; `null` or absent uses the DWD's typical vapour pressure for the temperature. */
  readonly relativeHumidity?: number | null;
}

/** exp(g0·h / (R·(T + Ch·E + a·h/2))): the ratio sea-level pressure / station pressure. */
function reductionFactor({
  elevationM,
  temperatureC,
  relativeHumidity,
}: PressureReductionConditions): number {
  const tC = temperatureC ?? 15 - LAPSE_RATE_K_PER_M * elevationM;
  const e =
    relativeHumidity === null || relativeHumidity === undefined
      ? typicalVapourPressureHpa(tC)
      : vapourPressureHpa(tC, relativeHumidity);
  const columnTemperatureK =
    tC + KELVIN_OFFSET + HUMIDITY_CORRECTION_K_PER_HPA * e + (LAPSE_RATE_K_PER_M * elevationM) / 2;
  return Math.exp((G0 * elevationM) / (R_DRY_AIR * columnTemperatureK));
}

/**
 * Sea-level (relative) pressure in hPa from the station's absolute pressure (hPa), by the DWD reduction
 * described at the top of this module. Elevation 0 returns the absolute pressure unchanged.
 */
export function seaLevelPressureHpa(
  absolutePressureHpa: number,
  conditions: PressureReductionConditions,
): number {
  return absolutePressureHpa * reductionFactor(conditions);
}

/**
 * Station (absolute) pressure in hPa from a sea-level (relative) pressure: the exact inverse of
 * {@link seaLevelPressureHpa} under the same conditions.
 */
export function absolutePressureHpa(
  seaLevelPressure: number,
  conditions: PressureReductionConditions,
): number {
  return seaLevelPressure / reductionFactor(conditions);
}
