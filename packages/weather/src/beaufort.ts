/**
 * Beaufort force from the WMO wind-speed bands (WMO-No. 306 Manual on Codes, code table 1100; WMO-No. 8
 * Guide, annex 5.A), mean wind at 10 m in m/s given to one decimal:
 * 0: 0–0.2, 1: 0.3–1.5, 2: 1.6–3.3, 3: 3.4–5.4, 4: 5.5–7.9, 5: 8.0–10.7, 6: 10.8–13.8, 7: 13.9–17.1,
 * 8: 17.2–20.7, 9: 20.8–24.4, 10: 24.5–28.4, 11: 28.5–32.6, 12: 32.7 and above.
 * Names are the French ones of Météo-France; force 12 is 'Bombe météorologique' as the spec (§9) names it.
 */

export type BeaufortForce = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12;

/** French name of each force, index = force. */
export const BEAUFORT_NAMES_FR = [
  'Calme',
  'Très légère brise',
  'Légère brise',
  'Petite brise',
  'Jolie brise',
  'Bonne brise',
  'Vent frais',
  'Grand frais',
  'Coup de vent',
  'Fort coup de vent',
  'Tempête',
  'Violente tempête',
  'Bombe météorologique',
] as const;

export type BeaufortNameFr = (typeof BEAUFORT_NAMES_FR)[number];

/** Lowest speed of forces 1 to 12, in tenths of m/s (WMO bands). */
const BAND_LOWER_BOUNDS_DMS = [3, 16, 34, 55, 80, 108, 139, 172, 208, 245, 285, 327] as const;

/** A Beaufort force with its French name. */
export interface Beaufort {
  readonly force: BeaufortForce;
  readonly name: BeaufortNameFr;
}

/**
 * Beaufort force (0–12) of a mean wind speed in m/s. The speed is first rounded to 0.1 m/s (half up), the
 * resolution the WMO bands are written in, so 0.24 is force 0 and 0.25 force 1; 32.6 is 11, 32.7 is 12.
 * Negative or non-finite speeds have no force: `null`.
 */
export function beaufortForce(windSpeedMs: number): BeaufortForce | null {
  if (!Number.isFinite(windSpeedMs) || windSpeedMs < 0) return null;
  // toPrecision removes binary noise (1.55 * 10 = 15.499…) before rounding to tenths.
  const tenths = Math.round(Number((windSpeedMs * 10).toPrecision(12)));
  let force = 0;
  while (force < BAND_LOWER_BOUNDS_DMS.length && tenths >= (BAND_LOWER_BOUNDS_DMS[force] ?? Infinity)) {
    force += 1;
  }
  return toForce(force);
}

function toForce(value: number): BeaufortForce {
  switch (value) {
    case 0:
    case 1:
    case 2:
    case 3:
    case 4:
    case 5:
    case 6:
    case 7:
    case 8:
    case 9:
    case 10:
    case 11:
    case 12:
      return value;
    default:
      throw new RangeError(`not a Beaufort force: ${value}`);
  }
}

/** French name of a Beaufort force ('Calme' … 'Bombe météorologique'). */
export function beaufortNameFr(force: BeaufortForce): BeaufortNameFr {
  return BEAUFORT_NAMES_FR[force];
}

/** Beaufort force and French name of a mean wind speed in m/s; `null` as for {@link beaufortForce}. */
export function beaufort(windSpeedMs: number): Beaufort | null {
  const force = beaufortForce(windSpeedMs);
  return force === null ? null : { force, name: beaufortNameFr(force) };
}
