/**
 * A real app on a real, fresh database for each call: a temp SQLite file, or a new PostgreSQL schema
 * (random name, used through the pool's search_path, dropped on close). Migrated (a copy of a template
 * migrated once, test/migrated-template.ts) and seeded (Metric and Imperial, station SSDP41000, admin
 * TEST_ADMIN_EMAIL / TEST_ADMIN_PASSWORD), with a settable clock.
 *
 *   const t = await buildTestApp(dialect);                 // or buildTestApp(dialect, { env: { JWT_TTL: '1h' } })
 *   afterEach(() => t.close());
 *   const token = await t.loginAs('admin');                // or 'editor': a new user, logged in for real
 *   const res = await t.app.inject({ method: 'GET', url: '/api/user', headers: { authorization: `Bearer ${token}` } });
 *   t.clock.advance(60_000);                                // time moves only when a test says so
 *
 * `t.db` is the app's Kysely instance (for arranging data with test/factories.ts and asserting on tables).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { pino } from 'pino';
import { type BuildAppOptions, buildApp } from '../src/app.ts';
import type { Clock } from '../src/clock.ts';
import { type Config, type Env, loadConfig } from '../src/config.ts';
import { createDb, type DbHandle } from '../src/db/create-db.ts';
import type { Database } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { type SeedReport, seedDatabase } from '../src/seed.ts';
import { type TestDialect, testDatabaseUrl } from './dialects.ts';
import { buildUser } from './factories.ts';
import { copyMigratedSqlite, createMigratedPgSchema } from './migrated-template.ts';
import { withPgClient } from './pg-client.ts';

export const TEST_ADMIN_EMAIL = 'admin@meteodeck.test';
export const TEST_ADMIN_PASSWORD = 'correct horse battery staple';
/** 2026-06-15T10:00:00Z: the test clock's default start. */
export const TEST_NOW = Date.UTC(2026, 5, 15, 10, 0, 0);

export interface TestClock extends Clock {
  set(epochMs: number): void;
  advance(ms: number): void;
}

export function createTestClock(start = TEST_NOW): TestClock {
  let now = start;
  return {
    now: () => now,
    set(epochMs) {
      now = epochMs;
    },
    advance(ms) {
      now += ms;
    },
  };
}

export interface TestAppOptions {
  /** Extra environment variables, parsed by the real loadConfig (DATABASE_URL is set by the harness). */
  env?: Env;
  /** Start time of the test clock (epoch ms). */
  now?: number;
  /** false to get a migrated but empty database. */
  seed?: boolean;
  /**
   * Runs on the empty database before the migrations to the head (an upgrade test builds an older
   * release's schema and data here).
   */
  prepare?: (db: Kysely<Database>, dialect: TestDialect) => Promise<void>;
  /** A logger to capture output; default silent. */
  logger?: FastifyBaseLogger;
  /** Login limits; default high enough never to interfere with a suite. */
  loginLimits?: BuildAppOptions['loginLimits'];
}

export interface TestApp {
  app: FastifyInstance;
  db: Kysely<Database>;
  dialect: TestDialect;
  config: Readonly<Config>;
  clock: TestClock;
  seedReport: SeedReport | undefined;
  /**
   * DATABASE_URL of the test's database for a child process (PostgreSQL: with the test schema as its
   * search_path), so a command run beside the app writes where the app reads.
   */
  databaseUrl: string;
  /** Opens a second handle on the same database, as another process would (the caller destroys it). */
  openDatabase(): DbHandle;
  /** Creates a user with that role and logs it in through POST /api/login; returns the JWT. */
  loginAs(role: 'admin' | 'editor'): Promise<string>;
  /** Closes the app and the database, and deletes the temp file or schema. */
  close(): Promise<void>;
}

let loginCounter = 0;

