/**
 * `npm run bench [-- --db sqlite|postgres|both] [--years N] [--source generated|falkensee] [--out FILE]
 * [--parts main,backfill,two-processes] [--baseline DIR]`: a script, not a test. For each database (PostgreSQL from
 * BENCH_DATABASE_URL or TEST_DATABASE_URL, in a schema of its own) it starts the real server in a process of
 * its own and measures:
 * - ingestion: years of readings loaded through the JSON door (batches of 10,000), and single Weather
 *   Underground uploads from eight consoles;
 * - read latencies after one year and after all years: currentData/detail, history/record, graph/year and
 *   graph/record, with the graphs as ratios to currentData/detail in the same run;
 * - a visitors' storm: five clients looping graph/record and history/record while a console uploads every
 *   second (the server's event-loop delay, the uploads' answer times);
 * - a backfill: a year of WeeWX archive imported with `npm run import -- --weewx` into a station holding the
 *   following year, against the in-order import of that following year, a console uploading every second
 *   meanwhile;
 * - PostgreSQL only: two server processes on one database (combined ingestion, upload on one → live event
 *   on the other).
 * Results go to bench/results.json (figures of both databases side by side), with the targets of
 * docs/SCALE.md (graph/year and graph/record ≤ 3x currentData/detail, history/record ≤ 1.5x), each printed
 * with its ratio and PASS or FAIL. The calls are also timed right after a reading (the present window
 * computed again, its past from the caches). `--baseline DIR` runs another checkout's server (e.g. main,
 * with its node_modules installed) on the same database after this one at each latency point, so a change's
 * before and after come from one run.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ReadingInput } from '@meteodeck/contract';
import {
  type ArchiveRow,
  createWeewxArchive,
  METRICWX,
  writeArchiveRows,
} from '../packages/server/test/weewx-archive.ts';
import { addStation, type Dialect, freshDatabase, STATION, TOKEN } from './bench-database.ts';
import { falkenseeYear, falkenseeYears, generatedReadings } from './datasets.ts';
import { type LatencyStats, latencyStats, measureGet, runWuLoad, timedGet } from './http-load.ts';
import { runBackfill } from './scenarios/backfill.ts';
import { runExtraSensors } from './scenarios/extra-sensors.ts';
import { runStorm } from './scenarios/storm.ts';
import { runTwoProcesses } from './scenarios/two-processes.ts';
import { type BenchServer, startBenchServer } from './server-control.ts';

const HERE = dirname(fileURLToPath(import.meta.url));
const BATCH = 10_000;
const LATENCY_REQUESTS = 200;
const LOADING_NOW = Date.UTC(2100, 0, 1);
const MINUTES_PER_YEAR = 525_960; // 365.25 days
const WU_STATIONS = Number(option('consoles', '8'));
const WU_PER_STATION = 1_000;
const WU_WARMUP = 200;
const STORM_SECONDS = Number(option('storm-seconds', '20'));

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback;
}

/** Posts readings through the JSON door in batches; returns the wall time and the last instant. */
async function loadReadings(server: BenchServer, readings: Iterable<ReadingInput>) {
  await server.setClock(LOADING_NOW);
  const totals = { readings: 0, seconds: 0, lastAt: 0 };
  let batch: ReadingInput[] = [];
  const send = async () => {
    const started = performance.now();
    const res = await fetch(`${server.url}/api/weatherData/${STATION}/readings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${TOKEN}` },
      body: JSON.stringify(batch),
    });
    const result: unknown = await res.json();
    totals.seconds += (performance.now() - started) / 1000;
    if (res.status !== 201) throw new Error(`batch refused: ${res.status} ${JSON.stringify(result)}`);
    if (
      typeof result === 'object' &&
      result !== null &&
      'rejected' in result &&
      Array.isArray(result.rejected)
    ) {
      // A benchmark that silently stored less than it loaded would measure the wrong database.
      if (result.rejected.length > 0) throw new Error(`rejected: ${JSON.stringify(result.rejected[0])}`);
    }
    totals.readings += batch.length;
    totals.lastAt = Math.max(totals.lastAt, Date.parse(batch.at(-1)?.receivedAt ?? ''));
    batch = [];
  };
  for (const reading of readings) {
    batch.push(reading);
    if (batch.length === BATCH) await send();
  }
  if (batch.length > 0) await send();
  return totals;
}

