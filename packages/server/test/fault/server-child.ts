/**
 * The real server as the fault suite runs it: `node --conditions=source --import tsx packages/server/src/main.ts`
 * in a child process, on a port of the E2E range (E2E_PORT + 20 and up) and a database of its own (a SQLite
 * file in a temp folder, or a fresh PostgreSQL schema), so that it can be killed, restarted and overloaded
 * like a production process.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createDb, type DbHandle } from '../../src/db/create-db.ts';
import { type TestDialect, testDatabaseUrl } from '../dialects.ts';

const ROOT = resolve(fileURLToPath(new URL('../../../..', import.meta.url)));

export const FAULT_ADMIN = { email: 'fault-admin@meteodeck.test', password: 'fault admin password' } as const;
export const FAULT_STATION = { reference: 'SSDP41000', token: 'fault-station-token-0123456789' } as const;

/** First port of the fault suite: E2E_PORT + 20 (the browser suite uses E2E_PORT and E2E_PORT + 1). */
export const FAULT_PORT = Number(process.env.E2E_PORT ?? 3100) + 20;

/** A database for one fault test: its DATABASE_URL, a direct connection string for checks, and cleanup. */
export interface FaultDatabase {
  dialect: TestDialect;
  url: string;
  /** SQLite file path (SQLite only). */
  file?: string;
  /** PostgreSQL schema (PostgreSQL only). */
  schema?: string;
  drop(): Promise<void>;
}

async function pgQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: testDatabaseUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export async function createFaultDatabase(dialect: TestDialect): Promise<FaultDatabase> {
  if (dialect === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'meteodeck-fault-'));
    const file = join(dir, 'fault.db');
    return {
      dialect,
      url: `sqlite:${file}`,
      file,
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  if (testDatabaseUrl === undefined) throw new Error('TEST_DATABASE_URL is not set');
  const schema = `fault_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  await pgQuery(`CREATE SCHEMA "${schema}"`);
  const separator = testDatabaseUrl.includes('?') ? '&' : '?';
  return {
    dialect,
    url: `${testDatabaseUrl}${separator}options=${encodeURIComponent(`-c search_path=${schema}`)}`,
    schema,
    drop: () => pgQuery(`DROP SCHEMA "${schema}" CASCADE`),
  };
}

/** Opens `database` directly, as another process would, for the checks (the caller destroys it). */
export function openFaultDatabase(database: FaultDatabase): DbHandle {
  return createDb(
    database.file === undefined
      ? { dialect: 'postgres', connectionString: database.url }
      : { dialect: 'sqlite', filename: database.file },
  );
}

export interface ServerChild {
  url: string;
  child: ChildProcess;
  /** stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code (or signal) once the process ended. */
  exited: Promise<number | string | null>;
  stop(): Promise<void>;
}

/**
 * Starts the server on `port` with `database` and extra `env`; resolves once it answers. `prefix`: a command
 * that runs node (e.g. a shell setting a resource limit first), given node's path and arguments after it.
 */
export async function startServerChild(
  database: FaultDatabase,
  port: number,
  env: Record<string, string> = {},
  prefix: string[] = [],
): Promise<ServerChild> {
  const nodeArgs = ['--conditions=source', '--import', 'tsx', 'packages/server/src/main.ts'];
  const [command = process.execPath, ...prefixArgs] = prefix.length > 0 ? prefix : [process.execPath];
  const child = spawn(
    command,
    prefix.length > 0 ? [...prefixArgs, process.execPath, ...nodeArgs] : nodeArgs,
    {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: database.url,
        JWT_SECRET: 'fault-suite-secret-that-is-long-enough',
        ADMIN_EMAIL: FAULT_ADMIN.email,
        ADMIN_PASSWORD: FAULT_ADMIN.password,
        DEFAULT_STATION_TOKEN: FAULT_STATION.token,
        LOG_LEVEL: 'warn',
        LOGIN_RATE_LIMIT_PER_MINUTE: '10000',
        WEB_DIST_DIR: join(tmpdir(), 'meteodeck-no-web-dist'),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | string | null>((done) =>
    child.on('exit', (code, signal) => done(code ?? signal)),
  );
  const url = `http://127.0.0.1:${port}`;
  let ended = false;
  void exited.then(() => {
    ended = true;
  });
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (ended) throw new Error(`the server exited before answering:\n${output}`);
    try {
      const response = await fetch(`${url}/api/unit`);
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not answer within 30 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    child,
    output: () => output,
    exited,
    async stop() {
      if (!ended) child.kill('SIGKILL');
      await exited;
    },
  };
}

/** Logs in as the fault suite's admin; returns the Bearer token. */
export async function adminToken(url: string): Promise<string> {
  const response = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(FAULT_ADMIN),
  });
  const body: unknown = await response.json();
  if (typeof body !== 'object' || body === null || !('token' in body) || typeof body.token !== 'string') {
    throw new Error(`login failed: ${JSON.stringify(body)}`);
  }
  return body.token;
}
