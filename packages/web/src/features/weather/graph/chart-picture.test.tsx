import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { drawChartSvg } from '../../../components/chart/chart-drawer.server.ts';
import {
  ChartPicture,
  chartPictures,
  drawPicture,
  PICTURE_WIDTH,
  setChartDrawer,
} from '../../../components/chart/chart-picture.tsx';
import { chartContext, weekGraph } from '../../../test/chart-graphs.ts';
import { CHART_DEFINITIONS } from './chart-definitions.ts';
import { buildChartOption } from './chart-options.ts';
import { shapeChart } from './chart-series.ts';

const temperature = CHART_DEFINITIONS.find((chart) => chart.id === 'temperature');
if (temperature === undefined) throw new Error('no temperature chart');
const option = () => buildChartOption(shapeChart(temperature, weekGraph()), chartContext);

afterEach(() => setChartDrawer(undefined));

describe('the server-drawn chart picture', () => {
  it("draws the chart's real series, axes and pins as SVG", () => {
    const svg = drawChartSvg(option(), PICTURE_WIDTH, 350);
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toContain(`viewBox="0 0 ${PICTURE_WIDTH} 350"`);
    // The three series' lines (temperature, wind chill, dew point) are paths in their colours.
    for (const series of temperature.series) expect(svg).toContain(`stroke="${series.color}"`);
    const lines = [...svg.matchAll(/<path d="M[^"]{400,}"/g)];
    expect(lines.length).toBeGreaterThanOrEqual(3);
    // The axes' labels of the data: the unit, the ticks of the spec's range, the days of the week (Berlin).
    expect(svg).toContain('>°C<');
    expect(svg).toContain('>40<');
    expect(svg).toContain('>\u221210<');
    expect(svg).toMatch(/>\d{2}\.06\.</);
    // The legend and the pins of the true extremes.
    expect(svg).toContain('>Taupunkt<');
    expect(svg).toContain('31,7');
    // Nothing animated, nothing that runs.
    expect(svg).not.toContain('<script');
    expect(svg).not.toContain('<style');
    // No class numbered by ECharts instance (each page's markup would be of a new shape for the critical styles).
    expect(svg).not.toMatch(/class="zr/);
  });

  it("draws the last pass's pictures into the server's markup, and leaves the browser's empty", () => {
    expect(drawPicture(option(), 350)).toBe('');
    const pictures = chartPictures();
    setChartDrawer(drawChartSvg, () => pictures);
    const html = renderToString(<ChartPicture option={option} height={350} ariaLabel="Temperatur" />);
    // The pass leaves a marker; the drawing is done once the rendering is over.
    expect(html).toContain('data-chart-picture');
    expect(html).not.toContain('<svg');
    const filled = pictures.fill(html);
    expect(filled).toContain(`viewBox="0 0 ${PICTURE_WIDTH} 350"`);
    expect(filled).not.toContain('chart-picture-0');

    setChartDrawer(undefined);
    let built = false;
    const { container } = render(
      <ChartPicture
        option={() => {
          built = true;
          return option();
        }}
        height={350}
        ariaLabel="Temperatur"
      />,
    );
    // The browser neither builds the option nor draws: its render keeps what the server's markup holds.
    expect(built).toBe(false);
    expect(container.querySelector('[data-chart-picture]')?.innerHTML).toBe('');
  });
});
