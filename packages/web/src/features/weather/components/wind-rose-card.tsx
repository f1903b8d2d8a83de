import type { PeriodWindowQuery, WeatherPeriod, WindRose } from '@meteodeck/contract';
import { useMemo, useRef } from 'react';
import Card from 'react-bootstrap/Card';
import { LazyChart } from '../../../components/chart/lazy-chart.tsx';
import { useInView } from '../../../components/chart/use-in-view.ts';
import { useWindRose } from '../../../entities/weather-data/index.ts';
import { compassPoints } from '../../../lib/format/wind-direction-format.ts';
import { usePublicTranslation } from '../../../lib/i18n.ts';
import { themeColors, useTheme } from '../../../lib/theme.ts';
import { classNames, formatPercent, WIND_ROSE_COLORS, windRoseOption } from '../graph/wind-rose-option.ts';
import { LoadingMessage } from './loading-message.tsx';
import { QueryErrorAlerts } from './query-error-alerts.tsx';

/** Square enough for the 16 points on a phone of 360 px, not a wall on a desktop. */
const ROSE_HEIGHT_PX = 340;

/** The rose's shares as a table for screen readers (the canvas says nothing to them). */
function RoseTable({ rose, names, title }: { rose: WindRose; names: string[]; title: string }) {
  const points = compassPoints();
  // Hidden by its wrapper: a table takes its content's width whatever width it is given, so hidden itself it
  // would still widen the page on a phone.
  return (
    <div className="visually-hidden">
      <table>
        <caption>{title}</caption>
        <thead>
          <tr>
            <td />
            {names.map((name) => (
              <th key={name} scope="col">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rose.directions.map((direction, index) => (
            <tr key={direction.directionDeg}>
              <th scope="row">{points[index]}</th>
              {direction.percents.map((percent, classIndex) => (
                <td key={names[classIndex]}>{formatPercent(percent)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function RoseBody({ rose, title }: { rose: WindRose; title: string }) {
  const { t } = usePublicTranslation();
  const { theme } = useTheme();
  const placeholder = useRef<HTMLDivElement>(null);
  const inView = useInView(placeholder);
  const names = useMemo(
    () =>
      classNames(rose, {
        range: (values) => t('weather.windRose.classRange', values),
        from: (values) => t('weather.windRose.classFrom', values),
      }),
    [rose, t],
  );
  const option = useMemo(
    () =>
      windRoseOption(rose, { compassPoints: compassPoints(), classNames: names, colors: themeColors(theme) }),
    [rose, names, theme],
  );
  const summary = t('weather.windRose.summary', {
    minutes: rose.sampleMinutes,
    calm: formatPercent(rose.calmPercent),
  });
  return (
    <>
      <p className="small text-body-secondary mb-2" data-testid="wind-rose-summary">
        {summary}
      </p>
      <div ref={placeholder} style={{ minHeight: ROSE_HEIGHT_PX }} data-chart="windRose">
        {inView ? (
          <LazyChart
            option={option}
            height={ROSE_HEIGHT_PX}
            ariaLabel={t('weather.graph.chartLabel', { title: `${title}: ${summary}` })}
          />
        ) : null}
      </div>
      <ul
        className="list-unstyled small d-flex flex-wrap gap-2 column-gap-3 mb-0 mt-2"
        data-testid="wind-rose-legend"
      >
        {names.map((name, index) => (
          <li key={name} className="d-flex align-items-center gap-1">
            <span
              aria-hidden="true"
              className="d-inline-block rounded-1"
              style={{ width: 12, height: 12, background: WIND_ROSE_COLORS[index] }}
            />
            {name}
          </li>
        ))}
      </ul>
      <RoseTable rose={rose} names={names} title={title} />
    </>
  );
}

export interface WindRoseCardProps {
  reference: string;
  period: WeatherPeriod;
  query: PeriodWindowQuery;
  enabled: boolean;
}

/**
 * The wind rose of the graph page's window: how often the wind blew from each compass point in each Beaufort
 * class, drawn when scrolled near, with its calm share and the classes' speeds in the visitor's unit.
 */
export function WindRoseCard({ reference, period, query, enabled }: WindRoseCardProps) {
  const { t } = usePublicTranslation();
  const rose = useWindRose(reference, period, { enabled }, query);
  const title = t('weather.windRose.title');
  let body: React.ReactNode;
  if (rose.isError) body = <QueryErrorAlerts error={rose.error} />;
  else if (rose.isPending) body = <LoadingMessage />;
  else if (rose.data.samples === 0)
    body = <p className="text-body-secondary text-center my-5">{t('weather.chartNoData')}</p>;
  else body = <RoseBody rose={rose.data} title={title} />;
  return (
    <Card className="h-100 shadow-sm" aria-labelledby="chart-windRose" as="section" data-testid="wind-rose">
      <Card.Header as="h2" id="chart-windRose" className="h6 mb-0">
        {title}
      </Card.Header>
      <Card.Body className="p-2">{body}</Card.Body>
    </Card>
  );
}
