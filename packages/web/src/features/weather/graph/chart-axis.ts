import type { SeriesPoint, ShapedSeries } from './chart-series.ts';

/**
 * Value axes with evenly spaced round ticks, computed here rather than left to ECharts: given a fixed minimum
 * and maximum that its own interval does not divide, ECharts adds the bounds as extra ticks ('−12' drawn over
 * '−10'). Bounds and interval from {@link niceAxis} always divide evenly, so every tick is a round number.
 */

export interface ValueAxis {
  min: number;
  max: number;
  /** Distance between ticks; (max − min) / interval is a whole number of steps. */
  interval: number;
}

/** Round tick distances within a decade. */
const FACTORS = [1, 2, 2.5, 5] as const;
/** Fewest and most steps between the lowest and the highest tick (a 350 px chart has room for about 11). */
const MIN_STEPS = 4;
const MAX_STEPS = 11;

/** Trims binary noise (29.200000000000003) to the decimals a step needs. */
function trim(value: number, step: number): number {
  const decimals = Math.max(0, Math.ceil(-Math.log10(step)) + 1);
  return Number(value.toFixed(decimals));
}

/**
 * The tightest axis holding [low, high] whose bounds are multiples of a round step (1, 2, 2.5 or 5 × 10^k)
 * with 4 to 11 steps between them; between two equally tight axes, the one with fewer ticks. The spec's
 * ranges come out as they are (−10…40 by 10, 0…100 by 20); data beyond them widen the axis to the next round
 * ticks (−12 °C gives −15…40 by 5, not a '−12' tick over '−10').
 */
export function niceAxis(low: number, high: number): ValueAxis {
  if (!Number.isFinite(low) || !Number.isFinite(high)) return { min: 0, max: 1, interval: 0.25 };
  const lo = Math.min(low, high);
  const hi = Math.max(low, high);
  // A flat series still gets an axis around its value.
  const span = hi - lo > 0 ? hi - lo : Math.max(Math.abs(hi), 1);
  const top = hi - lo > 0 ? hi : hi + span / 2;
  const bottom = hi - lo > 0 ? lo : lo - span / 2;
  let best: (ValueAxis & { weight: number }) | null = null;
  const firstExponent = Math.floor(Math.log10(span / MAX_STEPS)) - 1;
  for (let exponent = firstExponent; exponent <= firstExponent + 3; exponent += 1) {
    for (const factor of FACTORS) {
      const step = factor * 10 ** exponent;
      const min = Math.floor(bottom / step + 1e-9) * step;
      const max = Math.ceil(top / step - 1e-9) * step;
      const steps = Math.round((max - min) / step);
      if (steps < MIN_STEPS || steps > MAX_STEPS) continue;
      // Between equally tight axes: fewer ticks, and quarters (2.5, 25) only when clearly fewer.
      const weight = steps + (factor === 2.5 ? 2 : 0);
      const tighter = best === null || max - min < best.max - best.min - step * 1e-6;
      const asTight = best !== null && Math.abs(max - min - (best.max - best.min)) <= step * 1e-6;
      if (tighter || (asTight && best !== null && weight < best.weight)) {
        best = { min: trim(min, step), max: trim(max, step), interval: trim(step, step), weight };
      }
    }
  }
  if (best === null) return { min: bottom, max: top, interval: (top - bottom) / MIN_STEPS };
  return { min: best.min, max: best.max, interval: best.interval };
}

/** The ticks of an axis, lowest first. */
export function axisTicks(axis: ValueAxis): number[] {
  const steps = Math.round((axis.max - axis.min) / axis.interval);
  return Array.from({ length: steps + 1 }, (_, index) =>
    trim(axis.min + index * axis.interval, axis.interval),
  );
}

/** Lowest and highest drawn value of series (points, band edges, extremes); null without any. */
export function valueSpan(series: readonly ShapedSeries[]): { min: number; max: number } | null {
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  const include = (points: readonly SeriesPoint[]) => {
    for (const [, value] of points) {
      if (value === null) continue;
      min = Math.min(min, value);
      max = Math.max(max, value);
    }
  };
  for (const shaped of series) {
    include(shaped.points);
    if (shaped.band !== null) {
      include(shaped.band.min);
      include(shaped.band.max);
    }
    if (shaped.extremes !== null) {
      min = Math.min(min, shaped.extremes.min.value);
      max = Math.max(max, shaped.extremes.max.value);
    }
  }
  return min <= max ? { min, max } : null;
}

/** Share of a fitted axis' span left free above its highest value (and below its lowest), for the pins. */
const HEADROOM = 0.08;

/**
 * A y axis: `range` (the spec's, converted to the station's unit; absent for side axes and the rain bars)
 * as the minimum extent, widened to the values (real data is never clipped), with round bounds and a tick
 * distance that divides them evenly ({@link niceAxis}). `fitted` leaves the spec's range out; an axis of
 * amounts or indices starts at 0 either way, and one without values spans at least `least`.
 */
export function axisOver(
  span: { min: number; max: number } | null,
  range: { min: number; max: number } | null,
  zeroBased: boolean,
  least: number,
): { axis: ValueAxis; fitted: ValueAxis } {
  const build = (withRange: boolean) => {
    let min = withRange && range !== null ? range.min : Number.POSITIVE_INFINITY;
    let max = withRange && range !== null ? range.max : Number.NEGATIVE_INFINITY;
    if (span !== null) {
      min = Math.min(min, span.min);
      max = Math.max(max, span.max);
    }
    if (zeroBased) {
      min = Math.min(0, Number.isFinite(min) ? min : 0);
      max = Math.max(max, min + least);
    } else if (!Number.isFinite(min) || !Number.isFinite(max)) {
      return niceAxis(0, least);
    }
    // Fitted to the data, room above (and below) the extremes for their pins' labels.
    if (!withRange || range === null) {
      const room = (max - min) * HEADROOM;
      return niceAxis(zeroBased ? min : min - room, max + room);
    }
    return niceAxis(min, max);
  };
  return { axis: build(true), fitted: build(false) };
}
