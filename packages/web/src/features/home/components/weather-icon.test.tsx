import { isWeatherIconCode, WEATHER_ICON_CODES } from '@meteodeck/contract';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WEATHER_ICON_URLS } from '../forecast/weather-icon-urls.ts';
import { WeatherIcon } from './weather-icon.tsx';

/** The Meteocons file name in a URL (tests get Vite's file path, possibly with a query). */
function fileOf(url: string): string | undefined {
  return /\/([\w-]+)\.svg(\?.*)?$/.exec(url)?.[1];
}

describe('weather icons', () => {
  it('has a picture for every code the server can send and no other', () => {
    const mapped = Object.keys(WEATHER_ICON_URLS);
    expect(mapped.filter((code) => !isWeatherIconCode(code))).toEqual([]);
    expect(mapped.sort()).toEqual([...WEATHER_ICON_CODES].sort());
  });

  it.each(WEATHER_ICON_CODES)(
    'ships a Meteocons SVG for code %s, never a sun at night or a moon by day',
    (code) => {
      const file = fileOf(WEATHER_ICON_URLS[code]);
      expect(file).toBeDefined();
      expect(file).not.toContain(code.endsWith('n') ? 'day' : 'night');
    },
  );

  it('tells the condition groups apart: no two groups share a picture', () => {
    const fileByGroup = new Map<string, Set<string | undefined>>();
    for (const code of WEATHER_ICON_CODES) {
      const group = code.slice(0, 2);
      fileByGroup.set(group, (fileByGroup.get(group) ?? new Set()).add(fileOf(WEATHER_ICON_URLS[code])));
    }
    const files = [...fileByGroup.values()].flatMap((set) => [...set]);
    expect(new Set(files).size).toBe(files.length);
  });

  it('renders an image named by the description', () => {
    render(<WeatherIcon code="10n" description="Leichter Regen" size={48} />);
    const image = screen.getByRole('img', { name: 'Leichter Regen' });
    expect(fileOf(image.getAttribute('src') ?? '')).toBe('partly-cloudy-night-rain');
    expect(image).toHaveAttribute('width', '48');
    expect(image).toHaveAttribute('height', '48');
  });

  it('is 64 px by default', () => {
    render(<WeatherIcon code="01d" description="Klarer Himmel" />);
    const image = screen.getByRole('img', { name: 'Klarer Himmel' });
    expect(image).toHaveAttribute('width', '64');
    expect(fileOf(image.getAttribute('src') ?? '')).toBe('clear-day');
  });
});
