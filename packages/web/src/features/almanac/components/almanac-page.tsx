import type { WeatherStation } from '@meteodeck/contract';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Spinner from 'react-bootstrap/Spinner';
import Table from 'react-bootstrap/Table';
import { ApiErrorAlerts } from '../../../components/api-error-alerts.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import {
  type Almanac,
  computeAlmanac,
  formatDayLength,
  formatDayLengthChange,
  formatSkyDateTime,
  formatSkyTime,
} from '../../../entities/sky/index.ts';
import { useSelectedStation, useStation } from '../../../entities/station/index.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { dateTimeFormat } from '../../../lib/format/locale.ts';
import { formatNumber } from '../../../lib/format/number-format.ts';
import { usePublicTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/language.ts';

/** The day changes at midnight; recomputing every ten minutes keeps the page right without busy work. */
const REFRESH_MS = 10 * 60_000;

interface FactsCardProps {
  id: string;
  title: string;
  rows: readonly (readonly [string, string])[];
  children?: ReactNode;
}

/** One card of label and value pairs; `children` goes below the list (the polar day's note). */
function FactsCard({ id, title, rows, children }: FactsCardProps) {
  return (
    <section className="card shadow-sm h-100" aria-labelledby={id}>
      <div className="card-header">
        <h2 id={id} className="h5 mb-0">
          {title}
        </h2>
      </div>
      <div className="card-body">
        {children}
        <dl className="row row-cols-2 g-2 mb-0">
          {rows.map(([label, value]) => (
            <div key={label} className="col">
              <dt className="small fw-normal text-body-secondary">{label}</dt>
              <dd className="mb-0 fw-semibold">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

function TwilightCard({ sky, zone }: { sky: Almanac; zone: string }) {
  const { t } = usePublicTranslation();
  const { sun } = sky;
  const rows = [
    ['civil', sun.civilDawn, sun.civilDusk],
    ['nautical', sun.nauticalDawn, sun.nauticalDusk],
    ['astronomical', sun.astronomicalDawn, sun.astronomicalDusk],
  ] as const;
  return (
    <section className="card shadow-sm h-100" aria-labelledby="almanac-twilight">
      <div className="card-header">
        <h2 id="almanac-twilight" className="h5 mb-0">
          {t('almanac.twilightTitle')}
        </h2>
      </div>
      <div className="card-body">
        <Table size="sm" className="mb-0 align-middle">
          <caption className="visually-hidden">{t('almanac.twilightCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('almanac.twilightKind')}</th>
              <th scope="col" className="text-end">
                {t('almanac.dawn')}
              </th>
              <th scope="col" className="text-end">
                {t('almanac.dusk')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([kind, dawn, dusk]) => (
              <tr key={kind}>
                <th scope="row" className="fw-normal">
                  {t(`almanac.${kind}`)}
                </th>
                <td className="text-end fw-semibold">{formatSkyTime(dawn, zone)}</td>
                <td className="text-end fw-semibold">{formatSkyTime(dusk, zone)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </div>
    </section>
  );
}

/** The station's sky on its local day: sun, twilight, moon and what comes next, in the station's zone. */
function AlmanacCards({ station, now }: { station: WeatherStation; now: Date }) {
  const { t } = usePublicTranslation();
  const zone = station.timezone;
  const sky = useMemo(() => computeAlmanac(now, station, zone), [now, station, zone]);
  const { sun } = sky;
  // The next new and full moon in the order they come.
  const moonEvents = (
    [
      [t('almanac.nextNewMoon'), sky.nextNewMoon],
      [t('almanac.nextFullMoon'), sky.nextFullMoon],
    ] as const
  )
    .slice()
    .sort((a, b) => a[1].getTime() - b[1].getTime())
    .map(([label, at]) => [label, formatSkyDateTime(at, zone)] as const);
  const day = dateTimeFormat({
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: zone,
  });
  const place = t('almanac.place', {
    // Not `lng`: i18next reads that option as the language to translate into.
    latitude: formatNumber(station.lat, 4),
    longitude: formatNumber(station.lng, 4),
    elevation: formatNumber(station.elevation, 0),
  });
  return (
    <>
      <p className="lead">
        {t('almanac.intro', { date: day.format(now), place: `${station.name}, ${place}` })}
      </p>
      <div className="row row-cols-1 row-cols-lg-2 g-3 mb-3">
        <div className="col">
          <FactsCard
            id="almanac-sun"
            title={t('almanac.sunTitle')}
            rows={[
              [t('almanac.sunrise'), formatSkyTime(sun.sunrise, zone)],
              [t('almanac.sunset'), formatSkyTime(sun.sunset, zone)],
              [t('almanac.solarNoon'), formatSkyTime(sun.solarNoon, zone)],
              [t('almanac.dayLength'), formatDayLength(sun.dayLengthMs)],
              [t('almanac.dayLengthChange'), formatDayLengthChange(sky.dayLengthChangeMs)],
            ]}
          >
            {sun.polar !== null && (
              <Alert variant="info" className="py-2">
                {t(`almanac.${sun.polar}`)}
              </Alert>
            )}
          </FactsCard>
        </div>
        <div className="col">
          <TwilightCard sky={sky} zone={zone} />
        </div>
        <div className="col">
          <FactsCard
            id="almanac-moon"
            title={t('almanac.moonTitle')}
            rows={[
              [t('almanac.moonrise'), formatSkyTime(sky.moonrise, zone)],
              [t('almanac.moonset'), formatSkyTime(sky.moonset, zone)],
              [t('almanac.moonPhase'), t(`sky.phases.${sky.moonPhase}`)],
              [t('almanac.illumination'), `${sky.moonIlluminationPercent} %`],
            ]}
          />
        </div>
        <div className="col">
          <FactsCard
            id="almanac-next"
            title={t('almanac.nextTitle')}
            rows={[
              ...moonEvents,
              [t(`sky.seasons.${sky.nextSeason.key}`), formatSkyDateTime(sky.nextSeason.at, zone)],
            ]}
          />
        </div>
      </div>
      <p className="small text-body-secondary mb-1">{t('almanac.noEvent')}</p>
      <p className="small text-body-secondary">{t('almanac.method', { zone })}</p>
    </>
  );
}

/**
 * The almanac (/weather/almanac, 'Almanach'): today's sunrise, sunset, solar noon, day length and its change
 * since yesterday, the three twilights, the moon, the next new and full moon and the next equinox or
 * solstice, at the selected station's place and elevation, in its time zone. Computed in the browser
 * (entities/sky); only the station is asked of the server.
 */
export function AlmanacPage() {
  const { t } = usePublicTranslation();
  const { reference } = useSelectedStation();
  const station = useStation(reference);
  // Read on each render: the language (which the formatters follow) re-renders the page when it changes.
  useLanguage();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), REFRESH_MS);
    return () => window.clearInterval(timer);
  }, []);

  let body = null;
  if (station.data !== undefined) body = <AlmanacCards station={station.data} now={now} />;
  else if (station.isError) {
    body = (
      <ApiErrorAlerts
        errors={station.error instanceof ApiError ? station.error.errors : []}
        fallback={t('common.loadError')}
      />
    );
  } else {
    body = (
      <div className="d-flex align-items-center gap-2 py-4" role="status">
        <Spinner animation="border" size="sm" aria-hidden="true" />
        <span>{t('common.loading')}</span>
      </div>
    );
  }
  return (
    <>
      <PageHeading title={t('almanac.title')} />
      {body}
    </>
  );
}
