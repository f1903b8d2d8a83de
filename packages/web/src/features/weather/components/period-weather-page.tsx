import type { PeriodWindowQuery } from '@meteodeck/contract';
import { type ReactNode, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { NotFoundPage } from '../../../components/not-found-page.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import { useSelectedStation } from '../../../entities/station/index.ts';
import { usePeriodHistory } from '../../../entities/weather-data/index.ts';
import { usePublicTranslation } from '../../../lib/i18n.ts';
import { type HistoryPeriod, isHistoryPeriod } from '../../../lib/route-paths.ts';
import { periodSpan } from '../format/period-rows.ts';
import { isNavigable, nextCalendarAt, previousCalendarAt } from '../graph/period-window.ts';
import { HISTORY_API_PERIOD } from '../history-periods.ts';
import { LoadingMessage } from './loading-message.tsx';
import { PeriodTables } from './period-tables.tsx';
import { QueryErrorAlerts } from './query-error-alerts.tsx';
import { StationDescription } from './station-description.tsx';
import { WindowNavigation } from './window-navigation.tsx';

function PeriodContent({ period }: { period: HistoryPeriod }) {
  const { t } = usePublicTranslation();
  const { reference } = useSelectedStation();
  const apiPeriod = HISTORY_API_PERIOD[period];
  const navigable = isNavigable(apiPeriod);
  /** The shown window's `at`; undefined: the present day, week, month or year. */
  const [at, setAt] = useState<string | undefined>(undefined);
  const shown: PeriodWindowQuery = !navigable
    ? {}
    : at === undefined
      ? { window: 'calendar' }
      : { window: 'calendar', at };
  const history = usePeriodHistory(reference, apiPeriod, {}, shown);
  // Where the present window starts: the window after a past one is the present one from there on.
  const presentFrom = useRef<string | null>(null);
  if (at === undefined && history.data?.from !== undefined) presentFrom.current = history.data.from;
  const from = history.data?.from ?? null;
  const to = history.data?.to ?? null;
  // While a window loads its bounds are unknown: both steps wait for them.
  const onPrevious = from === null ? undefined : () => setAt(previousCalendarAt(from));
  const onNext =
    at === undefined || to === null ? undefined : () => setAt(nextCalendarAt(to, presentFrom.current));
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
      {navigable ? (
        <div className="mb-3">
          <WindowNavigation onPrevious={onPrevious} onNext={onNext} />
        </div>
      ) : null}
      {content}
    </>
  );
}

/**
 * History tables (/weather/history/:period, spec §2): extremes with their times, totals and means of the
 * station's current day, week, month, year or all time, with 'Früher' and 'Später' through the calendar
 * days, weeks, months and years before. An unknown period is the German 404.
 */
export function PeriodWeatherPage() {
  const { period } = useParams();
  if (!isHistoryPeriod(period)) return <NotFoundPage />;
  // Keyed by the period: another period starts at its present window.
  return <PeriodContent key={period} period={period} />;
}
