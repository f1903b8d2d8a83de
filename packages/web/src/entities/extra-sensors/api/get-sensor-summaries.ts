import { isSensorSummaries } from 'virtual:answer-checks';
import type { SensorSummaries } from '@meteodeck/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { sensorKeys, sensorsPath } from './sensor-keys.ts';

/** GET /api/weatherData/{reference}/sensors/summaries: the public sensors' local days `from`…`to`. */
export function getSensorSummaries(
  reference: string,
  from: string,
  to: string,
  signal?: AbortSignal,
): Promise<SensorSummaries> {
  return apiRequest(`${sensorsPath(reference)}/summaries`, isSensorSummaries, {
    query: { from, to },
    ...(signal === undefined ? {} : { signal }),
  });
}

/** The public sensors' summaries of the local days `from`…`to`; nothing asked while either is undefined. */
export function useSensorSummaries(reference: string, from: string | undefined, to: string | undefined) {
  return useQuery({
    queryKey: sensorKeys.summaries(reference, from ?? '', to ?? ''),
    queryFn: ({ signal }) => getSensorSummaries(reference, from ?? '', to ?? '', signal),
    enabled: from !== undefined && to !== undefined,
  });
}
