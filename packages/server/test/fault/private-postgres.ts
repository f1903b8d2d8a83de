/**
 * A PostgreSQL cluster of the test's own, so that a fault test can stop and start it without disturbing
 * anyone else using the machine's PostgreSQL: `initdb` into a temp folder, `pg_ctl start|stop` on a port of
 * the caller's choosing (a free one) with its socket in that folder, trust authentication on 127.0.0.1. Run as the `postgres`
 * user when the test runs as root (PostgreSQL refuses root), as the test's own user otherwise. The server
 * binaries are Debian's (`postgresql-<version>`, /usr/lib/postgresql/<version>/bin).
 */
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The newest PostgreSQL server binaries installed, e.g. /usr/lib/postgresql/15/bin. */
function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((name) => existsSync(join(root, name, 'bin', 'pg_ctl')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const newest = versions[0];
  if (newest === undefined)
    throw new Error('no PostgreSQL server under /usr/lib/postgresql (apt install postgresql)');
  return join(root, newest, 'bin');
}

export interface PrivatePostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  port: number;
  /** `pg_ctl stop -m fast`: open connections are ended ("terminating connection due to administrator command"). */
  stop(): void;
  /** `pg_ctl start`, waiting until it accepts connections. */
  start(): void;
  /** Stops it if running and deletes its folder. */
  destroy(): void;
}

/** Creates and starts a cluster on `port`. */
export function startPrivatePostgres(port: number): PrivatePostgres {
  const bin = postgresBin();
  const dir = mkdtempSync(join(tmpdir(), 'meteodeck-pg-'));
  const data = join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  const run = (tool: string, args: string[]) => {
    const command = asRoot ? 'runuser' : join(bin, tool);
    const fullArgs = asRoot ? ['-u', 'postgres', '--', join(bin, tool), ...args] : args;
    execFileSync(command, fullArgs, { stdio: ['ignore', 'pipe', 'pipe'], cwd: dir, timeout: 60_000 });
  };
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '--no-instructions']);
  let running = false;
  const start = () => {
    try {
      // fsync off: the cluster lives for one test; what a restart keeps is what PostgreSQL committed.
      run('pg_ctl', [
        '-D',
        data,
        '-l',
        join(dir, 'log'),
        '-w',
        '-t',
        '30',
        '-o',
        `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=50`,
        'start',
      ]);
    } catch (error) {
      // pg_ctl says only "could not start server": the server's own log says why (a port taken, …).
      const log = existsSync(join(dir, 'log')) ? readFileSync(join(dir, 'log'), 'utf8').trim() : '';
      throw new Error(`PostgreSQL on port ${port} did not start: ${log.split('\n').slice(-3).join(' | ')}`, {
        cause: error,
      });
    }
    running = true;
  };
  const stop = () => {
    run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
    running = false;
  };
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start,
    stop,
    destroy() {
      try {
        if (running) stop();
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
