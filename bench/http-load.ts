/**
 * Load generation for the benchmark: timed GETs, and single Weather Underground uploads sent from a child
 * process of their own (the server runs in another, server-process.ts).
 */
import { spawn } from 'node:child_process';
import { Agent, get } from 'node:http';

export interface LatencyStats {
  n: number;
  medianMs: number;
  p99Ms: number;
  meanMs: number;
}

/** Median, 99th percentile (nearest rank) and mean of durations in ms. */
export function latencyStats(durations: readonly number[]): LatencyStats {
  const sorted = [...durations].sort((a, b) => a - b);
  const rank = (q: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;
  const round = (ms: number) => Math.round(ms * 1000) / 1000;
  return {
    n: sorted.length,
    medianMs: round(rank(0.5)),
    p99Ms: round(rank(0.99)),
    meanMs: round(sorted.reduce((sum, d) => sum + d, 0) / Math.max(1, sorted.length)),
  };
}

/** A keep-alive connection pool for the timed GETs (as a browser keeps its connection to the site). */
const agent = new Agent({ keepAlive: true, maxSockets: 1 });

/**
 * One GET of `url` as a browser sends it (accepting Brotli and gzip): its status and the time from sending
 * it to the answer's last byte, ms. The body is read but not decompressed: what is timed is the server's
 * work and the transfer, not this client's decompression (which a browser does natively, and which for a
 * 650 KB graph costs Node's fetch some 7 ms on the benchmark machine, more than the server's cached answer).
 */
export function timedGet(url: string): Promise<{ status: number; ms: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = get(url, { agent, headers: { 'accept-encoding': 'br, gzip' } }, (response) => {
      response.on('data', () => {});
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, ms: performance.now() - started }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/**
 * Times up to `count` sequential GETs of `url` (after `warmup` untimed ones; {@link timedGet}), stopping
 * early once `budgetMs` is spent (at least 5 timed requests): a slow endpoint still gets a median, in bounded
 * time. Returns the status instead when the route answers anything but 200.
 */
export async function measureGet(
  url: string,
  count: number,
  budgetMs = 30_000,
  warmup = 5,
): Promise<{ stats: LatencyStats; durations: number[] } | { status: number }> {
  const first = await timedGet(url);
  if (first.status !== 200) return { status: first.status };
  for (let i = 0; i < warmup; i += 1) await timedGet(url);
  const durations: number[] = [];
  const deadline = performance.now() + budgetMs;
  while (durations.length < count && (durations.length < 5 || performance.now() < deadline)) {
    durations.push((await timedGet(url)).ms);
  }
  return { stats: latencyStats(durations), durations };
}

const WU_CLIENT = `
const { baseUrl, stations, perStation, warmup, startMs } = JSON.parse(process.env.WU_LOAD);
const pad = (n) => String(n).padStart(2, '0');
const dateutc = (ms) => {
  const d = new Date(ms);
  return d.getUTCFullYear() + '-' + pad(d.getUTCMonth() + 1) + '-' + pad(d.getUTCDate()) + '+' +
    pad(d.getUTCHours()) + '%3A' + pad(d.getUTCMinutes()) + '%3A' + pad(d.getUTCSeconds());
};
async function console_(station, from, to) {
  let failures = 0;
  for (let i = from; i < to; i += 1) {
    const tempf = (50 + (i % 40) / 2).toFixed(1);
    const url = baseUrl + '/weatherstation/updateweatherstation.php?ID=' + station.reference +
      '&PASSWORD=' + encodeURIComponent(station.token) + '&dateutc=' + dateutc(startMs + i * 16000) +
      '&tempf=' + tempf + '&humidity=' + (40 + (i % 50)) + '&dewptf=40.1&winddir=' + (i % 360) +
      '&windspeedmph=3.4&windgustmph=7.2&rainin=0&dailyrainin=' + (Math.floor(i / 100) * 0.01).toFixed(2) +
      '&baromin=29.92&solarradiation=312.5&UV=3&softwaretype=bench&action=updateraw';
    const res = await fetch(url);
    const text = await res.text();
    if (res.status !== 200 || text !== 'success') failures += 1;
  }
  return failures;
}
(async () => {
  // Untimed warm-up (JIT, caches), as a running server would be.
  await Promise.all(stations.map((s) => console_(s, 0, warmup)));
  process.stdout.write('timing\\n');
  const started = performance.now();
  const failures = (await Promise.all(stations.map((s) => console_(s, warmup, warmup + perStation)))).reduce(
    (a, b) => a + b,
    0,
  );
  process.stdout.write(JSON.stringify({ seconds: (performance.now() - started) / 1000, failures }));
})();
`;

/**
 * Sends `perStation` Weather Underground uploads for each station, the stations in parallel (one console
 * each, sequential like a real console, 16 s apart in `dateutc` from `startMs`), after `warmup` untimed ones
 * each. Returns the rate of the timed ones.
 */
export function runWuLoad(options: {
  baseUrl: string;
  stations: ReadonlyArray<{ reference: string; token: string }>;
  perStation: number;
  warmup: number;
  startMs: number;
}): Promise<{
  requests: number;
  seconds: number;
  perSecond: number;
  failures: number;
}> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', WU_CLIENT], {
      env: { ...process.env, WU_LOAD: JSON.stringify(options) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
    });
    child.once('error', reject);
    child.once('close', (code) => {
      const json = output.slice(output.indexOf('timing\n') + 'timing\n'.length);
      if (code !== 0 || !output.includes('timing\n')) {
        reject(new Error(`load client failed (${code}): ${output}`));
        return;
      }
      const message: unknown = JSON.parse(json);
      if (
        typeof message !== 'object' ||
        message === null ||
        !('seconds' in message) ||
        !('failures' in message)
      ) {
        reject(new Error(`load client answered ${json}`));
        return;
      }
      const seconds = Number(message.seconds);
      const requests = options.stations.length * options.perStation;
      resolve({
        requests,
        seconds: Math.round(seconds * 100) / 100,
        perSecond: Math.round(requests / seconds),
        failures: Number(message.failures),
      });
    });
  });
}
