import { BarChart, LineChart, ScatterChart } from 'echarts/charts';
import {
  DataZoomInsideComponent,
  DataZoomSliderComponent,
  GridComponent,
  LegendComponent,
  MarkLineComponent,
  MarkPointComponent,
  PolarComponent,
  TooltipComponent,
} from 'echarts/components';

/**
 * The ECharts parts the line, scatter and bar charts (with their leader lines and zoom) and the wind rose's
 * polar bars use: registered with the canvas renderer by the browser (echarts-setup.ts) and with the SVG
 * renderer by the server's chart pictures (chart-drawer.server.ts), so one option draws the same chart.
 */
export const CHART_PARTS = [
  BarChart,
  LineChart,
  ScatterChart,
  DataZoomInsideComponent,
  DataZoomSliderComponent,
  GridComponent,
  LegendComponent,
  MarkLineComponent,
  MarkPointComponent,
  PolarComponent,
  TooltipComponent,
];
