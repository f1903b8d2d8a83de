/**
 * Dew point and relative humidity with the Magnus formula, coefficients a = 17.27 and b = 237.7 °C
 * (Murray 1967, as used by Barenbrug 1974 and DESIGN §6). Over liquid water the approximation is within
 * ±0.4 °C of the Goff-Gratch reference for 0 °C < T < 60 °C, 1 % < RH ≤ 100 % and 0 °C < Td < 50 °C
 * (Lawrence 2005, BAMS 86:225); below 0 °C it keeps giving the dew point over water (not the frost point),
 * which is what station consoles display.
 */

const MAGNUS_A = 17.27;
const MAGNUS_B_C = 237.7;
const MAGNUS_E0_HPA = 6.1078;

function magnusGamma(temperatureC: number): number {
  return (MAGNUS_A * temperatureC) / (MAGNUS_B_C + temperatureC);
}

/**
 * Saturation vapour pressure over water in hPa (Magnus, e0 = 6.1078 hPa). Same validity as the module:
 * within about 0.5 % for −10…+50 °C.
 */
export function saturationVapourPressureHpa(temperatureC: number): number {
  return MAGNUS_E0_HPA * Math.exp(magnusGamma(temperatureC));
}

/**
 * Dew point in °C from air temperature (°C) and relative humidity (%), Magnus formula.
 * Edge cases: RH 100 gives the temperature itself; RH above 100 (some sensors report 101 %) is treated as
 * 100; RH ≤ 0 has no dew point (it tends to −∞), so the answer is `null`, as it is for non-finite input.
 */
export function dewPointC(temperatureC: number, relativeHumidity: number): number | null {
  if (!Number.isFinite(temperatureC) || !Number.isFinite(relativeHumidity) || relativeHumidity <= 0) {
    return null;
  }
  const gamma = Math.log(Math.min(relativeHumidity, 100) / 100) + magnusGamma(temperatureC);
  return (MAGNUS_B_C * gamma) / (MAGNUS_A - gamma);
}

/**
 * Relative humidity in % from air temperature and dew point (both °C), the inverse of {@link dewPointC}.
 * A dew point above the temperature (a sensor artefact) gives 100, never more. `null` for non-finite input.
 */
export function relativeHumidityFromDewPoint(temperatureC: number, dewPointCelsius: number): number | null {
  if (!Number.isFinite(temperatureC) || !Number.isFinite(dewPointCelsius)) return null;
  const ratio = Math.exp(magnusGamma(dewPointCelsius) - magnusGamma(temperatureC));
  return Math.min(100, ratio * 100);
}

/**
 * Actual vapour pressure in hPa from temperature (°C) and relative humidity (%): RH × saturation pressure.
 * RH is clamped to 0…100.
 */
export function vapourPressureHpa(temperatureC: number, relativeHumidity: number): number {
  const rh = Math.min(100, Math.max(0, relativeHumidity));
  return (rh / 100) * saturationVapourPressureHpa(temperatureC);
}
