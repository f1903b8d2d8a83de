import { isForwarding } from 'virtual:answer-checks';
import type { Forwarding, ForwardingBody } from '@meteodeck/contract';
import { apiRequest } from '../../../lib/api-client.ts';
import { forwardingPath } from './get-forwardings.ts';

/** PUT /api/weatherStation/{id}/forwarding/{targetId} (admins): a target's new settings (its switch too). */
export function updateForwarding(
  stationId: number,
  targetId: number,
  body: ForwardingBody,
): Promise<Forwarding> {
  return apiRequest(forwardingPath(stationId, targetId), isForwarding, { method: 'PUT', body });
}
