import type { PeriodHistory, PeriodWindowQuery, WeatherPeriod } from '@meteodeck/contract';
import { localDate, stationDate } from '@meteodeck/weather';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { Link } from 'react-router';
import { PageHeading } from '../../../components/page-heading.tsx';
import { SensorCharts } from '../../../entities/extra-sensors/index.ts';
import { useSelectedStation } from '../../../entities/station/index.ts';
import { useGraphData, usePeriodHistory } from '../../../entities/weather-data/index.ts';
import { formatDateTime } from '../../../lib/format/date-format.ts';
import { formatNumber } from '../../../lib/format/number-format.ts';
import { usePublicTranslation } from '../../../lib/i18n.ts';
import { pathTo } from '../../../lib/route-paths.ts';
import { periodTotals } from '../format/period-rows.ts';
import {
  calendarHeading,
  isNavigable,
  nextRollingEnd,
  presentWindowQuery,
  previousRollingEnd,
  windowHeading,
} from '../graph/period-window.ts';
import {
  AT_PARAMETER,
  calendarAt,
  formatWindowName,
  hasEarlierCalendarWindow,
  hasEarlierRollingWindow,
  isCalendarWindowBeforeData,
  isCalendarWindowInRange,
  isEmptyWindowBeforeData,
  isRollingWindowBeforeData,
  isRollingWindowInRange,
  PERIOD_PARAMETER,
  parseGraphPeriod,
  parseRollingEnd,
  parseWindowName,
  periodStart,
  shiftPeriod,
} from '../window-address.ts';
import { ChartJumpList } from './chart-jump-list.tsx';
import { DataFromNotice } from './data-from-notice.tsx';
import { Charts } from './graph-charts.tsx';
import { LoadingMessage } from './loading-message.tsx';
import { PeriodSelector } from './period-selector.tsx';
import { QueryErrorAlerts } from './query-error-alerts.tsx';
import { StationDescription } from './station-description.tsx';
import { useWindowAddress, useWindowContext } from './use-window-address.ts';
import { WindRoseCard } from './wind-rose-card.tsx';
import { WindowNavigation } from './window-navigation.tsx';
import { WindowPicker } from './window-picker.tsx';

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

/** The switch between the spec's y ranges (off, the default) and ranges fitted to the data. */
function FitToDataSwitch({ checked, onChange }: { checked: boolean; onChange: (fit: boolean) => void }) {
  const { t } = usePublicTranslation();
  return (
    <div className="form-check form-switch mb-0">
      <input
        className="form-check-input"
        type="checkbox"
        role="switch"
        id="graph-fit-to-data"
        checked={checked}
        aria-checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label className="form-check-label" htmlFor="graph-fit-to-data">
        {t('weather.graph.fitToData')}
      </label>
    </div>
  );
}

/** The window the address names, resolved: the present one, a calendar one or a past rolling one. */
type ShownWindow =
  | { kind: 'present' }
  | { kind: 'calendar'; startDate: string }
  | { kind: 'rolling'; endMs: number };

const PRESENT: ShownWindow = { kind: 'present' };

/**
 * The graph page's period and window from its address (`?period=month&at=2019-03`, window-address.ts): day
 * when no period is named, the present window when no `at` is; an address naming neither a known period
 * nor a window that can be shown is corrected to the present window.
 */
