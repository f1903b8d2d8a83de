import { lazy, Suspense } from 'react';
import type { EChartProps } from './echart.tsx';

/**
 * Fetches the chart code (ECharts, about 190 KB gzipped): on the first chart drawn, never in a page's
 * first-load bundle, or earlier by a page made of charts (the graph page starts it with its own code).
 */
export const preloadChart = () => import('./echart.tsx');

const EChart = lazy(preloadChart);

/** {@link EChartProps} chart loaded on demand; a blank box of the same height holds the place meanwhile. */
export function LazyChart(props: EChartProps) {
  return (
    <Suspense fallback={<div style={{ height: props.height }} aria-hidden="true" />}>
      <EChart {...props} />
    </Suspense>
  );
}
