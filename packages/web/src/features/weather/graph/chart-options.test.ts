import { LineChart, ScatterChart } from 'echarts/charts';
import { GridComponent, LegendComponent, MarkPointComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { describe, expect, it } from 'vitest';
import { themeColors } from '../../../lib/theme.ts';
import { buildGraphData, buildGraphPoint, NO_EXTREMES } from '../../../test/weather-data.ts';
import { CHART_DEFINITIONS } from './chart-definitions.ts';
import { axisLabelStyle, buildChartOption } from './chart-options.ts';
import { shapeChart } from './chart-series.ts';

echarts.use([
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
