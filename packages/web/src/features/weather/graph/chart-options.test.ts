import { BarChart, LineChart, ScatterChart } from 'echarts/charts';
import { GridComponent, LegendComponent, MarkPointComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { describe, expect, it } from 'vitest';
import { themeColors } from '../../../lib/theme.ts';
import { chartContext as context, drawn, weekGraph, yearGraph } from '../../../test/chart-graphs.ts';
import { NO_EXTREMES } from '../../../test/weather-data.ts';
import { CHART_DEFINITIONS } from './chart-definitions.ts';
import { axisLabelStyle, buildChartOption, crossesYear } from './chart-options.ts';
import { shapeChart } from './chart-series.ts';

echarts.use([
  BarChart,
  LineChart,
  ScatterChart,
  GridComponent,
  LegendComponent,
  MarkPointComponent,
  TooltipComponent,
  SVGRenderer,
]);

const temperatureChart = CHART_DEFINITIONS.find((chart) => chart.id === 'temperature');
if (temperatureChart === undefined) throw new Error('no temperature chart');

describe('buildChartOption', () => {
  it('pins the true extremes by coordinate, never by ECharts type max/min', () => {
    const chart = shapeChart(temperatureChart, weekGraph());
    const option = buildChartOption(chart, context);
    const text = JSON.stringify(option);
    expect(text).not.toContain('"type":"max"');
    expect(text).not.toContain('"type":"min"');
    expect(text).not.toContain('sampling');
    expect(option.yAxis).toMatchObject({ min: -10, max: 40, name: '°C' });
  });

  it('draws the pins with their true values (rendered with the SVG renderer)', () => {
    const chart = shapeChart(temperatureChart, weekGraph());
    const instance = echarts.init(null, null, { renderer: 'svg', ssr: true, width: 800, height: 350 });
    instance.setOption(buildChartOption(chart, context));
    const svg = instance.renderToSVGString();
    instance.dispose();
    expect(svg).toContain('>31,7<');
    expect(svg).toContain('>8,4<');
    // Three series in the legend, and German axis labels in the station's time.
    expect(svg).toContain('Windchill');
    expect(svg).toMatch(/>09\.06\.</);
  });

  it('labels the time axis per period', () => {
    expect(axisLabelStyle('day')).toBe('time');
    expect(axisLabelStyle('month')).toBe('dayMonth');
    expect(axisLabelStyle('record')).toBe('date');
    // The year's window begins in the year before: its labels name the year.
    expect(axisLabelStyle('year')).toBe('monthYear');
  });

  it("draws texts and lines in the theme's colours", () => {
    const chart = shapeChart(temperatureChart, weekGraph());
    const dark = buildChartOption(chart, { ...context, colors: themeColors('dark') });
    const light = buildChartOption(chart, context);
    expect(dark.textStyle).toEqual({ color: themeColors('dark').text });
    expect(light.textStyle).toEqual({ color: themeColors('light').text });
    expect(JSON.stringify(dark.legend)).toContain(themeColors('dark').text);
    expect(JSON.stringify(dark.yAxis)).toContain(themeColors('dark').muted);
  });

  it('draws the first series (temperature) over the others (wind chill, dew point)', () => {
    const option = buildChartOption(shapeChart(temperatureChart, weekGraph()), context);
    const z = (option.series as { z: number }[]).map((series) => series.z);
    expect(z).toHaveLength(3);
    expect(z[0]).toBeGreaterThan(z[1] ?? 0);
    expect(z[1]).toBeGreaterThan(z[2] ?? 0);
  });
});

const definitionOf = (id: string) => {
  const found = CHART_DEFINITIONS.find((chart) => chart.id === id);
  if (found === undefined) throw new Error(`no chart ${id}`);
  return found;
};

describe('year and record charts', () => {
  const yearContext = { ...context, period: 'year' as const, cumulativeLabel: 'Regensumme' };

  it('draws the temperature as a daily min-max band around the daily mean', () => {
    const graph = yearGraph();
    const chart = shapeChart(temperatureChart, graph);
    expect(chart.daily).toBe(true);
    const series = drawn(buildChartOption(chart, yearContext));
    const band = series.filter((item) => item.stack === 'band-0');
    expect(band).toHaveLength(2);
    const [lower, upper] = band;
    const day = graph.days?.[40];
    expect(lower?.data[40]?.[1]).toBeCloseTo(day?.temperature?.min ?? Number.NaN, 6);
    // The filled span stacked on the minimum reaches the maximum.
    expect((lower?.data[40]?.[1] ?? 0) + (upper?.data[40]?.[1] ?? 0)).toBeCloseTo(
      day?.temperature?.max ?? 0,
      6,
    );
    expect(upper?.areaStyle).toBeDefined();
    const mean = series.find((item) => item.name === 'Temperatur' && item.stack === undefined);
    expect(mean?.data).toHaveLength(365);
    expect(mean?.data[40]?.[1]).toBeCloseTo(day?.temperature?.mean ?? Number.NaN, 6);
    // Wind chill and dew point as daily mean lines, under the temperature.
    expect(series.filter((item) => item.type === 'line' && item.stack === undefined)).toHaveLength(3);
  });

  it('breaks the band over days without data instead of bridging them', () => {
    const graph = yearGraph(60);
    const days = (graph.days ?? []).filter((_, index) => index < 20 || index >= 40);
    const chart = shapeChart(temperatureChart, { ...graph, days });
    expect(chart.series[0]?.points.filter(([, value]) => value === null)).toHaveLength(1);
    expect(chart.series[0]?.band?.max.filter(([, value]) => value === null)).toHaveLength(1);
  });

  it('draws the rain as daily bars with the running total on a second axis', () => {
    const chart = shapeChart(definitionOf('rain'), yearGraph());
    const option = buildChartOption(chart, { ...yearContext, seriesNames: ['Regen', 'Regenrate'] });
    const series = drawn(option);
    const bars = series.find((item) => item.type === 'bar');
    expect(bars?.data).toHaveLength(365);
    expect(bars?.data[0]?.[1]).toBe(2);
    const total = series.find((item) => item.yAxisIndex === 1);
    expect(total?.name).toBe('Regensumme');
    // 122 rainy days of 2 mm.
    expect(total?.data.at(-1)?.[1]).toBe(244);
    expect(Array.isArray(option.yAxis) && option.yAxis[1]).toMatchObject({ min: 0, max: 250, interval: 50 });
  });

  it('keeps drawing the points for day, week and month', () => {
    const chart = shapeChart(temperatureChart, weekGraph());
    expect(chart.daily).toBe(false);
    expect(drawn(buildChartOption(chart, context)).some((item) => item.stack !== undefined)).toBe(false);
  });
});

describe('y ticks drawn', () => {
  it('spaces the ticks evenly on round numbers when the data go beyond the spec range', () => {
    const graph = weekGraph();
    graph.extremes = {
      ...NO_EXTREMES,
      temperature: {
        min: { receivedAt: '2026-06-09T04:12:00+02:00', value: -12.3 },
        max: { receivedAt: '2026-06-10T15:47:00+02:00', value: 41.2 },
      },
    };
    const option = buildChartOption(shapeChart(temperatureChart, graph), context);
    expect(option.yAxis).toMatchObject({ min: -20, max: 50, interval: 10 });
    const instance = echarts.init(null, null, { renderer: 'svg', ssr: true, width: 360, height: 350 });
    instance.setOption(option);
    const svg = instance.renderToSVGString();
    instance.dispose();
    // The y labels are the text elements holding a plain number, a negative one with the minus sign.
    expect(svg).not.toMatch(/>-\d+<\/text>/);
    const labels = [...svg.matchAll(/>(−?\d+)<\/text>/g)].map((match) => Number(match[1]?.replace('−', '-')));
    expect(labels).toEqual([-20, -10, 0, 10, 20, 30, 40, 50]);
  });
});

describe('dates across a new year', () => {
  it('names the year on the axis of a week or month window that crosses one', () => {
    const range = {
      min: Date.parse('2026-12-28T00:00:00+01:00'),
      max: Date.parse('2027-01-04T00:00:00+01:00'),
    };
    expect(crossesYear(range, 'Europe/Berlin')).toBe(true);
    expect(axisLabelStyle('week', true)).toBe('date');
    const june = {
      min: Date.parse('2026-06-08T00:00:00+02:00'),
      max: Date.parse('2026-06-15T00:00:00+02:00'),
    };
    expect(crossesYear(june, 'Europe/Berlin')).toBe(false);
    expect(axisLabelStyle('week', false)).toBe('dayMonth');
  });
});
