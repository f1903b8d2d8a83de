import { isStationSensors } from 'virtual:answer-checks';
import type { StationSensors } from '@meteodeck/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { REFRESH_MS, useStationLiveRefresh } from '../../../entities/weather-data/index.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** The path of a station's extra sensors. */
export const sensorsPath = (stationId: number) => `/api/weatherStation/${stationId}/sensors`;

/** GET /api/weatherStation/{id}/sensors (admins): the sensors, the fields nothing reads, the last uploads. */
export function getStationSensors(stationId: number, signal?: AbortSignal): Promise<StationSensors> {
  return apiRequest(sensorsPath(stationId), isStationSensors, signal === undefined ? {} : { signal });
}

/** The query key of a station's extra sensors. */
export const stationSensorsKey = (stationId: number) => ['sensors', stationId] as const;

export function stationSensorsQueryOptions(stationId: number, refetchInterval: number | false) {
  return queryOptions({
    queryKey: stationSensorsKey(stationId),
    queryFn: ({ signal }) => getStationSensors(stationId, signal),
    refetchInterval,
  });
}

/**
 * The station's extra sensors, read again on each upload its live stream tells of, so a sensor that
 * starts sending appears at once; polled every REFRESH_MS.liveFallback only while the stream is down.
 */
export function useStationSensors(station: { id: number; reference: string }) {
  const { connected } = useStationLiveRefresh(station.reference, [
    { on: 'upload', queryKey: stationSensorsKey(station.id) },
  ]);
  return useQuery(stationSensorsQueryOptions(station.id, connected ? false : REFRESH_MS.liveFallback));
}
