import type { GraphData } from '@meteodeck/contract';
import { lazy, Suspense, useMemo } from 'react';
import { NearViewport } from '../../../components/near-viewport.tsx';
import { formatMeasure } from '../../../lib/format/number-format.ts';
import { usePublicTranslation } from '../../../lib/i18n.ts';
import { daySeries, hasLine } from '../day/day-series.ts';

// The chart and its option load with ECharts when the strip comes near the viewport.
const DayStripChart = lazy(() => import('./day-strip-chart.tsx'));

/** Compact: a glance at the day, not the graph page's 350 px charts. */
export const DAY_STRIP_HEIGHT = 180;

/**
 * The home page's 24 h strip: the temperature of the last 24 h, and the rain of each hour
 * when there was any, from the day graph in the visitor's units; ECharts loads lazily. The chart's name
 * tells the range for screen readers; without two readings, or when the call fails, a short quiet line.
 */
export function DayStrip({ graph, failed }: { graph: GraphData | undefined; failed: boolean }) {
  const { t } = usePublicTranslation();
  const labels = useMemo(
    () => ({ temperature: t('weather.current.rows.temperature'), rain: t('home.day.rain') }),
    [t],
  );
  const extremes = graph?.extremes.temperature ?? null;
  const unit = graph?.unit.temperatureUnit ?? '°C';
  return (
    <section className="card shadow-sm mb-4" aria-labelledby="day-strip-heading">
      <div className="card-header d-flex flex-wrap justify-content-between column-gap-3">
        <h2 id="day-strip-heading" className="h5 mb-0">
          {t('home.day.title')}
        </h2>
        {extremes !== null && (
          <span className="text-body-secondary" data-testid="day-strip-range">
            {t('home.day.range', {
              min: formatMeasure(extremes.min.value, unit),
              max: formatMeasure(extremes.max.value, unit),
            })}
          </span>
        )}
      </div>
      <div className="card-body py-2 px-2">
        {graph === undefined && failed ? (
          <p className="text-body-secondary mb-0 p-2" role="status">
            {t('home.day.unavailable')}
          </p>
        ) : graph === undefined ? (
          <div style={{ height: DAY_STRIP_HEIGHT }} aria-hidden="true" />
        ) : hasLine(daySeries(graph, 'temperature')) ? (
          <NearViewport placeholder={<div style={{ height: DAY_STRIP_HEIGHT }} aria-hidden="true" />}>
            <Suspense fallback={<div style={{ height: DAY_STRIP_HEIGHT }} aria-hidden="true" />}>
              <DayStripChart
                graph={graph}
                labels={labels}
                height={DAY_STRIP_HEIGHT}
                ariaLabel={
                  extremes === null
                    ? t('home.day.title')
                    : t('home.day.chartLabel', {
                        min: formatMeasure(extremes.min.value, unit),
                        max: formatMeasure(extremes.max.value, unit),
                      })
                }
              />
            </Suspense>
          </NearViewport>
        ) : (
          <p className="text-body-secondary mb-0 p-2">{t('weather.noData')}</p>
        )}
      </div>
    </section>
  );
}
