import { COMPASS_POINTS_16_DE } from '@meteodeck/weather';
import { describe, expect, it } from 'vitest';
import { gaugeSeries, scaleSplits } from './gauge-options.ts';

/** Calls an ECharts formatter option (typed as string | function there) with one tick. */
function format(formatter: unknown, tick = 0): string {
  if (typeof formatter !== 'function') throw new Error('expected a formatter function');
  return String(formatter(tick));
}

describe('gaugeSeries', () => {
  it('puts the needle on the value and leaves the text to the HTML under the dial', () => {
    const series = gaugeSeries({ value: 12.5, min: 0, max: 60, valueText: '12.5 mm/h' });
    expect(series.data).toEqual([{ value: 12.5 }]);
    expect(series.detail?.show).toBe(false);
    expect(series.min).toBe(0);
    expect(series.max).toBe(60);
  });

  it('pins the needle at the end of the scale for a value beyond it, and at the start when missing', () => {
    expect(gaugeSeries({ value: 75, min: 0, max: 60, valueText: '75.0 mm/h' }).data).toEqual([{ value: 60 }]);
    expect(gaugeSeries({ value: -3, min: 0, max: 60, valueText: '-3' }).data).toEqual([{ value: 0 }]);
    expect(gaugeSeries({ value: null, min: 0, max: 30, valueText: '-' }).data).toEqual([{ value: 0 }]);
  });

  it('divides the scales of spec §9 into round steps', () => {
    expect([60, 25, 30, 90, 900, 12, 1500].map(scaleSplits)).toEqual([6, 5, 6, 6, 6, 6, 6]);
    const wind = gaugeSeries({ value: 3, min: 0, max: 25, valueText: '3.0 km/h' });
    expect(wind.splitNumber).toBe(5);
    expect(format(wind.axisLabel?.formatter, 4.999999)).toBe('5');
    // An inch dial's half steps keep their decimal, with a comma.
    expect(format(wind.axisLabel?.formatter, 0.5)).toBe('0,5');
  });

  it('writes the scale in 12 px outside the ring, and keeps the needle inside it: it never crosses a label', () => {
    const dials = [
      gaugeSeries({ value: 59, min: 0, max: 60, valueText: '59 mm/h' }),
      gaugeSeries({ value: 350, min: 0, max: 360, valueText: '350° N', compassPoints: COMPASS_POINTS_16_DE }),
    ];
    for (const dial of dials) {
      expect(dial.axisLabel?.fontSize).toBeGreaterThanOrEqual(12);
      // ECharts measures a label's distance inwards from the ring: negative is outside it.
      expect(Number(dial.axisLabel?.distance)).toBeLessThan(0);
      // The needle's length is a share of the radius, which ends at the ring's outer edge.
      expect(Number.parseFloat(String(dial.pointer?.length))).toBeLessThanOrEqual(85);
    }
  });

  it('draws the wind direction as a full compass rose with 16 ticks, eight of them named', () => {
    const rose = gaugeSeries({
      value: 225,
      min: 0,
      max: 360,
      valueText: '225° SW',
      compassPoints: COMPASS_POINTS_16_DE,
    });
    expect(rose.startAngle).toBe(90);
    expect(rose.endAngle).toBe(-270);
    expect(rose.splitNumber).toBe(16);
    const label = (tick: number) => format(rose.axisLabel?.formatter, tick);
    expect(label(0)).toBe('N');
    expect(label(90)).toBe('O');
    // At 12 px the in-between points would touch their neighbours: left unnamed.
    expect(label(22.5)).toBe('');
    expect(label(225)).toBe('SW');
    // 360° is north again: written once.
    expect(label(360)).toBe('');
  });
});
