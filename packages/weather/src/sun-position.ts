/**
 * Where the sun stands and how much it shines on a clear day, good to a fraction of a degree: enough to
 * tell day from night at a station and to compare a pyranometer's reading with a cloudless sky (the
 * current condition) and to simulate one (the demo stations). The web app's almanac uses astronomy-engine.
 */
import { DAY_MS } from './time-constants.ts';

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
