import { Forecast } from '@meteodeck/contract';
import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import Value from 'typebox/value';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { deadBaseUrl, type FakeUpstream, startFakeUpstream } from '../../../test/fake-upstream.ts';
import { oneCallPayload, openMeteoPayload } from '../../../test/upstream-payloads.ts';
import { FORECAST_CACHE_TTL_MS } from './forecast.service.ts';

// These routes touch no database, so they run on SQLite only; the harness still builds the whole real app.
let upstream: FakeUpstream;
let t: TestApp | undefined;

beforeEach(async () => {
  upstream = await startFakeUpstream((request) =>
    request.url.pathname === '/v1/forecast' ? { json: openMeteoPayload() } : { json: oneCallPayload() },
  );
});
afterEach(async () => {
  await t?.close();
  t = undefined;
  await upstream.close();
});

async function app(env: Record<string, string> = {}, logger?: FastifyBaseLogger) {
  t = await buildTestApp('sqlite', {
    env: { OPEN_METEO_BASE_URL: upstream.baseUrl, OPENWEATHER_BASE_URL: upstream.baseUrl, ...env },
    ...(logger === undefined ? {} : { logger }),
  });
  return t;
}

function get(testApp: TestApp, query: string) {
  return testApp.app.inject({ method: 'GET', url: `/api/openWeather${query}` });
}

describe('GET /api/openWeather', () => {
  it("answers the spec's forecast shape from Open-Meteo without login", async () => {
    const response = await get(await app(), '?lat=52.84&lng=7.10');
    expect(response.statusCode).toBe(200);
    const body: unknown = response.json();
    if (!Value.Check(Forecast, body)) throw new Error(`not the contract's Forecast: ${response.body}`);
    expect(body.current).toMatchObject({
      temp: 4.3,
      humidity: 87,
      wind_speed: 3.9,
      wind_deg: 247,
      weather: [{ icon: '10d', description: 'Leichter Regen' }],
    });
    expect(body.daily.length).toBeGreaterThanOrEqual(6);
    expect(body.daily[0]).toMatchObject({
      temp: { min: 1.2, max: 6.1 },
      weather: [{ icon: '10d', description: 'Leichter Regen' }],
    });
  });

  it("describes the weather in the language the request's Accept-Language prefers", async () => {
    const testApp = await app();
    const ask = (acceptLanguage: string) =>
      testApp.app.inject({
        method: 'GET',
        url: '/api/openWeather?lat=52.84&lng=7.1',
        headers: { 'accept-language': acceptLanguage },
      });
    const english = await ask('en');
    expect(english.statusCode).toBe(200);
    expect(english.json()).toMatchObject({ current: { weather: [{ description: 'Light rain' }] } });
    expect(english.headers.vary).toContain('Accept-Language');
    expect((await ask('fr-FR,fr;q=0.9')).json()).toMatchObject({
      current: { weather: [{ description: 'Pluie faible' }] },
    });
    expect((await ask('it')).json()).toMatchObject({
      current: { weather: [{ description: 'Leichter Regen' }] },
    });
  });

  it('answers from OpenWeatherMap One Call when a key is configured', async () => {
    const response = await get(await app({ OPENWEATHER_API_KEY: 'owm-key' }), '?lat=52.84&lng=7.1');
    expect(response.statusCode).toBe(200);
    expect(upstream.requests[0]?.url.pathname).toBe('/data/3.0/onecall');
    expect(response.json()).toMatchObject({ daily: { length: 8 } });
  });

  it('asks the provider once for two requests, and again after ten minutes', async () => {
    const testApp = await app();
    expect((await get(testApp, '?lat=52.84&lng=7.1')).statusCode).toBe(200);
    expect((await get(testApp, '?lat=52.841&lng=7.099')).statusCode).toBe(200);
    expect(upstream.requests).toHaveLength(1);
    testApp.clock.advance(FORECAST_CACHE_TTL_MS);
    expect((await get(testApp, '?lat=52.84&lng=7.1')).statusCode).toBe(200);
    expect(upstream.requests).toHaveLength(2);
  });

  it.each([
    ['lat is missing', '?lng=7.1', ['lat']],
    ['both are missing', '', ['lat', 'lng']],
    ['lat is above 90', '?lat=90.5&lng=7.1', ['lat']],
    ['lat is below -90', '?lat=-91&lng=7.1', ['lat']],
    ['lng is above 180', '?lat=52.84&lng=180.01', ['lng']],
    ['lng is below -180', '?lat=52.84&lng=-200', ['lng']],
    ['lat is not a number', '?lat=north&lng=7.1', ['lat']],
    ['lat is empty', '?lat=&lng=7.1', ['lat']],
  ])('answers 400 when %s', async (_case, query, fields) => {
    const response = await get(await app(), query);
    expect(response.statusCode).toBe(400);
    const body: unknown = response.json();
    expect(body).toEqual(fields.map((field) => ({ message: expect.any(String), propertyPath: field })));
    expect(upstream.requests).toHaveLength(0);
  });

  it('answers 502 with a clear message when the provider answers 500, and logs it for the owner', async () => {
    upstream.reply(() => ({ status: 500, text: 'Internal Server Error' }));
    const lines: string[] = [];
    const logger = pino({ level: 'warn' }, { write: (line: string) => lines.push(line) });
    const response = await get(await app({}, logger), '?lat=52.84&lng=7.1');
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual([{ message: 'Open-Meteo hat die Anfrage abgelehnt (HTTP 500)' }]);
    const entries = lines.map((line): unknown => JSON.parse(line));
    expect(entries).toContainEqual(
      expect.objectContaining({
        level: 40,
        msg: 'forecast provider failed',
        err: expect.objectContaining({ message: expect.stringContaining('HTTP 500') }),
      }),
    );
  });

  it('logs no provider failure for a 400', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'warn' }, { write: (line: string) => lines.push(line) });
    expect((await get(await app({}, logger), '?lat=95&lng=7.1')).statusCode).toBe(400);
    expect(lines.filter((line) => line.includes('provider failed'))).toEqual([]);
  });

  it('answers the last forecast when the provider fails after a success, no red 502 for the visitor', async () => {
    const testApp = await app();
    const first = await get(testApp, '?lat=52.84&lng=7.1');
    expect(first.statusCode).toBe(200);
    upstream.reply(() => ({ status: 500, text: 'Internal Server Error' }));
    testApp.clock.advance(FORECAST_CACHE_TTL_MS);
    const kept = await get(testApp, '?lat=52.84&lng=7.1');
    expect(upstream.requests).toHaveLength(2);
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toEqual(first.json());
  });

  it('answers 502 after the configured timeout when the provider never answers', async () => {
    upstream.reply(() => ({ hang: true }));
    const testApp = await app({ UPSTREAM_TIMEOUT_MS: '300' });
    const started = performance.now();
    const response = await get(testApp, '?lat=52.84&lng=7.1');
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual([{ message: 'Open-Meteo hat nicht innerhalb von 0,3 s geantwortet' }]);
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('answers 502 at once when the provider cannot be reached', async () => {
    const testApp = await app({ OPEN_METEO_BASE_URL: await deadBaseUrl() });
    const started = performance.now();
    const response = await get(testApp, '?lat=52.84&lng=7.1');
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual([{ message: 'Open-Meteo ist nicht erreichbar (ECONNREFUSED)' }]);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
