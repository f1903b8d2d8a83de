/**
 * `npm run bench:export [-- --db sqlite|postgres|both] [--out FILE]`: a script, not a test. Loads a year of
 * 1-minute readings into the seeded station through the JSON door, then downloads the year with
 * GET /api/weatherData/{reference}/export as CSV and as JSON, and reports for each: seconds, bytes, readings
 * per second, the server's resident memory before and at its highest during the download (sampled every
 * 50 ms), and the server's event-loop delay meanwhile. Results go to bench/results-export.json.
 */
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Dialect, freshDatabase, STATION } from './bench-database.ts';
import { generatedReadings } from './datasets.ts';
import { postAll } from './scenarios/two-processes.ts';
import { startBenchServer } from './server-control.ts';

const HERE = dirname(fileURLToPath(import.meta.url));
const MINUTES_PER_YEAR = 525_600; // 2025, not a leap year
const YEAR_START = Date.UTC(2025, 0, 1);
const LOADING_NOW = Date.UTC(2100, 0, 1);
const MB = 1024 * 1024;

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback;
}
const round1 = (value: number) => Math.round(value * 10) / 10;

async function run(dialect: Dialect) {
  const database = await freshDatabase(dialect);
  const server = await startBenchServer(database.env, LOADING_NOW);
  try {
    const loadStart = performance.now();
    await postAll(
      `${server.url}/api/weatherData/${STATION}/readings`,
      database.env.DEFAULT_STATION_TOKEN ?? '',
      generatedReadings(YEAR_START, MINUTES_PER_YEAR, 60_000, 7),
      10_000,
    );
    console.log(`${dialect}: loaded a year in ${round1((performance.now() - loadStart) / 1000)} s`);
    const login = await fetch(`${server.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: database.env.ADMIN_EMAIL, password: database.env.ADMIN_PASSWORD }),
    });
    const { token } = (await login.json()) as { token: string };
    const results: Record<string, unknown> = {};
    for (const format of ['csv', 'json'] as const) {
      const before = await server.memory();
      let peakRss = before.rssBytes;
      let sampling = true;
      const sampler = (async () => {
        while (sampling) {
          peakRss = Math.max(peakRss, (await server.memory()).rssBytes);
          await new Promise((r) => setTimeout(r, 50));
        }
      })();
      await server.resetLoopDelay();
      const started = performance.now();
      const response = await fetch(
        `${server.url}/api/weatherData/${STATION}/export?from=2025-01-01&to=2025-12-31&format=${format}`,
        { headers: { authorization: `Bearer ${token}` } },
      );
      if (!response.ok || response.body === null) throw new Error(`export answered ${response.status}`);
      let bytes = 0;
      let newlines = 0;
      for await (const chunk of response.body) {
        bytes += chunk.byteLength;
        for (const byte of chunk) if (byte === 10) newlines += 1;
      }
      const seconds = (performance.now() - started) / 1000;
      sampling = false;
      await sampler;
      const loop = await server.loopDelay();
      // CSV: a header line; JSON: '[' and ']' on lines of their own.
      const rows = format === 'csv' ? newlines - 1 : newlines - 2;
      results[format] = {
        readings: rows,
        seconds: round1(seconds),
        readingsPerSecond: Math.round(rows / seconds),
        megabytes: round1(bytes / MB),
        serverRssBeforeMb: round1(before.rssBytes / MB),
        serverRssPeakMb: round1(peakRss / MB),
        serverRssGrowthMb: round1((peakRss - before.rssBytes) / MB),
        eventLoopDelay: loop,
      };
      console.log(`${dialect} ${format}: ${JSON.stringify(results[format])}`);
    }
    return results;
  } finally {
    await server.close();
    await database.drop();
  }
}

async function main(): Promise<void> {
  const which = option('db', 'both');
  const dialects: Dialect[] = which === 'both' ? ['sqlite', 'postgres'] : [which as Dialect];
  const out = resolve(option('out', join(HERE, 'results-export.json')));
  const atStart = loadavg();
  const results: Record<string, unknown> = {};
  for (const dialect of dialects) results[dialect] = await run(dialect);
  writeFileSync(
    out,
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        machine: { cpus: cpus().length, cpuModel: cpus()[0]?.model ?? '', node: process.version },
        loadAverage: { atStart: atStart.map(round1), atEnd: loadavg().map(round1) },
        dataset: 'a year (2025) of generated 1-minute readings, 525,600',
        ...results,
      },
      null,
      2,
    )}\n`,
  );
  console.log(`written ${out}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
