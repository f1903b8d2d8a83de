import { DAY_MS, dayBounds } from '@meteodeck/weather';
import {
  Body,
  Illumination,
  MoonPhase,
  Observer,
  SearchAltitude,
  SearchHourAngle,
  SearchMoonPhase,
  SearchRiseSet,
  Seasons,
} from 'astronomy-engine';

/**
 * Where the sky is computed: degrees north and east (WGS84) and metres above sea level. The elevation is the
 * observer's height for astronomy-engine: refraction at the horizon is scaled by the air density at that
 * height (U.S. Standard Atmosphere 1976) and the moon's parallax is topocentric. It is not a horizon dip:
 * the station stands on its ground, whose horizon is the land around it (docs/DESIGN.md, "The almanac").
 */
export interface SkyPlace {
  lat: number;
  lng: number;
  elevation: number;
}

/** The eight moon phases from new moon through waxing to waning; the locales name them (`sky.phases.*`). */
export const MOON_PHASES = [
  'newMoon',
  'waxingCrescent',
  'firstQuarter',
  'waxingGibbous',
  'fullMoon',
  'waningGibbous',
  'lastQuarter',
  'waningCrescent',
] as const;
export type MoonPhaseKey = (typeof MOON_PHASES)[number];

/** The four turns of the year; the locales name them (`sky.seasons.*`). */
export type SeasonKey = 'marchEquinox' | 'juneSolstice' | 'septemberEquinox' | 'decemberSolstice';

/** Whether the sun stays up or down all the local day (no sunrise and no sunset), or null when it does not. */
export type PolarState = 'polarDay' | 'polarNight' | null;

/** The sun over one local day: instants, null when the event does not happen that day. */
export interface SunDay {
  sunrise: Date | null;
  sunset: Date | null;
  /** The sun's upper transit (highest point), in the local day. */
  solarNoon: Date | null;
  /** Sunset minus sunrise; 24 h in polar day, 0 in polar night, null when only one of them happens. */
  dayLengthMs: number | null;
  polar: PolarState;
  civilDawn: Date | null;
  civilDusk: Date | null;
  nauticalDawn: Date | null;
  nauticalDusk: Date | null;
  astronomicalDawn: Date | null;
  astronomicalDusk: Date | null;
}

/** Sun and moon of one local day at one place: what the home page's card shows. */
export interface Ephemeris {
  sunrise: Date | null;
  sunset: Date | null;
  dayLengthMs: number | null;
  moonrise: Date | null;
  moonset: Date | null;
  moonPhase: MoonPhaseKey;
  /** Lit fraction of the moon's disc, 0–100 %. */
  moonIlluminationPercent: number;
}

/** The almanac page: today's sun with twilights, its change since yesterday, the moon and what comes next. */
export interface Almanac extends Ephemeris {
  sun: SunDay;
  /** Today's day length minus yesterday's, null when either is unknown. */
  dayLengthChangeMs: number | null;
  nextNewMoon: Date;
  nextFullMoon: Date;
  nextSeason: { key: SeasonKey; at: Date };
}

/** Twilights by the sun centre's altitude below the horizon, without refraction (the usual convention). */
const TWILIGHT_DEGREES = { civil: -6, nautical: -12, astronomical: -18 } as const;

const observerAt = (place: SkyPlace) => new Observer(place.lat, place.lng, place.elevation);

/** An event found by `search` from `startMs` on, kept when it falls before `endMs`. */
function within(
  startMs: number,
  endMs: number,
  search: (start: Date, days: number) => { date: Date } | null,
) {
  const found = search(new Date(startMs), (endMs - startMs) / DAY_MS);
  return found !== null && found.date.getTime() < endMs ? found.date : null;
}

/**
 * German, English and French texts name a moon phase by the eighth of the cycle centred on it: `phase` runs
 * from 0 (new) over 0.25 (first quarter), 0.5 (full) and 0.75 (last quarter) back to 1, so 0.97 and 0.02
 * are both the new moon.
 */
export function moonPhaseKey(phase: number): MoonPhaseKey {
  return MOON_PHASES[Math.round(phase * 8) % 8] ?? 'newMoon';
}

