/**
 * A meteodeck server for the benchmark, in a process of its own (so the load the benchmark generates never
 * shares its event loop or its CPU time): the real app on DATABASE_URL, listening on a free port, with a
 * clock the benchmark sets. Talks to its parent over IPC (see server-control.ts): it sends `{ ready, url }`
 * and answers `clock`, `loop-reset`, `loop-report`, `cpu`, `memory` and `close` messages.
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import pg from 'pg';
import { pino } from 'pino';
import { buildApp } from '../packages/server/src/app.ts';
import { loadConfig } from '../packages/server/src/config.ts';
import { createDb } from '../packages/server/src/db/create-db.ts';
import { migrateToLatest } from '../packages/server/src/db/migrate.ts';
import { seedDatabase } from '../packages/server/src/seed.ts';

export type ServerMessage =
  | { type: 'clock'; nowMs: number }
  | { type: 'loop-reset' }
  | { type: 'loop-report' }
  | { type: 'cpu' }
  | { type: 'memory' }
  | { type: 'profile-start' }
  | { type: 'profile-stop'; path: string }
  | { type: 'close' };

export type ServerReply =
  | { type: 'ready'; url: string }
  | { type: 'ok' }
  | { type: 'loop'; p50Ms: number; p99Ms: number; maxMs: number }
  | { type: 'cpu'; userMs: number; systemMs: number; queries: number }
  | { type: 'memory'; rssBytes: number; heapUsedBytes: number };

const clock = { nowMs: Number(process.env.BENCH_NOW ?? Date.now()), now: () => clock.nowMs };
const send = (reply: ServerReply) => process.send?.(reply);

// Statements sent to PostgreSQL so far (each one a round trip), counted for the CPU report.
// BENCH_QUERY_TEXTS: each statement's first words counted too, printed to stderr when the server stops.
let queries = 0;
const texts = new Map<string, number>();
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: Parameters<typeof query>) {
  queries += 1;
  if (process.env.BENCH_QUERY_TEXTS !== undefined) {
    const first = args[0];
    const text = typeof first === 'string' ? first : String((first as { text?: string }).text);
    const key = text.slice(0, 90);
    texts.set(key, (texts.get(key) ?? 0) + 1);
  }
  return query.apply(this, args);
} as typeof query;

async function main(): Promise<void> {
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
  const { db, dialect } = createDb(config.database);
  await migrateToLatest(db, dialect);
  await seedDatabase({ db, config, clock, print: () => {} });
  const app = await buildApp({ config, db, clock, logger: pino({ level: 'silent' }) });
  const url = await app.listen({ host: '127.0.0.1', port: 0, backlog: config.listenBacklog });
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  // A CPU profile of a part of the run only (bench/upload-profile.ts), not of the start.
  let profiler: Session | undefined;
  process.on('message', async (message: ServerMessage) => {
    switch (message.type) {
      case 'clock':
        clock.nowMs = message.nowMs;
        send({ type: 'ok' });
        break;
      case 'loop-reset':
        delay.reset();
        send({ type: 'ok' });
        break;
      case 'loop-report': {
        const ms = (ns: number) => Math.round((ns / 1e6) * 100) / 100;
        send({
          type: 'loop',
          p50Ms: ms(delay.percentile(50)),
          p99Ms: ms(delay.percentile(99)),
          maxMs: ms(delay.max),
        });
        break;
      }
      case 'cpu': {
        const usage = process.cpuUsage();
        send({ type: 'cpu', userMs: usage.user / 1000, systemMs: usage.system / 1000, queries });
        break;
      }
      case 'memory': {
        globalThis.gc?.();
        const usage = process.memoryUsage();
        send({ type: 'memory', rssBytes: usage.rss, heapUsedBytes: usage.heapUsed });
        break;
      }
      case 'profile-start':
        profiler = new Session();
        profiler.connect();
        await profiler.post('Profiler.enable');
        await profiler.post('Profiler.start');
        send({ type: 'ok' });
        break;
      case 'profile-stop': {
        const result = await profiler?.post('Profiler.stop');
        if (result !== undefined) writeFileSync(message.path, JSON.stringify(result.profile));
        profiler?.disconnect();
        profiler = undefined;
        send({ type: 'ok' });
        break;
      }
      case 'close':
        await app.close();
        await db.destroy();
        if (texts.size > 0)
          console.error(
            [...texts]
              .sort((a, b) => b[1] - a[1])
              .map(([t, n]) => `${n}\t${t}`)
              .join('\n'),
          );
        send({ type: 'ok' });
        process.exit(0);
    }
  });
  send({ type: 'ready', url });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
