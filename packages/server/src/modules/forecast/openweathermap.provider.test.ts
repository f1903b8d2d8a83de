import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deadBaseUrl, type FakeUpstream, startFakeUpstream } from '../../../test/fake-upstream.ts';
import { DAY_STARTS, oneCallPayload } from '../../../test/upstream-payloads.ts';
import { createOpenWeatherMapProvider } from './openweathermap.provider.ts';

let upstream: FakeUpstream;
beforeEach(async () => {
  upstream = await startFakeUpstream(() => ({ json: oneCallPayload() }));
});
afterEach(async () => {
  await upstream.close();
});

function provider(baseUrl = upstream.baseUrl, timeoutMs = 5000) {
  return createOpenWeatherMapProvider({
    baseUrl,
    apiKey: 'owm-test-key',
    timeoutMs,
    fetch: globalThis.fetch,
  });
}

function gatewayError(fragment: string) {
  return { statusCode: 502, items: [{ message: expect.stringContaining(fragment) }] };
}

describe('OpenWeatherMap One Call provider', () => {
  it('calls One Call 3.0 in metric units and German with the key', async () => {
    await provider().getForecast(52.84, 7.1, 'de');
    const url = upstream.requests[0]?.url;
    expect(url?.pathname).toBe('/data/3.0/onecall');
    expect(Object.fromEntries(url?.searchParams ?? [])).toEqual({
      lat: '52.84',
      lon: '7.1',
      exclude: 'minutely,hourly,alerts',
      units: 'metric',
      lang: 'de',
      appid: 'owm-test-key',
    });
  });

  it.each(['en', 'fr'] as const)('asks OpenWeatherMap for the descriptions in %s', async (language) => {
    await provider().getForecast(52.84, 7.1, language);
    expect(upstream.requests[0]?.url.searchParams.get('lang')).toBe(language);
  });

  it('keeps the fields of the contract and capitalises the German descriptions', async () => {
    const forecast = await provider().getForecast(52.84, 7.1, 'de');
    expect(forecast).toMatchObject({
      lat: 52.84,
      lon: 7.1,
      timezone: 'Europe/Berlin',
      timezone_offset: 3600,
    });
    expect(forecast.current).toEqual({
      dt: 1763719200,
      temp: 4.3,
      humidity: 87,
      wind_speed: 3.9,
      wind_deg: 247,
      weather: [{ icon: '10d', description: 'Leichter Regen' }],
    });
    expect(forecast.daily).toHaveLength(8);
    expect(forecast.daily[1]).toEqual({
      dt: (DAY_STARTS[1] ?? 0) + 12 * 3600,
      temp: { min: 0.5, max: 7.1 },
      weather: [{ icon: '04d', description: 'Überwiegend bewölkt' }],
    });
    // Fields outside the contract (feels_like, pop, summary…) are not passed on.
    expect(Object.keys(forecast.daily[0] ?? {}).sort()).toEqual(['dt', 'temp', 'weather']);
  });

  it('answers 502 for an icon code OpenWeatherMap does not document', async () => {
    upstream.reply(() => ({ json: oneCallPayload({ currentIcon: '99x' }) }));
    await expect(provider().getForecast(52.84, 7.1, 'de')).rejects.toMatchObject(
      gatewayError('unbekanntes Symbol 99x'),
    );
  });

  it('answers 502 when fewer than six days come back', async () => {
    upstream.reply(() => ({ json: oneCallPayload({ days: 5 }) }));
    await expect(provider().getForecast(52.84, 7.1, 'de')).rejects.toMatchObject(
      gatewayError('OpenWeatherMap hat eine unerwartete Antwort geliefert (/daily'),
    );
  });

  it('answers 502 for a payload with a wrongly typed field', async () => {
    const payload = oneCallPayload();
    upstream.reply(() => ({ json: { ...payload, current: { ...payload.current, temp: '4.3' } } }));
    await expect(provider().getForecast(52.84, 7.1, 'de')).rejects.toMatchObject(
      gatewayError('/current/temp'),
    );
  });

  it("answers 502 quoting OpenWeatherMap's reason when the key is refused, without leaking the key", async () => {
    upstream.reply(() => ({
      status: 401,
      json: {
        cod: 401,
        message: 'Invalid API key. Please see https://openweathermap.org/faq#error401 for more info.',
      },
    }));
    const error: unknown = await provider()
      .getForecast(52.84, 7.1, 'de')
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject(
      gatewayError('OpenWeatherMap hat die Anfrage abgelehnt (HTTP 401: Invalid API key.'),
    );
    expect(JSON.stringify(error)).not.toContain('owm-test-key');
  });

  it('answers 502 on an upstream 500', async () => {
    upstream.reply(() => ({ status: 500, json: { cod: 500, message: 'Internal error' } }));
    await expect(provider().getForecast(52.84, 7.1, 'de')).rejects.toMatchObject(
      gatewayError('HTTP 500: Internal error'),
    );
  });

  it('gives up after the timeout when the upstream never answers', async () => {
    upstream.reply(() => ({ hang: true }));
    await expect(provider(upstream.baseUrl, 250).getForecast(52.84, 7.1, 'de')).rejects.toMatchObject(
      gatewayError('OpenWeatherMap hat nicht innerhalb von 0,3 s geantwortet'),
    );
  });

  it('fails at once when nothing listens at the base URL', async () => {
    await expect(provider(await deadBaseUrl()).getForecast(52.84, 7.1, 'de')).rejects.toMatchObject(
      gatewayError('OpenWeatherMap ist nicht erreichbar'),
    );
  });
});
