import type { EChartsOption } from 'echarts';
import { useEffect, useRef } from 'react';
import { echarts } from './echarts-setup.ts';

let canvasSupport: boolean | undefined;

/**
 * Whether the browser can draw on a 2D canvas (checked once). Without it ECharts' canvas renderer throws
 * on init and would take the page down; the chart box then stays empty, with its accessible name.
 */
function canDrawCanvas(): boolean {
  canvasSupport ??= document.createElement('canvas').getContext('2d') !== null;
  return canvasSupport;
}

export interface EChartProps {
  option: EChartsOption;
  /** Height in px (spec §9: 350 for the graph screen). */
  height: number;
  /** Accessible name of the chart image (the canvas itself says nothing to a screen reader). */
  ariaLabel: string;
}

/**
 * A thin ECharts host: creates the chart on mount, replaces its option when it changes, follows the
 * container's size (ResizeObserver, where the browser has it) and disposes the instance on unmount.
 * Default export so React.lazy can load it as its own chunk with ECharts.
 */
export default function EChart({ option, height, ariaLabel }: EChartProps) {
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);

  useEffect(() => {
    const element = container.current;
    if (element === null || !canDrawCanvas()) return;
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

  useEffect(() => {
    // notMerge: a new period must not keep series or pins of the previous one.
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);

  return <div ref={container} role="img" aria-label={ariaLabel} style={{ height, width: '100%' }} />;
}
