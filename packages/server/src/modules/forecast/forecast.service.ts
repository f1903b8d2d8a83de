/**
 * The forecast use case: pick the configured provider, round the position so that nearby visitors share one
 * cached answer, never ask the provider twice for the same place within ten minutes, and answer the last
 * forecast while the provider is down and its days are not past (stale-if-error).
 */
import {
  type Forecast,
  type ForecastLanguage,
  type ForecastQuery,
  MIN_FORECAST_DAYS,
} from '@meteodeck/contract';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import {
  createCachedUpstream,
  createMemoryTtlCache,
  type FetchFn,
  type TtlCache,
} from '../upstream/index.ts';
import type { ForecastProvider } from './forecast-provider.ts';
import { createOpenMeteoProvider } from './open-meteo.provider.ts';
import { createOpenWeatherMapProvider } from './openweathermap.provider.ts';

/** How long a forecast is reused: providers update their models hourly at best. */
export const FORECAST_CACHE_TTL_MS = 10 * 60 * 1000;
/** How long the last good forecast of a place is kept for a provider outage (its days decide its use). */
export const FORECAST_KEEP_MS = 3 * 24 * 60 * 60 * 1000;
/** During an outage answered from the kept forecast, the provider is asked again once a minute per place. */
export const FORECAST_RETRY_MS = 60 * 1000;

export interface ForecastService {
  /**
   * The forecast for `query.lat`/`query.lng` (WGS84 degrees), rounded to 0.01° (about 1 km, finer than any
   * forecast model's grid) for both the upstream call and the cache key. Served from the cache for ten
   * minutes; concurrent requests for the same rounded position share one upstream call. When the provider
   * fails, times out or answers something unexpected, the last forecast of that position is answered (its
   * past days left out, `current` as it was then) while today and the five following days are in it; else a
   * 502 AppError is thrown. Failures are not cached. Descriptions in `language` (German by default), each
   * language cached on its own (Open-Meteo is then asked once per place and language).
   */
  getForecast(query: ForecastQuery, language?: ForecastLanguage): Promise<Forecast>;
  /**
   * Whether `query` is answered without a call to the provider (cached, or already being fetched), so that a
   * per-client limit counts only the calls that cost a provider request.
   */
  isCached(query: ForecastQuery, language?: ForecastLanguage): Promise<boolean>;
}

export interface ForecastServiceDeps {
  forecast: Config['forecast'];
  clock: Clock;
  /** Defaults to Node's global fetch. */
  fetch?: FetchFn;
  /** Defaults to an in-process cache; pass a shared one when running several processes. */
  cache?: TtlCache<Forecast>;
  /** Where the last good forecasts are kept for an outage; defaults to an in-process cache. */
  keptCache?: TtlCache<Forecast>;
}

/** Builds the {@link ForecastService} for the configured provider (`open-meteo` or `openweathermap`). */
export function createForecastService(deps: ForecastServiceDeps): ForecastService {
  const provider = createProvider(deps.forecast, deps.fetch ?? globalThis.fetch);
  const upstream = createCachedUpstream(
    deps.cache ?? createMemoryTtlCache<Forecast>({ clock: deps.clock }),
    FORECAST_CACHE_TTL_MS,
    {
      cache: deps.keptCache ?? createMemoryTtlCache<Forecast>({ clock: deps.clock }),
      keepMs: FORECAST_KEEP_MS,
      retryMs: FORECAST_RETRY_MS,
      revive: (forecast) => keptForecast(forecast, deps.clock.now()),
    },
  );

  const keyOf = (lat: number, lon: number, language: ForecastLanguage) =>
    `forecast:${deps.forecast.provider}:${language}:${lat.toFixed(2)},${lon.toFixed(2)}`;

  return {
    async isCached(query, language = 'de') {
      return upstream.isCached(keyOf(roundCoordinate(query.lat), roundCoordinate(query.lng), language));
    },
    async getForecast(query, language = 'de') {
      const lat = roundCoordinate(query.lat);
      const lon = roundCoordinate(query.lng);
      return upstream.get(keyOf(lat, lon, language), () => provider.getForecast(lat, lon, language));
    },
  };
}

function createProvider(config: Config['forecast'], fetch: FetchFn): ForecastProvider {
  if (config.provider === 'openweathermap') {
    // config.ts refuses this combination at start; the check keeps a hand-built config honest too.
    if (config.openWeatherApiKey === undefined) {
      throw new Error('FORECAST_PROVIDER=openweathermap needs OPENWEATHER_API_KEY');
    }
    return createOpenWeatherMapProvider({
      baseUrl: config.openWeatherBaseUrl,
      apiKey: config.openWeatherApiKey,
      timeoutMs: config.timeoutMs,
      fetch,
    });
  }
  return createOpenMeteoProvider({ baseUrl: config.openMeteoBaseUrl, timeoutMs: config.timeoutMs, fetch });
}

/**
 * A forecast loaded earlier as it may still be shown at `nowMs`: without the days before today (in the
 * forecast position's time zone), or undefined when fewer than today and five following days remain.
 */
export function keptForecast(forecast: Forecast, nowMs: number): Forecast | undefined {
  const dayOf = localDayOf(forecast);
  const today = dayOf(nowMs);
  const daily = forecast.daily.filter((day) => dayOf(day.dt * 1000) >= today);
  if (daily.length < MIN_FORECAST_DAYS) return undefined;
  return daily.length === forecast.daily.length ? forecast : { ...forecast, daily };
}

/** 'YYYY-MM-DD' of an instant in the forecast's time zone (its fixed offset when the zone is unknown). */
function localDayOf(forecast: Forecast): (epochMs: number) => string {
  try {
    const format = new Intl.DateTimeFormat('en-CA', { timeZone: forecast.timezone, dateStyle: 'short' });
    return (epochMs) => format.format(epochMs);
  } catch {
    return (epochMs) => new Date(epochMs + forecast.timezone_offset * 1000).toISOString().slice(0, 10);
  }
}

/** Rounds to two decimals; `+ 0` turns -0 into 0 so that both spell the same cache key. */
function roundCoordinate(degrees: number): number {
  return Math.round(degrees * 100) / 100 + 0;
}
