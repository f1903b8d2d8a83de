import { lazy, Suspense, useRef } from 'react';
import { useInView } from '../chart/use-in-view.ts';
import type { GaugeSpec } from './gauge-options.ts';

// ECharts arrives with the first gauge scrolled near the viewport, never in a page's first-load bundle.
const GaugeChart = lazy(() => import('./gauge-chart.tsx'));

export interface GaugeProps extends GaugeSpec {
  /** Name of the measure under the dial, e.g. 'Regenrate'. */
  title: string;
  /**
   * What a screen reader announces instead of the drawing, e.g. 'Regenrate: 2.4 mm/h (Skala 0 bis 60)'.
   * Build it with {@link gaugeAriaLabel}.
   */
  ariaLabel: string;
  /** Height of the dial in px; 180 by default. */
  height?: number;
}

/** "Title: value (Skala min bis max)", the text alternative of a gauge. */
export function gaugeAriaLabel(
  title: string,
  valueText: string,
  min: number,
  max: number,
  scaleWord: string,
) {
  return `${title}: ${valueText} (${scaleWord} ${min}–${max})`;
}

/**
 * A dial with its value and title underneath. The dial is an image for assistive technology, named by `ariaLabel` with
 * the value, so the reading is not locked in the canvas. A box of the same height holds the place until the
 * dial comes near the viewport and while ECharts loads, so a page whose gauges sit below the fold does not
 * fetch ECharts on a phone before the visitor scrolls.
 */
export function Gauge({ title, ariaLabel, height = 180, ...spec }: GaugeProps) {
  const box = useRef<HTMLDivElement>(null);
  const inView = useInView(box);
  const placeholder = <div style={{ height }} />;
  return (
    <figure className="mb-0 text-center">
      <div role="img" aria-label={ariaLabel} ref={box}>
        {inView ? (
          <Suspense fallback={placeholder}>
            <GaugeChart height={height} {...spec} />
          </Suspense>
        ) : (
          placeholder
        )}
      </div>
      {/* The same facts as the image's name: hidden from screen readers so they hear them once. */}
      <figcaption aria-hidden="true">
        <span className="d-block fw-bold">{spec.valueText}</span>
        <span className="d-block small text-body-secondary">{title}</span>
      </figcaption>
    </figure>
  );
}
