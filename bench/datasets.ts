/**
 * Readings for the benchmark, as JSON-door readings (canonical units): the real Falkensee station (one CSV
 * per year, `falkensee-YYYY.csv.gz`; by default the demo's year in packages/server/demo-data, and all ten
 * years of pywws-data-falkensee converted the same way in the folder FALKENSEE_DIR names) or generated
 * readings at a 1-minute interval.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import type { ReadingInput } from '@meteodeck/contract';

export const FALKENSEE_DIR =
  process.env.FALKENSEE_DIR ?? fileURLToPath(new URL('../packages/server/demo-data', import.meta.url));

/** The Falkensee years on disk, oldest first. */
export function falkenseeYears(dir = FALKENSEE_DIR): number[] {
  return readdirSync(dir)
    .map((name) => /^falkensee-(\d{4})\.csv\.gz$/.exec(name)?.[1])
    .filter((year): year is string => year !== undefined)
    .map(Number)
    .sort((a, b) => a - b);
}

type NumericField = Exclude<keyof ReadingInput, 'receivedAt' | 'lightningTime' | 'sensors'>;

const COLUMNS: Record<string, NumericField> = {
  temperature_c: 'temperature',
  humidity_pct: 'humidity',
  pressure_abs_hpa: 'absolutePressure',
  pressure_rel_hpa: 'relativePressure',
  wind_speed_ms: 'windSpeed',
  wind_gust_ms: 'windGust',
  wind_direction_deg: 'windDirection',
  rain_counter_mm: 'rainTotal',
  indoor_temperature_c: 'indoorTemperature',
  indoor_humidity_pct: 'indoorHumidity',
};

/** One Falkensee year as JSON readings, in file order (time order). */
export function falkenseeYear(year: number, dir = FALKENSEE_DIR): ReadingInput[] {
  const [header, ...lines] = gunzipSync(readFileSync(join(dir, `falkensee-${year}.csv.gz`)))
    .toString('utf8')
    .split('\n');
  const names = (header ?? '').split(',');
  const readings: ReadingInput[] = [];
  for (const line of lines) {
    if (line === '') continue;
    const fields = line.split(',');
    const reading: ReadingInput = { receivedAt: fields[0] ?? '' };
    names.forEach((name, index) => {
      const key = COLUMNS[name];
      const text = fields[index] ?? '';
      if (key !== undefined && text !== '') reading[key] = Number(text);
    });
    readings.push(reading);
  }
  return readings;
}

/** Deterministic pseudo-random numbers in [0, 1) (mulberry32). */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DAY_MS = 86_400_000;
const YEAR_MS = 365.25 * DAY_MS;

/**
 * Generated readings every `stepMs` (default 1 minute) from `fromMs` for `count` readings: seasonal and
 * daily temperature cycles, humidity, pressure, wind, rain showers on a cumulative counter, sun, UV, PM2.5.
 */
export function* generatedReadings(fromMs: number, count: number, stepMs = 60_000, seed = 42) {
  const next = random(seed);
  let counter = 0;
  let raining = 0;
  for (let i = 0; i < count; i += 1) {
    const at = fromMs + i * stepMs;
    const season = Math.sin((2 * Math.PI * (at % YEAR_MS)) / YEAR_MS - Math.PI / 2);
    const daily = Math.sin((2 * Math.PI * (at % DAY_MS)) / DAY_MS - Math.PI / 2);
    if (raining > 0) raining -= 1;
    else if (next() < 0.0008) raining = Math.floor(next() * 240);
    if (raining > 0 && next() < 0.3) counter += 0.3;
    const sun = Math.max(0, daily) * (600 + 300 * season);
    const reading: ReadingInput = {
      receivedAt: new Date(at).toISOString(),
      temperature: Math.round((9 + 10 * season + 5 * daily + next()) * 10) / 10,
      humidity: Math.round(70 - 20 * daily + 10 * next()),
      relativePressure: Math.round((1013 + 10 * Math.sin(at / (5 * DAY_MS)) + next()) * 10) / 10,
      windSpeed: Math.round(next() * 60) / 10,
      windGust: Math.round(next() * 120) / 10,
      windDirection: Math.round(next() * 359),
      rainTotal: Math.round(counter * 10) / 10,
      solarRadiation: Math.round(sun),
      uv: Math.round(sun / 100),
      pm25: Math.round(next() * 400) / 10,
    };
    yield reading;
  }
}
