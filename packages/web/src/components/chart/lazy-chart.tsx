import { lazy, Suspense } from 'react';
import { NearViewport } from '../near-viewport.tsx';
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

/**
 * A {@link LazyChart} that also waits until it comes near the viewport, for a chart placed below the fold
 * of a page (the home page's 24 h strip): a phone showing the top of the page fetches no ECharts for it.
 */
export function InViewChart(props: EChartProps) {
  return (
    <NearViewport placeholder={<div style={{ height: props.height }} aria-hidden="true" />}>
      <LazyChart {...props} />
    </NearViewport>
  );
}
