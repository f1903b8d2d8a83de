import { BarChart, LineChart, ScatterChart } from 'echarts/charts';
import {
  GridComponent,
  LegendComponent,
  MarkPointComponent,
  PolarComponent,
  TooltipComponent,
} from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

/**
 * The ECharts parts the line, scatter and bar charts (and the wind rose's polar bars) use, registered once (echarts.use is idempotent, so other
 * modules may register their own parts too). Only imported by the lazily loaded chart chunk.
 */
echarts.use([
  BarChart,
  LineChart,
  ScatterChart,
  GridComponent,
  LegendComponent,
  MarkPointComponent,
  PolarComponent,
  TooltipComponent,
  CanvasRenderer,
]);
