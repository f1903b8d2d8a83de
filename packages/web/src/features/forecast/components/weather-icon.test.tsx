import { isWeatherIconCode, WEATHER_ICON_CODES } from '@meteodeck/contract';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WeatherIcon } from './weather-icon.tsx';
import { WEATHER_ICON_URLS } from './weather-icon-urls.ts';

describe('weather icons', () => {
  it.each(WEATHER_ICON_CODES)('ships the Meteocons picture of OpenWeatherMap code %s', (code) => {
    // The file name is the code, so this also catches two codes sharing one picture by a copy-paste slip.
    // (Vite serves the file itself in tests, possibly with a query; the build emits a fingerprinted copy.)
    expect(WEATHER_ICON_URLS[code]).toMatch(new RegExp(`/openweathermap/${code}\\.svg(\\?.*)?$`));
  });

  it('has a picture for every code the server can send and no other', () => {
    const mapped = Object.keys(WEATHER_ICON_URLS);
    expect(mapped.filter((code) => !isWeatherIconCode(code))).toEqual([]);
    expect(mapped.sort()).toEqual([...WEATHER_ICON_CODES].sort());
  });

  it('renders an image named by the description', () => {
    render(<WeatherIcon code="10n" description="Leichter Regen" size={48} />);
    const image = screen.getByRole('img', { name: 'Leichter Regen' });
    expect(image).toHaveAttribute('src', expect.stringMatching(/10n\.svg(\?.*)?$/));
    expect(image).toHaveAttribute('width', '48');
    expect(image).toHaveAttribute('height', '48');
  });

  it('is 64 px by default', () => {
    render(<WeatherIcon code="01d" description="Klarer Himmel" />);
    expect(screen.getByRole('img', { name: 'Klarer Himmel' })).toHaveAttribute('width', '64');
  });
});