function useGraphWindow(reference: string) {
  const { params, go } = useWindowAddress();
  const context = useWindowContext(reference);
  const periodText = params.get(PERIOD_PARAMETER);
  const period = parseGraphPeriod(periodText) ?? 'day';
  const text = params.get(AT_PARAMETER);
  const calendar = period === 'record' ? undefined : period;
  const named = calendar === undefined ? undefined : parseWindowName(calendar, text);
  const rollingEnd = period === 'record' || period === 'year' ? undefined : parseRollingEnd(text);
  const zone = context.timeZone;
  const { dayStartHour } = context;
  // Today is the station day holding now (before 09:00 yesterday's, for a day ending at 09:00).
  const today = zone === undefined ? undefined : stationDate(Date.now(), { timezone: zone, dayStartHour });
  // Where the present year starts: from the first answer without `at`, else from the visitor's clock.
  const presentYear = useRef<string | null>(null);
  const presentYearStart =
    presentYear.current ?? (today === undefined ? undefined : periodStart('year', today));
  const waiting = (named !== undefined || rollingEnd !== undefined) && !context.settled;
  let shown: ShownWindow = PRESENT;
  let invalid = text !== null && named === undefined && rollingEnd === undefined;
  // A window before the station's data stays named (an old link): it says from when there is data.
  if (!waiting && calendar !== undefined && named !== undefined) {
    if (
      today === undefined ||
      (!isCalendarWindowBeforeData(calendar, named, context.span) &&
        !isCalendarWindowInRange(calendar, named, today, context.span))
    )
      invalid = true;
    // The present year is the present window (asked for without `at`).
    else if (calendar === 'year' && presentYearStart !== undefined && named >= presentYearStart)
      invalid = true;
    else shown = { kind: 'calendar', startDate: named };
  } else if (!waiting && rollingEnd !== undefined) {
    if (
      zone === undefined ||
      (!isRollingWindowBeforeData(rollingEnd, context.span, zone) &&
        !isRollingWindowInRange(rollingEnd, Date.now(), context.span, zone))
    )
      invalid = true;
    else shown = { kind: 'rolling', endMs: rollingEnd };
  }
  const badPeriod = periodText !== null && parseGraphPeriod(periodText) === undefined;
  useEffect(() => {
    if (invalid || badPeriod)
      go(
        { [AT_PARAMETER]: undefined, ...(badPeriod ? { [PERIOD_PARAMETER]: undefined } : {}) },
        { replace: true },
      );
  }, [invalid, badPeriod, go]);

  const query: PeriodWindowQuery =
    shown.kind === 'calendar' && zone !== undefined
      ? { window: 'calendar', at: calendarAt(shown.startDate, zone, dayStartHour) }
      : shown.kind === 'rolling'
        ? { window: 'rolling', at: new Date(shown.endMs).toISOString() }
        : presentWindowQuery(period);
  return {
    period,
    shown,
    query,
    waiting,
    zone,
    dayStartHour,
    today,
    span: context.span,
    presentYear,
    presentYearStart,
    choosePeriod: (next: WeatherPeriod) => go({ [PERIOD_PARAMETER]: next, [AT_PARAMETER]: undefined }),
    /** Shows the calendar window starting at `startDate` (the present year as the present window). */
    showCalendar: (startDate: string) =>
      go({
        [AT_PARAMETER]:
          period === 'year' && presentYearStart !== undefined && startDate >= presentYearStart
            ? undefined
            : formatWindowName(calendar ?? 'day', startDate),
      }),
    /** Shows the rolling window ending at `end` (undefined: the present one). */
    showRolling: (end: string | undefined) => go({ [AT_PARAMETER]: end }),
  };
}

/**
 * Graphs (/weather/graph, spec §2): the period selector (starts on day; a change reloads history and graph
 * data, spec §4), the navigation through windows with the window as a heading: Jour, Woche and
 * Monat the rolling 24 h, 7 d and 30 d, Jahr calendar years), a picker that shows the calendar day, week,
 * month or year picked, the window's key figures and the eleven charts, each drawn when scrolled into view
 * (a jump list of them at the top; one crosshair for all; the spec's y ranges or, switched, the data's),
 * the owner's public extra sensors' charts (a chart per group), then the window's wind rose.
 * 'Früher' stops at the window holding the station's first day with data; a window before its first
 * reading says from when there is data instead of eleven empty charts.
 * Summary and charts always ask for the same window; the address names it (`?period=…&at=…`).
 */
