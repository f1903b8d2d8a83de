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
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

/**
 * The ECharts parts the line, scatter and bar charts (with their leader lines and zoom) and the wind rose's
 * polar bars use, registered once (echarts.use is idempotent, so other
 * modules may register their own parts too). Only imported by the lazily loaded chart chunk.
 */
echarts.use([
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
  CanvasRenderer,
]);