const READS = [
  ['currentData/detail', '/currentData/detail'],
  ['history/record', '/history/record'],
  ['graph/year', '/graph/year'],
  ['graph/record', '/graph/record'],
] as const;
type ReadName = (typeof READS)[number][0];
type Latencies = Partial<Record<ReadName, LatencyStats>>;

/** Rounds each call's requests are measured in, alternating between this server and the baseline's. */
const ROUNDS = 4;

/**
 * The read calls' latencies on `server` at `nowMs` and, with `--baseline` and the database's `env`, on the
 * baseline checkout's server started on the same database: each call measured in rounds alternating
 * between the two, so that the machine's load (shared, varying) weighs on both alike.
 */
async function latencies(server: BenchServer, label: string, nowMs: number, env?: Record<string, string>) {
  await server.setClock(nowMs);
  const baseline =
    env === undefined || BASELINE === '' ? undefined : await startBenchServer(env, nowMs, resolve(BASELINE));
  try {
    const servers = baseline === undefined ? [server] : [server, baseline];
    const results = servers.map((): Latencies => ({}));
    for (const [name, path] of READS) {
      const durations = servers.map((): number[] => []);
      for (let round = 0; round < ROUNDS; round += 1) {
        for (const [i, each] of servers.entries()) {
          const url = `${each.url}/api/weatherData/${STATION}${path}`;
          const measured = await measureGet(url, LATENCY_REQUESTS / ROUNDS, 30_000 / ROUNDS);
          if (!('stats' in measured)) throw new Error(`${name} answered ${measured.status}`);
          durations[i]?.push(...measured.durations);
        }
      }
      for (const [i, list] of durations.entries()) {
        const stats = latencyStats(list);
        const result = results[i];
        if (result !== undefined) result[name] = stats;
        console.log(`${label}${i === 0 ? '' : ` (baseline ${BASELINE})`} ${name}: ${JSON.stringify(stats)}`);
      }
    }
    return { measured: results[0] ?? {}, baseline: results[1] };
  } finally {
    await baseline?.close();
  }
}

const ratio = (a: LatencyStats | undefined, b: LatencyStats | undefined) =>
  a === undefined || b === undefined ? null : Math.round((a.medianMs / b.medianMs) * 10) / 10;

/** Another checkout's server measured beside this one on the same database (`--baseline DIR`). */
const BASELINE = option('baseline', '');

/**
 * The read calls' latencies right after a reading (ROUNDS rounds: one reading stored into today, then one
 * timed call of each): the present window's answers are computed again, their past taken from the caches.
 */
async function latenciesAfterReading(server: BenchServer, label: string, fromMs: number) {
  const rounds = 20;
  const durations: Record<string, number[]> = {};
  let stored = 0;
  for (let i = 0; i < rounds; i += 1) {
    for (const [name, path] of READS) {
      if (name === 'currentData/detail') continue;
      // 0.9 s apart from the last loaded reading: all within the minute before the live clock.
      stored += 1;
      const reading = generatedReadings(fromMs + stored * 900, 1);
      const posted = await fetch(`${server.url}/api/weatherData/${STATION}/readings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${TOKEN}` },
        body: JSON.stringify([...reading]),
      });
      await posted.arrayBuffer();
      if (posted.status !== 201) throw new Error(`reading refused: ${posted.status}`);
      const timed = await timedGet(`${server.url}/api/weatherData/${STATION}${path}`);
      if (timed.status !== 200) throw new Error(`${name} answered ${timed.status}`);
      const list = durations[name] ?? [];
      list.push(timed.ms);
      durations[name] = list;
    }
  }
  const result: Partial<Record<ReadName, LatencyStats>> = {};
  for (const [name, list] of Object.entries(durations)) result[name as ReadName] = latencyStats(list);
  console.log(`${label} after a reading: ${JSON.stringify(result)}`);
  return result;
}