export function GraphPage() {
  const { t } = usePublicTranslation();
  const { reference } = useSelectedStation();
  const view = useGraphWindow(reference);
  const { period, shown } = view;
  const enabled = { enabled: !view.waiting };
  const history = usePeriodHistory(reference, period, enabled, view.query);
  const graph = useGraphData(reference, period, enabled, view.query);
  const [fit, setFit] = useState(false);

  const bounds = graph.data ?? history.data;
  const zone = bounds?.weatherStation.timezone ?? view.zone;
  const from = bounds === undefined ? null : (bounds.from ?? null);
  const to = bounds === undefined ? null : (bounds.to ?? null);
  if (period === 'year' && shown.kind === 'present' && from !== null && zone !== undefined)
    view.presentYear.current = periodStart('year', localDate(Date.parse(from), zone));
  const labels = {
    year: (year: string) => t('weather.graph.window.year', { year }),
    range: (start: string, end: string) => t('weather.graph.window.range', { from: start, to: end }),
  };
  const calendar = period === 'record' ? undefined : period;
  /**
   * First local date of the calendar window shown, else of the one holding the end of the rolling window
   * shown (the picker offers it; the year steps from it).
   */
  const calendarStart =
    shown.kind === 'calendar'
      ? shown.startDate
      : calendar !== undefined && to !== null && zone !== undefined
        ? periodStart(
            calendar,
            stationDate(Date.parse(to) - 1, { timezone: zone, dayStartHour: view.dayStartHour }),
          )
        : undefined;
  const heading =
    shown.kind === 'calendar' && calendar !== undefined
      ? calendarHeading(calendar, shown.startDate, labels)
      : zone === undefined
        ? undefined
        : windowHeading(period, from, to, zone, labels);

  // While a window loads its bounds are unknown: the steps from them wait. 'Früher' stops at the window
  // holding the station's first day with data.
  let onPrevious: (() => void) | undefined;
  let onNext: (() => void) | undefined;
  if (calendar !== undefined && (shown.kind === 'calendar' || calendar === 'year')) {
    const start = calendarStart;
    if (start !== undefined && hasEarlierCalendarWindow(start, view.span))
      onPrevious = () => view.showCalendar(shiftPeriod(calendar, start, -1));
    if (shown.kind === 'calendar') {
      const next = shiftPeriod(calendar, shown.startDate, 1);
      if (calendar === 'year' || (view.today !== undefined && next <= view.today))
        onNext = () => view.showCalendar(next);
    }
  } else if (calendar !== undefined) {
    // Day, week or month, present or rolling: the rolling windows step from the bounds answered.
    if (from !== null && zone !== undefined && hasEarlierRollingWindow(Date.parse(from), view.span, zone))
      onPrevious = () => view.showRolling(previousRollingEnd(from));
    if (shown.kind === 'rolling' && to !== null)
      onNext = () => view.showRolling(nextRollingEnd(calendar, to));
  }

  // A window an address names before the station's first day with data, or one without a reading before
  // the end of that day (a rolling window 'Früher' reached that starts on that day before its first
  // reading), says from when there is data.
  const namedBeforeData =
    (shown.kind === 'calendar' &&
      calendar !== undefined &&
      isCalendarWindowBeforeData(calendar, shown.startDate, view.span)) ||
    (shown.kind === 'rolling' &&
      zone !== undefined &&
      isRollingWindowBeforeData(shown.endMs, view.span, zone));
  const emptyBeforeData =
    graph.data !== undefined &&
    graph.data.datas.length === 0 &&
    to !== null &&
    zone !== undefined &&
    isEmptyWindowBeforeData(Date.parse(to), view.span, zone);
  const firstDay = namedBeforeData || emptyBeforeData ? view.span?.firstDay : undefined;
  let charts: ReactNode;
  if (firstDay !== undefined) charts = <DataFromNotice firstDay={firstDay} />;
  else if (graph.isError) charts = <QueryErrorAlerts error={graph.error} />;
  else if (graph.isPending) charts = <LoadingMessage />;
  else charts = <Charts graph={graph.data} period={period} fit={fit} dayStartHour={view.dayStartHour ?? 0} />;

  return (
    <>
      <PageHeading title={t('routes.periodGraphic')}>
        <StationDescription reference={reference} />
      </PageHeading>
      <ChartJumpList />
      <div className="mb-3 d-flex flex-wrap gap-2 align-items-center">
        <PeriodSelector value={period} onChange={view.choosePeriod} />
        {isNavigable(period) ? <WindowNavigation onPrevious={onPrevious} onNext={onNext} /> : null}
        <FitToDataSwitch checked={fit} onChange={setFit} />
      </div>
      {/* Not while the window's start is loading: a picker mounted before would be replaced by the one
          keyed by it, losing what the visitor picked meanwhile (after a failed load it offers the last day). */}
      {calendar === undefined ||
      view.span === undefined ||
      (calendarStart === undefined && (graph.isPending || history.isPending)) ? null : (
        <div className="mb-3 d-flex flex-wrap align-items-end gap-3">
          <WindowPicker
            key={`${period} ${calendarStart}`}
            period={calendar}
            value={calendarStart}
            span={view.span}
            onPick={view.showCalendar}
          />
          {calendar === 'day' && calendarStart !== undefined ? (
            <Link to={`${pathTo('onThisDay')}?date=${calendarStart.slice(5, 10)}`} className="small">
              {t('weather.history.onThisDay')}
            </Link>
          ) : null}
        </div>
      )}
      <div aria-live="polite">
        {heading === undefined ? null : (
          <h2 className="h5 mb-3" data-testid="graph-window">
            {heading}
          </h2>
        )}
      </div>
      {history.isError ? <QueryErrorAlerts error={history.error} /> : null}
      {history.data === undefined || firstDay !== undefined ? null : <PeriodSummary history={history.data} />}
      {charts}
      {firstDay === undefined && zone !== undefined && graph.data !== undefined ? (
        <SensorCharts
          reference={reference}
          from={from}
          to={to}
          timeZone={zone}
          units={graph.data.unit}
          period={period}
        />
      ) : null}
      {firstDay === undefined ? (
        <Row xs={1} xl={2} className="g-3 mt-0">
          <Col>
            <WindRoseCard reference={reference} period={period} query={view.query} enabled={!view.waiting} />
          </Col>
        </Row>
      ) : null}
    </>
  );
}
