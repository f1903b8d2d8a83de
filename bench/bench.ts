/**
 * `npm run bench [-- --db sqlite|postgres|both] [--years N] [--source generated|falkensee] [--out FILE]
 * [--parts main,backfill,two-processes,sensors] [--baseline DIR] [--sensors-baseline DIR] [--pg-years N]
 * [--storm-seconds N] [--consoles N] [--pg-seed api|copy] [--seed-file FILE]`: a script, not a test. For
 * each database (PostgreSQL from BENCH_DATABASE_URL or TEST_DATABASE_URL, in a schema of its own; with
 * `--pg-seed copy` filled by copy from SQLite, pg-seed.ts) it starts the real server in a process of its
 * own and measures:
 * - ingestion: years of readings loaded through the JSON door (batches of 10,000), and single Weather
 *   Underground uploads from eight consoles;
 * - read latencies after one year and after all years: currentData/detail, history/record, graph/year and
 *   graph/record, and the climate pages' calls (targets.ts), as ratios to currentData/detail in the same run;
 * - a visitors' storm: five clients looping graph/record and history/record while a console uploads every
 *   second (the server's event-loop delay, the uploads' answer times);
 * - a backfill: a year of WeeWX archive imported with `npm run import -- --weewx` into a station holding the
 *   following year, against the in-order import of that following year, a console uploading every second
 *   meanwhile;
 * - PostgreSQL only: two server processes on one database (combined ingestion, upload on one → live event
 *   on the other);
 * - the extra sensors' ingestion (scenarios/extra-sensors.ts), with `--sensors-baseline DIR` the build
 *   before them beside.
 * Results go to bench/results.json (figures of both databases side by side), with the targets of
 * docs/SCALE.md (targets.ts), each printed with its ratio and PASS or FAIL. The calls are also timed right after a reading (the present window
 * computed again, its past from the caches). `--baseline DIR` runs another checkout's server (e.g. main,
 * with its node_modules installed) on the same database after this one at each latency point, so a change's
 * before and after come from one run.
 */
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ReadingInput } from '@meteodeck/contract';
import SqliteDatabase from 'better-sqlite3';
import { addStation, type Dialect, freshDatabase, STATION, TOKEN } from './bench-database.ts';
import { falkenseeYear, falkenseeYears, generatedReadings } from './datasets.ts';
import { runWuLoad } from './http-load.ts';
import { climateYear, LATENCY_REQUESTS, latencies, latenciesAfterReading } from './latency-runs.ts';
import { backfillRun, sensorsRun, twoProcessRun } from './other-runs.ts';
import { seedPostgresByCopy } from './pg-seed.ts';
import { runStorm } from './scenarios/storm.ts';
import { type BenchServer, startBenchServer } from './server-control.ts';
import { checkTargets, type Latencies, ratio } from './targets.ts';

const HERE = dirname(fileURLToPath(import.meta.url));
const BATCH = 10_000;
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

/** Another checkout's server measured beside this one on the same database (`--baseline DIR`). */
const BASELINE = option('baseline', '');

interface Loaded {
  load: { readings: number; seconds: number; lastAt: number };
  atOneYear: Latencies | undefined;
  baselineAtOneYear: Latencies | undefined;
  periods: string[];
}

/**
 * Loads the dataset through the JSON door of `server`; with `env` (the database's), the read latencies
 * are measured once a year is in (the latencies' `--baseline` on that database too).
 */
async function loadDataset(
  server: BenchServer,
  dialect: Dialect,
  source: string,
  years: number,
  env: Record<string, string> | undefined,
): Promise<Loaded> {
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
      if (env !== undefined && atOneYear === undefined && load.lastAt - firstAt >= 365 * 86_400_000) {
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
          // A fraction of a year (`--pg-years 0.2`) loads that part of the last one.
          generatedReadings(
            start + y * MINUTES_PER_YEAR * 60_000,
            Math.round(Math.min(1, years - y) * MINUTES_PER_YEAR),
            60_000,
            42 + y,
          ),
        ),
      );
      console.log(`${dialect}: loaded year ${y + 1}, ${(load.readings / load.seconds).toFixed(0)}/s`);
      if (y === 0 && env !== undefined) {
        const first = await latencies(server, `${dialect} 1 year`, load.lastAt + 60_000, {
          env,
          dir: BASELINE,
        });
        atOneYear = first.measured;
        baselineAtOneYear = first.baseline;
      }
    }
    periods.push(`${years} years of generated 1-minute readings from 2016-01-01`);
  }
  return { load, atOneYear, baselineAtOneYear, periods };
}

/**
 * How PostgreSQL's database is filled (`--pg-seed`): `api` through its own server's JSON door, as SQLite's;
 * `copy` through a SQLite database's, then copied (pg-seed.ts): its one-year latencies are not measured.
 */
const PG_SEED = option('pg-seed', 'api');

/**
 * `--seed-file FILE` with `--pg-seed copy`: the SQLite database the years are loaded into, kept after the
 * run; a later run given the same file copies it without loading again (ten years take most of an hour).
 */
const SEED_FILE = option('seed-file', '');

