/**
 * `npm run bench:scale [-- --readings N] [--fleet 2500,5000,10000] [--sqlite-fleet 10000] [--clients 500,1000,2000]
 * [--fleet-only] [--profile FILE] [--out FILE]`:
 * the figures of docs/SCALE.md, a script, not a test. Two server processes (A and B, each in a process of its own) on one
 * fresh PostgreSQL schema (BENCH_DATABASE_URL or TEST_DATABASE_URL), and, in one run so that ratios compare
 * like with like on a shared machine:
 * - JSON ingestion: one process alone, then both at once (readings/s, server CPU per reading);
 * - single Weather Underground uploads, closed loop (16 consoles uploading back to back): A alone, then A
 *   and B at once (uploads/s, server CPU per upload);
 * - fleets of consoles, open loop, one upload every 16 s each, on A: answer times, server CPU per upload
 *   (process CPU time over uploads), statements per upload; then the largest fleet on one process on a
 *   SQLite file, for comparison; the targets (≤ 1.0 ms server CPU per upload on PostgreSQL, 10,000 consoles
 *   with p99 ≤ 100 ms) printed PASS or FAIL;
 * - live streams: one stream on B, uploads on A (the delay A → B); then N streams on B (fan-out times,
 *   memory per stream, B's event-loop delay);
 * - the bytes a reading takes in PostgreSQL (table and indexes), and its rollups and summaries.
 * Results go to bench/results-scale.json.
 */
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { loadConfig } from '../packages/server/src/config.ts';
import { createDb } from '../packages/server/src/db/create-db.ts';
import { addStations, freshDatabase, STATION, TOKEN } from './bench-database.ts';
import { generatedReadings } from './datasets.ts';
import { runWuLoad } from './http-load.ts';
import { runConsoleFleet } from './scenarios/console-fleet.ts';
import { runSseFanout, uploadOnAToEventOnB } from './scenarios/sse-fanout.ts';
import { postAll } from './scenarios/two-processes.ts';
import { type BenchServer, startBenchServer } from './server-control.ts';

const HERE = dirname(fileURLToPath(import.meta.url));
const NOW = Date.UTC(2100, 0, 1);

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback;
}

const station = (prefix: string, i: number) => ({
  reference: `${prefix}${i}`,
  token: `bench-${prefix.toLowerCase()}-token-${i}`,
});
const round1 = (value: number) => Math.round(value * 10) / 10;

