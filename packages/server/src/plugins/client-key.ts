/**
 * Who a client is for the rate limits, the failed-login waits and the live-stream caps: its IPv4 address,
 * or the /64 network of its IPv6 address. One IPv6 subscriber holds a whole /64 (2^64 addresses), so
 * counting each address would let one client rotate past every limit.
 */
import { isIPv6 } from 'node:net';

/** The eight 16-bit groups of an IPv6 address (`::` expanded, an embedded IPv4 tail as two groups). */
function groupsOf(address: string): number[] | undefined {
  const [head = '', tail] = address.split('::');
  const parse = (part: string) => {
    if (part === '') return [];
    const pieces = part.split(':');
    const last = pieces.at(-1) ?? '';
    const out: number[] = [];
    for (const piece of pieces.slice(0, -1)) out.push(Number.parseInt(piece, 16));
    if (last.includes('.')) {
      const [a = 0, b = 0, c = 0, d = 0] = last.split('.').map(Number);
      out.push((a << 8) | b, (c << 8) | d);
    } else out.push(Number.parseInt(last, 16));
    return out;
  };
  const start = parse(head);
  if (tail === undefined) return start.length === 8 ? start : undefined;
  const end = parse(tail);
  return [...start, ...Array.from({ length: 8 - start.length - end.length }, () => 0), ...end];
}

/** `203.0.113.7` as it is; `2001:db8:1:2:aa::1` as `2001:db8:1:2::/64`; an IPv4-mapped IPv6 as its IPv4. */
export function clientKey(ip: string): string {
  const address = ip.split('%')[0] ?? ip;
  if (!isIPv6(address)) return ip;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1] !== undefined) return mapped[1];
  const groups = groupsOf(address);
  if (groups === undefined) return ip;
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}
