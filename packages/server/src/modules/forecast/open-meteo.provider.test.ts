import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deadBaseUrl, type FakeUpstream, startFakeUpstream } from '../../../test/fake-upstream.ts';
import { DAY_STARTS, openMeteoPayload } from '../../../test/upstream-payloads.ts';
import { createOpenMeteoProvider } from './open-meteo.provider.ts';

let upstream: FakeUpstream;
beforeEach(async () => {
  upstream = await startFakeUpstream(() => ({ json: openMeteoPayload() }));
});
afterEach(async () => {
  await upstream.close();
});

function provider(baseUrl = upstream.baseUrl, timeoutMs = 5000) {
  return createOpenMeteoProvider({ baseUrl, timeoutMs, fetch: globalThis.fetch });
}

function gatewayError(fragment: string) {
  return { statusCode: 502, items: [{ message: expect.stringContaining(fragment) }] };
}

// Written out from Open-Meteo's WMO table and OpenWeatherMap's condition groups, independently of the
// implementation's table, so a wrong group or a missing code fails here.
const WMO_EXPECTATIONS: [code: number, group: string, description: string][] = [
  [0, '01', 'Klarer Himmel'],
  [1, '02', 'Überwiegend klar'],
  [2, '03', 'Teilweise bewölkt'],
  [3, '04', 'Bedeckt'],
  [45, '50', 'Nebel'],
  [48, '50', 'Nebel mit Reifablagerung'],
  [51, '09', 'Leichter Nieselregen'],
  [53, '09', 'Mäßiger Nieselregen'],
  [55, '09', 'Starker Nieselregen'],
  [56, '13', 'Leichter gefrierender Nieselregen'],
  [57, '13', 'Starker gefrierender Nieselregen'],
  [61, '10', 'Leichter Regen'],
  [63, '10', 'Mäßiger Regen'],
  [65, '10', 'Starker Regen'],
  [66, '13', 'Leichter gefrierender Regen'],
  [67, '13', 'Starker gefrierender Regen'],
  [71, '13', 'Leichter Schneefall'],
  [73, '13', 'Mäßiger Schneefall'],
  [75, '13', 'Starker Schneefall'],
  [77, '13', 'Schneegriesel'],
  [80, '09', 'Leichte Regenschauer'],
  [81, '09', 'Mäßige Regenschauer'],
  [82, '09', 'Heftige Regenschauer'],
  [85, '13', 'Leichte Schneeschauer'],
  [86, '13', 'Starke Schneeschauer'],
  [95, '11', 'Gewitter'],
  [96, '11', 'Gewitter mit leichtem Hagel'],
  [99, '11', 'Gewitter mit starkem Hagel'],
];

