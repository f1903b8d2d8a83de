import type { WeatherPeriod } from '@meteodeck/contract';
import { useMemo, useRef } from 'react';
import Card from 'react-bootstrap/Card';
import { LazyChart } from '../../../components/chart/lazy-chart.tsx';
import { useInView } from '../../../components/chart/use-in-view.ts';
import { rainIntervalOf } from '../../../entities/weather-data/index.ts';
import { usePublicTranslation } from '../../../lib/i18n.ts';
import { themeColors, useTheme } from '../../../lib/theme.ts';
import { CHART_HEIGHT_PX } from '../graph/chart-definitions.ts';
import { buildChartOption } from '../graph/chart-options.ts';
import type { ShapedChart } from '../graph/chart-series.ts';
import { chartHeadingId } from './chart-jump-list.tsx';

/** Spec §9: every chart is 350 px high. */
export const CHART_HEIGHT = CHART_HEIGHT_PX;

/** The graph page's charts share one crosshair, tooltip and zoom (ECharts' connected group). */
export const GRAPH_CHART_GROUP = 'graph-page';

export interface GraphChartCardProps {
  chart: ShapedChart;
  period: WeatherPeriod;
  timeZone: string;
  decimals: number;
  /** 'Fit to data' instead of the spec's ranges. */
  fit: boolean;
}

function ChartBody({
  chart,
  period,
  timeZone,
  decimals,
  fit,
  title,
}: GraphChartCardProps & { title: string }) {
  const { t } = usePublicTranslation();
  const { theme } = useTheme();
  const option = useMemo(
    () =>
      buildChartOption(chart, {
        period,
        timeZone,
        decimals,
        // Bars are named by their interval ('Regen je Stunde').
        seriesNames: chart.series.map((series) =>
          series.definition.bars === true
            ? t(`weather.graph.series.rainPer.${rainIntervalOf(period)}`)
            : t(`weather.graph.series.${series.definition.nameKey}`),
        ),
        minLabel: t('weather.graph.min'),
        maxLabel: t('weather.graph.max'),
        cumulativeLabel: t('weather.graph.series.rainTotal'),
        colors: themeColors(theme),
        fit,
      }),
    [chart, period, timeZone, decimals, fit, t, theme],
  );
  return (
    <LazyChart
      option={option}
      height={CHART_HEIGHT}
      ariaLabel={t('weather.graph.chartLabel', { title })}
      group={GRAPH_CHART_GROUP}
    />
  );
}

/**
 * One chart of the graph screen: its title, then the chart once the card scrolls near the viewport (drawing
 * eleven canvases up front costs a phone seconds), or 'Keine Daten :(' when the chart has no data.
 */
export function GraphChartCard(props: GraphChartCardProps) {
  const { t } = usePublicTranslation();
  const placeholder = useRef<HTMLDivElement>(null);
  const inView = useInView(placeholder);
  const title = t(`weather.graph.charts.${props.chart.definition.id}`);
  const titleId = chartHeadingId(props.chart.definition.id);
  return (
    <Card className="h-100 shadow-sm" aria-labelledby={titleId} as="section">
      {/* Focusable from the jump list, clear of the top edge when scrolled to. */}
      <Card.Header as="h2" id={titleId} className="h6 mb-0" tabIndex={-1} style={{ scrollMarginTop: '1rem' }}>
        {title}
      </Card.Header>
      <Card.Body className="p-2">
        {props.chart.hasData ? (
          <div ref={placeholder} style={{ minHeight: CHART_HEIGHT }} data-chart={props.chart.definition.id}>
            {inView ? <ChartBody {...props} title={title} /> : null}
          </div>
        ) : (
          <p className="text-body-secondary text-center my-5">{t('weather.chartNoData')}</p>
        )}
      </Card.Body>
    </Card>
  );
}
