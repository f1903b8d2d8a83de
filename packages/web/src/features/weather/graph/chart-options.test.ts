import type { GraphData, GraphDay } from '@meteodeck/contract';
import type { EChartsOption } from 'echarts';
import { BarChart, LineChart, ScatterChart } from 'echarts/charts';
import { GridComponent, LegendComponent, MarkPointComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { describe, expect, it } from 'vitest';
import { themeColors } from '../../../lib/theme.ts';
import { buildGraphData, buildGraphPoint, NO_EXTREMES } from '../../../test/weather-data.ts';
import { CHART_DEFINITIONS, CHART_HEIGHT_PX } from './chart-definitions.ts';
import { REFERENCE_PLOT_WIDTH } from './chart-marks.ts';
import { axisLabelStyle, buildChartOption, chartMarks, crossesYear } from './chart-options.ts';
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

/** 2,000 readings with a true maximum between two means; bucket means alone would never show 31.7. */
function weekGraph() {
  const start = Date.parse('2026-06-08T00:00:00+02:00');
  const datas = Array.from({ length: 2000 }, (_, index) =>
    buildGraphPoint(new Date(start + index * 5 * 60_000).toISOString(), {
      temperature: 15 + 5 * Math.sin(index / 100),
      dewPoint: 8,
      windChill: 15,
    }),
  );
  return buildGraphData({
    period: 'week',
    from: '2026-06-08T00:00:00+02:00',
    to: '2026-06-15T00:00:00+02:00',
    bucketMinutes: 5,
    datas,
    extremes: {
      ...NO_EXTREMES,
      temperature: {
        min: { receivedAt: '2026-06-09T04:12:00+02:00', value: 8.4 },
        max: { receivedAt: '2026-06-10T15:47:00+02:00', value: 31.7 },
      },
    },
  });
}

const context = {
  period: 'week' as const,
  timeZone: 'Europe/Berlin',
  decimals: 1,
  seriesNames: ['Temperatur', 'Windchill', 'Taupunkt'],
  minLabel: 'Min',
  maxLabel: 'Max',
};

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

/** A year answer with a day entry per day: temperatures in a seasonal wave around 10 °C, rain every third day. */
function yearGraph(days = 365): GraphData {
  const start = Date.parse('2026-01-01T12:00:00+01:00');
  const entries: GraphDay[] = Array.from({ length: days }, (_, index) => {
    const mean = 10 - 12 * Math.cos((2 * Math.PI * index) / 365);
    const range = (low: number, avg: number, high: number) => ({ min: low, mean: avg, max: high });
    return {
      ...buildGraphDay(
        new Date(start + index * 86_400_000).toISOString().slice(0, 10),
        start + index * 86_400_000,
      ),
      rain: index % 3 === 0 ? 2 : 0,
      temperature: range(mean - 5, mean, mean + 6),
      windChill: range(mean - 7, mean - 1, mean + 6),
      dewPoint: range(mean - 9, mean - 4, mean),
      rainRate: range(0, 0.2, index % 3 === 0 ? 4 : 0),
    };
  });
  return buildGraphData({
    period: 'year',
    from: '2026-01-01T00:00:00+01:00',
    to: '2027-01-01T00:00:00+01:00',
    bucketMinutes: 360,
    datas: entries.map((day) =>
      buildGraphPoint(day.receivedAt, { temperature: day.temperature?.mean ?? null }),
    ),
    days: entries,
  });
}

function buildGraphDay(date: string, at: number): GraphDay {
  return {
    date,
    days: 1,
    receivedAt: new Date(at).toISOString(),
    rain: null,
    temperature: null,
    dewPoint: null,
    windChill: null,
    humidity: null,
    relativePressure: null,
    windSpeed: null,
    windGust: null,
    rainRate: null,
    solarRadiation: null,
    uv: null,
    soilTemperature: null,
    leafWetness: null,
    pm25: null,
    aqi: null,
  };
}

type DrawnSeries = {
  type: string;
  name: string;
  stack?: string;
  yAxisIndex?: number;
  areaStyle?: unknown;
  data: [number, number | null][];
  markPoint?: { data: { coord: [number, number]; label: { offset: [number, number] } }[] };
};
const drawn = (option: EChartsOption) => option.series as unknown as DrawnSeries[];
/** A pin as the option lists it, with the styles a quiet one adds. */
type QuietPin = {
  name: string;
  coord: [number, number];
  label: { offset: [number, number]; color?: string; fontWeight?: string };
  itemStyle?: { opacity?: number };
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

describe('min and max marks', () => {
  it('marks every series of the chart, not only the first', () => {
    const chart = shapeChart(temperatureChart, yearGraph());
    const series = drawn(buildChartOption(chart, { ...context, period: 'year' }));
    const marked = series.filter((item) => (item.markPoint?.data.length ?? 0) > 0).map((item) => item.name);
    expect(marked).toEqual(['Temperatur', 'Windchill', 'Taupunkt']);
  });

  it('keeps every label inside the plot, even for extremes in its corners', () => {
    const graph = weekGraph();
    graph.extremes = {
      ...NO_EXTREMES,
      // The maximum at the first instant and at the top of the axis, the minimum at the last at its bottom.
      temperature: {
        min: { receivedAt: '2026-06-15T00:00:00+02:00', value: -10 },
        max: { receivedAt: '2026-06-08T00:00:00+02:00', value: 40 },
      },
    };
    const chart = shapeChart(temperatureChart, graph);
    // The temperature's two marks (wind chill and dew point have theirs too).
    const marks = chartMarks(chart, 1).filter((mark) => mark.series === 0);
    expect(marks).toHaveLength(2);
    const height = CHART_HEIGHT_PX - 48 - 8 - 22;
    for (const mark of marks) {
      expect(mark.box.left).toBeGreaterThanOrEqual(0);
      expect(mark.box.right).toBeLessThanOrEqual(REFERENCE_PLOT_WIDTH);
      expect(mark.box.top).toBeGreaterThanOrEqual(0);
      expect(mark.box.bottom).toBeLessThanOrEqual(height);
    }
    // The maximum at the top edge gets its label below it, the minimum at the bottom above it.
    const [max, min] = marks;
    expect(max?.offset[1]).toBeGreaterThan(0);
    expect(min?.offset[1]).toBeLessThan(0);
    // At the left edge the label is moved right of centre, at the right edge left of it.
    expect(max?.offset[0]).toBeGreaterThan(0);
    expect(min?.offset[0]).toBeLessThan(0);
  });

  it('never stacks two labels: close marks get separate places, equal ones merge', () => {
    const near = (value: number) => ({
      min: { receivedAt: '2026-06-09T04:12:00+02:00', value: -3 },
      max: { receivedAt: '2026-06-10T15:47:00+02:00', value },
    });
    const graph = weekGraph();
    graph.extremes = { ...NO_EXTREMES, temperature: near(30), windChill: near(29.6), dewPoint: near(29.3) };
    const marks = chartMarks(shapeChart(temperatureChart, graph), 1);
    expect(marks.length).toBeGreaterThanOrEqual(4);
    for (const [index, mark] of marks.entries()) {
      for (const other of marks.slice(index + 1)) {
        const overlapX = Math.min(mark.box.right, other.box.right) - Math.max(mark.box.left, other.box.left);
        const overlapY = Math.min(mark.box.bottom, other.box.bottom) - Math.max(mark.box.top, other.box.top);
        expect(overlapX <= 0 || overlapY <= 0, `${mark.text} and ${other.text}`).toBe(true);
      }
    }
    // Wind chill equal to the temperature at the same time: one mark, not two on top of each other.
    graph.extremes = { ...NO_EXTREMES, temperature: near(30), windChill: near(30) };
    const merged = chartMarks(shapeChart(temperatureChart, graph), 1);
    expect(merged.filter((mark) => mark.kind === 'max' && mark.text === '30,0')).toHaveLength(1);
  });
});

describe('marks of measures that rest at 0', () => {
  function restingRain() {
    const rainChart = CHART_DEFINITIONS.find((chart) => chart.id === 'rain');
    if (rainChart === undefined) throw new Error('no rain chart');
    const graph = weekGraph();
    // The day's rain climbs from 0 to 12.4 mm over the week's points.
    graph.datas = graph.datas.map((point, index) => ({ ...point, rainDaily: index < 1000 ? 0 : 12.4 }));
    const extreme = (min: number, max: number) => ({
      min: { receivedAt: '2026-06-09T04:12:00+02:00', value: min },
      max: { receivedAt: '2026-06-10T15:47:00+02:00', value: max },
    });
    graph.extremes = { ...NO_EXTREMES, rainRate: extreme(0, 30.2), temperature: extreme(0, 8) };
    return { rainChart, graph };
  }

  it('pin the rain minimum of 0 too (spec §2), quietly, and a temperature minimum of 0 as any other', () => {
    const { rainChart, graph } = restingRain();
    const rainMarks = chartMarks(shapeChart(rainChart, graph), 1);
    expect(rainMarks.map((mark) => `${mark.kind} ${mark.text}${mark.quiet ? ' quiet' : ''}`).sort()).toEqual([
      'max 12,4',
      'max 30,2',
      'min 0,0 quiet',
      'min 0,0 quiet',
    ]);
    const temperatureMarks = chartMarks(shapeChart(temperatureChart, graph), 1).filter(
      (mark) => mark.series === 0,
    );
    expect(
      temperatureMarks.map((mark) => `${mark.kind} ${mark.text}${mark.quiet ? ' quiet' : ''}`).sort(),
    ).toEqual(['max 8,0', 'min 0,0']);
  });

  it('draws a quiet minimum with a pale pin and a plain, muted label', () => {
    const { rainChart, graph } = restingRain();
    const colors = themeColors('light');
    const series = drawn(buildChartOption(shapeChart(rainChart, graph), { ...context, colors }));
    const pins = series.flatMap((item) => (item.markPoint?.data ?? []) as QuietPin[]);
    // The day's rain and the rain rate both rest at 0.
    const quiet = pins.filter((pin) => pin.name === 'Min');
    expect(quiet).toHaveLength(2);
    for (const pin of quiet) {
      expect(pin.label).toMatchObject({ color: colors.muted, fontWeight: 'normal' });
      expect(pin.itemStyle?.opacity).toBeLessThan(1);
    }
    for (const pin of pins.filter((item) => item.name === 'Max')) {
      expect(pin.label.color).toBeUndefined();
      expect(pin.itemStyle).toBeUndefined();
    }
  });

  it('marks a minimum of 0 on the solar and UV charts as well', () => {
    for (const id of ['solarRadiation', 'uv'] as const) {
      const definition = CHART_DEFINITIONS.find((chart) => chart.id === id);
      if (definition === undefined) throw new Error(`no ${id} chart`);
      const graph = weekGraph();
      graph.datas = graph.datas.map((point, index) => ({
        ...point,
        [definition.series[0]?.measure ?? id]: index % 288 < 100 ? 0 : 6,
      }));
      const marks = chartMarks(shapeChart(definition, graph), 1);
      expect(
        marks.map((mark) => `${mark.kind} ${mark.text}${mark.quiet ? ' quiet' : ''}`).sort(),
        id,
      ).toEqual(['max 6,0', 'min 0,0 quiet']);
    }
  });
});

describe('marks of an index', () => {
  it('pins the AQI and shows it in the tooltip as a whole number without the PM unit', () => {
    const definition = CHART_DEFINITIONS.find((chart) => chart.id === 'airQuality');
    if (definition === undefined) throw new Error('no air quality chart');
    const graph = weekGraph();
    graph.datas = graph.datas.map((point, index) => ({
      ...point,
      pm25: 12.5 + (index % 10),
      aqi: 52 + (index % 20),
      aqiAvg: 60 + (index % 5),
    }));
    const chart = shapeChart(definition, graph);
    const marks = chartMarks(chart, 1);
    const texts = (series: number) => marks.filter((mark) => mark.series === series).map((mark) => mark.text);
    expect(texts(0).sort()).toEqual(['12,5', '21,5']);
    expect(texts(1).sort()).toEqual(['52', '71']);
    // The 24 h mean's AQI is an index too: whole numbers.
    expect(texts(2).sort()).toEqual(['60', '64']);

    const option = buildChartOption(chart, { ...context, seriesNames: ['PM2.5', 'AQI', 'AQI 24 h'] });
    const aqiPins = drawn(option)[1]?.markPoint as unknown as {
      label: { formatter: (p: { value: number }) => string };
    };
    expect(aqiPins.label.formatter({ value: 71 })).toBe('71');
    const tooltip = (option.tooltip as { formatter: (params: unknown) => string }).formatter;
    const at = Date.parse('2026-06-08T12:00:00+02:00');
    const text = tooltip([
      { seriesIndex: 0, value: [at, 14.2], marker: '' },
      { seriesIndex: 1, value: [at, 71], marker: '' },
    ]);
    expect(text).toContain('PM2.5: 14,2 µg/m³');
    expect(text).toContain('AQI: 71');
    expect(text).not.toContain('71,0');
  });
});

describe('marks of the wind direction', () => {
  it('pins the smallest and largest bearing seen on the scatter plot (spec §2: every chart)', () => {
    const definition = CHART_DEFINITIONS.find((chart) => chart.id === 'windDirection');
    if (definition === undefined) throw new Error('no wind direction chart');
    const graph = weekGraph();
    graph.datas = graph.datas.map((point, index) => ({ ...point, windDirection: 20 + (index % 300) }));
    const series = drawn(buildChartOption(shapeChart(definition, graph), { ...context, decimals: 0 }));
    const pins = series.flatMap((item) => item.markPoint?.data ?? []);
    expect(pins.map((pin) => pin.coord[1]).sort((a, b) => a - b)).toEqual([20, 319]);
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
