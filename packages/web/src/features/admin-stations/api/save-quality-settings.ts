import { isQualitySettings } from 'virtual:answer-checks';
import type { QualitySettings } from '@meteodeck/contract';
import { apiRequest } from '../../../lib/api-client.ts';
import { qualityPath } from './get-quality-settings.ts';

/** PUT /api/weatherStation/{id}/quality (admins): the station's new spike filter, as saved. */
export function saveQualitySettings(stationId: number, body: QualitySettings): Promise<QualitySettings> {
  return apiRequest(qualityPath(stationId), isQualitySettings, { method: 'PUT', body });
}
