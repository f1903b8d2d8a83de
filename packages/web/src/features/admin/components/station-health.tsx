import Table from 'react-bootstrap/Table';
import { ScrollArea } from '../../../components/scroll-area.tsx';
import { FreshnessBadge, useStationStatus } from '../../../entities/status/index.ts';
import { useAdminTranslation } from '../../../lib/i18n.ts';

/**
 * 'Santé des stations' on the dashboard: per station the age of its newest reading (green,
 * orange, red), readings stored today, values the spike filter left out today, the door it uploads
 * through, and its low batteries.
 */
export function StationHealth() {
  const { t } = useAdminTranslation();
  const status = useStationStatus();
  const stations = status.data?.stations ?? [];
  return (
    <section aria-labelledby="station-health" className="mb-4">
      <h2 id="station-health" className="h5">
        {t('health.title')}
      </h2>
      <ScrollArea>
        <Table size="sm" className="align-middle mb-0">
          <thead>
            <tr>
              <th scope="col">{t('health.station')}</th>
              <th scope="col">{t('health.lastReading')}</th>
              <th scope="col" className="text-end">
                {t('health.readingsToday')}
              </th>
              <th scope="col" className="text-end">
                {t('health.rejectedToday')}
              </th>
              <th scope="col">{t('health.protocol')}</th>
              <th scope="col">{t('health.batteries')}</th>
            </tr>
          </thead>
          <tbody>
            {stations.map((station) => {
              const low = station.sensors.filter((sensor) => sensor.low).map((sensor) => sensor.name);
              return (
                <tr key={station.reference} data-station={station.reference}>
                  <th scope="row" className="fw-normal">
                    {station.name}
                  </th>
                  <td>
                    <FreshnessBadge freshness={station.freshness} age={station.lastReadingAgeSeconds} />
                  </td>
                  <td className="text-end">{station.readingsToday}</td>
                  <td className="text-end">{station.valuesRejectedToday}</td>
                  <td>{station.protocol === null ? '—' : t(`health.protocols.${station.protocol}`)}</td>
                  <td>
                    {low.length === 0
                      ? t('health.batteriesOk')
                      : t('health.lowBattery', { names: low.join(', ') })}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </Table>
      </ScrollArea>
    </section>
  );
}
