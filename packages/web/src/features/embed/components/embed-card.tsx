import type { CurrentData } from '@meteodeck/contract';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { useDocumentTitle } from '../../../components/page-heading.tsx';
import { STATION_URL_PARAMETER } from '../../../entities/station/index.ts';
import { REFRESH_MS, useLiveCurrentDataDetail } from '../../../entities/weather-data/index.ts';
import { formatDateTime } from '../../../lib/format/date-format.ts';
import {
  decimalsFor,
  formatMeasure,
  formatVariation,
  formatWithUnit,
} from '../../../lib/format/number-format.ts';
import { formatWindDirection } from '../../../lib/format/wind-direction-format.ts';
import { useAreaLanguage, usePublicTranslation } from '../../../lib/i18n.ts';
import { pathTo } from '../../../lib/route-paths.ts';
import { useDocumentLanguage } from '../../../lib/use-document-language.ts';

/** The card's rows after the temperature: label key under public.embed, and the value as shown. */
function rowsOf(data: CurrentData): { id: string; value: string }[] {
  const { unit } = data;
  const direction = formatWindDirection(data.windDirectionAvg ?? data.windDirection, unit.windDirUnit);
  const speed = formatMeasure(data.windSpeedAvg ?? data.windSpeed, unit.speedUnit);
  return [
    { id: 'humidity', value: formatMeasure(data.humidity, unit.humidityUnit) },
    { id: 'wind', value: direction === '-' ? speed : `${speed} · ${direction}` },
    { id: 'gust', value: formatMeasure(data.windGust, unit.speedUnit) },
    { id: 'pressure', value: formatMeasure(data.relativePressure, unit.pressureUnit) },
    { id: 'rainDaily', value: formatWithUnit(data.rainDaily, decimalsFor(unit.rainUnit), unit.rainUnit) },
  ];
}

/**
 * The embeddable card (/embed/{reference}): a station's weather now in a box of about 320 × 240
 * px for a club's or a town's website, without the site's header or footer. Live like the current-data
 * page (the station's stream, polling while it is closed); a link opens the full site in a new tab. The
 * server lets any site frame this page, and only this one.
 */
export function EmbedCard() {
  const { t } = usePublicTranslation();
  const { reference = '' } = useParams();
  useDocumentLanguage(useAreaLanguage('public'));
  const current = useLiveCurrentDataDetail(reference, REFRESH_MS.currentPage);
  const data = current.data ?? null;
  useDocumentTitle(data === null ? t('embed.title') : t('embed.titleOf', { name: data.weatherStation.name }));

  let body: ReactNode;
  if (current.isPending) body = <p className="text-body-secondary mb-0">{t('common.loading')}</p>;
  else if (current.isError) body = <p className="mb-0">{t('embed.unavailable')}</p>;
  else if (data === null) body = <p className="mb-0">{t('embed.noData')}</p>;
  else {
    const variation = formatVariation(data.temperatureVariation);
    body = (
      <>
        <p className="mb-1 d-flex align-items-baseline gap-2">
          <span className="fs-2 fw-semibold">
            {formatMeasure(data.temperature, data.unit.temperatureUnit)}
          </span>
          {variation !== '-' && (
            <span className="small text-body-secondary">
              {t('embed.variation', { value: variation, unit: data.unit.temperatureUnit })}
            </span>
          )}
        </p>
        <dl className="small mb-1">
          {rowsOf(data).map((row) => (
            <div key={row.id} className="d-flex justify-content-between gap-2 border-bottom">
              <dt className="fw-normal text-body-secondary">{t(`embed.${row.id}`)}</dt>
              <dd className="mb-0 fw-semibold text-end">{row.value}</dd>
            </div>
          ))}
        </dl>
        <p className="small text-body-secondary mb-0">
          {t('embed.updated', { time: formatDateTime(data.receivedAt, data.weatherStation.timezone) })}
        </p>
      </>
    );
  }
  const name = data?.weatherStation.name ?? reference;
  return (
    <main className="embed-card px-3 py-2">
      <h1 className="h6 mb-2 d-flex justify-content-between gap-2">
        <span className="text-truncate">
          {data === null || data.weatherStation.city === data.weatherStation.name
            ? name
            : `${data.weatherStation.name} · ${data.weatherStation.city}`}
        </span>
        <a
          href={`${pathTo('currentWeatherData')}?${STATION_URL_PARAMETER}=${encodeURIComponent(reference)}`}
          target="_blank"
          rel="noopener"
          className="small fw-normal text-nowrap"
        >
          {t('embed.more')}
        </a>
      </h1>
      {body}
    </main>
  );
}
