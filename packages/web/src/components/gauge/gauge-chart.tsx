import { GaugeChart as GaugeSeries } from 'echarts/charts';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
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
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);

  useEffect(() => {
    const element = container.current;
    if (element === null) return;
    const instance = echarts.init(element, undefined, { renderer: 'canvas' });
    chart.current = instance;
    const observer =
      typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => instance.resize());
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  const { value, min, max, valueText, compassPoints } = spec;
  useEffect(() => {
    chart.current?.setOption({
      series: [gaugeSeries({ value, min, max, valueText, ...(compassPoints ? { compassPoints } : {}) })],
    });
  }, [value, min, max, valueText, compassPoints]);

  return <div ref={container} aria-hidden="true" style={{ height, width: '100%' }} />;
}
