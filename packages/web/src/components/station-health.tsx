import { isStatusReport } from 'virtual:answer-checks';
import type { StationFreshness } from '@meteodeck/contract';
import { useQuery } from '@tanstack/react-query';
import Badge from 'react-bootstrap/Badge';
import Table from 'react-bootstrap/Table';
import { apiRequest } from '../lib/api-client.ts';
import { FRESHNESS_COLOURS } from '../lib/freshness.ts';
import { useAdminTranslation } from '../lib/i18n.ts';
import { ScrollArea } from './scroll-area.tsx';

/** The status answer (the public status page's facts), refreshed every 30 s, shared by its readers. */
export function useStationStatus() {
  return useQuery({
    queryKey: ['status'],
    queryFn: ({ signal }) => apiRequest('/api/status', isStatusReport, { signal }),
    refetchInterval: 30_000,
  });
}

/** An age in seconds in French: '45 s', '12 min', '3 h', '2 j'. */
export function shortAge(seconds: number | null): string {
  if (seconds === null) return '—';
  if (seconds < 60) return `${seconds} s`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min`;
  if (seconds < 86_400) return `${Math.floor(seconds / 3600)} h`;
  return `${Math.floor(seconds / 86_400)} j`;
}

/** A station's freshness badge with the age of its newest reading. */
export function FreshnessBadge({ freshness, age }: { freshness: StationFreshness; age: number | null }) {
  const { t } = useAdminTranslation();
  return (
    <Badge bg={FRESHNESS_COLOURS[freshness]} text={freshness === 'late' ? 'dark' : undefined}>
      {t(`health.freshness.${freshness}`)}
      {age === null ? '' : ` · ${shortAge(age)}`}
    </Badge>
  );
}

/**
 * 'Santé des stations' on the dashboard (issue 19): per station the age of its newest reading (green,
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
