/**
 * The read calls' latency rounds of `npm run bench` (bench.ts): the calls of targets.ts timed on the bench's
 * server, side by side with a baseline checkout's server when one is given, and again right after a reading.
 */
import { resolve } from 'node:path';
import { STATION, TOKEN } from './bench-database.ts';
import { generatedReadings } from './datasets.ts';
import { type LatencyStats, latencyStats, measureGet, timedGet } from './http-load.ts';
import { type BenchServer, startBenchServer } from './server-control.ts';
import { type Latencies, READS, type ReadName, readUrl } from './targets.ts';

/** Requests timed for each call at each latency point. */
export const LATENCY_REQUESTS = 200;

/** Rounds the calls' requests are measured in: every call in each, alternating between the servers. */
const ROUNDS = 8;

/**
 * The read calls' latencies on `server` at `nowMs` and, with `baseline` (the database's `env` and another
 * checkout's directory, `--baseline DIR`; none when the directory is ''), on that checkout's server started
 * on the same database: in rounds, each round timing every call on each server in turn, so that the
 * machine's load (shared, varying) weighs on every call and both servers alike (the ratios to
 * currentData/detail are of calls timed side by side).
 */
export async function latencies(
  server: BenchServer,
  label: string,
  nowMs: number,
  baseline?: { env: Record<string, string>; dir: string },
) {
  const year = climateYear(nowMs);
  await server.setClock(nowMs);
  const baselineServer =
    baseline === undefined || baseline.dir === ''
      ? undefined
      : await startBenchServer(baseline.env, nowMs, resolve(baseline.dir));
  try {
    const servers = baselineServer === undefined ? [server] : [server, baselineServer];
    const durations = servers.map(() => new Map<ReadName, number[]>());
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const [name, path] of READS) {
        for (const [i, each] of servers.entries()) {
          const url = readUrl(each.url, path, STATION, year);
          const measured = await measureGet(
            url,
            LATENCY_REQUESTS / ROUNDS,
            30_000 / ROUNDS,
            round === 0 ? 5 : 1,
          );
          if (!('stats' in measured)) throw new Error(`${name} answered ${measured.status}`);
          const list = durations[i]?.get(name) ?? [];
          list.push(...measured.durations);
          durations[i]?.set(name, list);
        }
      }
    }
    const results = durations.map((byName, i): Latencies => {
      const result: Latencies = {};
      for (const [name, list] of byName) {
        result[name] = latencyStats(list);
        console.log(
          `${label}${i === 0 ? '' : ` (baseline ${baseline?.dir})`} ${name}: ${JSON.stringify(result[name])}`,
        );
      }
      return result;
    });
    return { measured: results[0] ?? {}, baseline: results[1] };
  } finally {
    await baselineServer?.close();
  }
}

/** The year the climate pages ask for: the last whole one before `nowMs`, not before the data's first. */
export function climateYear(nowMs: number): number {
  return Math.max(2016, new Date(nowMs).getUTCFullYear() - 1);
}

/**
 * The read calls' latencies right after a reading (ROUNDS rounds: one reading stored into today, then one
 * timed call of each): the present window's answers are computed again, their past taken from the caches.
 */
export async function latenciesAfterReading(server: BenchServer, label: string, fromMs: number) {
  // Five rounds: one reading per call 0.9 s apart, all within the minute before the live clock.
  const rounds = 5;
  const year = climateYear(fromMs);
  const durations: Record<string, number[]> = {};
  let stored = 0;
  for (let i = 0; i < rounds; i += 1) {
    for (const [name, path] of READS) {
      // currentData/detail too: recomputed after a reading (its barometer's tendency with it).
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
      const timed = await timedGet(readUrl(server.url, path, STATION, year));
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
