/**
 * Per-client limits on the calls that reach a paid or rationed provider (a forecast key, Nominatim's usage
 * policy): a client that asks too many new places gets 429, while answers already cached stay free and
 * other clients are not concerned.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { type FakeUpstream, startFakeUpstream } from '../../../test/fake-upstream.ts';
import { googleGeocodingPayload, openMeteoPayload } from '../../../test/upstream-payloads.ts';

let upstream: FakeUpstream;
let t: TestApp;

beforeEach(async () => {
  upstream = await startFakeUpstream((request) =>
    request.url.pathname === '/v1/forecast'
      ? { json: openMeteoPayload() }
      : { json: googleGeocodingPayload() },
  );
  t = await buildTestApp('sqlite', {
    env: {
      OPEN_METEO_BASE_URL: upstream.baseUrl,
      GOOGLE_GEOCODING_BASE_URL: upstream.baseUrl,
      GOOGLE_MAPS_API_KEY: 'g-key',
      FORECAST_RATE_LIMIT_PER_MINUTE: '2',
      GEOCODING_RATE_LIMIT_PER_MINUTE: '2',
    },
  });
});
afterEach(async () => {
  await t.close();
  await upstream.close();
});

const from = (client: string, url: string) => t.app.inject({ method: 'GET', url, remoteAddress: client });

describe('per-client limits on upstream calls', () => {
  it('answers 429 to a client asking a third new position within a minute; cached ones stay free', async () => {
    expect((await from('10.1.0.1', '/api/openWeather?lat=52.84&lng=7.10')).statusCode).toBe(200);
    expect((await from('10.1.0.1', '/api/openWeather?lat=48.85&lng=2.35')).statusCode).toBe(200);
    const third = await from('10.1.0.1', '/api/openWeather?lat=40.41&lng=-3.70');
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual([{ message: expect.any(String) }]);
    for (let i = 0; i < 5; i += 1) {
      expect((await from('10.1.0.1', '/api/openWeather?lat=52.84&lng=7.10')).statusCode).toBe(200);
    }
    expect((await from('10.1.0.2', '/api/openWeather?lat=40.41&lng=-3.70')).statusCode).toBe(200);
    expect(upstream.requests.filter((r) => r.url.pathname === '/v1/forecast')).toHaveLength(3);
  });

  it('answers 429 to a client searching a third new address within a minute; cached ones stay free', async () => {
    expect((await from('10.2.0.1', '/api/geocoding?address=Rütenbrock')).statusCode).toBe(200);
    expect((await from('10.2.0.1', '/api/geocoding?address=Haren')).statusCode).toBe(200);
    expect((await from('10.2.0.1', '/api/geocoding?address=Meppen')).statusCode).toBe(429);
    for (let i = 0; i < 5; i += 1) {
      expect((await from('10.2.0.1', '/api/geocoding?address=r%C3%BCtenbrock')).statusCode).toBe(200);
    }
    expect((await from('10.2.0.2', '/api/geocoding?address=Meppen')).statusCode).toBe(200);
    expect(upstream.requests.filter((r) => r.url.pathname !== '/v1/forecast')).toHaveLength(3);
  });
});
