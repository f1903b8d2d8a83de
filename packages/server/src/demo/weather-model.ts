/**
 * The simulated weather behind both demo stations: a handful of mean-reverting random walks (Ornstein–
 * Uhlenbeck steps) with a diurnal temperature cycle, sunshine from the sun's elevation and the cloud cover,
 * and showers that come and go. Canonical units throughout (°C, %, hPa, m/s, degrees, mm, W/m², µg/m³).
 * Randomness comes from an injected `Random`, time from the caller: same seed and instants, same weather.
 */
import {
  clearSkyIrradiance,
  dewPointC,
  HOUR_MS,
  type ReadingMeasureKind,
  relativeHumidityFromDewPoint,
  solarElevationDeg,
} from '@meteodeck/weather';
import { gaussian, type Random } from './random.ts';
import { clearSkyUvIndex, cloudTransmission } from './solar.ts';

/** Where the simulated station stands. */
export interface SimSite {
  lat: number;
  lng: number;
  /** Metres above sea level. */
  elevation: number;
}

/** The full simulated state at instant `at` (epoch ms). */
export interface WeatherState {
  at: number;
  temperature: number;
  /** The daily mean the temperature swings around; wanders slowly back to `climateMean`. */
  baseline: number;
  climateMean: number;
  /** Temperature minus dew point (°C, ≥ 0): small at night and in rain, larger on sunny afternoons. */
  dewSpread: number;
  /** Sea-level pressure, hPa. */
  pressure: number;
  windSpeed: number;
  windGust: number;
  windDirection: number;
  /** Cloud cover 0…1. */
  cloud: number;
  /** Rain intensity, mm/h; 0 when dry. */
  rainRate: number;
  /** Cumulative rain counter, mm; never decreases. */
  rainCounter: number;
  pm25: number;
  soilTemperature: number;
  leafWetness: number;
  indoorTemperature: number;
  indoorHumidity: number;
}

/**
 * The main measures the model simulates, by their kinds in the measure catalogue: the consoles' feeds
 * (station-feed.ts) take each one's fields and units from the catalogue, so a measure the model adds here is
 * sent without more.
 */
export type SimulatedKind =
  | 'temperature'
  | 'humidity'
  | 'dewPoint'
  | 'relativePressure'
  | 'absolutePressure'
  | 'windSpeed'
  | 'windGust'
  | 'windDirection'
  | 'rainRate'
  | 'rainTotal'
  | 'solarRadiation'
  | 'uv'
  | 'pm25'
  | 'soilTemperature'
  | 'leafWetness'
  | 'indoorTemperature'
  | 'indoorHumidity';

/**
 * What a station would measure from the state at instant `at`, rounded as a console rounds, in canonical
 * units (`rainTotal`: the cumulative counter).
 */
export type SimReading = { at: number } & Pick<Record<ReadingMeasureKind, number>, SimulatedKind>;

/** The last stored values of a station, to continue from (any may be missing). */
export interface StartValues {
  at: number;
  temperature?: number | null;
  humidity?: number | null;
  pressure?: number | null;
  windSpeed?: number | null;
  windDirection?: number | null;
  rainCounter?: number | null;
}

/** −1…1: the diurnal cycle, warmest at 15:00 local solar time. */
function diurnal(atMs: number, lngDeg: number): number {
  const solarHour = (((atMs / HOUR_MS + lngDeg / 15) % 24) + 24) % 24;
  return Math.cos((2 * Math.PI * (solarHour - 15)) / 24);
}

/** Temperature swing around the baseline, °C: smaller under clouds. */
const amplitude = (cloud: number) => 5 * (1 - 0.6 * cloud);

