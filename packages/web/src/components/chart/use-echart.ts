import type { EChartsCoreOption } from 'echarts/core';
import * as echarts from 'echarts/core';
import { type RefObject, useEffect, useRef } from 'react';

let canvasSupport: boolean | undefined;

/**
 * Whether the browser can draw on a 2D canvas (checked once). Without it ECharts' canvas renderer throws
 * on init and would take the page down; the chart box then stays empty, with its accessible name.
 */
function canDrawCanvas(): boolean {
  canvasSupport ??= document.createElement('canvas').getContext('2d') !== null;
  return canvasSupport;
}

/**
 * The one ECharts host of the site (graphs, gauges, the reading editor): creates the chart on mount in
 * the returned container, sets `option` whenever it changes (replacing the previous one when `notMerge`,
 * so a new period keeps no series or pins of the last), follows the container's size (ResizeObserver,
 * where the browser has it) and disposes of the instance on unmount. The caller registers the ECharts
 * parts it draws with (`echarts.use`, idempotent) so each lazy chunk carries only its own. Charts given
 * the same `group` are connected: a pointer, tooltip or zoom on one shows on all.
 */
export function useEChart(
  option: EChartsCoreOption,
  notMerge: boolean,
  group?: string,
): RefObject<HTMLDivElement | null> {
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);

  useEffect(() => {
    const element = container.current;
    if (element === null || !canDrawCanvas()) return;
    const instance = echarts.init(element, undefined, { renderer: 'canvas' });
    chart.current = instance;
    if (group !== undefined) {
      instance.group = group;
      echarts.connect(group);
    }
    const observer =
      typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => instance.resize());
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, [group]);

  useEffect(() => {
    chart.current?.setOption(option, { notMerge });
  }, [option, notMerge]);

  return container;
}
