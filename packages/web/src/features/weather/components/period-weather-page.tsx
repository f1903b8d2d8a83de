import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { useSelectedStation } from '../../../app/stations/selected-station.tsx';
import { NotFoundPage } from '../../../components/not-found-page.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import { usePublicTranslation } from '../../../lib/i18n.ts';
import { type HistoryPeriod, isHistoryPeriod } from '../../../lib/route-paths.ts';
import { usePeriodHistory } from '../../../lib/weather-data/get-period-history.ts';
import { periodSpan } from '../format/period-rows.ts';
import { HISTORY_API_PERIOD } from '../history-periods.ts';
import { LoadingMessage } from './loading-message.tsx';
import { PeriodTables } from './period-tables.tsx';
import { QueryErrorAlerts } from './query-error-alerts.tsx';
import { StationDescription } from './station-description.tsx';

function PeriodContent({ period }: { period: HistoryPeriod }) {
  const { t } = usePublicTranslation();
  const { reference } = useSelectedStation();
  const history = usePeriodHistory(reference, HISTORY_API_PERIOD[period]);
  let content: ReactNode;
  if (history.isError) content = <QueryErrorAlerts error={history.error} />;
  else if (history.isPending) content = <LoadingMessage />;
  else {
    const span = periodSpan(history.data);
    content = (
      <>
        <p className="text-body-secondary small">
          {span === null ? t('weather.history.noSpan') : t('weather.history.span', { span })}
        </p>
        <PeriodTables history={history.data} />
      </>
    );
  }
  return (
    <>
      <PageHeading title={t(`routes.periodWeatherData.${period}`)}>
        <StationDescription reference={reference} />
      </PageHeading>
      {content}
    </>
  );
}

/**
 * History tables (/weather/history/:period, spec §2): extremes with their times, totals and means of the
 * station's current day, week, month, year or all time. An unknown period is the German 404.
 */
export function PeriodWeatherPage() {
  const { period } = useParams();
  if (!isHistoryPeriod(period)) return <NotFoundPage />;
  return <PeriodContent period={period} />;
}
