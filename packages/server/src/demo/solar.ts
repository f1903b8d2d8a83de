/**
 * The sun for the simulators beyond what @meteodeck/weather says of it (the sun's elevation and the
 * clear-sky irradiance): the clear-sky UV index and what clouds let through.
 */

const DEG = Math.PI / 180;

/**
 * Clear-sky UV index for a solar elevation in degrees, from the usual power law in the cosine of the solar
 * zenith angle (UVI ≈ 12.5 · cos(θ)^2.42, Madronich 2007, ozone near 300 DU). 0 below the horizon.
 */
export function clearSkyUvIndex(elevationDeg: number): number {
  if (elevationDeg <= 0) return 0;
  return 12.5 * Math.sin(elevationDeg * DEG) ** 2.42;
}

/**
 * The share of clear-sky irradiance that reaches the ground under a cloud cover `cloud` in 0…1
 * (Kasten & Czeplak 1980: 1 − 0.75 · N^3.4 with N the cover in oktas / 8).
 */
export function cloudTransmission(cloud: number): number {
  return 1 - 0.75 * Math.max(0, Math.min(1, cloud)) ** 3.4;
}
