/**
 * Mean wind direction from pre-summed unit vectors, for when the sums come from elsewhere than a list of
 * samples (a database aggregate over a graph bucket: SUM(sin(θ)), SUM(cos(θ)), COUNT). Same rule as
 * {@link meanWindDirectionDeg}: the unit vector mean of WMO-No. 8 Guide, part I §5.8.3 (350° and 10° give 0°).
 */

import { normalizeDirectionDeg } from './wind-direction.ts';

/** Resultants shorter than this fraction of the sample count have no meaningful direction. */
const NO_DIRECTION_RATIO = 1e-9;

/**
 * Direction in degrees [0, 360) of the resultant of `count` unit vectors whose east components (sin θ)
 * sum to `eastSum` and north components (cos θ) to `northSum`, θ being where the wind blows from.
 * `null` when there are no samples, a sum is not finite, or the vectors cancel out (90° and 270°).
 */
export function windDirectionFromVectorSums(eastSum: number, northSum: number, count: number): number | null {
  if (!(count > 0) || !Number.isFinite(eastSum) || !Number.isFinite(northSum)) return null;
  if (Math.hypot(eastSum, northSum) < NO_DIRECTION_RATIO * count) return null;
  return normalizeDirectionDeg((Math.atan2(eastSum, northSum) * 180) / Math.PI);
}
