import { isAlertTestResult } from 'virtual:answer-checks';
import type { AlertTestResult } from '@meteodeck/contract';
import { apiRequest } from '../../../lib/api-client.ts';
import { alertsPath } from './get-alert-settings.ts';

/** POST /api/weatherStation/{id}/alerts/test (admins): a test message through each saved channel. */
export function sendTestAlert(stationId: number): Promise<AlertTestResult> {
  return apiRequest(`${alertsPath(stationId)}/test`, isAlertTestResult, { method: 'POST' });
}
