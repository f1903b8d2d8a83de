/**
 * A fleet of consoles as a network would have them: `stations` consoles, each sending one Weather
 * Underground upload every `intervalMs` (a console's usual 16 s), their starts spread evenly over the
 * interval, each upload on a connection of its own. Open loop: an upload leaves on time whether or not the
 * previous ones were answered, so a server that falls behind shows in the answer times, not in a lower
 * request rate. Also the server's CPU share and the machine's (database included) meanwhile.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { cpus } from 'node:os';
import pg from 'pg';
import { tcpCounters } from '../../packages/server/test/tcp-counters.ts';
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
  /** PostgreSQL's processes' CPU time (backends, WAL writer, checkpointer) over the uploads answered, ms. */
  databaseCpuMsPerUpload: number;
  /** This load generator's own CPU time over the uploads answered, ms (it opens a connection per upload). */
  generatorCpuMsPerUpload: number;
  /** Statements sent to PostgreSQL per upload (0 on SQLite). */
  statementsPerUpload: number;
  /** Busy share of all the machine's cores (server, database, load generator). */
  machineBusyShare: number;
  /**
   * Connections the kernel dropped meanwhile because a listening socket's accept queue was full, and SYNs
   * sent again for want of an answer (the whole machine's counters): a dropped SYN costs its console 1 s,
   * then 3 s, 7 s… before the connection opens.
   */
  listenOverflows: number;
  synRetransmits: number;
  /** Per second of sending: uploads sent, their worst answer time (ms) and failures; where bursts form. */
  timeline: { second: number; sent: number; worstMs: number; failures: number }[];
}

/** CPU time of each of the machine's PostgreSQL processes so far, ms by pid (Linux's /proc). */
function databaseCpuMs(): Map<string, number> {
  const byPid = new Map<string, number>();
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // The command name is in parentheses and may hold spaces; the fields after it are space-separated.
      if (!stat.includes('(postgres)')) continue;
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // utime and stime (fields 14 and 15 of stat) in ticks of 10 ms (USER_HZ is 100 on Linux)
      byPid.set(pid, (Number(fields[11]) + Number(fields[12])) * 10);
    } catch {
      // The process ended meanwhile.
    }
  }
  return byPid;
}

/**
 * PostgreSQL's CPU time since `before` (a reading of databaseCpuMs) of the server's backends (those named
 * by the database URL's application_name) and of PostgreSQL's background processes (WAL writer,
 * checkpointer…); other clients of the same PostgreSQL and processes that ended meanwhile are left out.
 * Without such a name in the URL, every PostgreSQL process of the machine counts.
 */
async function databaseCpuSince(
  before: Map<string, number>,
  databaseUrl: string | undefined,
): Promise<number> {
  const name = databaseUrl === undefined ? null : new URL(databaseUrl).searchParams.get('application_name');
  let counted: Set<string> | undefined;
  if (databaseUrl !== undefined && name !== null) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ pid: number }>(
        `select pid from pg_stat_activity
          where (application_name = $1 or backend_type <> 'client backend') and pid <> pg_backend_pid()`,
        [name],
      );
      counted = new Set(rows.map((row) => String(row.pid)));
    } finally {
      await client.end();
    }
  }
  let ms = 0;
  for (const [pid, now] of databaseCpuMs())
    if (counted === undefined || counted.has(pid)) ms += now - (before.get(pid) ?? 0);
  return ms;
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

/**
 * One upload as a console sends it: a connection of its own, one GET with `Connection: close`, the answer
 * read to its end. Written on a bare socket (the request's bytes as a console's firmware writes them), so
 * that the load generator, which shares the machine with the server and PostgreSQL, costs as little CPU as
 * it can: Node's HTTP client costs about three times as much per request.
 */
