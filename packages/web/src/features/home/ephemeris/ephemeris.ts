import { DAY_MS, dayBounds } from '@meteodeck/weather';
import { getMoonIllumination, getMoonTimes, getTimes } from 'suncalc';

/** The eight moon phases, German names, from new moon through waxing to waning (phase 0 → 1). */
export const MOON_PHASE_NAMES_DE = [
  'Neumond',
  'Zunehmende Sichel',
  'Erstes Viertel',
  'Zunehmender Mond',
  'Vollmond',
  'Abnehmender Mond',
  'Letztes Viertel',
  'Abnehmende Sichel',
] as const;
export type MoonPhaseName = (typeof MOON_PHASE_NAMES_DE)[number];

/** Sun and moon of one local day at one place. Times are instants; null when the event does not happen. */
export interface Ephemeris {
  sunrise: Date | null;
  sunset: Date | null;
  /** Sunset minus sunrise in ms; 24 h in polar day, 0 in polar night, null when only one of them happens. */
  dayLengthMs: number | null;
  moonrise: Date | null;
  moonset: Date | null;
  moonPhase: MoonPhaseName;
  /** Lit fraction of the moon's disc, 0–100 %. */
  moonIlluminationPercent: number;
}

/**
 * German name of a suncalc moon phase (0 new, 0.25 first quarter, 0.5 full, 0.75 last quarter): each name
 * covers the eighth of the cycle centred on it, so 0.97 and 0.02 are both 'Neumond'.
 */
export function moonPhaseName(phase: number): MoonPhaseName {
  const index = Math.round(phase * 8) % 8;
  return MOON_PHASE_NAMES_DE[index] ?? 'Neumond';
}

/**
 * The first moonrise and moonset within the local day [startMs, endMs). suncalc searches one UTC calendar
 * day at a time, and a local day of a zone off UTC spans two of them, so both are searched.
 */
function moonTimesWithin(startMs: number, endMs: number, lat: number, lng: number) {
  const within = (date: Date | undefined) =>
    date !== undefined && date.getTime() >= startMs && date.getTime() < endMs ? date : undefined;
  const utcDays = [startMs, endMs - 1].map((ms) => new Date(ms - (ms % DAY_MS)));
  let moonrise: Date | null = null;
  let moonset: Date | null = null;
  for (const day of utcDays) {
    const times = getMoonTimes(day, lat, lng);
    moonrise ??= within(times.rise) ?? null;
    moonset ??= within(times.set) ?? null;
  }
  return { moonrise, moonset };
}

/**
 * Sun and moon on the local day of `now` in `timeZone` at a position (degrees north and east), after suncalc
 * (Vladimir Agafonkin's formulas from Astronomy Answers, a minute or so of accuracy). Near the poles sunrise
 * and sunset are null (polar day or night), and the moon may neither rise nor set on a given day.
 */
export function computeEphemeris(now: Date, lat: number, lng: number, timeZone: string): Ephemeris {
  const { startMs, endMs } = dayBounds(now.getTime(), timeZone);
  // suncalc picks the solar day around the instant it is given: the middle of the local day is inside it.
  const sun = getTimes(new Date((startMs + endMs) / 2), lat, lng);
  const { sunrise, sunset } = sun;
  let dayLengthMs: number | null = null;
  if (sunrise !== null && sunset !== null) dayLengthMs = sunset.getTime() - sunrise.getTime();
  else if (sun.alwaysUp === true) dayLengthMs = DAY_MS;
  else if (sun.alwaysDown === true) dayLengthMs = 0;
  const illumination = getMoonIllumination(now);
  return {
    sunrise,
    sunset,
    dayLengthMs,
    ...moonTimesWithin(startMs, endMs, lat, lng),
    moonPhase: moonPhaseName(illumination.phase),
    moonIlluminationPercent: Math.round(illumination.fraction * 100),
  };
}
