import { describe, expect, it } from 'vitest';
import {
  aqiColour,
  contrastRatio,
  onBackground,
  TEMPERATURE_STOPS,
  temperatureColour,
  uvColour,
} from './value-colours.ts';

describe('contrast as WCAG measures it', () => {
  it('measures black on white as 21:1 and a colour on itself as 1:1', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#1f5fa8', '#1f5fa8')).toBeCloseTo(1, 5);
  });

  it('picks black text on a light background and white on a dark one', () => {
    expect(onBackground('#ffff00').text).toBe('#000000');
    expect(onBackground('#313695').text).toBe('#ffffff');
  });
});

describe('temperature on the blue–red scale', () => {
  it('takes the stops at their breakpoints, cold blue to hot red', () => {
    expect(temperatureColour(-20, '°C')?.background).toBe('#313695');
    expect(temperatureColour(10, '°C')?.background).toBe('#ffffbf');
    expect(temperatureColour(40, '°C')?.background).toBe('#a50026');
  });

  it('holds the ends beyond −20 and +40 °C and interpolates between stops', () => {
    expect(temperatureColour(-35, '°C')?.background).toBe('#313695');
    expect(temperatureColour(48, '°C')?.background).toBe('#a50026');
    // Halfway between 4 °C (#e0f3f8) and 10 °C (#ffffbf).
    expect(temperatureColour(7, '°C')?.background).toBe('#f0f9dc');
  });

  it('converts °F to °C first', () => {
    expect(temperatureColour(50, '°F')).toEqual(temperatureColour(10, '°C'));
    expect(temperatureColour(-4, '°F')).toEqual(temperatureColour(-20, '°C'));
    expect(temperatureColour(77, '°F')).toEqual(temperatureColour(25, '°C'));
  });

  it('has no colour for a missing value', () => {
    expect(temperatureColour(null, '°C')).toBeNull();
    expect(temperatureColour(undefined, '°C')).toBeNull();
    expect(temperatureColour(Number.NaN, '°C')).toBeNull();
  });

  it('keeps its text at 4.5:1 or more from −40 to +50 °C, every tenth of a degree', () => {
    for (let tenths = -400; tenths <= 500; tenths++) {
      const colour = temperatureColour(tenths / 10, '°C');
      if (colour === null) throw new Error('no colour');
      expect(contrastRatio(colour.text, colour.background), `${tenths / 10} °C`).toBeGreaterThanOrEqual(4.5);
    }
    expect(TEMPERATURE_STOPS.map((stop) => stop.celsius)).toEqual([
      -20, -14, -8, -2, 4, 10, 16, 22, 28, 34, 40,
    ]);
  });
});

describe('AQI in the EPA band colours', () => {
  it.each([
    [0, '#00e400'],
    [50, '#00e400'],
    [50.4, '#ffff00'],
    [51, '#ffff00'],
    [100, '#ffff00'],
    [101, '#ff7e00'],
    [150, '#ff7e00'],
    [151, '#ff0000'],
    [200, '#ff0000'],
    [201, '#8f3f97'],
    [300, '#8f3f97'],
    [301, '#7e0023'],
    [500, '#7e0023'],
  ])('colours %d as %s', (aqi, background) => {
    expect(aqiColour(aqi)?.background).toBe(background);
  });

  it('has readable text in every band and no colour without a value', () => {
    for (const aqi of [25, 75, 125, 175, 250, 400]) {
      const colour = aqiColour(aqi);
      if (colour === null) throw new Error('no colour');
      expect(contrastRatio(colour.text, colour.background), `AQI ${aqi}`).toBeGreaterThanOrEqual(4.5);
    }
    expect(aqiColour(null)).toBeNull();
    expect(aqiColour(-1)).toBeNull();
  });
});

describe('UV in the WHO colours', () => {
  it.each([
    [0, '#289500'],
    [2, '#289500'],
    [2.4, '#289500'],
    [2.5, '#f7e400'],
    [5, '#f7e400'],
    [6, '#f85900'],
    [7, '#f85900'],
    [8, '#d8001d'],
    [10, '#d8001d'],
    [11, '#6b49c8'],
    [14, '#6b49c8'],
  ])('colours UV %d as %s', (uv, background) => {
    expect(uvColour(uv)?.background).toBe(background);
  });

  it('has readable text in every category and no colour without a value', () => {
    for (const uv of [1, 4, 7, 9, 12]) {
      const colour = uvColour(uv);
      if (colour === null) throw new Error('no colour');
      expect(contrastRatio(colour.text, colour.background), `UV ${uv}`).toBeGreaterThanOrEqual(4.5);
    }
    expect(uvColour(null)).toBeNull();
  });
});
