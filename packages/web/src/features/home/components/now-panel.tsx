import type { CurrentData, DailyHistory } from '@meteodeck/contract';
import { usePublicTranslation } from '../../../lib/i18n.ts';
import { nowSummary, type Trend } from '../now-summary.ts';

const TREND_ARROWS: Record<Trend, string> = { rising: '↗', falling: '↘', steady: '→' };

/**
 * The station's weather now, first thing on the home page at every width: its name, a large
 * temperature with the hour's trend, how it feels, the wind with its direction, today's rain and today's
 * extremes with their times. Sits in the home hero, above the address search.
 */
export function NowPanel({
  name,
  current,
  daily,
}: {
  name: string;
  current: CurrentData | null | undefined;
  daily: DailyHistory | undefined;
}) {
  const { t } = usePublicTranslation();
  const now = current === null || current === undefined ? null : nowSummary(current, daily);
  return (
    <div className="mb-3" aria-live="polite">
      <p className="h4 fw-normal mb-1">{name}</p>
      {now === null ? (
        current === null && <p className="mb-0">{t('weather.noData')}</p>
      ) : (
        <>
          <p className="d-flex flex-wrap align-items-baseline column-gap-3 row-gap-1 mb-2">
            <span className="display-3 fw-semibold lh-1" data-testid="now-temperature">
              {now.temperature}
            </span>
            {now.trend !== null && (
              <span className="fs-5">
                <span aria-hidden="true">{TREND_ARROWS[now.trend.direction]}</span>{' '}
                <span className="visually-hidden">{t(`home.now.${now.trend.direction}`)}</span>
                {t('home.now.trend', { value: now.trend.text })}
              </span>
            )}
            <span className="fs-5">{t('home.now.feelsLike', { value: now.feelsLike })}</span>
          </p>
          <dl className="d-flex flex-wrap column-gap-4 row-gap-1 mb-0">
            <div>
              <dt className="small fw-normal home-hero-muted">{t('home.now.wind')}</dt>
              <dd className="mb-0 fw-semibold">
                {now.wind.direction === ''
                  ? now.wind.speed
                  : t('home.now.windFrom', { speed: now.wind.speed, direction: now.wind.direction })}
              </dd>
            </div>
            <div>
              <dt className="small fw-normal home-hero-muted">{t('home.now.rainToday')}</dt>
              <dd className="mb-0 fw-semibold">{now.rainToday}</dd>
            </div>
            {now.max !== null && (
              <div>
                <dt className="small fw-normal home-hero-muted">{t('home.now.max')}</dt>
                <dd className="mb-0 fw-semibold">{t('home.now.at', now.max)}</dd>
              </div>
            )}
            {now.min !== null && (
              <div>
                <dt className="small fw-normal home-hero-muted">{t('home.now.min')}</dt>
                <dd className="mb-0 fw-semibold">{t('home.now.at', now.min)}</dd>
              </div>
            )}
          </dl>
        </>
      )}
    </div>
  );
}
