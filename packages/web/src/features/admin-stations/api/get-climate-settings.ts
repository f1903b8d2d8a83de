import { isClimateSettings } from 'virtual:answer-checks';
import type { ClimateSettings } from '@meteodeck/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** The path of a station's climate settings. */
export const climateSettingsPath = (stationId: number) => `/api/weatherStation/${stationId}/climateSettings`;

/**
 * GET /api/weatherStation/{id}/climateSettings (admins): the station's monthly normals (°C, mm), growing
 * degree days' base (°C) and anemometer height (m).
 */
export function useClimateSettings(stationId: number) {
  return useQuery(
    queryOptions({
      queryKey: ['climateSettings', stationId],
      queryFn: ({ signal }) => apiRequest(climateSettingsPath(stationId), isClimateSettings, { signal }),
    }),
  );
}

/** PUT /api/weatherStation/{id}/climateSettings (admins): the station's new climate settings, as saved. */
export function saveClimateSettings(stationId: number, body: ClimateSettings): Promise<ClimateSettings> {
  return apiRequest(climateSettingsPath(stationId), isClimateSettings, { method: 'PUT', body });
}
