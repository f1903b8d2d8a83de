import { GaugeChart as GaugeSeries } from 'echarts/charts';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useMemo } from 'react';
import { themeColors, useTheme } from '../../lib/theme.ts';
import { useEChart } from '../chart/use-echart.ts';
import { type GaugeSpec, gaugeSeries } from './gauge-options.ts';

// Only the gauge series and the canvas renderer: the chunk stays small, and use() is idempotent, so the
// graph page registering its own parts does no harm.
echarts.use([GaugeSeries, CanvasRenderer]);

export interface GaugeChartProps extends GaugeSpec {
  height: number;
}

/**
 * The ECharts dial of a {@link GaugeSpec}. Default export so that React.lazy loads ECharts as its own chunk;
 * the canvas is decorative (aria-hidden): the Gauge around it carries the text alternative.
 */
export default function GaugeChart({ height, ...spec }: GaugeChartProps) {
  const { value, min, max, valueText, compassPoints } = spec;
  const { theme } = useTheme();
  const option = useMemo(
    () => ({
      series: [
        gaugeSeries(
          { value, min, max, valueText, ...(compassPoints ? { compassPoints } : {}) },
          themeColors(theme),
        ),
      ],
    }),
    [value, min, max, valueText, compassPoints, theme],
  );
  const container = useEChart(option, false);
  return <div ref={container} aria-hidden="true" style={{ height, width: '100%' }} />;
}
