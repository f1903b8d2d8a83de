import { useEffect, useState } from 'react';
import { ageParts } from '../lib/format/age-format.ts';
import { formatDateTime } from '../lib/format/date-format.ts';
import { usePublicTranslation } from '../lib/i18n.ts';

/** How often the data's age is told again. */
const AGE_TICK_MS = 1_000;

/**
 * 'Live' while the stream delivers. Its place is kept, hidden, while the stream is down, so that a line
 * holding it wraps alike with it and without: the badge appearing moves nothing.
 */
export function LiveBadge({ live }: { live: boolean }) {
  const { t } = usePublicTranslation();
  return (
    <span
      className={`badge text-bg-success${live ? '' : ' invisible'}`}
      title={t('weather.liveTitle')}
      aria-hidden={live ? undefined : true}
    >
      {t('weather.live')}
    </span>
  );
}

/**
 * When the data was read, with a live dot and 'Live' while the stream delivers: the reading's time in the
 * station's zone ('Stand: 28.11.2026, 09:41'), as the server renders it too, and once in the browser its
 * age beside it ('(vor 12 s)'), told again every second (the page's clock is read only in the effect).
 * The age comes last but for the badge (LiveBadge), so its appearing moves nothing before it. Without
 * `badge` the line leaves the badge to its caller (the home page's card has it beside its title);
 * `className` adds to the line's classes (its margin, for one).
 */
export function LiveAge({
  receivedAt,
  timeZone,
  live,
  badge = true,
  className,
}: {
  receivedAt: string;
  timeZone: string;
  live: boolean;
  badge?: boolean;
  className?: string;
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
    <p
      className={`d-flex flex-wrap align-items-center gap-2 text-body-secondary small${className ? ` ${className}` : ''}`}
      data-testid="live-age"
    >
      <span className="live-age" data-live={live}>
        <time dateTime={receivedAt}>
          {t('weather.updatedAt', { time: formatDateTime(receivedAt, timeZone) })}
        </time>
      </span>
      {age === null ? null : (
        <span data-testid="live-age-ago">({t(`common.ago.${age.unit}`, { count: age.count })})</span>
      )}
      {badge ? <LiveBadge live={live} /> : null}
    </p>
  );
}