export async function buildTestApp(dialect: TestDialect, options: TestAppOptions = {}): Promise<TestApp> {
  let databaseUrl: string;
  let searchPath: string | undefined;
  let dispose: () => Promise<void>;
  if (dialect === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'meteodeck-test-'));
    databaseUrl = `sqlite:${join(dir, 'test.db')}`;
    // Migrated from the template (test/migrated-template.ts), unless a test prepares the database before the
    // migrations (an upgrade from an older layout).
    if (options.prepare === undefined) await copyMigratedSqlite(join(dir, 'test.db'));
    dispose = async () => rmSync(dir, { recursive: true, force: true });
  } else {
    if (testDatabaseUrl === undefined) throw new Error('TEST_DATABASE_URL is not set');
    const url = testDatabaseUrl;
    const schema = `test_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
    if (options.prepare === undefined) await createMigratedPgSchema(url, schema);
    else await withPgClient(url, (client) => client.query(`CREATE SCHEMA "${schema}"`));
    databaseUrl = url;
    searchPath = schema;
    dispose = async () => {
      await withPgClient(url, (client) => client.query(`DROP SCHEMA "${schema}" CASCADE`));
    };
  }

  const config = loadConfig({
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'test-secret-that-is-at-least-32-characters',
    ADMIN_EMAIL: TEST_ADMIN_EMAIL,
    ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
    DEFAULT_STATION_TOKEN: 'test-station-token',
    // No built site unless a test provides one.
    WEB_DIST_DIR: join(tmpdir(), 'meteodeck-no-web-dist'),
    ...options.env,
    DATABASE_URL: databaseUrl,
  });
  const clock = createTestClock(options.now);
  const { db, dialect: opened } = createDb(config.database, searchPath === undefined ? {} : { searchPath });
  let app: FastifyInstance | undefined;
  try {
    await options.prepare?.(db, opened);
    await migrateWithRetry(db, opened);
    const seedReport = options.seed === false ? undefined : await seedDatabase({ db, config, clock });
    app = await buildApp({
      config,
      db,
      clock,
      logger: options.logger ?? pino({ level: 'silent' }),
      loginLimits: options.loginLimits ?? {
        perIp: { max: 10_000, windowMs: 60_000 },
        perClient: { freeFailures: 10_000 },
      },
    });
    await app.ready();
    const ready = app;
    let closed = false;
    return {
      app: ready,
      db,
      dialect,
      config,
      clock,
      seedReport,
      databaseUrl:
        searchPath === undefined
          ? databaseUrl
          : `${databaseUrl}${databaseUrl.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${searchPath}`)}`,
      openDatabase: () => createDb(config.database, searchPath === undefined ? {} : { searchPath }),
      async loginAs(role) {
        loginCounter += 1;
        const password = `password-${loginCounter}-long-enough`;
        const user = await buildUser(db, {
          email: `${role}-${loginCounter}@meteodeck.test`,
          roles: [role === 'admin' ? 'ROLE_ADMIN' : 'ROLE_EDITOR'],
          password,
          now: clock.now(),
        });
        const response = await ready.inject({
          method: 'POST',
          url: '/api/login',
          payload: { email: user.email, password },
        });
        if (response.statusCode !== 200) throw new Error(`loginAs(${role}) failed: ${response.body}`);
        const body: unknown = response.json();
        if (
          typeof body !== 'object' ||
          body === null ||
          !('token' in body) ||
          typeof body.token !== 'string'
        ) {
          throw new Error(`loginAs(${role}): no token in ${response.body}`);
        }
        return body.token;
      },
      async close() {
        if (closed) return;
        closed = true;
        await ready.close();
        await db.destroy();
        await dispose();
      },
    };
  } catch (error) {
    await app?.close();
    await db.destroy();
    await dispose();
    throw error;
  }
}

/**
 * Migrates, retrying when the PostgreSQL suite of another worker dropped its schema just while Kysely's
 * migrator was listing the database's schemas and tables ("schema … does not exist"): a race of the shared
 * test database only, never of an app's own schema.
 */
async function migrateWithRetry(db: Kysely<Database>, dialect: TestDialect): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await migrateToLatest(db, dialect);
      return;
    } catch (error) {
      const vanished = /does not exist/.test(String(error instanceof Error ? (error.cause ?? error) : error));
      if (dialect !== 'postgres' || !vanished || attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
  }
}
