import { COMPASS_POINTS_16_DE } from '@meteodeck/weather';
import { GaugeChart } from 'echarts/charts';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { describe, expect, it } from 'vitest';
import { type GaugeSpec, gaugeSeries, scaleLabels, scaleSplits } from './gauge-options.ts';

echarts.use([GaugeChart, SVGRenderer]);

/** A 12 px digit or comma is at most this wide in the sans-serif fonts a browser picks, px. */
const CHAR_WIDTH = 7;
const LABEL_HEIGHT = 12;

/**
 * How far each scale label of a dial drawn by ECharts (SVG, 150 × 180 px, a 360 px phone's dial) stays
 * outside the ring, px: the distance from the dial's centre to the nearest point of the label's box, less
 * the ring's outer radius (negative: the label lies on the ring or its blue band); and whether the box stays
 * inside the canvas.
 */
function labelClearances(spec: GaugeSpec): Record<string, number> {
  const instance = echarts.init(null, null, { renderer: 'svg', ssr: true, width: 150, height: 180 });
  instance.setOption({ animation: false, series: [gaugeSeries(spec)] });
  const svg = instance.renderToSVGString();
  instance.dispose();
  const centre = { x: 75, y: 180 * 0.57 };
  const radius = Number(/<path d="M[\d. ]+A([\d.]+) /.exec(svg)?.[1]);
  const clearances: Record<string, number> = {};
  for (const match of svg.matchAll(
    /<text[^>]*text-anchor="(\w+)"[^>]*x="([-\d.]+)" y="([-\d.]+)"[^>]*>([^<]*)</g,
  )) {
    const [, anchor, x, y, text = ''] = match;
    const width = text.length * CHAR_WIDTH;
    const left =
      anchor === 'start' ? Number(x) : anchor === 'end' ? Number(x) - width : Number(x) - width / 2;
    const top = Number(y) - LABEL_HEIGHT / 2;
    const nearestX = Math.min(Math.max(centre.x, left), left + width);
    const nearestY = Math.min(Math.max(centre.y, top), top + LABEL_HEIGHT);
    const inside = left >= 0 && left + width <= 150 && top >= 0;
    clearances[text] = inside ? Math.hypot(nearestX - centre.x, nearestY - centre.y) - radius : Number.NaN;
  }
  return clearances;
}

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

  it("keeps every scale label off the ring and its band (the gust dial's '10' too), and inside the canvas", () => {
    for (const spec of [
      { value: 32.4, min: 0, max: 60, valueText: '32,4 km/h' },
      { value: 11, min: 0, max: 25, valueText: '11 km/h' },
      { value: 3.6, min: 0, max: 900, valueText: '3,6 mm' },
      { value: 0, min: 0, max: 1500, valueText: '0 W/m²' },
      { value: 0.4, min: 0, max: 2.5, valueText: '0,4 in/h' },
    ]) {
      const clearances = labelClearances(spec);
      expect(Object.keys(clearances).sort()).toEqual(scaleLabels(spec.min, spec.max).sort());
      for (const [label, clearance] of Object.entries(clearances)) {
        expect(clearance, `${label} of 0-${spec.max}`).toBeGreaterThanOrEqual(1);
      }
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
