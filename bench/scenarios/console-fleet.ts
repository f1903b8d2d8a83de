/**
 * A fleet of consoles as a network would have them: `stations` consoles, each sending one Weather
 * Underground upload every `intervalMs` (a console's usual 16 s), their starts spread evenly over the
 * interval, each upload on a connection of its own. Open loop: an upload leaves on time whether or not the
 * previous ones were answered, so a server that falls behind shows in the answer times, not in a lower
 * request rate. Also the server's CPU share and the machine's (database included) meanwhile.
 */
import { request } from 'node:http';
import { cpus } from 'node:os';
import { type LatencyStats, latencyStats } from '../http-load.ts';
import type { BenchServer } from '../server-control.ts';
import { dateutc } from './storm.ts';

export interface FleetResult {
  stations: number;
  intervalMs: number;
  seconds: number;
  uploads: number;
  failures: number;
  perSecond: number;
  answer: LatencyStats;
  /** The server process's CPU time over the wall time (1 = one core busy). */
  serverCpuShare: number;
  /** The server process's CPU time over the uploads answered, ms. */
  serverCpuMsPerUpload: number;
  /** Statements sent to PostgreSQL per upload (0 on SQLite). */
  statementsPerUpload: number;
  /** Busy share of all the machine's cores (server, database, load generator). */
  machineBusyShare: number;
}

/** Busy and total CPU time of the machine so far, ms. */
function machineTimes(): { busy: number; total: number } {
  let busy = 0;
  let total = 0;
  for (const cpu of cpus()) {
    const { user, nice, sys, irq, idle } = cpu.times;
    busy += user + nice + sys + irq;
    total += user + nice + sys + irq + idle;
  }
  return { busy, total };
}

function upload(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const outgoing = request(url, { agent: false }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
      });
      response.on('end', () => resolve(response.statusCode === 200 && body === 'success'));
      response.on('error', () => resolve(false));
    });
    outgoing.on('error', () => resolve(false));
    outgoing.end();
  });
}

/**
 * Sends `rounds` rounds of uploads from `stations` (round r's readings dated `startMs + r * intervalMs`, each
 * console's start spread over the interval); resolves with each answer's time and the failures once all
 * are answered.
 */
async function sendRounds(
  baseUrl: string,
  stations: ReadonlyArray<{ reference: string; token: string }>,
  options: { intervalMs: number; startMs: number },
  rounds: number,
): Promise<{ durations: number[]; failures: number }> {
  const durations: number[] = [];
  let failures = 0;
  const pending: Promise<void>[] = [];
  await new Promise<void>((done) => {
    let scheduled = 0;
    const total = rounds * stations.length;
    stations.forEach((station, index) => {
      const offset = (index * options.intervalMs) / stations.length;
      for (let round = 0; round < rounds; round += 1) {
        setTimeout(
          () => {
            const at = options.startMs + round * options.intervalMs + Math.floor(offset);
            const url =
              `${baseUrl}/weatherstation/updateweatherstation.php?ID=${station.reference}` +
              `&PASSWORD=${station.token}&dateutc=${dateutc(at)}&tempf=${(50 + (round % 20) / 2).toFixed(1)}` +
              `&humidity=${40 + (index % 50)}&baromin=29.92&windspeedmph=3.4&winddir=${index % 360}&dailyrainin=0`;
            const sent = performance.now();
            pending.push(
              upload(url).then((ok) => {
                durations.push(performance.now() - sent);
                if (!ok) failures += 1;
              }),
            );
            scheduled += 1;
            if (scheduled === total) done();
          },
          offset + round * options.intervalMs,
        );
      }
    });
  });
  await Promise.all(pending);
  return { durations, failures };
}

/**
 * Runs the fleet against `server` for `seconds`; readings dated from `startMs` on, `intervalMs` apart
 * (keep them within one station day). First a warm-up round, not measured, dated one interval before: a
 * running fleet's consoles are known to the process and have stored the day's first reading already (a
 * console's first upload of a day, about one in 5,400 at 16 s, opens the day's summary and rollups with
 * statements of their own).
 */
export async function runConsoleFleet(
  server: BenchServer,
  stations: ReadonlyArray<{ reference: string; token: string }>,
  options: { intervalMs: number; seconds: number; startMs: number },
): Promise<FleetResult> {
  await sendRounds(server.url, stations, { ...options, startMs: options.startMs - options.intervalMs }, 1);
  const cpuBefore = await server.cpuMs();
  const queriesBefore = await server.queries();
  const machineBefore = machineTimes();
  const started = performance.now();
  const rounds = Math.floor((options.seconds * 1000) / options.intervalMs);
  const { durations, failures } = await sendRounds(server.url, stations, options, rounds);
  const wallMs = performance.now() - started;
  const cpuMs = (await server.cpuMs()) - cpuBefore;
  const queries = (await server.queries()) - queriesBefore;
  const machineAfter = machineTimes();
  return {
    stations: stations.length,
    intervalMs: options.intervalMs,
    seconds: Math.round(wallMs / 100) / 10,
    uploads: durations.length,
    failures,
    perSecond: Math.round((durations.length / wallMs) * 10_000) / 10,
    answer: latencyStats(durations),
    serverCpuShare: Math.round((cpuMs / wallMs) * 100) / 100,
    serverCpuMsPerUpload: Math.round((cpuMs / Math.max(1, durations.length)) * 1000) / 1000,
    statementsPerUpload: Math.round((queries / Math.max(1, durations.length)) * 100) / 100,
    machineBusyShare:
      Math.round(
        ((machineAfter.busy - machineBefore.busy) / (machineAfter.total - machineBefore.total)) * 100,
      ) / 100,
  };
}
