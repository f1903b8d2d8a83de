/**
 * OpenWeatherMap One Call API 3.0 (https://openweathermap.org/api/one-call-3), used when the owner has an
 * API key. Asked in metric units (°C, m/s) and German; its answer already has the spec's shape, so this
 * provider only checks it and keeps the fields the contract exposes.
 */
import {
  type Forecast,
  type ForecastLanguage,
  type ForecastWeather,
  isWeatherIconCode,
  MIN_FORECAST_DAYS,
} from '@meteodeck/contract';
import { type Static, Type } from 'typebox';
import { type FetchFn, fetchUpstreamJson, malformedPayload, payloadParser } from '../upstream/index.ts';
import type { ForecastProvider } from './forecast-provider.ts';

const PROVIDER = 'OpenWeatherMap';

const OwmWeather = Type.Array(Type.Object({ icon: Type.String(), description: Type.String() }), {
  minItems: 1,
});

/** The part of One Call 3.0's documented answer that we read. */
const OneCallPayload = Type.Object({
  timezone: Type.String(),
  timezone_offset: Type.Integer(),
  current: Type.Object({
    dt: Type.Integer(),
    temp: Type.Number(),
    humidity: Type.Number(),
    wind_speed: Type.Number(),
    wind_deg: Type.Number(),
    weather: OwmWeather,
  }),
  // One Call returns eight days (today first); fewer than six cannot fill the spec's table.
  daily: Type.Array(
    Type.Object({
      dt: Type.Integer(),
      temp: Type.Object({ min: Type.Number(), max: Type.Number() }),
      weather: OwmWeather,
    }),
    { minItems: MIN_FORECAST_DAYS },
  ),
});
type OneCallPayload = Static<typeof OneCallPayload>;
const parser = payloadParser(OneCallPayload);

export interface OpenWeatherMapOptions {
  /** Origin of the API without trailing slash, e.g. `https://api.openweathermap.org`. */
  baseUrl: string;
  apiKey: string;
  timeoutMs: number;
  fetch: FetchFn;
}

/**
 * A {@link ForecastProvider} over One Call 3.0. Descriptions come in the asked language from the API (`lang`) and are
 * capitalised here (OpenWeatherMap writes them in lower case); an icon outside OpenWeatherMap's documented set
 * is a 502, since the web app would have no picture for it. A rejected key (HTTP 401) is a 502 quoting
 * OpenWeatherMap's reason.
 */
export function createOpenWeatherMapProvider(options: OpenWeatherMapOptions): ForecastProvider {
  return {
    name: PROVIDER,
    async getForecast(lat, lon, language) {
      const url = new URL(`${options.baseUrl}/data/3.0/onecall`);
      url.search = new URLSearchParams({
        lat: String(lat),
        lon: String(lon),
        exclude: 'minutely,hourly,alerts',
        units: 'metric',
        lang: language,
        appid: options.apiKey,
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

function toForecast(payload: OneCallPayload, lat: number, lon: number, language: ForecastLanguage): Forecast {
  const toWeather = (item: { icon: string; description: string }) => weatherOf(item, language);
  const { current } = payload;
  return {
    lat,
    lon,
    timezone: payload.timezone,
    timezone_offset: payload.timezone_offset,
    current: {
      dt: current.dt,
      temp: current.temp,
      humidity: current.humidity,
      wind_speed: current.wind_speed,
      wind_deg: current.wind_deg,
      weather: current.weather.map(toWeather),
    },
    daily: payload.daily.map((day) => ({
      dt: day.dt,
      temp: { min: day.temp.min, max: day.temp.max },
      weather: day.weather.map(toWeather),
    })),
  };
}

function weatherOf(item: { icon: string; description: string }, language: ForecastLanguage): ForecastWeather {
  if (!isWeatherIconCode(item.icon)) throw malformedPayload(PROVIDER, `unbekanntes Symbol ${item.icon}`);
  const description = item.description.charAt(0).toLocaleUpperCase(language) + item.description.slice(1);
  return { icon: item.icon, description };
}
