import type { GraphData, PeriodHistory, WeatherPeriod } from '@meteodeck/contract';
import { type ReactNode, useMemo, useState } from 'react';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { PageHeading } from '../../../components/page-heading.tsx';
import { useSelectedStation } from '../../../entities/station/index.ts';
import { useGraphData, usePeriodHistory } from '../../../entities/weather-data/index.ts';
import { formatDateTime } from '../../../lib/format/date-format.ts';
import { formatNumber } from '../../../lib/format/number-format.ts';
import { usePublicTranslation } from '../../../lib/i18n.ts';
import { periodTotals } from '../format/period-rows.ts';
import { CHART_DEFINITIONS } from '../graph/chart-definitions.ts';
import { chartDecimals, shapeChart } from '../graph/chart-series.ts';
import { isNavigable, nextAt, previousAt, windowHeading, windowQueryOf } from '../graph/period-window.ts';
import { GraphChartCard } from './graph-chart-card.tsx';
import { LoadingMessage } from './loading-message.tsx';
import { PeriodSelector } from './period-selector.tsx';
import { QueryErrorAlerts } from './query-error-alerts.tsx';
import { StationDescription } from './station-description.tsx';
import { WindowNavigation } from './window-navigation.tsx';

/** The period's key figures above the charts: temperature extremes with their times, rain total. */
function PeriodSummary({ history }: { history: PeriodHistory }) {
  const { t } = usePublicTranslation();
  const zone = history.weatherStation.timezone;
  const unit = history.unit.temperatureUnit;
  const temperature = (value: number | null, at: string | null) =>
    value === null ? '-' : `${formatNumber(value, 1)} ${unit} (${formatDateTime(at, zone)})`;
  const rain = periodTotals(history).find((total) => total.id === 'rainPeriod')?.value ?? '-';
  return (
    <dl className="row row-cols-1 row-cols-md-3 g-2 small mb-4" data-testid="period-summary">
      <div className="col">
        <dt className="fw-normal text-body-secondary">{t('weather.history.maximum')}</dt>
        <dd className="fw-semibold mb-0">
          {temperature(history.maxTemperature, history.maxTemperatureReceivedAt)}
        </dd>
      </div>
      <div className="col">
        <dt className="fw-normal text-body-secondary">{t('weather.history.minimum')}</dt>
        <dd className="fw-semibold mb-0">
          {temperature(history.minTemperature, history.minTemperatureReceivedAt)}
        </dd>
      </div>
      <div className="col">
        <dt className="fw-normal text-body-secondary">{t('weather.history.totalLabels.rainPeriod')}</dt>
        <dd className="fw-semibold mb-0">{rain}</dd>
      </div>
    </dl>
  );
}

function Charts({ graph, period }: { graph: GraphData; period: WeatherPeriod }) {
  const charts = useMemo(() => CHART_DEFINITIONS.map((definition) => shapeChart(definition, graph)), [graph]);
  return (
    <Row xs={1} xl={2} className="g-3">
      {charts.map((chart) => (
        <Col key={chart.definition.id}>
          <GraphChartCard
            chart={chart}
            period={period}
            timeZone={graph.weatherStation.timezone}
            decimals={chartDecimals(chart.definition, graph.unit)}
          />
        </Col>
      ))}
    </Row>
  );
}

/**
 * Graphs (/weather/graph, spec §2): the period selector (starts on day; a change reloads history and graph
 * data, spec §4), the navigation through windows with the window as a heading (Jour, Woche and
 * Monat the rolling 24 h, 7 d and 30 d, Jahr calendar years), the window's key figures and the eleven
 * charts, each drawn when scrolled into view. Summary and charts always ask for the same window.
 */
export function GraphPage() {
  const { t } = usePublicTranslation();
  const { reference } = useSelectedStation();
  const [period, setPeriod] = useState<WeatherPeriod>('day');
  /** The shown window's `at`; undefined: the present window. */
  const [at, setAt] = useState<string | undefined>(undefined);
  const shown = windowQueryOf(period, at);
  const history = usePeriodHistory(reference, period, {}, shown);
  const graph = useGraphData(reference, period, {}, shown);

  const choosePeriod = (next: WeatherPeriod) => {
    setPeriod(next);
    setAt(undefined);
  };
  const bounds = graph.data ?? history.data;
  const zone = bounds?.weatherStation.timezone;
  const from = bounds === undefined ? null : (bounds.from ?? null);
  const to = bounds === undefined ? null : (bounds.to ?? null);
  const heading =
    zone === undefined
      ? undefined
      : windowHeading(period, from, to, zone, {
          year: (year) => t('weather.graph.window.year', { year }),
          range: (start, end) => t('weather.graph.window.range', { from: start, to: end }),
        });
  // While a window loads its bounds are unknown: both steps wait for them.
  const onPrevious = from === null ? undefined : () => setAt(previousAt(period, from));
  const onNext =
    at === undefined || to === null || zone === undefined ? undefined : () => setAt(nextAt(period, to, zone));

  let charts: ReactNode;
  if (graph.isError) charts = <QueryErrorAlerts error={graph.error} />;
  else if (graph.isPending) charts = <LoadingMessage />;
  else charts = <Charts graph={graph.data} period={period} />;

  return (
    <>
      <PageHeading title={t('routes.periodGraphic')}>
        <StationDescription reference={reference} />
      </PageHeading>
      <div className="mb-3 d-flex flex-wrap gap-2 align-items-center">
        <PeriodSelector value={period} onChange={choosePeriod} />
        {isNavigable(period) ? <WindowNavigation onPrevious={onPrevious} onNext={onNext} /> : null}
      </div>
      <div aria-live="polite">
        {heading === undefined ? null : (
          <h2 className="h5 mb-3" data-testid="graph-window">
            {heading}
          </h2>
        )}
      </div>
      {history.isError ? <QueryErrorAlerts error={history.error} /> : null}
      {history.data === undefined ? null : <PeriodSummary history={history.data} />}
      {charts}
    </>
  );
}
