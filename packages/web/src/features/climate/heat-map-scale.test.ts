import { describe, expect, it } from 'vitest';
import { monthRows, rainScale, temperatureScale } from './heat-map-scale.ts';

describe('heat map scales', () => {
  it('bins a mean temperature by its °C edges, below an edge in the bin under it', () => {
    const scale = temperatureScale('°C');
    expect(scale.bins).toHaveLength(9);
    expect(scale.colourOf(-20)).toBe(scale.bins[0]?.colour);
    expect(scale.colourOf(-0.1)).toBe(scale.bins[2]?.colour);
    expect(scale.colourOf(0)).toBe(scale.bins[3]?.colour);
    expect(scale.colourOf(31)).toBe(scale.bins[8]?.colour);
    expect(scale.colourOf(null)).toBeNull();
  });

  it('gives a day the same colour in °F as in °C', () => {
    const celsius = temperatureScale('°C');
    const fahrenheit = temperatureScale('°F');
    expect(fahrenheit.bins[3]).toMatchObject({ from: 32, to: 41 });
    for (const c of [-12, -3, 4.9, 12, 22, 28]) {
      expect(fahrenheit.colourOf((c * 9) / 5 + 32)).toBe(celsius.colourOf(c));
    }
  });

  it('makes a day under 0.1 mm dry, and bins rain in inches by the same edges', () => {
    const mm = rainScale('mm');
    expect(mm.colourOf(0)).toBe(mm.bins[0]?.colour);
    expect(mm.colourOf(0.1)).toBe(mm.bins[1]?.colour);
    expect(mm.colourOf(25)).toBe(mm.bins[5]?.colour);
    expect(rainScale('in').colourOf(0.5)).toBe(mm.colourOf(12.7));
  });

  it('lays the days out by month', () => {
    const rows = monthRows([{ day: '2026-01-31' }, { day: '2026-02-01' }, { day: '2026-12-31' }]);
    expect(rows.map((row) => row.length)).toEqual([1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1]);
  });
});
