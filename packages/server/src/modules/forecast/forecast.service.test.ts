import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type FakeUpstream, startFakeUpstream } from '../../../test/fake-upstream.ts';
import { oneCallPayload, openMeteoPayload } from '../../../test/upstream-payloads.ts';
import type { Config } from '../../config.ts';
import { createForecastService, FORECAST_CACHE_TTL_MS } from './forecast.service.ts';

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