function upload(target: URL, path: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(Number(target.port), target.hostname);
    const chunks: Buffer[] = [];
    socket.on('connect', () => {
      // write, not end: a console keeps its side open until the answer (a half-closed connection may be
      // taken by the server as a request given up).
      socket.write(`GET ${path} HTTP/1.1\r\nHost: ${target.host}\r\nConnection: close\r\n\r\n`);
    });
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', () => resolve(false));
    socket.on('close', () => {
      const answer = Buffer.concat(chunks).toString('latin1');
      resolve(answer.startsWith('HTTP/1.1 200 ') && answer.endsWith('\r\n\r\nsuccess'));
    });
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
): Promise<{ durations: number[]; failures: number; timeline: FleetResult['timeline'] }> {
  const target = new URL(baseUrl);
  const durations: number[] = [];
  let failures = 0;
  const timeline: FleetResult['timeline'] = [];
  const began = performance.now();
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
            const path =
              `/weatherstation/updateweatherstation.php?ID=${station.reference}` +
              `&PASSWORD=${station.token}&dateutc=${dateutc(at)}&tempf=${(50 + (round % 20) / 2).toFixed(1)}` +
              `&humidity=${40 + (index % 50)}&baromin=29.92&windspeedmph=3.4&winddir=${index % 360}&dailyrainin=0`;
            const sent = performance.now();
            const second = Math.floor((sent - began) / 1000);
            for (let s = timeline.length; s <= second; s += 1)
              timeline.push({ second: s, sent: 0, worstMs: 0, failures: 0 });
            const slot = timeline[second] as FleetResult['timeline'][number];
            slot.sent += 1;
            pending.push(
              upload(target, path).then((ok) => {
                const took = performance.now() - sent;
                durations.push(took);
                slot.worstMs = Math.max(slot.worstMs, Math.round(took));
                if (!ok) {
                  failures += 1;
                  slot.failures += 1;
                }
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
  return { durations, failures, timeline };
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
  options: { intervalMs: number; seconds: number; startMs: number; databaseUrl?: string },
): Promise<FleetResult> {
  await sendRounds(server.url, stations, { ...options, startMs: options.startMs - options.intervalMs }, 1);
  const cpuBefore = await server.cpuMs();
  const queriesBefore = await server.queries();
  const machineBefore = machineTimes();
  const databaseBefore = databaseCpuMs();
  const generatorBefore = process.cpuUsage();
  const tcpBefore = tcpCounters();
  const started = performance.now();
  const rounds = Math.floor((options.seconds * 1000) / options.intervalMs);
  const { durations, failures, timeline } = await sendRounds(server.url, stations, options, rounds);
  const wallMs = performance.now() - started;
  const cpuMs = (await server.cpuMs()) - cpuBefore;
  const queries = (await server.queries()) - queriesBefore;
  const machineAfter = machineTimes();
  const databaseMs = await databaseCpuSince(databaseBefore, options.databaseUrl);
  const generator = process.cpuUsage(generatorBefore);
  const tcpAfter = tcpCounters();
  const tcpDelta = (name: string) => (tcpAfter.get(name) ?? 0) - (tcpBefore.get(name) ?? 0);
  const perUpload = (ms: number) => Math.round((ms / Math.max(1, durations.length)) * 1000) / 1000;
  return {
    stations: stations.length,
    intervalMs: options.intervalMs,
    seconds: Math.round(wallMs / 100) / 10,
    uploads: durations.length,
    failures,
    perSecond: Math.round((durations.length / wallMs) * 10_000) / 10,
    answer: latencyStats(durations),
    serverCpuShare: Math.round((cpuMs / wallMs) * 100) / 100,
    serverCpuMsPerUpload: perUpload(cpuMs),
    databaseCpuMsPerUpload: perUpload(databaseMs),
    generatorCpuMsPerUpload: perUpload((generator.user + generator.system) / 1000),
    statementsPerUpload: Math.round((queries / Math.max(1, durations.length)) * 100) / 100,
    machineBusyShare:
      Math.round(
        ((machineAfter.busy - machineBefore.busy) / (machineAfter.total - machineBefore.total)) * 100,
      ) / 100,
    listenOverflows: tcpDelta('ListenOverflows'),
    synRetransmits: tcpDelta('TCPSynRetrans'),
    timeline,
  };
}
