/**
 * A visitors' storm: `clients` concurrent visitors loop the heaviest public calls (graph/record and
 * history/record) while a console uploads every second; the server's event-loop delay (its p99 tells
 * whether any request held the process) and the uploads' answer times are what count.
 */
import { type LatencyStats, latencyStats } from '../http-load.ts';
import type { BenchServer } from '../server-control.ts';

export interface StormResult {
  clients: number;
  seconds: number;
  requests: number;
  graphRecord: LatencyStats;
  historyRecord: LatencyStats;
  uploads: { n: number; maxMs: number; failures: number };
  eventLoopDelay: { p50Ms: number; p99Ms: number; maxMs: number };
}

/** A Weather Underground `dateutc` for epoch ms. */
export function dateutc(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19).replace('T', '+').replaceAll(':', '%3A');
}

/** Runs the storm against `server` for station `reference` (uploads with `token` from `uploadFromMs` on). */
export async function runStorm(
  server: BenchServer,
  station: { reference: string; token: string },
  options: { clients: number; seconds: number; uploadFromMs: number },
): Promise<StormResult> {
  const base = `${server.url}/api/weatherData/${station.reference}`;
  const deadline = performance.now() + options.seconds * 1000;
  const graph: number[] = [];
  const history: number[] = [];
  const visitor = async (offset: number) => {
    for (let i = offset; performance.now() < deadline; i += 1) {
      const graphTurn = i % 2 === 0;
      const started = performance.now();
      const res = await fetch(`${base}/${graphTurn ? 'graph' : 'history'}/record`);
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`storm: ${res.status}`);
      (graphTurn ? graph : history).push(performance.now() - started);
    }
  };
  const uploads: number[] = [];
  let failures = 0;
  const uploader = async () => {
    for (let i = 0; performance.now() < deadline; i += 1) {
      const started = performance.now();
      const res = await fetch(
        `${server.url}/weatherstation/updateweatherstation.php?ID=${station.reference}&PASSWORD=${station.token}` +
          `&dateutc=${dateutc(options.uploadFromMs + i * 1000)}&tempf=${(50 + (i % 20)).toFixed(1)}&humidity=60&baromin=29.92&windspeedmph=4&winddir=200&dailyrainin=0`,
      );
      const text = await res.text();
      uploads.push(performance.now() - started);
      if (res.status !== 200 || text !== 'success') failures += 1;
      await new Promise((r) => setTimeout(r, Math.max(0, 1000 - (performance.now() - started))));
    }
  };
  await server.resetLoopDelay();
  await Promise.all([uploader(), ...Array.from({ length: options.clients }, (_, i) => visitor(i))]);
  return {
    clients: options.clients,
    seconds: options.seconds,
    requests: graph.length + history.length,
    graphRecord: latencyStats(graph),
    historyRecord: latencyStats(history),
    uploads: { n: uploads.length, maxMs: Math.round(Math.max(...uploads) * 10) / 10, failures },
    eventLoopDelay: await server.loopDelay(),
  };
}
