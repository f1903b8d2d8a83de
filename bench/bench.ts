/**
 * `npm run bench [-- --source generated|falkensee|none] [--years N] [--out bench/results.json]`: a script, not a
 * test. On a fresh SQLite database it loads years of readings for one station through the JSON door over
 * HTTP (timing the batches), measures read latencies after the first year and after all years, then sends
 * single Weather Underground requests over HTTP, and writes the figures to bench/results.json.
 *
 * Sources: `generated` (default) loads `--years` (default 10) of generated readings at a 1-minute interval,
 * the density of a modern console; `falkensee` loads the real station's yearly files oldest first (2008–2022:
 * about eleven years of data over fourteen calendar years, 3- to 30-minute intervals, with gaps).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ReadingInput } from '@meteodeck/contract';
import { pino } from 'pino';
import { buildApp } from '../packages/server/src/app.ts';
import { loadConfig } from '../packages/server/src/config.ts';
import { createDb } from '../packages/server/src/db/create-db.ts';
import { migrateToLatest } from '../packages/server/src/db/migrate.ts';
import { seedDatabase } from '../packages/server/src/db/seed.ts';
import { createStationsRepository } from '../packages/server/src/modules/stations/stations.repository.ts';
import { createUnitsRepository } from '../packages/server/src/modules/units/units.repository.ts';
import { falkenseeYear, falkenseeYears, generatedReadings } from './datasets.ts';
import { type LatencyStats, measureGet, runWuLoad } from './http-load.ts';

const HERE = dirname(fileURLToPath(import.meta.url));
const STATION = 'SSDP41000';
const TOKEN = 'bench-station-token';
const BATCH = 10_000;
const LATENCY_REQUESTS = 200;
const LOADING_NOW = Date.UTC(2100, 0, 1);
const WU_STATIONS = Number(option('consoles', '8'));
const WU_PER_STATION = 1_000;
const WU_WARMUP = 200;

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback;
}

/** A clock the script moves to just after the last loaded reading, so "today" has data. */
const clock = {
  nowMs: Date.now(),
  now() {
    return this.nowMs;
  },
};

