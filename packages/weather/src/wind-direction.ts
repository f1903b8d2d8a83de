/**
 * Averages of wind direction. Directions are angles, so they are averaged as unit vectors (the "unit vector
 * mean", WMO-No. 8 Guide, part I §5.8.3 and annex): an arithmetic mean of 350° and 10° would give 180°,
 * the vector mean gives 0°.
 */

/** One direction sample: where the wind blows from, in degrees, and optionally its speed in m/s. */
export interface WindSample {
  readonly directionDeg: number;
  /** When given, a speed of 0 marks calm and the sample is ignored; with `weightBySpeed` it is the weight. */
  readonly speedMs?: number | null;
}

/** Options of {@link meanWindDirectionDeg}. */
export interface MeanWindDirectionOptions {
  /** Weight each vector by its speed (the resultant wind direction) instead of counting each sample once. */
  readonly weightBySpeed?: boolean;
}

/** Resultants shorter than this fraction of the total weight have no meaningful direction. */
const NO_DIRECTION_RATIO = 1e-9;

/**
 * Vector mean of wind directions in degrees, in [0, 360). 350° and 10° give 0°; 0° and 360° are the same.
 * Samples with a non-finite direction, or with a speed of 0 (calm: the vane points anywhere) are ignored;
 * with `weightBySpeed`, samples without a speed are ignored too.
 * Returns `null` when nothing is left (empty, all calm) or when the vectors cancel out (90° and 270° with
 * equal weight): there is no mean direction then.
 */
export function meanWindDirectionDeg(
  samples: readonly WindSample[],
  options: MeanWindDirectionOptions = {},
): number | null {
  let east = 0;
  let north = 0;
  let totalWeight = 0;
  for (const { directionDeg, speedMs } of samples) {
    if (!Number.isFinite(directionDeg)) continue;
    if (speedMs === 0) continue;
    let weight = 1;
    if (options.weightBySpeed) {
      if (speedMs === null || speedMs === undefined || !Number.isFinite(speedMs) || speedMs < 0) continue;
      weight = speedMs;
    }
    const radians = (directionDeg * Math.PI) / 180;
    east += weight * Math.sin(radians);
    north += weight * Math.cos(radians);
    totalWeight += weight;
  }
  if (totalWeight === 0) return null;
  if (Math.hypot(east, north) < NO_DIRECTION_RATIO * totalWeight) return null;
  return normalizeDirectionDeg((Math.atan2(east, north) * 180) / Math.PI);
}

/**
 * Brings any angle into [0, 360) degrees: −10 → 350, 360 → 0, 725 → 5. Values within a micro-degree of
 * 360 become 0 so that a mean of 350° and 10° reads 0, not 359.99999999999994.
 */
export function normalizeDirectionDeg(directionDeg: number): number {
  const rounded = Math.round(directionDeg * 1e6) / 1e6;
  const normalized = ((rounded % 360) + 360) % 360;
  return normalized === 0 ? 0 : normalized;
}

/** English abbreviations of the 16 compass points, clockwise from north. */
export const COMPASS_POINTS_16_EN = [
  'N',
  'NNE',
  'NE',
  'ENE',
  'E',
  'ESE',
  'SE',
  'SSE',
  'S',
  'SSW',
  'SW',
  'WSW',
  'W',
  'WNW',
  'NW',
  'NNW',
] as const;

/** German abbreviations of the 16 compass points (O for Ost), clockwise from north. */
export const COMPASS_POINTS_16_DE = [
  'N',
  'NNO',
  'NO',
  'ONO',
  'O',
  'OSO',
  'SO',
  'SSO',
  'S',
  'SSW',
  'SW',
  'WSW',
  'W',
  'WNW',
  'NW',
  'NNW',
] as const;

/** French abbreviations of the 16 compass points (O for ouest), clockwise from north. */
export const COMPASS_POINTS_16_FR = [
  'N',
  'NNE',
  'NE',
  'ENE',
  'E',
  'ESE',
  'SE',
  'SSE',
  'S',
  'SSO',
  'SO',
  'OSO',
  'O',
  'ONO',
  'NO',
  'NNO',
] as const;

/**
 * Index 0–15 of the compass point (N, NNE, … NNW; 22.5° sectors centred on each point) a direction in
 * degrees falls in: 348.75° up to 11.25° is N (0), 11.25° starts NNE (1). Index the name lists above with it.
 */
export function compassPointIndex16(directionDeg: number): number {
  return Math.floor(normalizeDirectionDeg(directionDeg + 11.25) / 22.5) % 16;
}
