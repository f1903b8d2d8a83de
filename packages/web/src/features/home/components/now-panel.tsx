import type { CurrentData, DailyHistory } from '@meteodeck/contract';
import { useEffect, useState } from 'react';
import { ageParts } from '../../../lib/format/age-format.ts';
import { usePublicTranslation } from '../../../lib/i18n.ts';
import { conditionIcon, nowSummary, type Trend } from '../now-summary.ts';

const TREND_ARROWS: Record<Trend, string> = { rising: '↗', falling: '↘', steady: '→' };
/** How often the data's age is told again. */
const AGE_TICK_MS = 1_000;

/** 'Stand: vor 12 s', told again every second from the reading's time (the page's clock). */
function DataAge({ receivedAt }: { receivedAt: string }) {
  const { t } = usePublicTranslation();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), AGE_TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  const age = ageParts((now - Date.parse(receivedAt)) / 1000);
  return (
    <p className="small home-hero-muted mb-2">
      {/* The server's page was rendered moments before: its age is told again at once. */}
      <time dateTime={receivedAt} data-testid="now-age" suppressHydrationWarning>
        {t('weather.updatedAt', { time: t(`common.ago.${age.unit}`, { count: age.count }) })}
      </time>
    </p>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="col">
      <dt className="small fw-normal home-hero-muted">{label}</dt>
      <dd className="mb-0 fw-semibold">{children}</dd>
    </div>
  );
}

/**
 * The station's weather now, first thing on the home page at every width: its name, the data's age
 * (live), the condition read from its sensors in a word and a picture, a large temperature with the
 * hour's trend and how it feels, then the wind and its gusts, the humidity, the pressure with its 3-hour
 * tendency, today's rain and today's extremes with their times. Sits in the home hero, above the search.
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
  const condition = now?.condition ?? null;
  const icon = condition === null ? null : conditionIcon(condition.kind);
  return (
    <div className="mb-3">
      <p className="h4 fw-normal mb-0">{name}</p>
      {now === null || current === null || current === undefined ? (
        current === null && <p className="mb-0">{t('weather.noData')}</p>
      ) : (
        <>
          <DataAge receivedAt={current.receivedAt} />
          <div aria-live="polite">
            {condition !== null && (
              <p
                className="d-flex align-items-center gap-2 fs-5 fw-semibold mb-1"
                data-testid="now-condition"
              >
                {icon !== null && <img src={icon} alt="" width="40" height="40" />}
                <span>
                  {condition.windy && condition.kind !== 'windy'
                    ? t('home.now.condition.withWind', {
                        condition: t(`home.now.condition.${condition.kind}`),
                      })
                    : t(`home.now.condition.${condition.kind}`)}
                </span>
              </p>
            )}
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
            <dl className="row row-cols-2 row-cols-md-4 g-2 mb-0" data-testid="now-facts">
              <Fact label={t('home.now.wind')}>
                {now.wind.direction === ''
                  ? now.wind.speed
                  : t('home.now.windFrom', { speed: now.wind.speed, direction: now.wind.direction })}
              </Fact>
              <Fact label={t('home.now.gust')}>{now.gust}</Fact>
              <Fact label={t('home.now.humidity')}>{now.humidity}</Fact>
              <Fact label={t('home.now.pressure')}>
                {now.pressure.value}
                {now.pressure.tendency !== null && (
                  <span className="d-block small fw-normal" data-testid="now-pressure-tendency">
                    <span aria-hidden="true">{TREND_ARROWS[now.pressure.tendency.direction]}</span>{' '}
                    {t(now.pressure.tendency.key)}, {now.pressure.tendency.change} {t('weather.inThreeHours')}
                  </span>
                )}
              </Fact>
              <Fact label={t('home.now.rainToday')}>{now.rainToday}</Fact>
              {now.max !== null && <Fact label={t('home.now.max')}>{t('home.now.at', now.max)}</Fact>}
              {now.min !== null && <Fact label={t('home.now.min')}>{t('home.now.at', now.min)}</Fact>}
            </dl>
          </div>
        </>
      )}
    </div>
  );
}
