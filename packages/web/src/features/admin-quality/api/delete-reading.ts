import { apiSend } from '../../../lib/api-client.ts';
import { readingsPath } from './get-readings.ts';

/** DELETE /api/weatherData/{reference}/readings/{receivedAt} (admins): removes a stored reading. */
export function deleteReading(reference: string, receivedAt: string): Promise<void> {
  return apiSend(readingsPath(reference, receivedAt), { method: 'DELETE' });
}
