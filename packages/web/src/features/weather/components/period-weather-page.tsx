import type { PeriodWindowQuery } from '@meteodeck/contract';
import { addDays, type CalendarPeriod, stationDate } from '@meteodeck/weather';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { NotFoundPage } from '../../../components/not-found-page.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import { SensorHistoryTable } from '../../../entities/extra-sensors/index.ts';
import { useSelectedStation } from '../../../entities/station/index.ts';
import { usePeriodHistory } from '../../../entities/weather-data/index.ts';
import { formatLocalDate } from '../../../lib/format/date-format.ts';
import { usePublicTranslation } from '../../../lib/i18n.ts';
import { type HistoryPeriod, isHistoryPeriod, pathTo } from '../../../lib/route-paths.ts';
import { periodSpan } from '../format/period-rows.ts';
import { HISTORY_API_PERIOD } from '../history-periods.ts';
import {
  AT_PARAMETER,
  calendarAt,
  formatWindowName,
  hasEarlierCalendarWindow,
  isCalendarWindowBeforeData,
  isCalendarWindowInRange,
  parseWindowName,
  periodStart,
  shiftPeriod,
} from '../window-address.ts';
import { DataFromNotice } from './data-from-notice.tsx';
import { LoadingMessage } from './loading-message.tsx';
import { PeriodTables } from './period-tables.tsx';
import { QueryErrorAlerts } from './query-error-alerts.tsx';
import { StationDescription } from './station-description.tsx';
import { useWindowAddress, useWindowContext } from './use-window-address.ts';
import { WindowNavigation } from './window-navigation.tsx';
import { WindowPicker } from './window-picker.tsx';

/** A past calendar window the address names, resolved: undefined for the present one. */
function useShownWindow(period: CalendarPeriod, navigable: boolean, reference: string) {
  const { params, go } = useWindowAddress();
  const context = useWindowContext(reference);
  const text = params.get(AT_PARAMETER);
  const named = navigable ? parseWindowName(period, text) : undefined;
  // Where the present window starts: from the first answer without `at`, else from the visitor's clock.
  const presentStart = useRef<string | null>(null);
  const zone = context.timeZone;
  const { dayStartHour } = context;
  // Today is the station day holding now (before 09:00 yesterday's, for a day ending at 09:00).
  const today = zone === undefined ? undefined : stationDate(Date.now(), { timezone: zone, dayStartHour });
  const present = presentStart.current ?? (today === undefined ? undefined : periodStart(period, today));
  /** Waiting for the zone and the data span before a named window can be checked and asked for. */
  const waiting = named !== undefined && !context.settled;
  let shown: string | undefined;
  let invalid = text !== null && named === undefined;
  if (named !== undefined && !waiting) {
    // A window before the station's data stays named (an old link): it says from when there is data.
    if (
      zone === undefined ||
      today === undefined ||
      (!isCalendarWindowBeforeData(period, named, context.span) &&
        !isCalendarWindowInRange(period, named, today, context.span))
    )
      invalid = true;
    else if (present === undefined || named < present) shown = named;
    // An address naming the present window shows it as the present one (without `at`).
    else invalid = true;
  }
  useEffect(() => {
    if (invalid) go({ [AT_PARAMETER]: undefined }, { replace: true });
  }, [invalid, go]);
  /** Shows the window starting at `startDate`, the present one from where it starts. */
  const show = (startDate: string) =>
    go({
      [AT_PARAMETER]:
        present !== undefined && startDate >= present ? undefined : formatWindowName(period, startDate),
    });
  return { shown, waiting, zone, dayStartHour, present, presentStart, show, span: context.span };
}

