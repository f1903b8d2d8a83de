import type { WeatherPeriod } from '@meteodeck/contract';
import { useMemo, useRef } from 'react';
import Card from 'react-bootstrap/Card';
import { LazyChart } from '../../../components/chart/lazy-chart.tsx';
import { useInView } from '../../../components/chart/use-in-view.ts';
import { usePublicTranslation } from '../../../lib/i18n.ts';
import { themeColors, useTheme } from '../../../lib/theme.ts';
import { CHART_HEIGHT_PX } from '../graph/chart-definitions.ts';
import { buildChartOption } from '../graph/chart-options.ts';
import type { ShapedChart } from '../graph/chart-series.ts';

/** Spec §9: every chart is 350 px high. */
export const CHART_HEIGHT = CHART_HEIGHT_PX;

export interface GraphChartCardProps {
  chart: ShapedChart;
  period: WeatherPeriod;
  timeZone: string;
  decimals: number;
}

function ChartBody({ chart, period, timeZone, decimals, title }: GraphChartCardProps & { title: string }) {
  const { t } = usePublicTranslation();
  const { theme } = useTheme();
  const option = useMemo(
    () =>
      buildChartOption(chart, {
        period,
        timeZone,
        decimals,
        seriesNames: chart.series.map((series) => t(`weather.graph.series.${series.definition.nameKey}`)),
        minLabel: t('weather.graph.min'),
        maxLabel: t('weather.graph.max'),
        cumulativeLabel: t('weather.graph.series.rainTotal'),
        colors: themeColors(theme),
      }),
    [chart, period, timeZone, decimals, t, theme],
  );
  return (
    <LazyChart option={option} height={CHART_HEIGHT} ariaLabel={t('weather.graph.chartLabel', { title })} />
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
  const titleId = `chart-${props.chart.definition.id}`;
  return (
    <Card className="h-100 shadow-sm" aria-labelledby={titleId} as="section">
      <Card.Header as="h2" id={titleId} className="h6 mb-0">
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
