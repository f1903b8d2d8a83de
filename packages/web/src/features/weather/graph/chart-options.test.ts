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
    // The rain rate on its own axis (mm/h), the running total on another (Σ mm).
    expect(series.find((item) => item.name === 'Regenrate')?.yAxisIndex).toBe(1);
    const total = series.find((item) => item.yAxisIndex === 2);
    expect(total?.name).toBe('Regensumme');
    // 122 rainy days of 2 mm.
    expect(total?.data.at(-1)?.[1]).toBe(244);
    const axes = Array.isArray(option.yAxis) ? option.yAxis : [];
    expect(axes.map((axis) => (axis as { name?: string }).name)).toEqual(['mm', 'mm/h', 'Σ mm']);
    expect(axes[2]).toMatchObject({ min: 0, max: 250, interval: 50, position: 'right' });
  });

  it('keeps drawing the points for day, week and month', () => {
    const chart = shapeChart(temperatureChart, weekGraph());
    expect(chart.daily).toBe(false);
    expect(drawn(buildChartOption(chart, context)).some((item) => item.stack !== undefined)).toBe(false);
  });
});

describe('tooltips, zoom and fitted axes', () => {
  const tooltipOf = (option: ReturnType<typeof buildChartOption>) =>
    option.tooltip as { confine?: boolean; formatter: (params: unknown) => string };

  it('keeps the tooltip inside the chart (a phone screen) and writes the time in the station zone', () => {
    const chart = shapeChart(temperatureChart, weekGraph());
    // 04:10 in Berlin, a reading of the week (every 5 minutes from 8 June 00:00).
    const at = Date.parse('2026-06-09T02:10:00Z');
    const params = [{ axisValue: at, seriesIndex: 0, value: [at, 0] }];
    const plain = (html: string) => html.replace(/<span[^>]*><\/span>/g, '');
    const home = tooltipOf(buildChartOption(chart, { ...context, visitorTimeZone: 'Europe/Berlin' }));
    expect(home.confine).toBe(true);
    // A visitor on the station's clock reads the time alone, in German, then every series by name.
    const temperature = chart.series[0]?.points.find(([time]) => time === at)?.[1] ?? Number.NaN;
    expect(plain(home.formatter(params))).toBe(
      `09.06., 04:10<br/>Temperatur: ${temperature.toFixed(1).replace('.', ',')} °C<br/>` +
        'Windchill: 15,0 °C<br/>Taupunkt: 8,0 °C',
    );
    // A visitor in New York reads the station's time with its zone named.
    const abroad = tooltipOf(buildChartOption(chart, { ...context, visitorTimeZone: 'America/New_York' }));
    expect(abroad.formatter(params)).toMatch(/^09\.06\., 04:10 \(Berlin, (GMT|UTC)\+2\)<br\/>/);
  });

  it('lists the rain bars and the running total beside the rain rate, though ECharts hands only one', () => {
    const graph = weekGraph();
    graph.datas = graph.datas.map((point, index) => ({
      ...point,
      rain: index === 30 ? 1.5 : 0,
      rainRate: 0.5,
    }));
    const chart = shapeChart(definitionOf('rain'), graph);
    const option = buildChartOption(chart, {
      ...context,
      seriesNames: ['Regen je Stunde', 'Regenrate'],
      cumulativeLabel: 'Regensumme',
    });
    // 02:37 on 8 June: the rate's reading at 02:35, the bar of 02:00–03:00 (readings 25 to 36), the total.
    const at = Date.parse('2026-06-08T02:37:00+02:00');
    const text = tooltipOf(option).formatter([{ axisValue: at, seriesIndex: 1, value: [at, 0.5] }]);
    expect(text).toContain('Regen je Stunde: 1,5 mm');
    expect(text).toContain('Regenrate: 0,5 mm/h');
    expect(text).toContain('Regensumme: 1,5 mm');
  });

  it('zooms the month, year and record, not the day and week', () => {
    const chart = shapeChart(temperatureChart, weekGraph());
    for (const period of ['day', 'week'] as const) {
      expect(buildChartOption(chart, { ...context, period }).dataZoom).toBeUndefined();
    }
    for (const period of ['month', 'year', 'record'] as const) {
      const zoom = buildChartOption(chart, { ...context, period }).dataZoom;
      expect(JSON.stringify(zoom)).toContain('"type":"slider"');
    }
  });

  it("draws the spec's range by default and the data's own when fitted", () => {
    const chart = shapeChart(temperatureChart, weekGraph());
    expect(buildChartOption(chart, context).yAxis).toMatchObject({ min: -10, max: 40 });
    const fitted = buildChartOption(chart, { ...context, fit: true }).yAxis as { min: number; max: number };
    // The week's 8.4 to 31.7 °C.
    expect(fitted.min).toBeGreaterThan(-10);
    expect(fitted.min).toBeLessThanOrEqual(8.4);
    expect(fitted.max).toBeLessThan(40);
    expect(fitted.max).toBeGreaterThanOrEqual(31.7);
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
