import { isSensorSeries } from 'virtual:answer-checks';
import type { SensorSeries } from '@meteodeck/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { sensorKeys, sensorsPath } from './sensor-keys.ts';

/** GET /api/weatherData/{reference}/sensors/series: the public sensors' buckets of local days `from`…`to`. */
export function getSensorSeries(
  reference: string,
  from: string,
  to: string,
  signal?: AbortSignal,
): Promise<SensorSeries> {
  return apiRequest(`${sensorsPath(reference)}/series`, isSensorSeries, {
    query: { from, to },
    ...(signal === undefined ? {} : { signal }),
  });
}

/** The public sensors' series of the local days `from`…`to`; nothing asked while either is undefined. */
export function useSensorSeries(reference: string, from: string | undefined, to: string | undefined) {
  return useQuery({
    queryKey: sensorKeys.series(reference, from ?? '', to ?? ''),
    queryFn: ({ signal }) => getSensorSeries(reference, from ?? '', to ?? '', signal),
    enabled: from !== undefined && to !== undefined,
  });
}
