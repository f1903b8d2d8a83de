import { isPublicSensors } from 'virtual:answer-checks';
import type { PublicSensors } from '@meteodeck/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { sensorKeys, sensorsPath } from './sensor-keys.ts';

/** GET /api/weatherData/{reference}/sensors: the station's public extra sensors, current values. */
export function getPublicSensors(reference: string, signal?: AbortSignal): Promise<PublicSensors> {
  return apiRequest(sensorsPath(reference), isPublicSensors, signal === undefined ? {} : { signal });
}

/**
 * The station's public sensors, polled every `refetchInterval` ms (false: not polled; the page refetches
 * them on its live stream's readings through {@link sensorKeys}.current).
 */
export function usePublicSensors(reference: string, refetchInterval: number | false) {
  return useQuery({
    queryKey: sensorKeys.current(reference),
    queryFn: ({ signal }) => getPublicSensors(reference, signal),
    refetchInterval,
  });
}