/** One Ornstein–Uhlenbeck step: relax `value` toward `target` with time constant `tauH`, plus noise. */
function relax(value: number, target: number, dtH: number, tauH: number, sigma: number, random: Random) {
  return target + (value - target) * Math.exp(-dtH / tauH) + sigma * Math.sqrt(dtH) * gaussian(random);
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/** A plausible state at `start.at`, continuing the given values; defaults are a mild, dry day. */
export function initialState(start: StartValues, site: SimSite): WeatherState {
  const cloud = 0.5;
  const temperature = start.temperature ?? 12;
  const dew = start.humidity == null ? null : dewPointC(temperature, start.humidity);
  const baseline = temperature - amplitude(cloud) * diurnal(start.at, site.lng);
  return {
    at: start.at,
    temperature,
    baseline,
    climateMean: baseline,
    dewSpread: dew === null ? 4 : Math.max(0, temperature - dew),
    pressure: start.pressure ?? 1013,
    windSpeed: start.windSpeed ?? 2,
    windGust: (start.windSpeed ?? 2) * 1.4,
    windDirection: start.windDirection ?? 240,
    cloud,
    rainRate: 0,
    rainCounter: start.rainCounter ?? 0,
    pm25: 9,
    soilTemperature: baseline,
    leafWetness: 0,
    indoorTemperature: 21,
    indoorHumidity: 45,
  };
}

/** Advances `state` to `atMs` (no change when `atMs` is not later). Long steps are taken as 5-minute ones. */
export function advance(state: WeatherState, atMs: number, site: SimSite, random: Random): WeatherState {
  let current = state;
  while (atMs - current.at > 5 * 60_000) current = step(current, current.at + 5 * 60_000, site, random);
  return atMs > current.at ? step(current, atMs, site, random) : current;
}

function step(s: WeatherState, atMs: number, site: SimSite, random: Random): WeatherState {
  const dtH = (atMs - s.at) / HOUR_MS;
  const cycle = diurnal(atMs, site.lng);

  // Showers: start more readily under a heavy sky, last an hour or two on average.
  let rainRate = s.rainRate;
  if (rainRate === 0) {
    const startsPerHour = s.cloud > 0.75 ? 0.25 : 0.01;
    if (random() < 1 - Math.exp(-startsPerHour * dtH)) rainRate = 0.3 + 2 * -Math.log(1 - random());
  } else if (random() < 1 - Math.exp(-0.6 * dtH)) {
    rainRate = 0;
  } else {
    rainRate = clamp(relax(rainRate, 1.5, dtH, 0.5, 1.5, random), 0.1, 30);
  }
  const cloud = clamp(relax(s.cloud, rainRate > 0 ? 0.95 : 0.5, dtH, 4, 0.35, random), 0, 1);

  const baseline = relax(s.baseline, s.climateMean, dtH, 72, 0.4, random);
  const target = baseline + amplitude(cloud) * cycle - (rainRate > 0 ? 1.5 : 0);
  const temperature = relax(s.temperature, target, dtH, 1, 0.3, random);
  const spreadTarget = rainRate > 0 ? 0.3 : 1 + 6 * (1 - cloud) * Math.max(0, cycle);
  const dewSpread = Math.max(0, relax(s.dewSpread, spreadTarget, dtH, 1.5, 0.4, random));

  const windTarget = 1.5 + 2 * Math.max(0, cycle) + (rainRate > 0 ? 2 : 0);
  const windSpeed = Math.max(0, relax(s.windSpeed, windTarget, dtH, 0.5, 1.2, random));
  const windGust = windSpeed * (1.2 + 0.5 * random()) + 0.5 * random();
  const windDirection = (((s.windDirection + 25 * Math.sqrt(dtH) * gaussian(random)) % 360) + 360) % 360;

  const leafTarget = rainRate > 0 ? 100 : dewSpread < 1 ? 70 : 0;
  return {
    at: atMs,
    temperature,
    baseline,
    climateMean: s.climateMean,
    dewSpread,
    pressure: clamp(relax(s.pressure, 1013, dtH, 72, 0.5, random), 960, 1050),
    windSpeed,
    windGust,
    windDirection,
    cloud,
    rainRate,
    rainCounter: s.rainCounter + rainRate * dtH,
    pm25: Math.exp(relax(Math.log(s.pm25), Math.log(9), dtH, 12, 0.3, random)),
    soilTemperature: relax(s.soilTemperature, baseline, dtH, 24, 0, random),
    leafWetness: clamp(relax(s.leafWetness, leafTarget, dtH, 0.7, 0, random), 0, 100),
    indoorTemperature: clamp(relax(s.indoorTemperature, 21 + 0.5 * cycle, dtH, 2, 0.1, random), 18, 25),
    indoorHumidity: clamp(relax(s.indoorHumidity, 45, dtH, 6, 1, random), 30, 60),
  };
}

/** Station pressure from sea-level pressure by the standard atmosphere (ICAO), hPa. */
function stationPressure(seaLevelHpa: number, elevationM: number): number {
  return seaLevelHpa * (1 - (0.0065 * elevationM) / 288.15) ** 5.255;
}

/** What the station measures in `state` at `site`, rounded to a console's resolution. */
export function observe(state: WeatherState, site: SimSite): SimReading {
  const elevation = solarElevationDeg(state.at, site.lat, site.lng);
  const transmission = cloudTransmission(state.cloud);
  const dewPoint = state.temperature - state.dewSpread;
  return {
    at: state.at,
    temperature: round(state.temperature, 1),
    humidity: Math.round(relativeHumidityFromDewPoint(state.temperature, dewPoint) ?? 100),
    dewPoint: round(dewPoint, 1),
    relativePressure: round(state.pressure, 1),
    absolutePressure: round(stationPressure(state.pressure, site.elevation), 1),
    windSpeed: round(state.windSpeed, 1),
    windGust: round(Math.max(state.windGust, state.windSpeed), 1),
    windDirection: Math.round(state.windDirection) % 360,
    rainRate: round(state.rainRate, 1),
    rainTotal: round(state.rainCounter, 2),
    solarRadiation: round(clearSkyIrradiance(elevation) * transmission, 1),
    uv: round(clearSkyUvIndex(elevation) * transmission, 1),
    pm25: round(state.pm25, 1),
    soilTemperature: round(state.soilTemperature, 1),
    leafWetness: Math.round(state.leafWetness),
    indoorTemperature: round(state.indoorTemperature, 1),
    indoorHumidity: Math.round(state.indoorHumidity),
  };
}
