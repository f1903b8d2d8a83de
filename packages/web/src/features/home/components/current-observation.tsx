import type { ApiErrorList } from '@meteodeck/contract';
import { lazy, type ReactNode, Suspense, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ApiErrorAlerts } from '../../../components/api-error-alerts.tsx';
import { LiveAge, LiveBadge } from '../../../components/live-age.tsx';
import { ValueChip } from '../../../components/value-chip.tsx';
import type { useLiveCurrentDataDetail } from '../../../entities/weather-data/index.ts';
import { REFRESH_MS, useDailyHistory } from '../../../entities/weather-data/index.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { usePublicTranslation } from '../../../lib/i18n.ts';
import { pathTo } from '../../../lib/route-paths.ts';
import { type ObservationItem, observationItems } from '../observation-items.ts';

const ValueTooltip = lazy(() => import('./value-tooltip.tsx'));

function errorsOf(error: unknown): ApiErrorList {
  return error instanceof ApiError ? error.errors : [];
}

/**
 * A value with today's extremes: a tooltip on hover and keyboard focus (its code loads on the first one),
 * and the same facts in small print.
 */
function ItemValue({ item }: { item: ObservationItem }) {
  const { t } = usePublicTranslation();
  const trigger = useRef<HTMLSpanElement>(null);
  const [show, setShow] = useState(false);
  const [asked, setAsked] = useState(false);
  // On its scale's colour where it has one (the dew point, on the temperatures' blue–red scale).
  const value = <ValueChip colour={item.colour ?? null}>{item.value}</ValueChip>;
  if (item.min === undefined && item.max === undefined)
    return <span className="fs-5 fw-semibold">{value}</span>;
  const lines = [
    item.min === undefined ? null : t('home.min', { ...item.min }),
    item.max === undefined ? null : t('home.max', { ...item.max }),
  ].filter((line): line is string => line !== null);
  const tooltipId = `observation-${item.id}-tooltip`;
  const open = () => {
    setAsked(true);
    setShow(true);
  };
  const close = () => setShow(false);
  return (
    <>
      {/* Focusable so keyboard users reach the tooltip too. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: hover and focus only show the tooltip, which says what the small print below says. */}
      <span
        ref={trigger}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the value is the tooltip's trigger.
        tabIndex={0}
        className="fs-5 fw-semibold border-bottom border-secondary-subtle"
        style={{ cursor: 'help' }}
        aria-describedby={show ? tooltipId : undefined}
        onMouseEnter={open}
        onMouseLeave={close}
        onFocus={open}
        onBlur={close}
      >
        {value}
      </span>
      {asked && (
        <Suspense fallback={null}>
          <ValueTooltip id={tooltipId} lines={lines} target={trigger} show={show} />
        </Suspense>
      )}
      <span className="d-block small text-body-secondary">
        {item.min !== undefined && (
          <span className="d-block">
            <span aria-hidden="true">↓</span> {t('home.minShort', { ...item.min })}
          </span>
        )}
        {item.max !== undefined && (
          <span className="d-block">
            <span aria-hidden="true">↑</span> {t('home.maxShort', { ...item.max })}
          </span>
        )}
      </span>
    </>
  );
}

/**
 * The station's own Zambretti forecast as one line, marked as the station's estimate (the hint, on hover
 * and for screen readers, says it is no weather service's forecast); nothing without one.
 */
function ZambrettiLine({ letter }: { letter: string | null }) {
  const { t } = usePublicTranslation();
  if (letter === null) return null;
  return (
    <p className="small mt-3 mb-0" data-testid="zambretti-forecast" title={t('weather.zambretti.hint')}>
      <span className="text-body-secondary">{t('weather.zambretti.label')}:</span>{' '}
      <span className="fw-semibold">{t(`weather.zambretti.forecasts.${letter}`)}</span>
      <span className="visually-hidden"> ({t('weather.zambretti.hint')})</span>
    </p>
  );
}

export interface CurrentObservationProps {
  reference: string;
  /** The page's one live detail query (one stream per page: the gauges read the same answer). */
  detail: ReturnType<typeof useLiveCurrentDataDetail>;
}

/**
 * The current-observation block of the home page (spec §2, §4): the values of the latest reading that the
 * hero does not show (observation-items.ts), live through the stream or polled every 30 s, the dew point
 * on the temperature scale with today's minimum and maximum from the daily history (polled every 30 s as
 * well), and the station's own Zambretti forecast. Its header tells the data's time and age with the live
 * dot and badge, as the current-data page does (LiveAge, LiveBadge): the badge beside the title, the time
 * and age on a line of their own under it, which the age, told once the browser runs, only lengthens.
 */
export function CurrentObservation({ reference, detail }: CurrentObservationProps) {
  const { t } = usePublicTranslation();
  const daily = useDailyHistory(reference, { refetchInterval: REFRESH_MS.home });
  /** The latest reading, whose time and age the header tells. */
  const reading = detail.data ?? null;

  let body: ReactNode;
  if (detail.isError) {
    body = (
      <ApiErrorAlerts errors={errorsOf(detail.error)} fallback={t('common.loadError')} variant="primary" />
    );
  } else if (detail.isPending) {
    body = (
      <div className="spinner-border" role="status">
        <span className="visually-hidden">{t('common.loading')}</span>
      </div>
    );
  } else if (detail.data === null) {
    body = <p className="mb-0">{t('weather.noData')}</p>;
  } else {
    const current = detail.data;
    body = (
      <>
        {daily.isError && (
          // Today's extremes could not be read: the values stand alone, and the visitor is told why.
          <ApiErrorAlerts
            errors={errorsOf(daily.error)}
            fallback={t('home.dailyUnavailable')}
            variant="primary"
          />
        )}
        <dl className="row row-cols-2 row-cols-md-4 g-3 mb-0">
          {observationItems(current, daily.data).map((item) => (
            <div key={item.id} className="col">
              <dt className="small fw-normal text-body-secondary">{t(`weather.current.rows.${item.id}`)}</dt>
              <dd className="mb-0">
                <ItemValue item={item} />
              </dd>
            </div>
          ))}
        </dl>
        <ZambrettiLine letter={current.zambrettiForecast} />
      </>
    );
  }

  return (
    <section className="card shadow-sm" aria-labelledby="current-observation-heading">
      <div className="card-header">
        <div className="d-flex align-items-center justify-content-between gap-2">
          <h2 id="current-observation-heading" className="h5 mb-0">
            {t('home.currentTitle')}
          </h2>
          {reading !== null && <LiveBadge live={detail.live} />}
        </div>
        {reading !== null && (
          <LiveAge
            receivedAt={reading.receivedAt}
            timeZone={reading.weatherStation.timezone}
            live={detail.live}
            badge={false}
            className="mt-1 mb-0 fw-normal"
          />
        )}
      </div>
      <div className="card-body">{body}</div>
      <div className="card-footer bg-transparent">
        <Link to={pathTo('currentWeatherData')}>{t('home.allCurrentData')}</Link>
      </div>
    </section>
  );
}
