/**
 * The benchmark's side of server-process.ts: starts a server process on a database, sets its clock, reads
 * its event-loop delay, CPU time and memory, stops it.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ServerMessage, ServerReply } from './server-process.ts';

const SCRIPT = fileURLToPath(new URL('./server-process.ts', import.meta.url));

export interface BenchServer {
  url: string;
  /** Sets the server's clock (epoch ms). */
  setClock(nowMs: number): Promise<void>;
  /** Restarts the event-loop delay histogram. */
  resetLoopDelay(): Promise<void>;
  /** Event-loop delay since the last reset: median, 99th percentile and max, ms. */
  loopDelay(): Promise<{ p50Ms: number; p99Ms: number; maxMs: number }>;
  /** CPU time the server process has used so far, ms. */
  cpuMs(): Promise<number>;
  /** Starts a V8 CPU profile of the server process (what Node's --cpu-prof records, from now on). */
  profileStart(): Promise<void>;
  /** Stops it and writes it to `path` (a .cpuprofile). */
  profileStop(path: string): Promise<void>;
  /** Statements the server process has sent to PostgreSQL so far (0 on SQLite). */
  queries(): Promise<number>;
  /** The server process's resident memory and used JavaScript heap, bytes. */
  memory(): Promise<{ rssBytes: number; heapUsedBytes: number }>;
  close(): Promise<void>;
}

/**
 * Starts a server on `env` (DATABASE_URL, tokens…) with its clock at `nowMs`; resolves once it listens.
 * `checkout`: the root of another checkout of meteodeck (its own node_modules installed) whose server to
 * run instead of this one's, e.g. the main branch as a baseline on the same database.
 */
export function startBenchServer(
  env: Record<string, string>,
  nowMs: number,
  checkout?: string,
): Promise<BenchServer> {
  const script = checkout === undefined ? SCRIPT : join(checkout, 'bench', 'server-process.ts');
  return new Promise((resolve, reject) => {
    const child: ChildProcess = fork(script, [], {
      // --expose-gc: a memory report first collects the garbage, so it counts what is held.
      execArgv: ['--conditions=source', '--import', 'tsx', '--expose-gc'],
      env: { ...process.env, ...env, BENCH_NOW: String(nowMs) },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const waiting: Array<(reply: ServerReply) => void> = [];
    const ask = (message: ServerMessage) =>
      new Promise<ServerReply>((answer) => {
        waiting.push(answer);
        child.send(message);
      });
    child.on('message', (reply: ServerReply) => {
      if (reply.type === 'ready') {
        resolve({
          url: reply.url,
          async setClock(ms) {
            await ask({ type: 'clock', nowMs: ms });
          },
          async resetLoopDelay() {
            await ask({ type: 'loop-reset' });
          },
          async loopDelay() {
            const answer = await ask({ type: 'loop-report' });
            if (answer.type !== 'loop') throw new Error(`unexpected reply ${answer.type}`);
            return { p50Ms: answer.p50Ms, p99Ms: answer.p99Ms, maxMs: answer.maxMs };
          },
          async cpuMs() {
            const answer = await ask({ type: 'cpu' });
            if (answer.type !== 'cpu') throw new Error(`unexpected reply ${answer.type}`);
            return answer.userMs + answer.systemMs;
          },
          async profileStart() {
            await ask({ type: 'profile-start' });
          },
          async profileStop(path) {
            await ask({ type: 'profile-stop', path });
          },
          async queries() {
            const answer = await ask({ type: 'cpu' });
            if (answer.type !== 'cpu') throw new Error(`unexpected reply ${answer.type}`);
            return answer.queries;
          },
          async memory() {
            const answer = await ask({ type: 'memory' });
            if (answer.type !== 'memory') throw new Error(`unexpected reply ${answer.type}`);
            return { rssBytes: answer.rssBytes, heapUsedBytes: answer.heapUsedBytes };
          },
          async close() {
            await ask({ type: 'close' });
          },
        });
        return;
      }
      waiting.shift()?.(reply);
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`bench server exited with ${code}`));
    });
  });
}
