/**
 * An alert's webhook call. The URL is the owner's, typed in the back office: it must not become a way to
 * reach what only the server can (a database's HTTP port, a cloud's metadata service at 169.254.169.254, an
 * admin page on localhost). So the host's addresses are looked up first and a loopback, private, link-local,
 * shared, multicast or reserved one is refused unless ALERT_WEBHOOK_ALLOW_PRIVATE is set (a receiver on the
 * owner's own network), and a redirect is never followed (it could point anywhere): a 3xx is a failure.
 */
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

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

/** POSTs `body` as JSON to `url`; throws when the address is refused, on a redirect or a non-2xx answer. */
export async function postWebhook(url: string, body: unknown, options: WebhookOptions): Promise<void> {
  const target = new URL(url);
  if (target.protocol !== 'http:' && target.protocol !== 'https:') {
    throw new Error(`webhook refused: ${target.protocol} is not http or https`);
  }
  if (!options.allowPrivate) {
    const host = target.hostname.replace(/^\[|\]$/g, '');
    const addresses = isIP(host) !== 0 ? [host] : (await lookup(host, { all: true })).map((a) => a.address);
    if (addresses.length === 0 || addresses.some(isInternalAddress)) {
      throw new Error(
        `webhook refused: ${target.hostname} is an internal address (set ALERT_WEBHOOK_ALLOW_PRIVATE=true to allow it)`,
      );
    }
  }
  const response = await fetch(target, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    redirect: 'manual',
    signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
  });
  await response.body?.cancel();
  if (response.status >= 300 && response.status < 400) {
    throw new Error(`webhook answered ${response.status}: redirects are not followed`);
  }
  if (!response.ok) throw new Error(`webhook answered ${response.status}`);
}