async function main(): Promise<void> {
  const source = option('source', 'generated');
  // Other processes on this small machine skew every figure: the load is recorded with the results.
  const loadAtStart = loadavg();
  const years = Number(option('years', '10'));
  const out = resolve(option('out', join(HERE, 'results.json')));
  const dir = mkdtempSync(join(tmpdir(), 'meteodeck-bench-'));
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DATABASE_URL: `sqlite:${join(dir, 'bench.db')}`,
    JWT_SECRET: 'bench-secret-that-is-at-least-32-characters',
    ADMIN_EMAIL: 'bench@meteodeck.test',
    ADMIN_PASSWORD: 'bench password long enough',
    DEFAULT_STATION_TOKEN: TOKEN,
  });
  const { db, dialect } = createDb(config.database);
  await migrateToLatest(db, dialect);
  await seedDatabase({ db, config, clock });
  const app = await buildApp({ config, db, clock, logger: pino({ level: 'silent' }) });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no TCP address');
  const baseUrl = `http://127.0.0.1:${address.port}`;
  console.log(`bench: ${source}, database ${dir}, server ${baseUrl}`);

  const load = { readings: 0, stored: 0, requests: 0, seconds: 0 };
  let lastAt = 0;
  async function postBatch(batch: ReadingInput[]): Promise<void> {
    // Ingestion refuses readings from the future: while loading, the server's "now" is far ahead.
    clock.nowMs = LOADING_NOW;
    const body = JSON.stringify(batch);
    const started = performance.now();
    const res = await fetch(`${baseUrl}/api/weatherData/${STATION}/readings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${TOKEN}` },
      body,
    });
    const result: unknown = await res.json();
    load.seconds += (performance.now() - started) / 1000;
    if (res.status !== 201) throw new Error(`batch refused: ${res.status} ${JSON.stringify(result)}`);
    if (
      typeof result !== 'object' ||
      result === null ||
      !('stored' in result) ||
      typeof result.stored !== 'number' ||
      !('rejected' in result) ||
      !Array.isArray(result.rejected)
    ) {
      throw new Error(`unexpected answer ${JSON.stringify(result)}`);
    }
    load.stored += result.stored;
    // A benchmark that silently stored less than it loaded would measure the wrong database.
    if (result.rejected.length > 0)
      throw new Error(`readings rejected: ${JSON.stringify(result.rejected[0])}`);
    load.readings += batch.length;
    load.requests += 1;
    lastAt = Math.max(lastAt, Date.parse(batch.at(-1)?.receivedAt ?? ''));
  }
  async function loadAll(readings: Iterable<ReadingInput>): Promise<void> {
    let batch: ReadingInput[] = [];
    for (const reading of readings) {
      batch.push(reading);
      if (batch.length === BATCH) {
        await postBatch(batch);
        batch = [];
      }
    }
    if (batch.length > 0) await postBatch(batch);
  }

  const base = `${baseUrl}/api/weatherData/${STATION}`;
  async function latencies(label: string) {
    clock.nowMs = lastAt + 60_000;
    const result: Record<string, LatencyStats | { status: number }> = {};
    for (const [name, path] of [
      ['currentData/detail', '/currentData/detail'],
      ['history/record', '/history/record'],
      ['graph/year', '/graph/year'],
    ] as const) {
      const measured = await measureGet(`${base}${path}`, LATENCY_REQUESTS);
      result[name] = 'stats' in measured ? measured.stats : measured;
      console.log(`${label} ${name}: ${JSON.stringify(result[name])}`);
    }
    return result;
  }

  const periods: string[] = [];
  let atOneYear: Awaited<ReturnType<typeof latencies>> | undefined;
  if (source === 'generated') {
    const start = Date.UTC(2016, 0, 1);
    const perYear = 525_960; // 365.25 days of minutes
    for (let y = 0; y < years; y += 1) {
      await loadAll(generatedReadings(start + y * perYear * 60_000, perYear, 60_000, 42 + y));
      console.log(
        `loaded year ${y + 1}: ${load.readings} readings, ${(load.readings / load.seconds).toFixed(0)}/s`,
      );
      if (y === 0) atOneYear = await latencies('1 year');
    }
    periods.push(`${years} years of generated 1-minute readings from 2016-01-01`);
  } else if (source === 'falkensee') {
    const all = falkenseeYears();
    let firstAt: number | undefined;
    for (const year of all) {
      const readings = falkenseeYear(year);
      firstAt ??= Date.parse(readings[0]?.receivedAt ?? '');
      await loadAll(readings);
      console.log(
        `loaded ${year}: ${load.readings} readings, ${(load.readings / load.seconds).toFixed(0)}/s`,
      );
      // The first file starts in October 2008: "one year" is the first point with a year of data.
      if (atOneYear === undefined && lastAt - firstAt >= 365 * 86_400_000)
        atOneYear = await latencies('1 year');
    }
    periods.push(`Falkensee ${all[0]}–${all.at(-1)} (${all.length} yearly files)`);
  } else {
    // `--source none`: only the Weather Underground part (for trying ingestion changes quickly).
    periods.push('no readings loaded');
  }
  const atAllYears = source === 'none' ? {} : await latencies('all years');
  const jsonBatches = {
    readings: load.readings,
    stored: load.stored,
    requests: load.requests,
    batchSize: BATCH,
    seconds: Math.round(load.seconds * 10) / 10,
    perSecond: load.seconds > 0 ? Math.round(load.readings / load.seconds) : 0,
  };

  // Single Weather Underground uploads: eight consoles of their own, in parallel, one request at a time each.
  const stations = createStationsRepository(db);
  const metric = await createUnitsRepository(db).findByType('Metric');
  if (metric === undefined) throw new Error('no Metric unit set');
  const consoles = [];
  for (let i = 0; i < WU_STATIONS; i += 1) {
    const reference = `BENCHWU${i}`;
    const token = `bench-wu-token-${i}`;
    await stations.insert({
      reference,
      name: reference,
      description: '',
      short_description: '',
      country: 'DE',
      address: '',
      city: 'Falkensee',
      postal_code: '14612',
      lat: 52.56,
      lng: 13.08,
      elevation: 30,
      model: 'GW1000',
      api_token: token,
      prefered_unit_id: metric.id,
      timezone: 'Europe/Berlin',
      created_at: clock.now(),
      updated_at: clock.now(),
    });
    consoles.push({ reference, token });
  }
  clock.nowMs = Date.UTC(2030, 0, 1);
  const wuSingle = {
    concurrency: WU_STATIONS,
    ...(await runWuLoad({
      baseUrl,
      stations: consoles,
      perStation: WU_PER_STATION,
      warmup: WU_WARMUP,
      startMs: Date.UTC(2029, 0, 1),
    })),
  };
  console.log(`Weather Underground single requests: ${JSON.stringify(wuSingle)}`);

  const ratio = (a: unknown, b: unknown) =>
    typeof a === 'object' &&
    a !== null &&
    'medianMs' in a &&
    typeof a.medianMs === 'number' &&
    typeof b === 'object' &&
    b !== null &&
    'medianMs' in b &&
    typeof b.medianMs === 'number'
      ? Math.round((a.medianMs / b.medianMs) * 100) / 100
      : null;
  const detail = atAllYears['currentData/detail'];
  const recordRatio = ratio(atAllYears['history/record'], atOneYear?.['history/record']);
  const results = {
    date: new Date().toISOString(),
    loadAverage: {
      atStart: loadAtStart.map((l) => Math.round(l * 100) / 100),
      atEnd: loadavg().map((l) => Math.round(l * 100) / 100),
    },
    machine: {
      cpus: cpus().length,
      cpuModel: cpus()[0]?.model ?? '',
      node: process.version,
      database: 'SQLite (WAL)',
    },
    dataset: { source, periods },
    ingestion: { jsonBatches, wuSingle },
    latency: { oneYear: atOneYear, allYears: atAllYears, requestsEach: LATENCY_REQUESTS },
    targets: {
      historyRecordTenYearsOverOneYear: {
        value: recordRatio,
        target: '≤ 1.5',
        met: recordRatio !== null && recordRatio <= 1.5,
      },
      jsonBatchReadingsPerSecond: {
        value: jsonBatches.perSecond,
        target: '≥ 3000',
        met: jsonBatches.perSecond >= 3000,
      },
      wuSingleRequestsPerSecond: {
        value: wuSingle.perSecond,
        target: '≥ 1000',
        met: wuSingle.perSecond >= 1000 && wuSingle.failures === 0,
        // What one core spends per request, and the rate that allows when the server has a core to itself:
        // the wall-clock rate above falls whenever other processes load this small machine.
        serverCpuMsPerRequest: wuSingle.serverCpuMsPerRequest,
        oneCoreCapacityPerSecond: Math.round(1000 / wuSingle.serverCpuMsPerRequest),
      },
      currentDataDetailMedianMs: {
        value: detail !== undefined && 'medianMs' in detail ? detail.medianMs : null,
        target: '< 5',
        met: detail !== undefined && 'medianMs' in detail && detail.medianMs < 5,
      },
    },
  };
  writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`);
  console.log(JSON.stringify(results.targets, null, 2));
  console.log(`written ${out}`);
  await app.close();
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
