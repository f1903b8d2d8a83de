import type { ReactNode } from 'react';
import { LiveAge } from '../../../components/live-age.tsx';
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
import { usePublicTranslation } from '../../../lib/i18n.ts';
import { ConditionLine } from './condition-line.tsx';
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
        <LiveAge receivedAt={data.receivedAt} timeZone={data.weatherStation.timezone} live={detail.live} />
        <ConditionLine condition={data.condition} />
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
