import { isAlertSettings } from 'virtual:answer-checks';
import type { AlertSettings } from '@meteodeck/contract';
import { apiRequest } from '../../../lib/api-client.ts';
import { alertsPath } from './get-alert-settings.ts';

/** PUT /api/weatherStation/{id}/alerts (admins): the station's new alert settings, as saved. */
export function saveAlertSettings(stationId: number, body: AlertSettings): Promise<AlertSettings> {
  return apiRequest(alertsPath(stationId), isAlertSettings, { method: 'PUT', body });
}
