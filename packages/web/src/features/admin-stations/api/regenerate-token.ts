import { isAdminWeatherStation } from 'virtual:answer-checks';
import type { AdminWeatherStation } from '@meteodeck/contract';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/weatherStation/{id}/token (admins): a new upload token; answers the station with it. */
export function regenerateToken(stationId: number): Promise<AdminWeatherStation> {
  return apiRequest(`/api/weatherStation/${stationId}/token`, isAdminWeatherStation, { method: 'POST' });
}
