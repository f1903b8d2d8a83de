/**
 * Random sources for the simulators. They take a `Random` (uniform in [0, 1), like Math.random) so that tests
 * pass a seeded one and get the same weather every run.
 */

/** Uniform numbers in [0, 1). */
export type Random = () => number;

/**
 * A seeded generator (mulberry32, Tommy Ettinger's 32-bit mixer): fast, 2^32 period, plenty for a demo.
 * Same seed, same sequence.
 */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A standard normal draw (Box-Muller), from two uniform draws of `random`. */
export function gaussian(random: Random): number {
  const u = Math.max(random(), Number.MIN_VALUE);
  const v = random();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}
