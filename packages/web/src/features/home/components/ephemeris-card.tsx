import type { WeatherStation } from '@meteodeck/contract';
import { useEffect, useState } from 'react';
import { computeEphemeris, formatDayLength, formatSkyTime } from '../../../entities/sky/index.ts';
import { usePublicTranslation } from '../../../lib/i18n.ts';

/** The day changes at midnight; recomputing every ten minutes keeps the card right without busy work. */
const REFRESH_MS = 10 * 60_000;

/**
 * Sun and moon at the station's place and elevation, times in the station's zone (spec §2 home "ephemeris");
 * the almanac page (/weather/almanac) tells more of the same sky.
 */
export function EphemerisCard({ station }: { station: WeatherStation }) {
  const { t } = usePublicTranslation();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), REFRESH_MS);
    return () => window.clearInterval(timer);
  }, []);

  const zone = station.timezone;
  const sky = computeEphemeris(now, station, zone);
  const rows: readonly [string, string][] = [
    [t('home.sunrise'), formatSkyTime(sky.sunrise, zone)],
    [t('home.sunset'), formatSkyTime(sky.sunset, zone)],
    [t('home.dayLength'), formatDayLength(sky.dayLengthMs)],
    [t('home.moonrise'), formatSkyTime(sky.moonrise, zone)],
    [t('home.moonset'), formatSkyTime(sky.moonset, zone)],
    [
      t('home.moonPhase'),
      `${t(`sky.phases.${sky.moonPhase}`)} (${t('home.illumination', { percent: sky.moonIlluminationPercent })})`,
    ],
  ];
  return (
    <section className="card shadow-sm" aria-labelledby="ephemeris-heading">
      <div className="card-header">
        <h2 id="ephemeris-heading" className="h5 mb-0">
          {t('home.ephemerisTitle')}
        </h2>
      </div>
      <div className="card-body">
        <dl className="row row-cols-2 g-2 mb-2">
          {rows.map(([label, value]) => (
            <div key={label} className="col">
              <dt className="small fw-normal text-body-secondary">{label}</dt>
              <dd className="mb-0 fw-semibold">{value}</dd>
            </div>
          ))}
        </dl>
        <p className="small text-body-secondary mb-0">{t('home.timeZoneNote', { zone })}</p>
      </div>
    </section>
  );
}
