import { describe, expect, it } from 'vitest';
import { themeColors } from '../../../lib/theme.ts';
import {
  chartContext as context,
  drawn,
  type QuietPin,
  weekGraph,
  yearGraph,
} from '../../../test/chart-graphs.ts';
import { NO_EXTREMES } from '../../../test/weather-data.ts';
import { CHART_DEFINITIONS, CHART_HEIGHT_PX } from './chart-definitions.ts';
import { REFERENCE_PLOT_WIDTH } from './chart-marks.ts';
import { buildChartOption, chartMarks } from './chart-options.ts';
import { shapeChart } from './chart-series.ts';

// The minimum and maximum pins of every chart (spec §2): which series and measures get them, where their
// labels go, how a minimum at rest and an index are written.

const temperatureChart = CHART_DEFINITIONS.find((chart) => chart.id === 'temperature');
if (temperatureChart === undefined) throw new Error('no temperature chart');

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
    // Dry but for one shower of 12.4 mm: hourly bars of 0 and one of 12.4 mm.
    graph.datas = graph.datas.map((point, index) => ({ ...point, rain: index === 1500 ? 12.4 : 0 }));
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
    // The rain rate rests at 0; the rain's bars stand on 0 and mark only their heaviest interval.
    const quiet = pins.filter((pin) => pin.name === 'Min');
    expect(quiet).toHaveLength(1);
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
    // 12:00, the 145th reading: PM2.5 12.5 + 4, AQI 52 + 4, the mean's 60 + 4.
    const at = Date.parse('2026-06-08T12:00:00+02:00');
    const text = tooltip([{ axisValue: at, seriesIndex: 0, value: [at, 16.5] }]);
    expect(text).toContain('PM2.5: 16,5 µg/m³');
    expect(text).toContain('AQI: 56');
    expect(text).toContain('AQI 24 h: 64');
    expect(text).not.toContain('56,0');
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
