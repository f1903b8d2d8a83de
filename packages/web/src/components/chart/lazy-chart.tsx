import { lazy, Suspense } from 'react';
import type { EChartProps } from './echart.tsx';

// ECharts is about 190 KB gzipped: loaded on the first chart drawn, never in a page's first-load bundle.
const EChart = lazy(() => import('./echart.tsx'));

/** {@link EChartProps} chart loaded on demand; a blank box of the same height holds the place meanwhile. */
export function LazyChart(props: EChartProps) {
  return (
    <Suspense fallback={<div style={{ height: props.height }} aria-hidden="true" />}>
      <EChart {...props} />
    </Suspense>
  );
}
