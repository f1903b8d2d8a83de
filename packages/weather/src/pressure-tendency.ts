/**
 * The barometric tendency in words: the change of the sea-level pressure over the 3 hours before an
 * observation, named as the Met Office's station reports name it (Royal Meteorological Society, "Marine
 * forecast glossary", pressure tendency in station reports; the same bands in the uk.sci.weather FAQ on the
 * Shipping Forecast's terms):
 *
 *   steady: less than 0.1 hPa · slowly: 0.1 to 1.5 hPa · (plain) rising/falling: 1.6 to 3.5 hPa ·
 *   quickly: 3.6 to 6.0 hPa · very rapidly: more than 6.0 hPa in the preceding three hours.
 *
 * The bands are written in tenths of a hPa (the resolution a synoptic report gives the change in), so the
 * change is first rounded to 0.1 hPa: 1.54 is 'slowly', 1.55 is plain 'rising', 6.04 'quickly', 6.05 'very
 * rapidly'. The characteristic of the change (WMO code table 0200: rising then falling, …) is not derived.
 */

/** How fast the pressure changed, whatever its sign. */
export const PRESSURE_TENDENCY_RATES = ['steady', 'slowly', 'plain', 'quickly', 'veryRapidly'] as const;
export type PressureTendencyRate = (typeof PRESSURE_TENDENCY_RATES)[number];

/**
 * The tendency keys, from the fastest fall to the fastest rise: what an answer carries and the web names
 * in the visitor's language ('leicht steigend', 'rasch fallend', …).
 */
export const PRESSURE_TENDENCIES = [
  'fallingVeryRapidly',
  'fallingQuickly',
  'falling',
  'fallingSlowly',
  'steady',
  'risingSlowly',
  'rising',
  'risingQuickly',
  'risingVeryRapidly',
] as const;
export type PressureTendency = (typeof PRESSURE_TENDENCIES)[number];

/** The span the tendency is measured over. */
export const PRESSURE_TENDENCY_SPAN_MS = 3 * 60 * 60_000;
/** How far from 3 hours before the latest reading the earlier reading may be (as the one-hour variation). */
export const PRESSURE_TENDENCY_TOLERANCE_MS = 10 * 60_000;

/** Upper ends of the bands, in tenths of a hPa: steady 0, slowly 1–15, plain 16–35, quickly 36–60. */
const UPPER_TENTHS = [0, 15, 35, 60] as const;

/** The rate band of a 3-hour change in hPa (its sign ignored); null for a non-finite change. */
export function pressureTendencyRate(change3hHpa: number): PressureTendencyRate | null {
  if (!Number.isFinite(change3hHpa)) return null;
  // toPrecision removes binary noise (1.55 * 10 = 15.499…) before rounding to tenths.
  const tenths = Math.round(Number((Math.abs(change3hHpa) * 10).toPrecision(12)));
  const band = UPPER_TENTHS.findIndex((upper) => tenths <= upper);
  return PRESSURE_TENDENCY_RATES[band === -1 ? 4 : band] ?? null;
}

/**
 * The tendency of a 3-hour change of the sea-level pressure in hPa (now minus 3 hours before): 'steady' below
 * 0.1 hPa, else the direction and the rate ('risingSlowly', 'falling', 'fallingVeryRapidly', …); null for a
 * non-finite change.
 */
export function pressureTendency(change3hHpa: number): PressureTendency | null {
  const rate = pressureTendencyRate(change3hHpa);
  if (rate === null) return null;
  if (rate === 'steady') return 'steady';
  const direction = change3hHpa > 0 ? 'rising' : 'falling';
  switch (rate) {
    case 'slowly':
      return `${direction}Slowly`;
    case 'plain':
      return direction;
    case 'quickly':
      return `${direction}Quickly`;
    case 'veryRapidly':
      return `${direction}VeryRapidly`;
  }
}
