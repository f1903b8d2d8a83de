/**
 * The series the Falkensee station never measured, simulated for the demo's year so that every chart has
 * data: solar radiation and UV from the sun's elevation at the reading's (true) date and time, dimmed by a
 * cloud cover read off the real humidity and rain; soil temperature as the air temperature damped and
 * delayed by the ground; leaf wetness from rain, dew and humidity; PM2.5 with a winter heating season,
 * morning and evening peaks, washed out by rain and blown away by wind. Deterministic (a seeded random), so
 * two demos built on the same day hold the same values.
 */
import { clearSkyIrradiance, HOUR_MS, solarElevationDeg } from '@meteodeck/weather';
import { type Random, seededRandom } from './random.ts';
import { clearSkyUvIndex, cloudTransmission } from './solar.ts';

/** The CSV columns the simulation adds, in this order (reading-csv names). */
export const EXTRA_SERIES = [
  'solar_radiation_wm2',
  'uv_index',
  'soil_temperature_c',
  'leaf_wetness_pct',
  'pm25_ugm3',
] as const;

/** Where the Falkensee station stands. */
export const FALKENSEE_SITE = { lat: 52.56, lng: 13.08 };

/** How slowly the ground follows the air: its temperature closes 1 − e^(−Δt/τ) of the gap per reading. */
const SOIL_LAG_MS = 18 * HOUR_MS;
/** How long leaves stay wet after rain or dew. */
const LEAF_DRYING_MS = 2 * HOUR_MS;

const num = (text: string | undefined): number | null => {
  if (text === undefined || text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
};
const round = (value: number, digits: number) => String(Math.round(value * 10 ** digits) / 10 ** digits);
const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/**
 * A function giving the simulated series of each row (rows in time order), from the row's real columns and
 * its instant. Empty strings where an input is missing (a row of a lost outdoor sensor).
 */
export function createExtras(site: { lat: number; lng: number }, random: Random = seededRandom(2019)) {
  let soil: number | null = null;
  let previousAt: number | null = null;
  let previousCounter: number | null = null;
  let wetUntil = Number.NEGATIVE_INFINITY;
  return (row: ReadonlyMap<string, string>, at: number): string[] => {
    const temperature = num(row.get('temperature_c'));
    const humidity = num(row.get('humidity_pct'));
    const wind = num(row.get('wind_speed_ms'));
    const counter = num(row.get('rain_counter_mm'));
    const rained = counter !== null && previousCounter !== null && counter > previousCounter;
    if (counter !== null) previousCounter = counter;
    const stepMs = previousAt === null ? 0 : Math.max(0, at - previousAt);
    previousAt = at;

    // Cloud cover: dry air is mostly clear sky, near-saturated air mostly overcast, rain is overcast.
    const cloud = rained ? 1 : humidity === null ? 0.5 : clamp((humidity - 55) / 40, 0, 1);
    const elevation = solarElevationDeg(at, site.lat, site.lng);
    const sky = cloudTransmission(cloud) * (0.92 + 0.16 * random());
    const solar = clearSkyIrradiance(elevation) * sky;
    const uv = clearSkyUvIndex(elevation) * sky;

    let soilText = '';
    if (temperature !== null) {
      soil =
        soil === null ? temperature : soil + (temperature - soil) * (1 - Math.exp(-stepMs / SOIL_LAG_MS));
      soilText = round(soil, 1);
    }

    if (rained || (humidity !== null && humidity >= 96)) wetUntil = at + LEAF_DRYING_MS;
    let leaf = '';
    if (humidity !== null) {
      const drying = at < wetUntil ? (wetUntil - at) / LEAF_DRYING_MS : 0;
      leaf = round(clamp(Math.max(drying * 100, (humidity - 85) * 4), 0, 100), 0);
    }

    const date = new Date(at);
    const hour = date.getUTCHours() + date.getUTCMinutes() / 60 + 1; // Central European time, roughly
    const month = date.getUTCMonth();
    const heating = month <= 2 || month >= 10 ? 1 : month === 3 || month === 9 ? 0.5 : 0;
    const peaks = Math.exp(-((hour - 8) ** 2) / 4) + Math.exp(-((hour - 20) ** 2) / 6);
    let pm = 6 + 7 * heating + 5 * peaks + 2 * random();
    if (wind !== null && wind > 4) pm *= 0.6;
    if (rained) pm *= 0.5;

    return [round(solar, 0), round(uv, 1), soilText, leaf, round(pm, 1)];
  };
}
