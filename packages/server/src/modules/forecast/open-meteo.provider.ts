/**
 * Open-Meteo (https://open-meteo.com/en/docs): free, no key. Asked for the current conditions and seven
 * daily rows in the position's own time zone (`timezone=auto`), wind in m/s, times as Unix seconds.
 */
import {
  type Forecast,
  type ForecastDay,
  type ForecastLanguage,
  MIN_FORECAST_DAYS,
} from '@meteodeck/contract';
import { type Static, Type } from 'typebox';
import { type FetchFn, fetchUpstreamJson, malformedPayload, payloadParser } from '../upstream/index.ts';
import type { ForecastProvider } from './forecast-provider.ts';
import { wmoToWeather } from './wmo-weather-codes.ts';

const PROVIDER = 'Open-Meteo';
/** Today plus six days: one more than the spec's five, so a day dropped for missing data still leaves enough. */
const FORECAST_DAYS = 7;

const nullableNumbers = Type.Array(Type.Union([Type.Number(), Type.Null()]));

/** The part of Open-Meteo's documented answer that we read. */
const OpenMeteoPayload = Type.Object({
  timezone: Type.String(),
  utc_offset_seconds: Type.Integer(),
  current: Type.Object({
    time: Type.Integer(),
    temperature_2m: Type.Number(),
    relative_humidity_2m: Type.Number(),
    wind_speed_10m: Type.Number(),
    wind_direction_10m: Type.Number(),
    weather_code: Type.Integer(),
    is_day: Type.Union([Type.Literal(0), Type.Literal(1)]),
  }),
  daily: Type.Object({
    time: Type.Array(Type.Integer()),
    weather_code: nullableNumbers,
    temperature_2m_max: nullableNumbers,
    temperature_2m_min: nullableNumbers,
  }),
});
const parser = payloadParser(OpenMeteoPayload);

export interface OpenMeteoOptions {
  /** Origin (and optional path prefix) of the API, without trailing slash, e.g. `https://api.open-meteo.com`. */
  baseUrl: string;
  timeoutMs: number;
  fetch: FetchFn;
}

/**
 * A {@link ForecastProvider} over Open-Meteo. WMO weather codes become OpenWeatherMap icon codes and German
 * descriptions (wmo-weather-codes.ts); the current icon is a night icon when Open-Meteo says `is_day: 0`,
 * daily icons are day icons as in OpenWeatherMap. Days come in order from today; the list stops at the first
 * day with a missing value (models end at different horizons), and fewer than six complete days is a 502.
 */
export function createOpenMeteoProvider(options: OpenMeteoOptions): ForecastProvider {
  return {
    name: PROVIDER,
    async getForecast(lat, lon, language) {
      const url = new URL(`${options.baseUrl}/v1/forecast`);
      url.search = new URLSearchParams({
        latitude: String(lat),
        longitude: String(lon),
        current: 'temperature_2m,relative_humidity_2m,wind_speed_10m,wind_direction_10m,weather_code,is_day',
        daily: 'weather_code,temperature_2m_max,temperature_2m_min',
        timezone: 'auto',
        timeformat: 'unixtime',
        wind_speed_unit: 'ms',
        forecast_days: String(FORECAST_DAYS),
      }).toString();
      const body = await fetchUpstreamJson({
        provider: PROVIDER,
        url,
        timeoutMs: options.timeoutMs,
        fetch: options.fetch,
      });
      return toForecast(parser.parse(PROVIDER, body), lat, lon, language);
    },
  };
}

type OpenMeteoPayload = Static<typeof OpenMeteoPayload>;

function toForecast(
  payload: OpenMeteoPayload,
  lat: number,
  lon: number,
  language: ForecastLanguage,
): Forecast {
  const { current, daily } = payload;
  const currentWeather = wmoToWeather(current.weather_code, current.is_day === 1, language);
  if (currentWeather === undefined) {
    throw malformedPayload(PROVIDER, `unbekannter Wettercode ${current.weather_code}`);
  }
  const days: ForecastDay[] = [];
  for (const [index, dt] of daily.time.entries()) {
    const code = daily.weather_code[index];
    const max = daily.temperature_2m_max[index];
    const min = daily.temperature_2m_min[index];
    if (code === undefined || code === null || max === undefined || max === null) break;
    if (min === undefined || min === null) break;
    const weather = wmoToWeather(code, true, language);
    if (weather === undefined) throw malformedPayload(PROVIDER, `unbekannter Wettercode ${code}`);
    days.push({ dt, temp: { min, max }, weather: [weather] });
  }
  if (days.length < MIN_FORECAST_DAYS) {
    throw malformedPayload(PROVIDER, `nur ${days.length} vollständige Tage statt ${MIN_FORECAST_DAYS}`);
  }
  return {
    lat,
    lon,
    timezone: payload.timezone,
    timezone_offset: payload.utc_offset_seconds,
    current: {
      dt: current.time,
      temp: current.temperature_2m,
      humidity: current.relative_humidity_2m,
      wind_speed: current.wind_speed_10m,
      wind_deg: current.wind_direction_10m,
      weather: [currentWeather],
    },
    daily: days,
  };
}
