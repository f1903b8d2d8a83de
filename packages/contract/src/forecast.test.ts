import Value from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { Forecast, ForecastQuery, isWeatherIconCode, WEATHER_ICON_CODES } from './forecast.ts';
import { GeocodingQuery, GeocodingResponse, MAX_ADDRESS_LENGTH } from './geocoding.ts';

const day = {
  dt: 1763679600,
  temp: { min: 1.2, max: 6.1 },
  weather: [{ icon: '10d', description: 'Leichter Regen' }],
};
const forecast = {
  lat: 52.84,
  lon: 7.1,
  timezone: 'Europe/Berlin',
  timezone_offset: 3600,
  current: { dt: 1763719200, temp: 4.3, humidity: 87, wind_speed: 3.9, wind_deg: 247, weather: day.weather },
  daily: Array(6).fill(day),
};

describe('forecast contract', () => {
  it("lists OpenWeatherMap's nine icon groups by day and by night", () => {
    expect(WEATHER_ICON_CODES).toHaveLength(18);
    for (const group of ['01', '02', '03', '04', '09', '10', '11', '13', '50']) {
      expect(WEATHER_ICON_CODES).toContain(`${group}d`);
      expect(WEATHER_ICON_CODES).toContain(`${group}n`);
    }
  });

  it.each([
    ['01d', true],
    ['50n', true],
    ['05d', false],
    ['01', false],
    ['01D', false],
  ])('isWeatherIconCode(%s) is %s', (code, expected) => {
    expect(isWeatherIconCode(code)).toBe(expected);
  });

  it('accepts a forecast of today plus five days', () => {
    expect(Value.Check(Forecast, forecast)).toBe(true);
  });

  it('rejects fewer than six days, an unknown icon and a condition list without items', () => {
    expect(Value.Check(Forecast, { ...forecast, daily: forecast.daily.slice(0, 5) })).toBe(false);
    const badIcon = { ...forecast.current, weather: [{ icon: '99x', description: 'x' }] };
    expect(Value.Check(Forecast, { ...forecast, current: badIcon })).toBe(false);
    expect(Value.Check(Forecast, { ...forecast, current: { ...forecast.current, weather: [] } })).toBe(false);
  });

  it.each([
    [{ lat: 90, lng: 180 }, true],
    [{ lat: -90, lng: -180 }, true],
    [{ lat: 90.01, lng: 0 }, false],
    [{ lat: 0, lng: -180.01 }, false],
    [{ lat: 0 }, false],
  ])('ForecastQuery %j valid: %s', (query, expected) => {
    expect(Value.Check(ForecastQuery, query)).toBe(expected);
  });
});

describe('geocoding contract', () => {
  it('bounds the address length', () => {
    expect(Value.Check(GeocodingQuery, { address: 'a' })).toBe(true);
    expect(Value.Check(GeocodingQuery, { address: 'a'.repeat(MAX_ADDRESS_LENGTH) })).toBe(true);
    expect(Value.Check(GeocodingQuery, { address: 'a'.repeat(MAX_ADDRESS_LENGTH + 1) })).toBe(false);
    expect(Value.Check(GeocodingQuery, { address: '' })).toBe(false);
  });

  it("accepts Google's shape and rejects an unknown status", () => {
    const ok = {
      status: 'OK',
      results: [{ formatted_address: 'Rütenbrock', geometry: { location: { lat: 52.84, lng: 7.1 } } }],
    };
    expect(Value.Check(GeocodingResponse, ok)).toBe(true);
    expect(Value.Check(GeocodingResponse, { status: 'ZERO_RESULTS', results: [] })).toBe(true);
    expect(Value.Check(GeocodingResponse, { status: 'FINE', results: [] })).toBe(false);
  });
});
