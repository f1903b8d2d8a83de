import type { ReactNode } from 'react';
import Badge from 'react-bootstrap/Badge';
import { PageHeading } from '../../../components/page-heading.tsx';
import { NewRecordBadges } from '../../../entities/climate-records/index.ts';
import { extraSensorKeys, SensorCards, SensorRecordBadges } from '../../../entities/extra-sensors/index.ts';
import { useSelectedStation } from '../../../entities/station/index.ts';
import {
  REFRESH_MS,
  useLastObservation,
  useLiveCurrentDataDetail,
  useStationLiveRefresh,
} from '../../../entities/weather-data/index.ts';
import { formatDateTime } from '../../../lib/format/date-format.ts';
import { usePublicTranslation } from '../../../lib/i18n.ts';
import { CurrentDataTable } from './current-data-table.tsx';
import { LatestObservation } from './latest-observation.tsx';
import { LoadingMessage } from './loading-message.tsx';
import { QueryErrorAlerts } from './query-error-alerts.tsx';
import { StationDescription } from './station-description.tsx';

/**
 * Current data (/weather/current, spec §2): the station's short description, the current observation
 * table, the records today sets, the latest text observation and the owner's public extra sensors. Live through the SSE stream, polled every
 * 60 s while it is down (spec §4); 'Derzeit keine Daten' when the station has no reading yet.
 */
export function CurrentWeatherPage() {
  const { t } = usePublicTranslation();
  const { reference } = useSelectedStation();
  const detail = useLiveCurrentDataDetail(reference, REFRESH_MS.currentPage);
  const observation = useLastObservation(reference, { refetchInterval: REFRESH_MS.currentPage });
  // The extra sensors follow the station's readings as the table does (polled while the stream is down).
  const sensorsLive = useStationLiveRefresh(reference, [
    { on: 'reading', queryKey: extraSensorKeys.current(reference) },
  ]);

  let content: ReactNode;
  if (detail.isError) content = <QueryErrorAlerts error={detail.error} />;
  else if (detail.isPending) content = <LoadingMessage />;
  else if (detail.data === null)
    content = (
      // A normal state, not an error: announced politely, not as an alert.
      <p className="alert alert-secondary" role="status">
        {t('weather.noData')}
      </p>
    );
  else {
    const data = detail.data;
    content = (
      <>
        <p className="d-flex flex-wrap align-items-center gap-2 text-body-secondary small">
          <span>
            {t('weather.updatedAt', { time: formatDateTime(data.receivedAt, data.weatherStation.timezone) })}
          </span>
          {detail.live ? (
            <Badge bg="success" title={t('weather.liveTitle')}>
              {t('weather.live')}
            </Badge>
          ) : null}
        </p>
        <NewRecordBadges
          reference={reference}
          sensorBadges={(sensors) => <SensorRecordBadges sensors={sensors} />}
        />
        {observation.data ? (
          <LatestObservation observation={observation.data} timeZone={data.weatherStation.timezone} />
        ) : null}
        <CurrentDataTable data={data} observation={observation.data ?? null} />
        <SensorCards
          reference={reference}
          units={data.unit}
          timeZone={data.weatherStation.timezone}
          refetchInterval={sensorsLive.connected ? false : REFRESH_MS.currentPage}
        />
      </>
    );
  }

  return (
    <>
      <PageHeading title={t('routes.currentWeatherData')}>
        <StationDescription reference={reference} />
      </PageHeading>
      {content}
    </>
  );
}
