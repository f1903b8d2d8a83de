import { readFileSync } from 'node:fs';

/**
 * The machine's TCP counters by name (the TcpExt lines of /proc/net/netstat: `ListenOverflows`,
 * `TCPSynRetrans`…), for the fault suite's listen backlog test and bench:scale's console fleet.
 */
export function tcpCounters(): Map<string, number> {
  const [names, values] = readFileSync('/proc/net/netstat', 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('TcpExt:'))
    .map((line) => line.trim().split(/\s+/));
  const counters = new Map<string, number>();
  names?.forEach((name, i) => {
    if (i > 0) counters.set(name, Number(values?.[i]));
  });
  return counters;
}