/** Loads `count` 1-minute readings for each of `loads` (server, station) at once; readings/s and CPU. */
async function ingest(
  loads: Array<{ server: BenchServer; station: { reference: string; token: string } }>,
  count: number,
  seed: number,
) {
  const cpuBefore = await Promise.all(loads.map((load) => load.server.cpuMs()));
  const started = performance.now();
  await Promise.all(
    loads.map((load, i) =>
      postAll(
        `${load.server.url}/api/weatherData/${load.station.reference}/readings`,
        load.station.token,
        generatedReadings(Date.UTC(2020, 0, 1), count, 60_000, seed + i),
        5000,
      ),
    ),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpuMs = (await Promise.all(loads.map((load) => load.server.cpuMs()))).map(
    (ms, i) => ms - (cpuBefore[i] ?? 0),
  );
  return {
    processes: loads.length,
    readings: count * loads.length,
    seconds: round1(seconds),
    perSecond: Math.round((count * loads.length) / seconds),
    perSecondPerProcess: Math.round(count / seconds),
    serverCpuMsPerReading:
      Math.round((cpuMs.reduce((a, b) => a + b, 0) / (count * loads.length)) * 1000) / 1000,
  };
}

/** Closed-loop single uploads: 16 consoles per server, back to back. */
async function wuClosedLoop(
  servers: BenchServer[],
  consoles: Array<Array<{ reference: string; token: string }>>,
) {
  const cpuBefore = await Promise.all(servers.map((server) => server.cpuMs()));
  const queriesBefore = await Promise.all(servers.map((server) => server.queries()));
  const results = await Promise.all(
    servers.map((server, i) =>
      runWuLoad({
        baseUrl: server.url,
        stations: consoles[i] ?? [],
        perStation: 150,
        warmup: 20,
        startMs: Date.UTC(2030, 0, 1),
      }),
    ),
  );
  const cpuMs = (await Promise.all(servers.map((server) => server.cpuMs()))).map(
    (ms, i) => ms - (cpuBefore[i] ?? 0),
  );
  const queries = (await Promise.all(servers.map((server) => server.queries()))).reduce(
    (sum, n, i) => sum + n - (queriesBefore[i] ?? 0),
    0,
  );
  const requests = results.reduce((sum, r) => sum + r.requests, 0);
  return {
    processes: servers.length,
    perSecond: results.reduce((sum, r) => sum + r.perSecond, 0),
    perProcess: results.map((r) => r.perSecond),
    failures: results.reduce((sum, r) => sum + r.failures, 0),
    // Warm-up requests are in the CPU time too: divide by all requests sent.
    serverCpuMsPerUpload:
      Math.round((cpuMs.reduce((sum, ms) => sum + ms, 0) / (requests + 20 * 16 * servers.length)) * 100) /
      100,
    statementsPerUpload: Math.round((queries / (requests + 20 * 16 * servers.length)) * 100) / 100,
  };
}

async function storage(env: Record<string, string>) {
  const config = loadConfig({ ...env, LOG_LEVEL: 'silent' });
  const { db } = createDb(config.database);
  try {
    const { rows } = await sql<{
      readings: number;
      readings_bytes: number;
      rollups: number;
      rollups_bytes: number;
      summaries: number;
      summaries_bytes: number;
    }>`select
        (select count(*) from readings) as readings,
        pg_total_relation_size('readings') as readings_bytes,
        (select count(*) from reading_rollups) as rollups,
        pg_total_relation_size('reading_rollups') as rollups_bytes,
        (select count(*) from daily_summaries) as summaries,
        pg_total_relation_size('daily_summaries') as summaries_bytes`.execute(db);
    const row = rows[0];
    if (row === undefined) throw new Error('no sizes');
    return {
      readings: Number(row.readings),
      bytesPerReading: Math.round(Number(row.readings_bytes) / Number(row.readings)),
      rollupBytesPerReading: Math.round(Number(row.rollups_bytes) / Number(row.readings)),
      summaryBytesPerReading: Math.round(Number(row.summaries_bytes) / Number(row.readings)),
      rollups: Number(row.rollups),
      summaries: Number(row.summaries),
    };
  } finally {
    await db.destroy();
  }
}

/** The largest fleet on one server process on a fresh SQLite file, for comparison with PostgreSQL. */
async function fleetOnSqlite(size: number) {
  const database = await freshDatabase('sqlite');
  const server = await startBenchServer(database.env, NOW);
  try {
    await addStations(
      database.env,
      Array.from({ length: size }, (_, i) => station('FLEET', i)),
    );
    console.log(`a fleet of ${size} consoles on one process on SQLite…`);
    const run = await runConsoleFleet(
      server,
      Array.from({ length: size }, (_, i) => station('FLEET', i)),
      {
        intervalMs: 16_000,
        seconds: 48,
        startMs: Date.UTC(2040, 0, 1, 12),
      },
    );
    console.log(JSON.stringify(run));
    return run;
  } finally {
    await server.close();
    await database.drop();
  }
}

/**
 * The fleet targets on the largest fleet run (≤ 1.0 ms of server CPU per upload, 10,000 consoles with a p99
 * of at most 100 ms), printed PASS or FAIL.
 */
function fleetTargetsOf(runs: ReadonlyArray<Awaited<ReturnType<typeof runConsoleFleet>>>) {
  const largest = runs.at(-1);
  if (largest === undefined) return undefined;
  const targets = {
    consoles: largest.stations,
    serverCpuMsPerUpload: largest.serverCpuMsPerUpload,
    cpuTarget: 1.0,
    cpu: largest.serverCpuMsPerUpload <= 1.0 ? 'PASS' : 'FAIL',
    p99Ms: largest.answer.p99Ms,
    p99Target: 100,
    p99: largest.stations >= 10_000 && largest.answer.p99Ms <= 100 ? 'PASS' : 'FAIL',
  };
  console.log(JSON.stringify(targets));
  return targets;
}

async function main(): Promise<void> {
  const readings = Number(option('readings', '100000'));
  const fleetSizes = option('fleet', '2500,5000,10000').split(',').map(Number);
  const sqliteFleet = Number(option('sqlite-fleet', String(Math.max(...fleetSizes))));
  const clientCounts = option('clients', '500,1000,2000').split(',').map(Number);
  const out = resolve(option('out', join(HERE, 'results-scale.json')));
  // Only the fleets (PostgreSQL, then SQLite): what a busy machine still lets one measure in minutes.
  const fleetOnly = process.argv.includes('--fleet-only');
  const loadAtStart = loadavg();
  const database = await freshDatabase('postgres');
  const env = { ...database.env, LIVE_STREAMS_PER_CLIENT: '100000', LIVE_STREAMS_TOTAL: '100000' };
  const a = await startBenchServer(env, NOW);
  // The fleets measure one process: a second one listening on the same database would be woken by every
  // upload and share the machine's two cores with it.
  const second = fleetOnly ? undefined : await startBenchServer(env, NOW);
  try {
    const ingestion = [station('ING', 0), station('ING', 1), station('ING', 2)];
    const consoles = [0, 1].map((p) => Array.from({ length: 16 }, (_, i) => station(`WU${p}X`, i)));
    const fleet = Array.from({ length: Math.max(...fleetSizes) }, (_, i) => station('FLEET', i));
    await addStations(database.env, [...ingestion, ...consoles.flat(), ...fleet]);
    const [ing0, ing1, ing2] = ingestion;
    if (ing0 === undefined || ing1 === undefined || ing2 === undefined) throw new Error('no stations');

    if (fleetOnly) {
      const runs = [];
      for (const [i, size] of fleetSizes.entries()) {
        console.log(`a fleet of ${size} consoles on one process on PostgreSQL…`);
        const options = {
          intervalMs: 16_000,
          seconds: 48,
          startMs: Date.UTC(2040 + i, 0, 1, 12),
          databaseUrl: database.env.DATABASE_URL,
        };
        // --profile FILE: a V8 CPU profile of the server during the last fleet (what its CPU goes to).
        const profile = i === fleetSizes.length - 1 ? option('profile', '') : '';
        if (profile !== '') await a.profileStart();
        runs.push(await runConsoleFleet(a, fleet.slice(0, size), options));
        if (profile !== '') await a.profileStop(resolve(profile));
        console.log(JSON.stringify(runs.at(-1)));
      }
      const targets = fleetTargetsOf(runs);
      const sqlite = sqliteFleet > 0 ? await fleetOnSqlite(sqliteFleet) : undefined;
      const results = {
        date: new Date().toISOString(),
        loadAverage: { atStart: loadAtStart.map(round1), atEnd: loadavg().map(round1) },
        fleet: runs,
        fleetTargets: targets,
        sqlite,
      };
      writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`);
      console.log(`written ${out}`);
      return;
    }
    if (second === undefined) throw new Error('no second process');
    const b = second;
    console.log('JSON ingestion, one process…');
    const jsonOne = await ingest([{ server: a, station: ing0 }], readings, 1);
    console.log(JSON.stringify(jsonOne));
    console.log('JSON ingestion, two processes at once…');
    const jsonTwo = await ingest(
      [
        { server: a, station: ing1 },
        { server: b, station: ing2 },
      ],
      readings,
      2,
    );
    console.log(JSON.stringify(jsonTwo));

    console.log('single uploads, closed loop, one process…');
    const wuOne = await wuClosedLoop([a], [consoles[0] ?? []]);
    console.log(JSON.stringify(wuOne));
    console.log('single uploads, closed loop, two processes at once…');
    const wuTwo = await wuClosedLoop([a, b], consoles);
    console.log(JSON.stringify(wuTwo));

    const fleetRuns = [];
    for (const [i, size] of fleetSizes.entries()) {
      console.log(`a fleet of ${size} consoles, one upload every 16 s each, on one process…`);
      const run = await runConsoleFleet(a, fleet.slice(0, size), {
        intervalMs: 16_000,
        seconds: 48,
        startMs: Date.UTC(2040 + i, 0, 1, 12),
        databaseUrl: database.env.DATABASE_URL,
      });
      console.log(JSON.stringify(run));
      fleetRuns.push(run);
    }

    const live = { reference: STATION, token: TOKEN };
    console.log('upload on A → event on B, one stream…');
    const aToB = await uploadOnAToEventOnB(a, b, live, { samples: 20, fromMs: Date.UTC(2050, 0, 1) });
    console.log(JSON.stringify(aToB));
    const fanout = [];
    for (const [i, clients] of clientCounts.entries()) {
      console.log(`${clients} streams on B, uploads on A…`);
      const result = await runSseFanout(a, b, live, {
        clients,
        rounds: 5,
        fromMs: Date.UTC(2051 + i, 0, 1),
      });
      console.log(JSON.stringify(result));
      fanout.push(result);
    }

    const sqliteRun =
      sqliteFleet > 0
        ? await fleetOnSqlite(sqliteFleet).catch((error: unknown) => ({ error: String(error) }))
        : undefined;
    const targets = fleetTargetsOf(fleetRuns);

    const sizes = await storage(database.env);
    console.log(JSON.stringify(sizes));
    const results = {
      date: new Date().toISOString(),
      machine: { cpus: cpus().length, cpuModel: cpus()[0]?.model ?? '', node: process.version },
      loadAverage: { atStart: loadAtStart.map(round1), atEnd: loadavg().map(round1) },
      database: 'PostgreSQL, two meteodeck processes (A, B) on one schema, all on this machine',
      jsonIngestion: {
        one: jsonOne,
        two: jsonTwo,
        twoOverOne: round1(jsonTwo.perSecond / jsonOne.perSecond),
      },
      singleUploads: { one: wuOne, two: wuTwo, twoOverOne: round1(wuTwo.perSecond / wuOne.perSecond) },
      fleet: fleetRuns,
      fleetSqlite: sqliteRun,
      fleetTargets: targets,
      uploadOnAToEventOnB: aToB,
      sseFanout: fanout,
      storage: sizes,
    };
    writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`);
    console.log(`written ${out}`);
  } finally {
    await a.close();
    await second?.close();
    await database.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
