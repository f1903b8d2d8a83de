/**
 * Live streams across processes: `clients` Server-Sent Events streams open on process B, an upload answered
 * by process A, and the time from that answer until each stream has the new reading (A's NOTIFY, B's read
 * of the change log, one recomputation, the fan-out). Also B's memory per open stream and its event-loop
 * delay during the rounds; and, with a single stream, the delay from an upload on A to the event on B.
 */
import { type ClientRequest, request } from 'node:http';
import { type LatencyStats, latencyStats } from '../http-load.ts';
import type { BenchServer } from '../server-control.ts';
import { dateutc } from './storm.ts';

export interface FanoutRound {
  /** From the upload's answer (on A) until the first, the median, the 99th percentile and the last stream on B had it, ms. */
  firstMs: number;
  medianMs: number;
  p99Ms: number;
  lastMs: number;
}

export interface FanoutResult {
  clients: number;
  /** Time to open every stream and receive its first event, ms. */
  connectMs: number;
  /** B's resident memory and heap growth per open stream, KB. */
  rssPerClientKb: number;
  heapPerClientKb: number;
  rounds: FanoutRound[];
  eventLoopDelay: { p50Ms: number; p99Ms: number; maxMs: number };
}

interface StreamClient {
  events: number;
  /** performance.now() of each event's arrival. */
  arrivals: number[];
  request: ClientRequest;
}

function openStream(url: string, onEvent: () => void): Promise<StreamClient> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { agent: false, headers: { accept: 'text/event-stream' } });
    const client: StreamClient = { events: 0, arrivals: [], request: outgoing };
    outgoing.on('error', reject);
    outgoing.on('response', (response) => {
      if (response.statusCode !== 200) {
        reject(new Error(`stream answered ${response.statusCode}`));
        return;
      }
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
        for (let end = text.indexOf('\n\n'); end >= 0; end = text.indexOf('\n\n')) {
          if (text.slice(0, end).includes('data:')) {
            client.events += 1;
            client.arrivals.push(performance.now());
            onEvent();
          }
          text = text.slice(end + 2);
        }
      });
      response.on('error', () => undefined);
      resolve(client);
    });
    outgoing.end();
  });
}

/** Resolves once every client has at least `events` events; rejects after `timeoutMs`. */
function allHave(clients: StreamClient[], events: number, timeoutMs: number, wake: Set<() => void>) {
  return new Promise<void>((resolve, reject) => {
    const check = () => {
      if (clients.every((client) => client.events >= events)) {
        clearTimeout(timer);
        wake.delete(check);
        resolve();
      }
    };
    const timer = setTimeout(() => {
      wake.delete(check);
      const behind = clients.filter((client) => client.events < events).length;
      reject(new Error(`${behind} of ${clients.length} streams lack event ${events} after ${timeoutMs} ms`));
    }, timeoutMs);
    wake.add(check);
    check();
  });
}

async function wuUpload(server: BenchServer, station: { reference: string; token: string }, at: number) {
  const res = await fetch(
    `${server.url}/weatherstation/updateweatherstation.php?ID=${station.reference}&PASSWORD=${station.token}&dateutc=${dateutc(at)}&tempf=${50 + (at % 20)}&humidity=55`,
  );
  if ((await res.text()) !== 'success') throw new Error(`upload refused: ${res.status}`);
}

/**
 * Opens `clients` streams of `station` on `b` and runs `rounds` uploads on `a` (readings from `fromMs`,
 * 16 s apart); closes the streams at the end.
 */
export async function runSseFanout(
  a: BenchServer,
  b: BenchServer,
  station: { reference: string; token: string },
  options: { clients: number; rounds: number; fromMs: number },
): Promise<FanoutResult> {
  const url = `${b.url}/api/weatherData/${station.reference}/currentData/stream`;
  const wake = new Set<() => void>();
  const onEvent = () => {
    for (const check of [...wake]) check();
  };
  // A stream sends the current data on connect once the station has a reading: give it one, and let its
  // event pass before the streams open.
  await wuUpload(a, station, options.fromMs - 16_000);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const before = await b.memory();
  const clients: StreamClient[] = [];
  const connectStarted = performance.now();
  try {
    for (let opened = 0; opened < options.clients; opened += 100) {
      const batch = Math.min(100, options.clients - opened);
      clients.push(...(await Promise.all(Array.from({ length: batch }, () => openStream(url, onEvent)))));
    }
    await allHave(clients, 1, 60_000, wake);
    const connectMs = Math.round(performance.now() - connectStarted);
    const after = await b.memory();
    await b.resetLoopDelay();
    const rounds: FanoutRound[] = [];
    for (let round = 0; round < options.rounds; round += 1) {
      const seen = clients.map((client) => client.events);
      await wuUpload(a, station, options.fromMs + round * 16_000);
      const answered = performance.now();
      await Promise.all(clients.map((client, i) => allHave([client], (seen[i] ?? 0) + 1, 60_000, wake)));
      const delays = clients.map((client, i) => (client.arrivals[seen[i] ?? 0] ?? Number.NaN) - answered);
      const stats = latencyStats(delays);
      rounds.push({
        firstMs: Math.round(Math.min(...delays) * 10) / 10,
        medianMs: Math.round(stats.medianMs * 10) / 10,
        p99Ms: Math.round(stats.p99Ms * 10) / 10,
        lastMs: Math.round(Math.max(...delays) * 10) / 10,
      });
      // Let the fan-out settle before the next round, as readings of one station come 16 s apart.
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    return {
      clients: options.clients,
      connectMs,
      rssPerClientKb: Math.round((after.rssBytes - before.rssBytes) / options.clients / 102.4) / 10,
      heapPerClientKb:
        Math.round((after.heapUsedBytes - before.heapUsedBytes) / options.clients / 102.4) / 10,
      rounds,
      eventLoopDelay: await b.loopDelay(),
    };
  } finally {
    for (const client of clients) client.request.destroy();
    // B notices the closed streams and releases them before the next run.
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/** With one stream on `b`: the delay from each of `samples` uploads answered by `a` to its event, ms. */
export async function uploadOnAToEventOnB(
  a: BenchServer,
  b: BenchServer,
  station: { reference: string; token: string },
  options: { samples: number; fromMs: number },
): Promise<LatencyStats> {
  const result = await runSseFanout(a, b, station, {
    clients: 1,
    rounds: options.samples,
    fromMs: options.fromMs,
  });
  return latencyStats(result.rounds.map((round) => round.lastMs));
}
