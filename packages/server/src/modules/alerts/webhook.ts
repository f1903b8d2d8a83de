/**
 * An alert's webhook call. The URL is the owner's, typed in the back office: it must not become a way to
 * reach what only the server can (a database's HTTP port, a cloud's metadata service at 169.254.169.254, an
 * admin page on localhost). So the host's addresses are looked up first and a loopback, private, link-local,
 * shared, multicast or reserved one is refused unless ALERT_WEBHOOK_ALLOW_PRIVATE is set (a receiver on the
 * owner's own network), checked on the address the connection is made to (node:http with a guarded lookup),
 * and a redirect is never followed (it could point anywhere): a 3xx is a failure.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

const INTERNAL = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  INTERNAL.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  INTERNAL.addSubnet(network, prefix, 'ipv6');
}

/** Whether `address` (an IP address) is one only the server's own network reaches. */
export function isInternalAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped !== undefined) return INTERNAL.check(mapped, 'ipv4');
  const family = isIP(address);
  if (family === 0) return true;
  return INTERNAL.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export interface WebhookOptions {
  /** ALERT_WEBHOOK_ALLOW_PRIVATE: internal addresses allowed (default false). */
  allowPrivate: boolean;
  timeoutMs?: number;
}

const refusal = (host: string) =>
  new Error(
    `webhook refused: ${host} is an internal address (set ALERT_WEBHOOK_ALLOW_PRIVATE=true to allow it)`,
  );

/**
 * A DNS lookup for the request's own connection that refuses internal addresses: the address checked is the
 * one connected to, so a name that resolves to a public address once and to 127.0.0.1 the next time (DNS
 * rebinding) gains nothing.
 */
function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, found) => {
      if (error) {
        callback(error, '', 4);
        return;
      }
      const addresses = found as unknown as LookupAddress[];
      if (!allowPrivate && (addresses.length === 0 || addresses.some((a) => isInternalAddress(a.address)))) {
        callback(Object.assign(refusal(hostname), { code: 'EACCES' }), '', 4);
        return;
      }
      const first = addresses[0] ?? { address: '', family: 4 };
      if (options.all) (callback as unknown as (e: null, all: LookupAddress[]) => void)(null, addresses);
      else callback(null, first.address, first.family);
    });
  };
}

/** A webhook's answer other than 2xx (a 3xx too: redirects are not followed). */
export class WebhookStatusError extends Error {
  readonly status: number;
  constructor(status: number) {
    super(`webhook answered ${status}${status >= 300 && status < 400 ? ': redirects are not followed' : ''}`);
    this.status = status;
  }
}

/** POSTs `body` as JSON to `url`; throws when the address is refused, on a redirect or a non-2xx answer. */
export function postWebhook(url: string, body: unknown, options: WebhookOptions): Promise<void> {
  const target = new URL(url);
  if (target.protocol !== 'http:' && target.protocol !== 'https:') {
    return Promise.reject(new Error(`webhook refused: ${target.protocol} is not http or https`));
  }
  // An address written in the URL is connected to without a lookup: checked here.
  const host = target.hostname.replace(/^\[|\]$/g, '');
  if (!options.allowPrivate && isIP(host) !== 0 && isInternalAddress(host)) {
    return Promise.reject(refusal(target.hostname));
  }
  const payload = Buffer.from(JSON.stringify(body));
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const outgoing = send(
      target,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': String(payload.length) },
        lookup: guardedLookup(options.allowPrivate),
        timeout: options.timeoutMs ?? 15_000,
      },
      (response) => {
        response.resume();
        const status = response.statusCode ?? 0;
        // node:http never follows a redirect: a 3xx is the answer, and a failure.
        if (status < 200 || status >= 300) reject(new WebhookStatusError(status));
        else resolve();
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error('webhook: no answer in time')));
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}
