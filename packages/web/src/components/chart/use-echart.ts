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

/** Charts waiting for their first drawing, in the order they were mounted. */
const waiting: (() => void)[] = [];
let draining = false;

/** The next task the browser has time for (an idle one, or at the latest after `ms`). */
function nextTask(run: () => void, ms: number): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: ms });
  else setTimeout(run, 0);
}

function drawNext(): void {
  try {
    waiting.shift()?.();
  } finally {
    if (waiting.length > 0) nextTask(drawNext, 200);
    else draining = false;
  }
}

/**
 * Draws a chart for the first time in a task of its own: charts coming into view together (a page's first
 * screen, hydrated at once) are drawn one after the other with the browser free in between (a tap, a scroll,
 * a frame), not in one long task with React's commit. Returns the call-off for a chart unmounted before.
 */
function drawSoon(job: () => void): () => void {
  waiting.push(job);
  if (!draining) {
    draining = true;
    nextTask(drawNext, 200);
  }
  return () => {
    const index = waiting.indexOf(job);
    if (index >= 0) waiting.splice(index, 1);
  };
}

/**
 * The one ECharts host of the site (graphs, gauges, the reading editor): creates the chart on mount in
 * the returned container (in a task of its own, see drawSoon), sets `option` whenever it changes (replacing
 * the previous one when `notMerge`, so a new period keeps no series or pins of the last), follows the container's size (ResizeObserver,
 * where the browser has it) and disposes of the instance on unmount. The caller registers the ECharts
 * parts it draws with (`echarts.use`, idempotent) so each lazy chunk carries only its own. Charts given
 * the same `group` are connected: a pointer, tooltip or zoom on one shows on all. `onDrawn` is called once,
 * when the chart has first finished drawing.
 */
export function useEChart(
  option: EChartsCoreOption,
  notMerge: boolean,
  group?: string,
  onDrawn?: () => void,
): RefObject<HTMLDivElement | null> {
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);
  const drawn = useRef(onDrawn);
  drawn.current = onDrawn;

  const latest = useRef(option);
  latest.current = option;

  useEffect(() => {
    const element = container.current;
    if (element === null || !canDrawCanvas()) return;
    let instance: echarts.ECharts | null = null;
    let observer: ResizeObserver | null = null;
    const callOff = drawSoon(() => {
      const created = echarts.init(element, undefined, { renderer: 'canvas' });
      instance = created;
      chart.current = created;
      const finished = () => {
        created.off('finished', finished);
        drawn.current?.();
      };
      created.on('finished', finished);
      if (group !== undefined) {
        created.group = group;
        echarts.connect(group);
      }
      created.setOption(latest.current, { notMerge });
      // Redrawn when the box changes size; not for the observer's first call, the size it was drawn at.
      if (typeof ResizeObserver === 'undefined') return;
      observer = new ResizeObserver(() => {
        if (element.clientWidth !== created.getWidth() || element.clientHeight !== created.getHeight())
          created.resize();
      });
      observer.observe(element);
    });
    return () => {
      callOff();
      observer?.disconnect();
      instance?.dispose();
      chart.current = null;
    };
  }, [group, notMerge]);

  useEffect(() => {
    chart.current?.setOption(option, { notMerge });
  }, [option, notMerge]);

  return container;
}
