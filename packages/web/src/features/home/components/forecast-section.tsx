import type { ApiErrorList } from '@meteodeck/contract';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { ApiErrorAlerts } from '../../../components/api-error-alerts.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { usePublicTranslation } from '../../../lib/i18n.ts';
import { type Position, useForecast } from '../api/get-forecast.ts';
import { useGeocoding } from '../api/get-geocoding.ts';
import { AddressSearch } from './address-search.tsx';
import { ForecastTable } from './forecast-table.tsx';

export interface ForecastSectionProps {
  /** Heading of the hero (the page's h1). */
  title: string;
  /** The station's weather now, shown in the hero before the search (the home page's first read). */
  now?: ReactNode;
  /** The selected station's position and name, the default place; null while the station loads. */
  station: (Position & { name: string }) | null;
}

/**
 * A forecast whose 'now' is older than this was kept by the server through a provider outage (a fresh one
 * is at most an hour old: Open-Meteo's quarter-hour, OpenWeatherMap's current observation).
 */
export const FORECAST_OLD_AFTER_MS = 2 * 60 * 60_000;

function errorsOf(error: unknown): ApiErrorList {
  return error instanceof ApiError ? error.errors : [];
}

/**
 * The home hero and forecast (spec §2, §4 "Home holds forecast and geocoding results and errors"): the hero
 * holds the station's weather now and, under it, the address search as one compact row; by default the
 * forecast at the station, after a search geocoding first, then the forecast at the first match.
 * 'Keine Ergebnisse :(' when the geocoding status is not OK; a failed search as error alerts; a forecast
 * that cannot be loaded as its errors as error alerts (§8, the API's messages), small, beside a quiet
 * 'Vorhersage derzeit nicht verfügbar', in a card collapsed to that one row (the last one loaded stays
 * shown in its card, and so does the one the server kept through a provider outage, told by its old 'now',
 * with the same note).
 */
export function ForecastSection({ title, station, now }: ForecastSectionProps) {
  const { t } = usePublicTranslation();
  const [address, setAddress] = useState<string | null>(null);
  const geocoding = useGeocoding(address);

  const found = geocoding.data?.status === 'OK' ? geocoding.data.results[0] : undefined;
  const noResult = geocoding.data !== undefined && found === undefined;
  const place =
    found !== undefined
      ? { ...found.geometry.location, name: found.formatted_address }
      : address === null || noResult || geocoding.isError
        ? station
        : null;
  const forecast = useForecast(place === null ? null : { lat: place.lat, lng: place.lng });
  const pending = !forecast.isError && (forecast.data === undefined || place === null);
  const heading = place === null ? t('forecast.title') : t('forecast.titleFor', { place: place.name });
  const kept =
    forecast.isError ||
    (forecast.data !== undefined && Date.now() - forecast.data.current.dt * 1000 > FORECAST_OLD_AFTER_MS);

  return (
    <>
      <div className="p-3 p-md-4 mb-4 rounded-3 home-hero shadow-sm" data-bs-theme="light">
        <h1
          className={now === undefined ? 'display-6 fw-semibold' : 'h6 text-uppercase home-hero-muted mb-1'}
        >
          {title}
        </h1>
        {now}
        <div className="col-lg-8 px-0">
          <AddressSearch onSearch={setAddress} searching={geocoding.isFetching} />
        </div>
      </div>
      {noResult && (
        <div role="alert" className="alert alert-warning">
          {t('forecast.noResult')}
        </div>
      )}
      {geocoding.isError && (
        <ApiErrorAlerts errors={errorsOf(geocoding.error)} fallback={t('common.loadError')} />
      )}
      {forecast.isError && forecast.data === undefined ? (
        // Nothing to show: the card collapses to its title, the quiet placeholder and the compact alerts.
        <section className="card mb-4 shadow-sm" aria-labelledby="forecast-heading">
          <div className="card-body py-2 d-flex flex-wrap align-items-center column-gap-3 row-gap-1">
            <h2 id="forecast-heading" className="h6 mb-0">
              {heading}
            </h2>
            <p className="small text-body-secondary mb-0" role="status">
              {t('forecast.unavailable')}
            </p>
            <ApiErrorAlerts
              errors={errorsOf(forecast.error)}
              fallback={t('common.loadError')}
              className="small py-1 px-2 mb-0"
            />
          </div>
        </section>
      ) : (
        <section className="card mb-4 shadow-sm" aria-labelledby="forecast-heading">
          <div className="card-header">
            <h2 id="forecast-heading" className="h5 mb-0">
              {heading}
            </h2>
          </div>
          <div className={pending ? 'card-body forecast-pending' : 'card-body'}>
            {forecast.isError && (
              <ApiErrorAlerts
                errors={errorsOf(forecast.error)}
                fallback={t('common.loadError')}
                className="small py-2 mb-2"
              />
            )}
            {forecast.data !== undefined && place !== null ? (
              <>
                <ForecastTable forecast={forecast.data} placeName={place.name} />
                {kept && (
                  <p className="small text-body-secondary mt-2 mb-0" role="status">
                    {t('forecast.unavailableKept')}
                  </p>
                )}
              </>
            ) : (
              <div className="spinner-border" role="status">
                <span className="visually-hidden">{t('common.loading')}</span>
              </div>
            )}
          </div>
        </section>
      )}
    </>
  );
}
