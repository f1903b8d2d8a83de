import type { FlagDecision } from '@meteodeck/contract';
import { apiSend } from '../../../lib/api-client.ts';

/**
 * PUT /api/weatherData/{reference}/flags/{receivedAt} (admins): accepts a flagged value (it counts again) or
 * rejects it; the day's summaries follow.
 */
export function decideFlag(reference: string, receivedAt: string, decision: FlagDecision): Promise<void> {
  return apiSend(
    `/api/weatherData/${encodeURIComponent(reference)}/flags/${encodeURIComponent(receivedAt)}`,
    { method: 'PUT', body: decision },
  );
}
