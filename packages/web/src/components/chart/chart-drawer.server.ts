import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import type { ChartDrawer } from './chart-picture.tsx';
import { CHART_PARTS } from './echarts-parts.ts';

/**
 * The server's drawer of chart pictures (chart-picture.tsx): ECharts' server-side rendering to an SVG string
 * ("Server Side Rendering" in ECharts' handbook), with the parts echarts-setup.ts registers for the browser's
 * charts (the same option draws the same chart) and the SVG renderer in place of the canvas one. Imported by
 * entry-server.tsx only, never by the browser's code.
 */
echarts.use([...CHART_PARTS, SVGRenderer]);

/**
 * The hover styles of the SVG renderer and the classes they apply by: a picture answers no pointer (the
 * interactive chart does), and the classes, numbered by ECharts instance, would make every page's markup
 * of a new shape for the critical styles' selection (modules/web-shell/critical-css.ts), run again each time.
 */
const HOVER_STYLES = /<style[\s\S]*?<\/style>/g;
const HOVER_CLASSES = / class="zr\d+-cls-\d+"/g;

/** The chart of `option` at `width` × `height` px as SVG markup (scalable: it has a viewBox). */
export const drawChartSvg: ChartDrawer = (option, width, height) => {
  const chart = echarts.init(null, null, { renderer: 'svg', ssr: true, width, height });
  try {
    chart.setOption({ ...option, animation: false });
    return chart.renderToSVGString({ useViewBox: true }).replace(HOVER_STYLES, '').replace(HOVER_CLASSES, '');
  } finally {
    chart.dispose();
  }
};
