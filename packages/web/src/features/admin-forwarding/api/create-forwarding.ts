import { isForwarding } from 'virtual:answer-checks';
import type { Forwarding, ForwardingBody } from '@meteodeck/contract';
import { apiRequest } from '../../../lib/api-client.ts';
import { forwardingPath } from './get-forwardings.ts';

/** POST /api/weatherStation/{id}/forwarding (admins): a new target for the station's readings. */
export function createForwarding(stationId: number, body: ForwardingBody): Promise<Forwarding> {
  return apiRequest(forwardingPath(stationId), isForwarding, { method: 'POST', body });
}
