/**
 * A wind rose: how often the wind blew from each of the 16 compass points (22.5° sectors centred on N, NNE,
 * … NNW) in each speed class, and how often it was calm, as shares of all samples with a speed. The speed
 * classes are groups of Beaufort forces (WMO bands, beaufort.ts), so they read the same in every speed unit:
 * calm is force 0 (below 0.3 m/s once rounded to tenths), then forces 1–2, 3, 4, 5 and 6 or more.
 * A sample with a speed of force 1 or more but no direction cannot be placed: it is counted apart
 * (`unplaced`), not in the shares. A sample without a speed is left out.
 */

import { beaufortForce } from './beaufort.ts';
import { compassPointIndex16 } from './wind-direction.ts';

/** Compass points of the rose, clockwise from north. */
export const WIND_ROSE_SECTORS = 16;

/** A speed class: its Beaufort forces (`toForce` null: and above) and its lower end in m/s. */
export interface WindRoseClass {
  readonly fromForce: number;
  readonly toForce: number | null;
  readonly fromMs: number;
}

/** The speed classes, slowest first; their lower ends are the WMO bands' (0.3, 3.4, 5.5, 8.0, 10.8 m/s). */
export const WIND_ROSE_CLASSES: readonly WindRoseClass[] = [
  { fromForce: 1, toForce: 2, fromMs: 0.3 },
  { fromForce: 3, toForce: 3, fromMs: 3.4 },
  { fromForce: 4, toForce: 4, fromMs: 5.5 },
  { fromForce: 5, toForce: 5, fromMs: 8.0 },
  { fromForce: 6, toForce: null, fromMs: 10.8 },
];

/** One wind sample: a reading, or the mean of a rollup (speed mean, vector-mean direction). */
export interface WindRoseSample {
  readonly speedMs: number | null;
  readonly directionDeg: number | null;
}

/** Counts of a wind rose: `counts[sector][class]`, sectors from N clockwise, classes slowest first. */
export interface WindRoseTally {
  /** Samples with a speed: calm, placed and unplaced. */
  samples: number;
  calm: number;
  /** Samples with wind but no direction. */
  unplaced: number;
  counts: number[][];
}

/** The class index (0 = forces 1–2 … 4 = force 6 and more) of a speed, 'calm', or null without a speed. */
export function windRoseClassIndex(speedMs: number | null): number | 'calm' | null {
  if (speedMs === null) return null;
  const force = beaufortForce(speedMs);
  if (force === null) return null;
  if (force === 0) return 'calm';
  let index = 0;
  for (let i = 0; i < WIND_ROSE_CLASSES.length; i += 1) {
    if (force >= (WIND_ROSE_CLASSES[i]?.fromForce ?? Infinity)) index = i;
  }
  return index;
}

/** An empty tally. */
export function emptyWindRose(): WindRoseTally {
  return {
    samples: 0,
    calm: 0,
    unplaced: 0,
    counts: Array.from({ length: WIND_ROSE_SECTORS }, () => WIND_ROSE_CLASSES.map(() => 0)),
  };
}

/** Adds one sample to `tally` (in place) and returns it. */
export function addToWindRose(tally: WindRoseTally, sample: WindRoseSample): WindRoseTally {
  const speedClass = windRoseClassIndex(sample.speedMs);
  if (speedClass === null) return tally;
  tally.samples += 1;
  if (speedClass === 'calm') {
    tally.calm += 1;
    return tally;
  }
  if (sample.directionDeg === null || !Number.isFinite(sample.directionDeg)) {
    tally.unplaced += 1;
    return tally;
  }
  const row = tally.counts[compassPointIndex16(sample.directionDeg)];
  if (row !== undefined) row[speedClass] = (row[speedClass] ?? 0) + 1;
  return tally;
}

/** The tally of `samples`. */
export function tallyWindRose(samples: Iterable<WindRoseSample>): WindRoseTally {
  const tally = emptyWindRose();
  for (const sample of samples) addToWindRose(tally, sample);
  return tally;
}

/** A tally as percentages of its calm and placed samples (0 for an empty tally). */
export interface WindRoseShares {
  calmPct: number;
  /** `sectors[sector][class]`, percent. */
  sectors: number[][];
}

/**
 * The shares of a tally in percent of its calm and placed samples (the unplaced ones are left out, so the
 * shares add up to 100), rounded to `decimals` places.
 */
export function windRoseShares(tally: WindRoseTally, decimals = 2): WindRoseShares {
  const base = tally.samples - tally.unplaced;
  const factor = 10 ** decimals;
  const pct = (count: number) => (base === 0 ? 0 : Math.round((count / base) * 100 * factor) / factor);
  return { calmPct: pct(tally.calm), sectors: tally.counts.map((row) => row.map(pct)) };
}