/** What a SQLite file loaded by an earlier run holds: its readings, the last one's instant. */
function loadedEarlier(file: string): Loaded {
  const sqlite = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  try {
    const row = sqlite.prepare('select count(*) as n, max(received_at) as lastAt from readings').get() as {
      n: number;
      lastAt: number | null;
    };
    if (row.lastAt === null) throw new Error(`${file} holds no readings`);
    return {
      load: { readings: row.n, seconds: Number.NaN, lastAt: row.lastAt },
      atOneYear: undefined,
      baselineAtOneYear: undefined,
      periods: [`${row.n} readings loaded by an earlier run into ${file}`],
    };
  } finally {
    sqlite.close();
  }
}

/** Loading, read latencies, the storm and single uploads on one database. */
async function mainRun(dialect: Dialect, source: string, years: number) {
  if (PG_SEED !== 'api' && PG_SEED !== 'copy') throw new Error(`--pg-seed: api or copy, not ${PG_SEED}`);
  const byCopy =
    dialect === 'postgres' && PG_SEED === 'copy'
      ? await seedPostgresByCopy({
          loadingMs: LOADING_NOW,
          load: (server) => loadDataset(server, 'sqlite', source, years, undefined),
          liveAt: (loaded) => loaded.load.lastAt + 60_000,
          climateYear,
          ...(SEED_FILE === '' ? {} : { keptFile: SEED_FILE }),
          reuse: loadedEarlier,
        })
      : undefined;
  const database = byCopy?.database ?? (await freshDatabase(dialect));
  const server = byCopy?.server ?? (await startBenchServer(database.env, LOADING_NOW));
  try {
    const { load, atOneYear, baselineAtOneYear, periods } =
      byCopy?.loaded ?? (await loadDataset(server, dialect, source, years, database.env));
    const liveAt = load.lastAt + 60_000;
    const all = await latencies(server, `${dialect} all years`, liveAt, {
      env: database.env,
      dir: BASELINE,
    });
    const atAllYears = all.measured;
    const baselineAtAllYears = all.baseline;
    const targets = checkTargets(dialect, atAllYears, baselineAtAllYears);
    // Readings of the live minute's first seconds, before the storm's uploads (which start at liveAt).
    await server.setClock(liveAt);
    const afterReading = await latenciesAfterReading(server, `${dialect} all years`, load.lastAt);
    // `--storm-seconds 0` and `--consoles 0` leave the storm and the single uploads out.
    const storm =
      STORM_SECONDS > 0
        ? await runStorm(
            server,
            { reference: STATION, token: TOKEN },
            { clients: 5, seconds: STORM_SECONDS, uploadFromMs: liveAt },
          )
        : undefined;
    if (storm !== undefined) console.log(`${dialect} storm: ${JSON.stringify(storm)}`);

    const consoles = [];
    for (let i = 0; i < WU_STATIONS; i += 1) {
      consoles.push({ reference: `BENCHWU${i}`, token: `bench-wu-token-${i}` });
      await addStation(database.env, `BENCHWU${i}`, `bench-wu-token-${i}`);
    }
    await server.setClock(Date.UTC(2030, 0, 1));
    const cpuBefore = await server.cpuMs();
    const wu =
      consoles.length === 0
        ? undefined
        : await runWuLoad({
            baseUrl: server.url,
            stations: consoles,
            perStation: WU_PER_STATION,
            warmup: WU_WARMUP,
            startMs: Date.UTC(2029, 0, 1),
          });
    const cpuMs = (await server.cpuMs()) - cpuBefore;
    const requests = consoles.length * (WU_PER_STATION + WU_WARMUP);
    const wuSingle =
      wu === undefined
        ? undefined
        : { ...wu, serverCpuMsPerRequest: Math.round((cpuMs / requests) * 1000) / 1000 };
    if (wuSingle !== undefined)
      console.log(`${dialect} Weather Underground single requests: ${JSON.stringify(wuSingle)}`);
    const detail = atAllYears['currentData/detail'];
    return {
      dataset: { source, periods },
      ...(byCopy === undefined ? {} : { seed: byCopy.report }),
      ingestion: {
        // Seeded by copy: the JSON door's rate is SQLite's, which the years went in through.
        jsonBatches: {
          ...(byCopy === undefined ? {} : { into: 'sqlite' }),
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

async function main(): Promise<void> {
  const loadAtStart = loadavg();
  const hasPostgres = (process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL) !== undefined;
  const which = option('db', hasPostgres ? 'both' : 'sqlite');
  const dialects: Dialect[] =
    which === 'both' ? ['sqlite', 'postgres'] : [which === 'postgres' ? 'postgres' : 'sqlite'];
  const source = option('source', 'generated');
  const years = Number(option('years', '10'));
  // Ten years of 1-minute readings take PostgreSQL far longer to load than SQLite on a busy machine.
  const pgYears = Number(option('pg-years', String(years)));
  const out = resolve(option('out', join(HERE, 'results.json')));
  const parts = new Set(option('parts', 'main,backfill,two-processes').split(','));
  const results: Record<string, unknown> = {};
  for (const dialect of dialects) {
    results[dialect] = {
      ...(parts.has('main') ? await mainRun(dialect, source, dialect === 'postgres' ? pgYears : years) : {}),
      ...(parts.has('backfill') ? { backfill: await backfillRun(dialect) } : {}),
      ...(parts.has('sensors')
        ? { extraSensors: await sensorsRun(dialect, option('sensors-baseline', '')) }
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
