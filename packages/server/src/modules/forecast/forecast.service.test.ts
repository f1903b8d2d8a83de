import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type FakeUpstream, startFakeUpstream } from '../../../test/fake-upstream.ts';
import { oneCallPayload, openMeteoPayload } from '../../../test/upstream-payloads.ts';
import type { Config } from '../../config.ts';
import {
  createForecastService,
  FORECAST_CACHE_TTL_MS,
  FORECAST_RETRY_MS,
  keptForecast,
} from './forecast.service.ts';

let upstream: FakeUpstream;
let now: number;
const clock = { now: () => now };

beforeEach(async () => {
  now = Date.UTC(2026, 10, 21, 10);
  upstream = await startFakeUpstream((request) =>
    request.url.pathname === '/v1/forecast' ? { json: openMeteoPayload() } : { json: oneCallPayload() },
  );
});
afterEach(async () => {
  await upstream.close();
});

function forecastConfig(overrides: Partial<Config['forecast']> = {}): Config['forecast'] {
  return {
    provider: 'open-meteo',
    openWeatherApiKey: undefined,
    openMeteoBaseUrl: upstream.baseUrl,
    openWeatherBaseUrl: upstream.baseUrl,
    timeoutMs: 5000,
    ...overrides,
  };
}

describe('forecast service', () => {
  it('asks the provider once for two requests at the same position', async () => {
    const service = createForecastService({ forecast: forecastConfig(), clock });
    const first = await service.getForecast({ lat: 52.84, lng: 7.1 });
    const second = await service.getForecast({ lat: 52.84, lng: 7.1 });
    expect(second).toEqual(first);
    expect(upstream.requests).toHaveLength(1);
  });

  it('shares one answer between positions that round to the same 0.01°, and asks with the rounded position', async () => {
    const service = createForecastService({ forecast: forecastConfig(), clock });
    await service.getForecast({ lat: 52.8412, lng: 7.1049 });
    const second = await service.getForecast({ lat: 52.8384, lng: 7.0951 });
    expect(upstream.requests).toHaveLength(1);
    expect(upstream.requests[0]?.url.searchParams.get('latitude')).toBe('52.84');
    expect(upstream.requests[0]?.url.searchParams.get('longitude')).toBe('7.1');
    expect(second.lat).toBe(52.84);
    await service.getForecast({ lat: 52.85, lng: 7.1 });
    expect(upstream.requests).toHaveLength(2);
  });

  it('keeps each language apart: one call per place and language, each described in its own', async () => {
    const service = createForecastService({ forecast: forecastConfig(), clock });
    const german = await service.getForecast({ lat: 52.84, lng: 7.1 });
    const english = await service.getForecast({ lat: 52.84, lng: 7.1 }, 'en');
    expect(await service.isCached({ lat: 52.84, lng: 7.1 }, 'fr')).toBe(false);
    await service.getForecast({ lat: 52.84, lng: 7.1 }, 'en');
    expect(german.current.weather[0]?.description).toBe('Leichter Regen');
    expect(english.current.weather[0]?.description).toBe('Light rain');
    expect(english.current.temp).toBe(german.current.temp);
    expect(upstream.requests).toHaveLength(2);
    expect(await service.isCached({ lat: 52.84, lng: 7.1 }, 'en')).toBe(true);
  });

  it('asks again once the ten minutes are over', async () => {
    const service = createForecastService({ forecast: forecastConfig(), clock });
    await service.getForecast({ lat: 52.84, lng: 7.1 });
    now += FORECAST_CACHE_TTL_MS - 1;
    await service.getForecast({ lat: 52.84, lng: 7.1 });
    expect(upstream.requests).toHaveLength(1);
    now += 1;
    await service.getForecast({ lat: 52.84, lng: 7.1 });
    expect(upstream.requests).toHaveLength(2);
  });

  it('makes one upstream call for concurrent requests at the same position', async () => {
    const service = createForecastService({ forecast: forecastConfig(), clock });
    const answers = await Promise.all([
      service.getForecast({ lat: 52.84, lng: 7.1 }),
      service.getForecast({ lat: 52.84, lng: 7.1 }),
      service.getForecast({ lat: 52.84, lng: 7.1 }),
    ]);
    expect(answers).toHaveLength(3);
    expect(upstream.requests).toHaveLength(1);
  });

  it('does not cache a failure: the next request asks again and can succeed', async () => {
    upstream.reply(() => ({ status: 500, text: 'down' }));
    const service = createForecastService({ forecast: forecastConfig(), clock });
    await expect(service.getForecast({ lat: 52.84, lng: 7.1 })).rejects.toMatchObject({ statusCode: 502 });
    upstream.reply(() => ({ json: openMeteoPayload() }));
    const forecast = await service.getForecast({ lat: 52.84, lng: 7.1 });
    expect(forecast.daily.length).toBeGreaterThanOrEqual(6);
    expect(upstream.requests).toHaveLength(2);
  });

  it('answers the last forecast during a provider outage after a success, asking again once a minute', async () => {
    const service = createForecastService({ forecast: forecastConfig(), clock });
    const first = await service.getForecast({ lat: 52.84, lng: 7.1 });
    upstream.reply(() => ({ status: 503, text: 'down' }));
    now += FORECAST_CACHE_TTL_MS;
    expect(await service.getForecast({ lat: 52.84, lng: 7.1 })).toEqual(first);
    expect(upstream.requests).toHaveLength(2);
    // Within the minute the kept answer is served without a call to the failing provider.
    now += FORECAST_RETRY_MS - 1;
    expect(await service.getForecast({ lat: 52.84, lng: 7.1 })).toEqual(first);
    expect(upstream.requests).toHaveLength(2);
    now += 1;
    expect(await service.getForecast({ lat: 52.84, lng: 7.1 })).toEqual(first);
    expect(upstream.requests).toHaveLength(3);
    // The provider is back: its new answer replaces the kept one.
    upstream.reply(() => ({ json: openMeteoPayload({ dailyCodes: [0, 0, 0, 0, 0, 0, 0] }) }));
    now += FORECAST_RETRY_MS;
    const fresh = await service.getForecast({ lat: 52.84, lng: 7.1 });
    expect(fresh.daily[0]?.weather[0]?.icon).toBe('01d');
    expect(upstream.requests).toHaveLength(4);
  });

  it('leaves the past days out of a kept forecast, and fails once fewer than six days remain', async () => {
    const service = createForecastService({ forecast: forecastConfig(), clock });
    const first = await service.getForecast({ lat: 52.84, lng: 7.1 });
    expect(first.daily).toHaveLength(7);
    upstream.reply(() => ({ status: 500, text: 'down' }));
    // 2026-11-22 10:00 UTC: the 21st is past in Berlin.
    now = Date.UTC(2026, 10, 22, 10);
    const kept = await service.getForecast({ lat: 52.84, lng: 7.1 });
    expect(kept.daily).toEqual(first.daily.slice(1));
    expect(kept.current).toEqual(first.current);
    // 2026-11-22 23:30 UTC is already the 23rd in Berlin: five days would be left, too few.
    now = Date.UTC(2026, 10, 22, 23, 30);
    await expect(service.getForecast({ lat: 52.84, lng: 7.1 })).rejects.toMatchObject({ statusCode: 502 });
  });

  it('fails as before when the provider is down before any success', async () => {
    upstream.reply(() => ({ status: 500, text: 'down' }));
    const service = createForecastService({ forecast: forecastConfig(), clock });
    await expect(service.getForecast({ lat: 52.84, lng: 7.1 })).rejects.toMatchObject({ statusCode: 502 });
    // Another position's forecast is never answered for this one.
    upstream.reply(() => ({ json: openMeteoPayload() }));
    await service.getForecast({ lat: 40.75, lng: -74 });
    upstream.reply(() => ({ status: 500, text: 'down' }));
    await expect(service.getForecast({ lat: 52.84, lng: 7.1 })).rejects.toMatchObject({ statusCode: 502 });
  });

  it('judges the days in the fixed offset when the time zone is unknown', () => {
    const day = { temp: { min: 0, max: 1 }, weather: [{ icon: '01d' as const, description: 'Klar' }] };
    const forecast = {
      lat: 0,
      lon: 0,
      timezone: 'Nowhere/Unknown',
      timezone_offset: 3600,
      current: { dt: 0, temp: 0, humidity: 0, wind_speed: 0, wind_deg: 0, weather: day.weather },
      daily: Array.from({ length: 7 }, (_, index) => ({
        ...day,
        dt: Date.UTC(2026, 10, 20 + index, 23) / 1000,
      })),
    };
    expect(keptForecast(forecast, Date.UTC(2026, 10, 21, 22))).toBe(forecast);
    expect(keptForecast(forecast, Date.UTC(2026, 10, 21, 23))?.daily).toHaveLength(6);
    expect(keptForecast(forecast, Date.UTC(2026, 10, 22, 23))).toBeUndefined();
  });

  it('uses OpenWeatherMap One Call when configured with a key', async () => {
    const service = createForecastService({
      forecast: forecastConfig({ provider: 'openweathermap', openWeatherApiKey: 'k-123' }),
      clock,
    });
    const forecast = await service.getForecast({ lat: 52.84, lng: 7.1 });
    expect(upstream.requests[0]?.url.pathname).toBe('/data/3.0/onecall');
    expect(upstream.requests[0]?.url.searchParams.get('appid')).toBe('k-123');
    expect(forecast.daily).toHaveLength(8);
  });

  it('refuses to build an OpenWeatherMap service without a key', () => {
    expect(() =>
      createForecastService({ forecast: forecastConfig({ provider: 'openweathermap' }), clock }),
    ).toThrow('OPENWEATHER_API_KEY');
  });
});
