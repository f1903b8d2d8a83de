/**
 * The sun for the simulators: where it stands and how much it shines on a clear day. Good to a fraction of
 * a degree, which is all a simulated pyranometer needs (astronomy-engine lives in the web package only).
 */
import { DAY_MS } from '@meteodeck/weather';

const DEG = Math.PI / 180;
/** 2000-01-01T12:00:00Z (J2000.0) in epoch ms. */
const J2000_MS = Date.UTC(2000, 0, 1, 12);

/**
 * Solar elevation above the horizon in degrees (negative at night) at `atMs` for a place at `latDeg`,
 * `lngDeg` (east positive). Formulas of the US Naval Observatory's "Approximate Solar Coordinates"
 * (mean anomaly, ecliptic longitude, obliquity, Greenwich mean sidereal time), without refraction.
 */
export function solarElevationDeg(atMs: number, latDeg: number, lngDeg: number): number {
  const d = (atMs - J2000_MS) / DAY_MS;
  const g = (357.529 + 0.98560028 * d) * DEG;
  const q = 280.459 + 0.98564736 * d;
  const eclipticLng = (q + 1.915 * Math.sin(g) + 0.02 * Math.sin(2 * g)) * DEG;
  const obliquity = (23.439 - 0.00000036 * d) * DEG;
  const rightAscension = Math.atan2(Math.cos(obliquity) * Math.sin(eclipticLng), Math.cos(eclipticLng));
  const declination = Math.asin(Math.sin(obliquity) * Math.sin(eclipticLng));
  const gmstHours = 18.697374558 + 24.06570982441908 * d;
  const hourAngle = (gmstHours * 15 + lngDeg) * DEG - rightAscension;
  const lat = latDeg * DEG;
  const sinElevation =
    Math.sin(lat) * Math.sin(declination) + Math.cos(lat) * Math.cos(declination) * Math.cos(hourAngle);
  return Math.asin(Math.max(-1, Math.min(1, sinElevation))) / DEG;
}

/**
 * Clear-sky global horizontal irradiance in W/m² for a solar elevation in degrees: Haurwitz (1945),
 * 1098 · sin h · exp(−0.057 / sin h). 0 when the sun is below the horizon.
 */
export function clearSkyIrradiance(elevationDeg: number): number {
  if (elevationDeg <= 0) return 0;
  const sinH = Math.sin(elevationDeg * DEG);
  return 1098 * sinH * Math.exp(-0.057 / sinH);
}

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
