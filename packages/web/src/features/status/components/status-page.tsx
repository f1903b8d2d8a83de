import type { StatusReport } from '@meteodeck/contract';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Spinner from 'react-bootstrap/Spinner';
import Table from 'react-bootstrap/Table';
import { ApiErrorAlerts } from '../../../components/api-error-alerts.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import { ScrollArea } from '../../../components/scroll-area.tsx';
import { FRESHNESS_COLOURS, useStationStatus } from '../../../entities/status/index.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { ageParts } from '../../../lib/format/age-format.ts';
import { usePublicTranslation } from '../../../lib/i18n.ts';

/** The names of a station's batteries that report low. */
function lowBatteries(station: StatusReport['stations'][number]): string[] {
  return station.sensors.filter((sensor) => sensor.low).map((sensor) => sensor.name);
}

/**
 * Stationsstatus (/status): every station with a green, orange or red badge for how fresh its
 * newest reading is (≤ 10 min, ≤ 1 h, older) and its age, the newest upload through each door, and its low
 * batteries; refreshed every 30 s. A banner says when the server's disk is full (uploads refused).
 */
export function StatusPage() {
  const { t } = usePublicTranslation();
  const status = useStationStatus();
  let body = null;
  if (status.isPending) {
    body = (
      <div className="d-flex align-items-center gap-2 py-4" role="status">
        <Spinner animation="border" size="sm" aria-hidden="true" />
        <span>{t('common.loading')}</span>
      </div>
    );
  } else if (status.isError) {
    body = (
      <ApiErrorAlerts
        errors={status.error instanceof ApiError ? status.error.errors : []}
        fallback={t('common.loadError')}
        variant="primary"
      />
    );
  } else {
    body = (
      <>
        {status.data.storage === 'full' ? (
          <Alert variant="danger" role="alert">
            {t('status.storageFull')}
          </Alert>
        ) : null}
        <ScrollArea>
          <Table striped className="align-middle">
            <caption className="visually-hidden">{t('status.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('status.station')}</th>
                <th scope="col">{t('status.state')}</th>
                <th scope="col" className="text-end">
                  {t('status.lastReading')}
                </th>
              </tr>
            </thead>
            <tbody>
              {status.data.stations.map((station) => {
                const age =
                  station.lastReadingAgeSeconds === null ? null : ageParts(station.lastReadingAgeSeconds);
                return (
                  <tr key={station.reference}>
                    <th scope="row" className="fw-normal">
                      {station.name}
                      <span className="d-block small text-body-secondary">{station.city}</span>
                      {station.uploads.length === 0 ? null : (
                        <span className="d-block small text-body-secondary">
                          {station.uploads
                            .map((upload) => {
                              const ago = ageParts(upload.ageSeconds);
                              return `${t(`status.doors.${upload.protocol}`, { defaultValue: upload.protocol })} ${t(
                                `common.ago.${ago.unit}`,
                                { count: ago.count },
                              )}`;
                            })
                            .join(' · ')}
                        </span>
                      )}
                      {lowBatteries(station).length === 0 ? null : (
                        <Badge bg="warning" text="dark" className="mt-1 text-wrap text-start">
                          {t('status.lowBattery', { names: lowBatteries(station).join(', ') })}
                        </Badge>
                      )}
                    </th>
                    <td>
                      <Badge
                        bg={FRESHNESS_COLOURS[station.freshness]}
                        text={station.freshness === 'late' ? 'dark' : undefined}
                      >
                        {t(`status.freshness.${station.freshness}`)}
                      </Badge>
                    </td>
                    <td className="text-end">
                      {age === null ? '-' : t(`common.ago.${age.unit}`, { count: age.count })}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </Table>
        </ScrollArea>
      </>
    );
  }
  return (
    <>
      <PageHeading title={t('status.title')}>
        <p className="text-body-secondary">{t('status.intro')}</p>
      </PageHeading>
      {body}
    </>
  );
}