/** The targets (docs/SCALE.md): each call's median against currentData/detail's in the same run. */
const TARGETS = [
  { name: 'graph/year', over: 'currentData/detail', atMost: 3 },
  { name: 'graph/record', over: 'currentData/detail', atMost: 3 },
  { name: 'history/record', over: 'currentData/detail', atMost: 1.5 },
] as const;

/** Each target with this run's ratio (and the baseline's) and whether it is met; printed as it goes. */
function checkTargets(dialect: Dialect, measured: Latencies, baseline: Latencies | undefined) {
  return TARGETS.map(({ name, over, atMost }) => {
    const value = ratio(measured[name], measured[over]);
    const before = baseline === undefined ? undefined : ratio(baseline[name], baseline[over]);
    const pass = value !== null && value <= atMost;
    console.log(
      `${dialect} target ${name} ≤ ${atMost}x ${over}: ${value}x ${pass ? 'PASS' : 'FAIL'}` +
        (before === undefined ? '' : ` (baseline ${before}x)`),
    );
    return {
      target: `${name} ≤ ${atMost}x ${over}`,
      ratio: value,
      pass,
      ...(before === undefined ? {} : { baselineRatio: before }),
    };
  });
}

/** Loading, read latencies, the storm and single uploads on one database. */
async function mainRun(dialect: Dialect, source: string, years: number) {
  const database = await freshDatabase(dialect);
  const server = await startBenchServer(database.env, LOADING_NOW);
  try {
    const load = { readings: 0, seconds: 0, lastAt: 0 };
    const add = (part: { readings: number; seconds: number; lastAt: number }) => {
      load.readings += part.readings;
      load.seconds += part.seconds;
      load.lastAt = Math.max(load.lastAt, part.lastAt);
    };
    let atOneYear: Latencies | undefined;
    let baselineAtOneYear: Latencies | undefined;
    const periods: string[] = [];
    if (source === 'falkensee') {
      const all = falkenseeYears();
      let firstAt: number | undefined;
      for (const year of all) {
        const readings = falkenseeYear(year);
        firstAt ??= Date.parse(readings[0]?.receivedAt ?? '');
        add(await loadReadings(server, readings));
        console.log(`${dialect}: loaded ${year}, ${(load.readings / load.seconds).toFixed(0)}/s`);
        if (atOneYear === undefined && load.lastAt - firstAt >= 365 * 86_400_000) {
          atOneYear = (await latencies(server, `${dialect} 1 year`, load.lastAt + 60_000)).measured;
        }
      }
      periods.push(`Falkensee ${all[0]}–${all.at(-1)} (${all.length} yearly files)`);
    } else {
      const start = Date.UTC(2016, 0, 1);
      for (let y = 0; y < years; y += 1) {
        add(
          await loadReadings(
            server,
            generatedReadings(start + y * MINUTES_PER_YEAR * 60_000, MINUTES_PER_YEAR, 60_000, 42 + y),
          ),
        );
        console.log(`${dialect}: loaded year ${y + 1}, ${(load.readings / load.seconds).toFixed(0)}/s`);
        if (y === 0) {
          const first = await latencies(server, `${dialect} 1 year`, load.lastAt + 60_000, database.env);
          atOneYear = first.measured;
          baselineAtOneYear = first.baseline;
        }
      }
      periods.push(`${years} years of generated 1-minute readings from 2016-01-01`);
    }
    const liveAt = load.lastAt + 60_000;
    const all = await latencies(server, `${dialect} all years`, liveAt, database.env);
    const atAllYears = all.measured;
    const baselineAtAllYears = all.baseline;
    const targets = checkTargets(dialect, atAllYears, baselineAtAllYears);
    // Readings of the live minute's first seconds, before the storm's uploads (which start at liveAt).
    await server.setClock(liveAt);
    const afterReading = await latenciesAfterReading(server, `${dialect} all years`, load.lastAt);
    const storm = await runStorm(
      server,
      { reference: STATION, token: TOKEN },
      {
        clients: 5,
        seconds: STORM_SECONDS,
        uploadFromMs: liveAt,
      },
    );
    console.log(`${dialect} storm: ${JSON.stringify(storm)}`);

    const consoles = [];
    for (let i = 0; i < WU_STATIONS; i += 1) {
      consoles.push({ reference: `BENCHWU${i}`, token: `bench-wu-token-${i}` });
      await addStation(database.env, `BENCHWU${i}`, `bench-wu-token-${i}`);
    }
    await server.setClock(Date.UTC(2030, 0, 1));
    const cpuBefore = await server.cpuMs();
    const wu = await runWuLoad({
      baseUrl: server.url,
      stations: consoles,
      perStation: WU_PER_STATION,
      warmup: WU_WARMUP,
      startMs: Date.UTC(2029, 0, 1),
    });
    const cpuMs = (await server.cpuMs()) - cpuBefore;
    const requests = consoles.length * (WU_PER_STATION + WU_WARMUP);
    const wuSingle = { ...wu, serverCpuMsPerRequest: Math.round((cpuMs / requests) * 1000) / 1000 };
    console.log(`${dialect} Weather Underground single requests: ${JSON.stringify(wuSingle)}`);
    const detail = atAllYears['currentData/detail'];
    return {
      dataset: { source, periods },
      ingestion: {
        jsonBatches: {
          readings: load.readings,
          batchSize: BATCH,
          seconds: Math.round(load.seconds * 10) / 10,
          perSecond: Math.round(load.readings / load.seconds),
        },
        wuSingle,
      },
      latency: {
        oneYear: atOneYear,
        allYears: atAllYears,
        allYearsAfterReading: afterReading,
        requestsEach: LATENCY_REQUESTS,
        ...(baselineAtAllYears === undefined
          ? {}
          : { baseline: { checkout: BASELINE, oneYear: baselineAtOneYear, allYears: baselineAtAllYears } }),
      },
      targets,
      ratios: {
        graphYearOverCurrentData: ratio(atAllYears['graph/year'], detail),
        graphRecordOverCurrentData: ratio(atAllYears['graph/record'], detail),
        historyRecordOverCurrentData: ratio(atAllYears['history/record'], detail),
        historyRecordAllYearsOverOneYear: ratio(atAllYears['history/record'], atOneYear?.['history/record']),
        graphYearAfterReadingOverCurrentData: ratio(afterReading['graph/year'], detail),
        graphRecordAfterReadingOverCurrentData: ratio(afterReading['graph/record'], detail),
        historyRecordAfterReadingOverCurrentData: ratio(afterReading['history/record'], detail),
      },
      storm,
    };
  } finally {
    await server.close();
    await database.drop();
  }
}

