import { isPublicSensors } from 'virtual:answer-checks';
import type { PublicSensors } from '@meteodeck/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useStationLiveRefresh } from '../../weather-data/index.ts';
import { sensorKeys, sensorsPath } from './sensor-keys.ts';

/** GET /api/weatherData/{reference}/sensors: the station's public extra sensors, current values. */
export function getPublicSensors(reference: string, signal?: AbortSignal): Promise<PublicSensors> {
  return apiRequest(sensorsPath(reference), isPublicSensors, signal === undefined ? {} : { signal });
}

/**
 * The station's public sensors, refetched on each reading its live stream announces (polled every
 * `fallbackMs` while the stream is down), as the page's own values are.
 */
export function useLivePublicSensors(reference: string, fallbackMs: number) {
  const { connected } = useStationLiveRefresh(reference, [
    { on: 'reading', queryKey: sensorKeys.current(reference) },
  ]);
  return useQuery({
    queryKey: sensorKeys.current(reference),
    queryFn: ({ signal }) => getPublicSensors(reference, signal),
    refetchInterval: connected ? false : fallbackMs,
  });
}
