import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { CHART_PARTS } from './echarts-parts.ts';

/**
 * The browser's charts: the chart parts (echarts-parts.ts) with the canvas renderer, registered once
 * (echarts.use is idempotent, so other modules may register their own parts too). Only imported by the
 * lazily loaded chart chunk.
 */
echarts.use([...CHART_PARTS, CanvasRenderer]);
