import { LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, MarkPointComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../../lib/language.ts';
import { buildGraphData, buildGraphPoint, NO_EXTREMES } from '../../../test/weather-data.ts';
import { CHART_DEFINITIONS } from './chart-definitions.ts';
import { buildChartOption } from './chart-options.ts';
import { shapeChart } from './chart-series.ts';

echarts.use([LineChart, GridComponent, LegendComponent, MarkPointComponent, TooltipComponent, SVGRenderer]);

const temperature = CHART_DEFINITIONS.find((chart) => chart.id === 'temperature');
if (temperature === undefined) throw new Error('no temperature chart');

/** A week of hourly temperatures with its true extremes, 8.4 and 31.7 °C. */
function week() {
  const start = Date.parse('2026-06-08T00:00:00+02:00');
  return buildGraphData({
    period: 'week',
    from: '2026-06-08T00:00:00+02:00',
    to: '2026-06-15T00:00:00+02:00',
    bucketMinutes: 60,
    datas: Array.from({ length: 168 }, (_, hour) =>
      buildGraphPoint(new Date(start + hour * 3_600_000).toISOString(), {
        temperature: 15 + 5 * Math.sin(hour / 10),
        dewPoint: 8,
        windChill: 15,
      }),
    ),
    extremes: {
      ...NO_EXTREMES,
      temperature: {
        min: { receivedAt: '2026-06-09T04:12:00+02:00', value: 8.4 },
        max: { receivedAt: '2026-06-10T15:47:00+02:00', value: 31.7 },
      },
    },
  });
}

/** The chart drawn with ECharts' SVG renderer, as text. */
function drawn(): string {
  const option = buildChartOption(shapeChart(temperature as NonNullable<typeof temperature>, week()), {
    period: 'week',
    timeZone: 'Europe/Berlin',
    decimals: 1,
    seriesNames: ['Temperature', 'Wind chill', 'Dew point'],
    minLabel: 'Min',
    maxLabel: 'Max',
  });
  const instance = echarts.init(null, null, { renderer: 'svg', ssr: true, width: 800, height: 350 });
  instance.setOption(option);
  const svg = instance.renderToSVGString();
  instance.dispose();
  return svg;
}

describe("chart labels in the visitor's language", () => {
  it('writes the pins and the date axis as German, English or French write them', async () => {
    const german = drawn();
    expect(german).toContain('>31,7<');
    expect(german).toMatch(/>09\.06\.</);

    await setLanguage('en');
    const english = drawn();
    expect(english).toContain('>31.7<');
    expect(english).toContain('>8.4<');
    expect(english).not.toContain('>31,7<');
    expect(english).toMatch(/>09\/06</);

    await setLanguage('fr');
    const french = drawn();
    expect(french).toContain('>31,7<');
    expect(french).toMatch(/>09\/06</);
  });
});
