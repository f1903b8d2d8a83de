import { FORECAST_LANGUAGES, isWeatherIconCode, WEATHER_ICON_CODES } from '@meteodeck/contract';
import { describe, expect, it } from 'vitest';
import { WMO_WEATHER_CODES, wmoToWeather } from './wmo-weather-codes.ts';

describe('WMO weather codes', () => {
  it('maps every code Open-Meteo documents, and nothing else', () => {
    expect([...WMO_WEATHER_CODES.keys()]).toEqual([
      0, 1, 2, 3, 45, 48, 51, 53, 55, 56, 57, 61, 63, 65, 66, 67, 71, 73, 75, 77, 80, 81, 82, 85, 86, 95, 96,
      99,
    ]);
  });

  it('produces only icon codes the web app has a picture for, and uses every one of them', () => {
    const produced = new Set<string>();
    for (const code of WMO_WEATHER_CODES.keys()) {
      for (const isDay of [true, false]) {
        const weather = wmoToWeather(code, isDay);
        expect(weather).toBeDefined();
        if (weather !== undefined) produced.add(weather.icon);
      }
    }
    expect([...produced].filter((icon) => !isWeatherIconCode(icon))).toEqual([]);
    expect([...produced].sort()).toEqual([...WEATHER_ICON_CODES].sort());
  });

  it.each(FORECAST_LANGUAGES)('gives every code its own capitalised description in %s', (language) => {
    const descriptions = [...WMO_WEATHER_CODES.keys()].map(
      (code) => wmoToWeather(code, true, language)?.description,
    );
    expect(new Set(descriptions).size).toBe(descriptions.length);
    for (const description of descriptions) expect(description).toMatch(/^[A-ZÄÖÜÉ]/);
  });

  it('describes in German when no language is given', () => {
    expect(wmoToWeather(61, true)?.description).toBe('Leichter Regen');
  });

  it.each([4, 44, 100, -1, 2.5])('knows no weather for code %s', (code) => {
    expect(wmoToWeather(code, true)).toBeUndefined();
  });
});
