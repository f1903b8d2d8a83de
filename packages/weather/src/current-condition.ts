/**
 * The weather now in one word, read from a station's own sensors rather than from a forecast: rain from
 * the rain rate, the sky from the pyranometer against the clear-sky irradiance of the place and time, and
 * wind from the Beaufort force. What it cannot read it leaves out: no sky in the dark or without a
 * solar sensor, no word at all from a station that measures none of these.
 */
import { beaufortForce } from './beaufort.ts';
import { clearSkyIrradiance, solarElevationDeg } from './sun-position.ts';

/**
 * The kinds of condition, by precedence: rain over the sky, the sky over 'dry' (the rain gauge's word
 * when the sky cannot be read: at night or without a solar sensor), and 'windy' alone only when nothing
 * else is known.
 */
export const CURRENT_CONDITIONS = ['rain', 'clear', 'partlyCloudy', 'cloudy', 'dry', 'windy'] as const;
export type CurrentConditionKind = (typeof CURRENT_CONDITIONS)[number];

/**
 * The picture of each condition: the address of an SVG the web app serves from its public/conditions/, one
 * list so that the server's first screen and the app show the same picture; none for 'dry' (no sky to draw),
 * which is told by its word alone.
 */
export const CONDITION_ICONS: Readonly<Record<CurrentConditionKind, string | null>> = {
  rain: '/conditions/rain.svg',
  clear: '/conditions/clear.svg',
  partlyCloudy: '/conditions/partly-cloudy.svg',
  cloudy: '/conditions/cloudy.svg',
  dry: null,
  windy: '/conditions/windy.svg',
};

/** The condition now: its kind and whether it is windy as well ('Bewölkt, windig'). */
export interface CurrentCondition {
  kind: CurrentConditionKind;
  windy: boolean;
}

/** One reading of the solar sensor: global horizontal irradiance in W/m², null when it gave none. */
export interface SolarSample {
  atMs: number;
  solarRadiationWm2: number | null;
}

export interface CurrentConditionInput {
  /** The time of the latest reading (epoch ms) and the station's place (degrees north and east). */
  atMs: number;
  latDeg: number;
  lngDeg: number;
  /** The rain rate now (mm/h); null without a rain gauge. */
  rainRateMmH: number | null;
  /**
   * The solar sensor's readings of the last minutes (the wind-mean window, latest included), so that one
   * passing cloud does not decide the sky; none with a value: no solar sensor.
   */
  solar: readonly SolarSample[];
  /** The 10-minute mean wind and the latest gust (m/s); null when not measured. */
  windSpeedMs: number | null;
  windGustMs: number | null;
}

/** The sky is read only with the sun this high (degrees): lower, obstacles and the sensor's cosine error rule. */
export const SKY_READ_FROM_ELEVATION_DEG = 10;
/**
 * Bands of the clearness index (measured ÷ clear-sky irradiance): at or above 0.75 clear, at or above 0.4
 * partly cloudy, below cloudy. A cloudless sky gives 0.8 to 1.1 against Haurwitz's model, an overcast one
 * 0.1 to 0.3; the bands lie between, as the clear-sky index classes used for pyranometer records do.
 */
export const CLEAR_FROM_INDEX = 0.75;
export const PARTLY_CLOUDY_FROM_INDEX = 0.4;
/** Windy: a mean wind of Beaufort 5 ('frische Brise', 8.0 m/s) or more, or gusts of force 7 (13.9 m/s) or more. */
export const WINDY_FROM_FORCE = 5;
export const WINDY_GUST_FROM_FORCE = 7;

/**
 * The sky from the solar sensor: the ratio of the summed readings to the summed clear-sky irradiance at
 * their times. Null at night, with the sun below {@link SKY_READ_FROM_ELEVATION_DEG} at the latest
 * reading, or without a reading of the sensor.
 */
export function skyCondition(
  input: Pick<CurrentConditionInput, 'atMs' | 'latDeg' | 'lngDeg' | 'solar'>,
): 'clear' | 'partlyCloudy' | 'cloudy' | null {
  const { atMs, latDeg, lngDeg } = input;
  if (solarElevationDeg(atMs, latDeg, lngDeg) < SKY_READ_FROM_ELEVATION_DEG) return null;
  let measured = 0;
  let clearSky = 0;
  for (const sample of input.solar) {
    if (sample.solarRadiationWm2 === null || !Number.isFinite(sample.solarRadiationWm2)) continue;
    measured += Math.max(0, sample.solarRadiationWm2);
    clearSky += clearSkyIrradiance(solarElevationDeg(sample.atMs, latDeg, lngDeg));
  }
  if (clearSky <= 0) return null;
  const index = measured / clearSky;
  if (index >= CLEAR_FROM_INDEX) return 'clear';
  if (index >= PARTLY_CLOUDY_FROM_INDEX) return 'partlyCloudy';
  return 'cloudy';
}

/** Whether the wind counts as windy: mean at or above force 5, or gusts at or above force 7. */
export function isWindy(windSpeedMs: number | null, windGustMs: number | null): boolean {
  const mean = windSpeedMs === null ? null : beaufortForce(windSpeedMs);
  const gust = windGustMs === null ? null : beaufortForce(windGustMs);
  return (mean !== null && mean >= WINDY_FROM_FORCE) || (gust !== null && gust >= WINDY_GUST_FROM_FORCE);
}

/**
 * The condition now from the station's own data: 'rain' with a rain rate above 0, else the sky (daylight
 * and a solar sensor), else 'dry' with a rain rate of 0, else 'windy' when windy; null when none of these
 * can be told. `windy` says whether it is windy as well.
 */
export function currentCondition(input: CurrentConditionInput): CurrentCondition | null {
  const windy = isWindy(input.windSpeedMs, input.windGustMs);
  const rainRate = input.rainRateMmH;
  const raining = rainRate !== null && Number.isFinite(rainRate) && rainRate > 0;
  const kind: CurrentConditionKind | null = raining
    ? 'rain'
    : (skyCondition(input) ?? (rainRate === 0 ? 'dry' : windy ? 'windy' : null));
  return kind === null ? null : { kind, windy };
}