describe('Open-Meteo provider', () => {
  it('asks for current conditions and seven days in m/s, Unix time and the local time zone', async () => {
    await provider().getForecast(52.84, 7.1, 'de');
    expect(upstream.requests).toHaveLength(1);
    const url = upstream.requests[0]?.url;
    expect(url?.pathname).toBe('/v1/forecast');
    expect(Object.fromEntries(url?.searchParams ?? [])).toEqual({
      latitude: '52.84',
      longitude: '7.1',
      current: 'temperature_2m,relative_humidity_2m,wind_speed_10m,wind_direction_10m,weather_code,is_day',
      daily: 'weather_code,temperature_2m_max,temperature_2m_min',
      timezone: 'auto',
      timeformat: 'unixtime',
      wind_speed_unit: 'ms',
      forecast_days: '7',
    });
  });

  it('maps the answer onto the OpenWeatherMap shape, today first', async () => {
    const forecast = await provider().getForecast(52.84, 7.1, 'de');
    expect(forecast.lat).toBe(52.84);
    expect(forecast.lon).toBe(7.1);
    expect(forecast.timezone).toBe('Europe/Berlin');
    expect(forecast.timezone_offset).toBe(3600);
    expect(forecast.current).toEqual({
      dt: 1763719200,
      temp: 4.3,
      humidity: 87,
      wind_speed: 3.9,
      wind_deg: 247,
      weather: [{ icon: '10d', description: 'Leichter Regen' }],
    });
    expect(forecast.daily).toHaveLength(7);
    expect(forecast.daily[0]).toEqual({
      dt: DAY_STARTS[0],
      temp: { min: 1.2, max: 6.1 },
      weather: [{ icon: '10d', description: 'Leichter Regen' }],
    });
    expect(forecast.daily.map((day) => day.weather[0]?.icon)).toEqual([
      '10d',
      '04d',
      '03d',
      '01d',
      '13d',
      '11d',
      '50d',
    ]);
  });

  it.each(WMO_EXPECTATIONS)(
    'maps WMO code %i to icon group %s (%s) by day and by night',
    async (code, group, text) => {
      upstream.reply(() => ({
        json: openMeteoPayload({ currentCode: code, isDay: 0, dailyCodes: Array(7).fill(code) }),
      }));
      const forecast = await provider().getForecast(52.84, 7.1, 'de');
      expect(forecast.current.weather).toEqual([{ icon: `${group}n`, description: text }]);
      expect(forecast.daily[0]?.weather).toEqual([{ icon: `${group}d`, description: text }]);
    },
  );

  it.each([
    ['en', 'Light rain', 'Thunderstorm with heavy hail'],
    ['fr', 'Pluie faible', 'Orage avec forte grêle'],
    ['de', 'Leichter Regen', 'Gewitter mit starkem Hagel'],
  ] as const)('describes the weather in the language asked (%s)', async (language, rain, hail) => {
    upstream.reply(() => ({
      json: openMeteoPayload({ currentCode: 61, isDay: 1, dailyCodes: [99, 61, 61, 61, 61, 61, 61] }),
    }));
    const forecast = await provider().getForecast(52.84, 7.1, language);
    expect(forecast.current.weather).toEqual([{ icon: '10d', description: rain }]);
    expect(forecast.daily[0]?.weather).toEqual([{ icon: '11d', description: hail }]);
    // The language changes the wording, not the call: Open-Meteo has no language parameter.
    expect(upstream.requests[0]?.url.searchParams.has('lang')).toBe(false);
  });

  it('uses a night icon for the current weather only when Open-Meteo says it is night', async () => {
    upstream.reply(() => ({ json: openMeteoPayload({ currentCode: 0, isDay: 0 }) }));
    const night = await provider().getForecast(52.84, 7.1, 'de');
    expect(night.current.weather[0]).toEqual({ icon: '01n', description: 'Klarer Himmel' });
    upstream.reply(() => ({ json: openMeteoPayload({ currentCode: 0, isDay: 1 }) }));
    const day = await provider().getForecast(52.84, 7.1, 'de');
    expect(day.current.weather[0]?.icon).toBe('01d');
  });

  it('stops the day list at the first day with missing values', async () => {
    upstream.reply(() => ({ json: openMeteoPayload({ dailyCodes: [0, 1, 2, 3, 45, 61, null] }) }));
    const forecast = await provider().getForecast(52.84, 7.1, 'de');
    expect(forecast.daily).toHaveLength(6);
  });

  it('answers 502 when fewer than six complete days come back', async () => {
    upstream.reply(() => ({ json: openMeteoPayload({ dailyCodes: [0, 1, 2, 3, null, 61, 63] }) }));
    await expect(provider().getForecast(52.84, 7.1, 'de')).rejects.toMatchObject(
      gatewayError('nur 4 vollständige Tage statt 6'),
    );
  });

  it('answers 502 for a weather code outside the WMO table', async () => {
    upstream.reply(() => ({ json: openMeteoPayload({ currentCode: 42 }) }));
    await expect(provider().getForecast(52.84, 7.1, 'de')).rejects.toMatchObject(
      gatewayError('unbekannter Wettercode 42'),
    );
  });

  it('answers 502 naming the field when the payload lacks what Open-Meteo documents', async () => {
    const { current: _dropped, ...withoutCurrent } = openMeteoPayload();
    upstream.reply(() => ({ json: withoutCurrent }));
    await expect(provider().getForecast(52.84, 7.1, 'de')).rejects.toMatchObject(
      gatewayError('Open-Meteo hat eine unerwartete Antwort geliefert'),
    );
  });

  it('answers 502 when the body is not JSON', async () => {
    upstream.reply(() => ({ text: '<html>Bad Gateway</html>', contentType: 'text/html' }));
    await expect(provider().getForecast(52.84, 7.1, 'de')).rejects.toMatchObject(gatewayError('kein JSON'));
  });

  it('answers 502 on an upstream 500', async () => {
    upstream.reply(() => ({ status: 500, text: 'Internal Server Error' }));
    await expect(provider().getForecast(52.84, 7.1, 'de')).rejects.toMatchObject(
      gatewayError('Open-Meteo hat die Anfrage abgelehnt (HTTP 500)'),
    );
  });

  it("quotes Open-Meteo's reason for a rejected request", async () => {
    upstream.reply(() => ({
      status: 400,
      json: { error: true, reason: 'Latitude must be in range of -90 to 90°.' },
    }));
    await expect(provider().getForecast(52.84, 7.1, 'de')).rejects.toMatchObject(
      gatewayError('(HTTP 400: Latitude must be in range of -90 to 90°.)'),
    );
  });

  it('gives up after the timeout when the upstream never answers', async () => {
    upstream.reply(() => ({ hang: true }));
    const started = performance.now();
    await expect(provider(upstream.baseUrl, 300).getForecast(52.84, 7.1, 'de')).rejects.toMatchObject(
      gatewayError('Open-Meteo hat nicht innerhalb von 0,3 s geantwortet'),
    );
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('fails at once when nothing listens at the base URL', async () => {
    const started = performance.now();
    await expect(provider(await deadBaseUrl()).getForecast(52.84, 7.1, 'de')).rejects.toMatchObject(
      gatewayError('Open-Meteo ist nicht erreichbar (ECONNREFUSED)'),
    );
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
