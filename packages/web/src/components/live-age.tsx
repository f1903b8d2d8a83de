import { useEffect, useState } from 'react';
import { ageParts } from '../lib/format/age-format.ts';
import { formatDateTime } from '../lib/format/date-format.ts';
import { usePublicTranslation } from '../lib/i18n.ts';

/** How often the data's age is told again. */
const AGE_TICK_MS = 1_000;

/**
 * When the data was read, with a live dot and 'Live' while the stream delivers: the reading's time in the
 * station's zone ('Stand: 28.11.2026, 09:41'), as the server renders it too, and once in the browser its
 * age beside it ('(vor 12 s)'), told again every second (the page's clock is read only in the effect).
 */
export function LiveAge({
  receivedAt,
  timeZone,
  live,
}: {
  receivedAt: string;
  timeZone: string;
  live: boolean;
}) {
  const { t } = usePublicTranslation();
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), AGE_TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  const age = now === null ? null : ageParts((now - Date.parse(receivedAt)) / 1000);
  return (
    <p className="d-flex flex-wrap align-items-center gap-2 text-body-secondary small" data-testid="live-age">
      <span className="live-age" data-live={live}>
        <time dateTime={receivedAt}>
          {t('weather.updatedAt', { time: formatDateTime(receivedAt, timeZone) })}
        </time>
      </span>
      {age === null ? null : (
        <span data-testid="live-age-ago">({t(`common.ago.${age.unit}`, { count: age.count })})</span>
      )}
      {live ? (
        <span className="badge text-bg-success" title={t('weather.liveTitle')}>
          {t('weather.live')}
        </span>
      ) : null}
    </p>
  );
}
