/**
 * The value of a time series at an instant, for tooltips: ECharts' axis tooltip lists only the series whose
 * point lies nearest the pointer (a reading every 3 minutes hides the 10-minute bars and the running
 * total beside it), so a chart's tooltip looks each series up itself.
 */

/** A point of a series: epoch ms and its value (null: a gap). */
export type TimePoint = readonly [number, number | null];

/** The usual distance between neighbouring points of a series (their median gap), ms; 0 for fewer than 2. */
export function typicalGap(points: readonly TimePoint[]): number {
  if (points.length < 2) return 0;
  const gaps: number[] = [];
  for (let index = 1; index < points.length; index += 1) {
    gaps.push((points[index]?.[0] ?? 0) - (points[index - 1]?.[0] ?? 0));
  }
  gaps.sort((a, b) => a - b);
  return gaps[Math.floor(gaps.length / 2)] ?? 0;
}

/**
 * The index of the point of `points` (in time order) nearest `at`, or -1 when there is none within
 * `tolerance` ms.
 */
export function nearestIndex(points: readonly TimePoint[], at: number, tolerance: number): number {
  let low = 0;
  let high = points.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((points[middle]?.[0] ?? 0) < at) low = middle + 1;
    else high = middle;
  }
  let best = -1;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const index of [low - 1, low]) {
    const point = points[index];
    if (point === undefined) continue;
    const distance = Math.abs(point[0] - at);
    if (distance < bestDistance) {
      best = index;
      bestDistance = distance;
    }
  }
  return bestDistance <= tolerance ? best : -1;
}