/** The sun on the local day [startMs, endMs) at a place (astronomy-engine, VSOP87, under a minute). */
export function sunDay(startMs: number, endMs: number, place: SkyPlace): SunDay {
  const observer = observerAt(place);
  const riseSet = (direction: 1 | -1) =>
    within(startMs, endMs, (start, days) => SearchRiseSet(Body.Sun, observer, direction, start, days));
  const altitude = (direction: 1 | -1, degrees: number) =>
    within(startMs, endMs, (start, days) =>
      SearchAltitude(Body.Sun, observer, direction, start, days, degrees),
    );
  const transit = SearchHourAngle(Body.Sun, observer, 0, new Date(startMs), +1);
  const solarNoon = transit.time.date.getTime() < endMs ? transit.time.date : null;
  const sunrise = riseSet(+1);
  const sunset = riseSet(-1);
  let polar: PolarState = null;
  let dayLengthMs: number | null = null;
  if (sunrise !== null && sunset !== null) {
    // Near the poles the sun may set before it rises in one local day: the light is then the day's two
    // ends, from its start to sunset and from sunrise to its end.
    dayLengthMs =
      sunset > sunrise
        ? sunset.getTime() - sunrise.getTime()
        : endMs - startMs - (sunrise.getTime() - sunset.getTime());
  } else if (sunrise === null && sunset === null) {
    // Without a crossing the sun stays on one side of the horizon all day: its highest point tells which.
    polar = transit.hor.altitude > 0 ? 'polarDay' : 'polarNight';
    dayLengthMs = polar === 'polarDay' ? DAY_MS : 0;
  }
  return {
    sunrise,
    sunset,
    solarNoon,
    dayLengthMs,
    polar,
    civilDawn: altitude(+1, TWILIGHT_DEGREES.civil),
    civilDusk: altitude(-1, TWILIGHT_DEGREES.civil),
    nauticalDawn: altitude(+1, TWILIGHT_DEGREES.nautical),
    nauticalDusk: altitude(-1, TWILIGHT_DEGREES.nautical),
    astronomicalDawn: altitude(+1, TWILIGHT_DEGREES.astronomical),
    astronomicalDusk: altitude(-1, TWILIGHT_DEGREES.astronomical),
  };
}

/** The moon on the local day [startMs, endMs) and its phase at `now`. */
function moonDay(now: Date, startMs: number, endMs: number, place: SkyPlace) {
  const observer = observerAt(place);
  const riseSet = (direction: 1 | -1) =>
    within(startMs, endMs, (start, days) => SearchRiseSet(Body.Moon, observer, direction, start, days));
  return {
    moonrise: riseSet(+1),
    moonset: riseSet(-1),
    moonPhase: moonPhaseKey(MoonPhase(now) / 360),
    moonIlluminationPercent: Math.round(Illumination(Body.Moon, now).phase_fraction * 100),
  };
}

/** The next equinox or solstice after `now`. */
export function nextSeason(now: Date): { key: SeasonKey; at: Date } {
  const year = now.getUTCFullYear();
  for (const seasons of [Seasons(year), Seasons(year + 1)]) {
    const turns: [SeasonKey, Date][] = [
      ['marchEquinox', seasons.mar_equinox.date],
      ['juneSolstice', seasons.jun_solstice.date],
      ['septemberEquinox', seasons.sep_equinox.date],
      ['decemberSolstice', seasons.dec_solstice.date],
    ];
    const next = turns.find(([, at]) => at > now);
    if (next !== undefined) return { key: next[0], at: next[1] };
  }
  throw new Error('no equinox or solstice within two years');
}

/** The next instant after `now` when the moon's ecliptic longitude leads the sun's by `degrees`. */
function nextMoonPhase(now: Date, degrees: number): Date {
  const found = SearchMoonPhase(degrees, now, 40);
  if (found === null) throw new Error('no moon phase within 40 days');
  return found.date;
}

/**
 * Sun and moon on the local day of `now` in `timeZone` at a place (the home page's card). Near the poles
 * sunrise and sunset are null (polar day or night), and the moon may neither rise nor set on a given day.
 */
export function computeEphemeris(now: Date, place: SkyPlace, timeZone: string): Ephemeris {
  const { startMs, endMs } = dayBounds(now.getTime(), timeZone);
  const { sunrise, sunset, dayLengthMs } = sunDay(startMs, endMs, place);
  return { sunrise, sunset, dayLengthMs, ...moonDay(now, startMs, endMs, place) };
}

/** Everything the almanac page shows, for the local day of `now` in `timeZone` at a place. */
export function computeAlmanac(now: Date, place: SkyPlace, timeZone: string): Almanac {
  const { startMs, endMs } = dayBounds(now.getTime(), timeZone);
  const yesterday = dayBounds(startMs - 1, timeZone);
  const sun = sunDay(startMs, endMs, place);
  const before = sunDay(yesterday.startMs, yesterday.endMs, place);
  return {
    sun,
    sunrise: sun.sunrise,
    sunset: sun.sunset,
    dayLengthMs: sun.dayLengthMs,
    dayLengthChangeMs:
      sun.dayLengthMs === null || before.dayLengthMs === null ? null : sun.dayLengthMs - before.dayLengthMs,
    ...moonDay(now, startMs, endMs, place),
    nextNewMoon: nextMoonPhase(now, 0),
    nextFullMoon: nextMoonPhase(now, 180),
    nextSeason: nextSeason(now),
  };
}
