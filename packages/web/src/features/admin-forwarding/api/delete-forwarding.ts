import { apiSend } from '../../../lib/api-client.ts';
import { forwardingPath } from './get-forwardings.ts';

/** DELETE /api/weatherStation/{id}/forwarding/{targetId} (admins): removes a target and its queue. */
export function deleteForwarding(stationId: number, targetId: number): Promise<void> {
  return apiSend(forwardingPath(stationId, targetId), { method: 'DELETE' });
}
