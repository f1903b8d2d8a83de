/** Sends one queued reading to one network, through the network's adapter (networks.ts). */
import { describeNetworkError } from '../../../network-errors.ts';
import { sendAprs } from './aprs-is.ts';
import {
  DELIVERY_TIMEOUT_MS,
  type DeliveryOutcome,
  type ForwardingEndpoints,
  type ForwardingPayload,
  type ForwardingService,
  type TargetCredentials,
} from './network.ts';
import { NETWORKS } from './networks.ts';

/**
 * Sends one reading to one target; never throws. A failure reads in words: the network's answer with its
 * HTTP status, or why no answer came (DNS failure, connection refused, timeout) and from which host.
 */
export async function deliver(
  service: ForwardingService,
  endpoints: ForwardingEndpoints,
  payload: ForwardingPayload,
  credentials: TargetCredentials,
  timeoutMs = DELIVERY_TIMEOUT_MS,
): Promise<DeliveryOutcome> {
  const network = NETWORKS[service];
  const request = network.request(payload, credentials, endpoints);
  if (request.protocol === 'aprs-is') return sendAprs(request, network.readAnswer);
  try {
    const response = await fetch(request.url, { ...request.init, signal: AbortSignal.timeout(timeoutMs) });
    const body = await response.text();
    return network.readAnswer(response.status, body);
  } catch (error) {
    const why = describeNetworkError(error);
    return { kind: 'failed', message: `${why} (${new URL(request.url).host})` };
  }
}