function PeriodContent({ period }: { period: HistoryPeriod }) {
  const { t } = usePublicTranslation();
  const { reference } = useSelectedStation();
  const apiPeriod = HISTORY_API_PERIOD[period];
  const calendar: CalendarPeriod = apiPeriod === 'record' ? 'day' : apiPeriod;
  const navigable = apiPeriod !== 'record';
  const address = useShownWindow(calendar, navigable, reference);
  const { shown, zone } = address;
  const query: PeriodWindowQuery = !navigable
    ? {}
    : shown === undefined || zone === undefined
      ? { window: 'calendar' }
      : { window: 'calendar', at: calendarAt(shown, zone, address.dayStartHour) };
  // Nothing to ask for in a window before the station's first day with data.
  const beforeData =
    address.shown !== undefined && address.span !== undefined
      ? isCalendarWindowBeforeData(calendar, address.shown, address.span)
      : false;
  const history = usePeriodHistory(reference, apiPeriod, { enabled: !address.waiting && !beforeData }, query);
  const answeredStart = history.data?.startDate ?? null;
  if (navigable && shown === undefined && answeredStart !== null)
    address.presentStart.current = periodStart(calendar, answeredStart);
  // The first day of the window shown: named by the address, or the present one's as answered.
  const start = shown ?? (answeredStart === null ? undefined : periodStart(calendar, answeredStart));
  // 'Früher' stops at the window holding the station's first day with data.
  const onPrevious =
    start === undefined || !hasEarlierCalendarWindow(start, address.span)
      ? undefined
      : () => address.show(shiftPeriod(calendar, start, -1));
  const onNext = shown === undefined ? undefined : () => address.show(shiftPeriod(calendar, shown, 1));
  let content: ReactNode;
  if (beforeData && address.shown !== undefined && address.span !== undefined) {
    // The window named, as its tables would name it, then the one line.
    const first = formatLocalDate(address.shown);
    const last = formatLocalDate(addDays(shiftPeriod(calendar, address.shown, 1), -1));
    content = (
      <>
        <p className="text-body-secondary small">
          {t('weather.history.span', { span: first === last ? first : `${first} – ${last}` })}
        </p>
        <DataFromNotice firstDay={address.span.firstDay} />
      </>
    );
  } else if (history.isError) content = <QueryErrorAlerts error={history.error} />;
  else if (history.isPending) content = <LoadingMessage />;
  else {
    const span = periodSpan(history.data);
    content = (
      <>
        <p className="text-body-secondary small">
          {span === null ? t('weather.history.noSpan') : t('weather.history.span', { span })}
        </p>
        <PeriodTables history={history.data} />
        <SensorHistoryTable
          reference={reference}
          from={history.data.startDate}
          to={history.data.endDate}
          units={history.data.unit}
          timeZone={history.data.weatherStation.timezone}
        />
      </>
    );
  }
  return (
    <>
      <PageHeading title={t(`routes.periodWeatherData.${period}`)}>
        <StationDescription reference={reference} />
      </PageHeading>
      {navigable ? (
        <div className="mb-3 d-flex flex-wrap align-items-end gap-3">
          <WindowNavigation onPrevious={onPrevious} onNext={onNext} />
          {/* Not while the window's start is loading (as on the graph page). */}
          {address.span === undefined || (start === undefined && history.isPending) ? null : (
            <WindowPicker
              key={`${start}`}
              period={calendar}
              value={start}
              span={address.span}
              onPick={address.show}
            />
          )}
          {calendar === 'day' && start !== undefined ? (
            <Link to={`${pathTo('onThisDay')}?date=${start.slice(5, 10)}`} className="small">
              {t('weather.history.onThisDay')}
            </Link>
          ) : null}
        </div>
      ) : null}
      {content}
    </>
  );
}

/**
 * History tables (/weather/history/:period, spec §2): extremes with their times, totals and means of the
 * station's current day, week, month, year or all time, with 'Früher' and 'Später' through the calendar
 * days, weeks, months and years before (back to the one holding the station's first day with data) and a
 * picker to reach any of them in one step. The address names the window shown (`?at=2019-03`,
 * window-address.ts), so it can be linked; one before the station's first day with data (an old link)
 * says in one line from when there is data, no table of '-'; an address that names none that can be shown
 * (a window to come, not a window) falls back to the present. An unknown period is the German 404.
 */
export function PeriodWeatherPage() {
  const { period } = useParams();
  if (!isHistoryPeriod(period)) return <NotFoundPage />;
  // Keyed by the period: another period starts at its present window.
  return <PeriodContent key={period} period={period} />;
}