/**
 * Writes `count` 1-minute readings from `fromMs` as a WeeWX archive (`wview_extended`, METRICWX units, each
 * row stamped at the end of its minute, rain per interval from the generated counter) at `path`.
 */
function writeWeewxArchive(path: string, fromMs: number, count: number, seed: number): void {
  const rows: ArchiveRow[] = [];
  let counter: number | undefined;
  for (const r of generatedReadings(fromMs, count, 60_000, seed)) {
    const total = r.rainTotal ?? 0;
    rows.push({
      dateTime: Date.parse(r.receivedAt) / 1000,
      usUnits: METRICWX,
      interval: 1,
      outTemp: r.temperature ?? null,
      outHumidity: r.humidity ?? null,
      barometer: r.relativePressure ?? null,
      windSpeed: r.windSpeed ?? null,
      windGust: r.windGust ?? null,
      windDir: r.windDirection ?? null,
      rain: counter === undefined || total < counter ? 0 : total - counter,
      radiation: r.solarRadiation ?? null,
      UV: r.uv ?? null,
      pm2_5: r.pm25 ?? null,
    });
    counter = total;
  }
  writeArchiveRows(path, rows);
}

async function backfillRun(dialect: Dialect) {
  const database = await freshDatabase(dialect);
  const dir = mkdtempSync(join(tmpdir(), 'meteodeck-bench-files-'));
  const history = Date.UTC(2024, 0, 1);
  const following = history + MINUTES_PER_YEAR * 60_000;
  const liveFromMs = following + MINUTES_PER_YEAR * 60_000;
  const server = await startBenchServer(database.env, liveFromMs + 3_600_000);
  try {
    const files = {
      history: createWeewxArchive(dir, 'wview_extended', 'history.sdb'),
      following: createWeewxArchive(dir, 'wview_extended', 'following.sdb'),
      tiny: createWeewxArchive(dir, 'wview_extended', 'tiny.sdb'),
      readingsEach: MINUTES_PER_YEAR,
      liveFromMs,
    };
    writeWeewxArchive(files.history, history, MINUTES_PER_YEAR, 7);
    writeWeewxArchive(files.following, following, MINUTES_PER_YEAR, 8);
    writeWeewxArchive(files.tiny, history - 3_600_000, 1, 9);
    const result = await runBackfill(
      server,
      database.env,
      { reference: STATION, token: TOKEN },
      files,
      (file) => ['--weewx', file],
      'WeeWX archive (wview_extended, METRICWX), 1-minute, one year each',
    );
    console.log(`${dialect} backfill: ${JSON.stringify(result)}`);
    return result;
  } finally {
    await server.close();
    await database.drop();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function twoProcessRun() {
  const database = await freshDatabase('postgres');
  const liveFromMs = Date.UTC(2026, 0, 1);
  const second = { reference: 'BENCHB', token: 'bench-second-station-token' };
  const a = await startBenchServer(database.env, LOADING_NOW);
  const b = await startBenchServer(database.env, LOADING_NOW);
  try {
    await addStation(database.env, second.reference, second.token);
    const count = 200_000;
    const from = Date.UTC(2020, 0, 1);
    const result = await runTwoProcesses(
      a,
      b,
      { first: { reference: STATION, token: TOKEN }, second },
      {
        first: generatedReadings(from, count, 60_000, 1),
        second: generatedReadings(from, count, 60_000, 2),
        readings: 2 * count,
      },
      liveFromMs,
    );
    console.log(`two processes: ${JSON.stringify(result)}`);
    return result;
  } finally {
    await a.close();
    await b.close();
    await database.drop();
  }
}

async function main(): Promise<void> {
  const loadAtStart = loadavg();
  const hasPostgres = (process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL) !== undefined;
  const which = option('db', hasPostgres ? 'both' : 'sqlite');
  const dialects: Dialect[] =
    which === 'both' ? ['sqlite', 'postgres'] : [which === 'postgres' ? 'postgres' : 'sqlite'];
  const source = option('source', 'generated');
  const years = Number(option('years', '10'));
  const out = resolve(option('out', join(HERE, 'results.json')));
  const parts = new Set(option('parts', 'main,backfill,two-processes').split(','));
  const results: Record<string, unknown> = {};
  for (const dialect of dialects) {
    results[dialect] = {
      ...(parts.has('main') ? await mainRun(dialect, source, years) : {}),
      ...(parts.has('backfill') ? { backfill: await backfillRun(dialect) } : {}),
      ...(parts.has('sensors')
        ? { extraSensors: await runExtraSensors(dialect, freshDatabase, option('sensors-baseline', '')) }
        : {}),
    };
  }
  const twoProcesses =
    dialects.includes('postgres') && parts.has('two-processes') ? await twoProcessRun() : undefined;
  const all = {
    date: new Date().toISOString(),
    loadAverage: {
      atStart: loadAtStart.map((l) => Math.round(l * 100) / 100),
      atEnd: loadavg().map((l) => Math.round(l * 100) / 100),
    },
    machine: { cpus: cpus().length, cpuModel: cpus()[0]?.model ?? '', node: process.version },
    ...results,
    ...(twoProcesses === undefined ? {} : { postgresTwoProcesses: twoProcesses }),
  };
  writeFileSync(out, `${JSON.stringify(all, null, 2)}\n`);
  console.log(`written ${out}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
