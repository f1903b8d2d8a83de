import { isStationSensors } from 'virtual:answer-checks';
import type { SensorSettingsBody, StationSensors } from '@meteodeck/contract';
import { apiRequest } from '../../../lib/api-client.ts';
import { sensorsPath } from './get-station-sensors.ts';

/** PUT /api/weatherStation/{id}/sensors (admins): the sensors' names, visibility and order, as saved. */
export function saveStationSensors(stationId: number, body: SensorSettingsBody): Promise<StationSensors> {
  return apiRequest(sensorsPath(stationId), isStationSensors, { method: 'PUT', body });
}
