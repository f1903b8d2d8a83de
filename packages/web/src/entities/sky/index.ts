// The sky entity: sun and moon at the station's place, computed in the browser with astronomy-engine (the
// home page's sun and moon card, the almanac page), and their formatting. Code outside this folder imports
// it from here only.
export {
  type Almanac,
  computeAlmanac,
  computeEphemeris,
  type Ephemeris,
  MOON_PHASES,
  type MoonPhaseKey,
  moonPhaseKey,
  nextSeason,
  type PolarState,
  type SeasonKey,
  type SkyPlace,
  type SunDay,
  sunDay,
} from './sky.ts';
export { formatDayLength, formatDayLengthChange, formatSkyDateTime, formatSkyTime } from './sky-format.ts';
