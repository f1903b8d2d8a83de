import type { ReadingCorrection } from '@meteodeck/contract';
import { apiSend } from '../../../lib/api-client.ts';
import { readingsPath } from './get-readings.ts';

/**
 * PUT /api/weatherData/{reference}/readings/{receivedAt} (admins): new values for some measures of a stored
 * reading (canonical units; null removes a value); the day's summaries, totals and records follow.
 */
export function correctReading(
  reference: string,
  receivedAt: string,
  body: ReadingCorrection,
): Promise<void> {
  return apiSend(readingsPath(reference, receivedAt), { method: 'PUT', body });
}
