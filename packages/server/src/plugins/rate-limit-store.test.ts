/**
 * Rate limits that hold across processes: two apps on one database (a SQLite file, a PostgreSQL schema),
 * each with its own connection as a second server process has, count a client's requests together.
 */
import type { FastifyInstance, InjectOptions } from 'fastify';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_ADMIN_EMAIL, type TestApp } from '../../test/build-test-app.ts';
import { dialects } from '../../test/dialects.ts';
import { buildApp } from '../app.ts';
import type { DbHandle } from '../db/create-db.ts';
import { createDatabaseRateLimitStore } from './rate-limit-store.ts';

const LOGIN_LIMIT = { max: 3, windowMs: 60_000 };

describe.each(dialects)('rate limits shared through the database on %s', (dialect) => {
  let t: TestApp;
  let other: DbHandle | undefined;
  let second: FastifyInstance | undefined;

  afterEach(async () => {
    await second?.close();
    await other?.db.destroy();
    second = undefined;
    other = undefined;
    await t.close();
  });

  /** The test app (A) and a second app (B) on its database, with its own connection. */
  async function twoApps() {
    t = await buildTestApp(dialect, { loginLimits: { perIp: LOGIN_LIMIT } });
    other = t.openDatabase();
    second = await buildApp({
      config: t.config,
      db: other.db,
      clock: t.clock,
      logger: pino({ level: 'silent' }),
      loginLimits: { perIp: LOGIN_LIMIT },
      contactRateLimit: { max: 5, windowMs: 60_000 },
    });
    await second.ready();
    return { a: t.app, b: second };
  }

  const login = (app: FastifyInstance, remoteAddress: string) =>
    send(app, {
      method: 'POST',
      url: '/api/login',
      payload: { email: TEST_ADMIN_EMAIL, password: 'not the password' },
      remoteAddress,
    });
  const contact = (app: FastifyInstance, remoteAddress: string) =>
    send(app, {
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Anna', email: 'anna@example.org', subject: 'Hallo', message: 'Schöne Seite' },
      remoteAddress,
    });
  async function send(app: FastifyInstance, options: InjectOptions) {
    const response = await app.inject(options);
    return { status: response.statusCode, body: response.body, headers: response.headers };
  }

  it('counts a client on both processes against one login limit, other clients apart', async () => {
    const { a, b } = await twoApps();
    const statuses = [
      (await login(a, '203.0.113.1')).status,
      (await login(b, '203.0.113.1')).status,
      (await login(a, '203.0.113.1')).status,
    ];
    expect(statuses).toEqual([401, 401, 401]);
    const limited = await login(b, '203.0.113.1');
    expect(limited.status).toBe(429);
    expect(JSON.parse(limited.body)).toEqual([{ message: 'Trop de requêtes, réessayez plus tard' }]);
    expect(Number(limited.headers['retry-after'])).toBe(60);
    expect((await login(a, '203.0.113.1')).status).toBe(429);
    expect((await login(b, '203.0.113.2')).status).toBe(401);
  });

  it('counts the contact form across processes, apart from the login limit', async () => {
    const { a, b } = await twoApps();
    expect((await login(a, '203.0.113.3')).status).toBe(401);
    const statuses = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await contact(i % 2 === 0 ? a : b, '203.0.113.3')).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    expect((await login(b, '203.0.113.3')).status).toBe(401);
  });

  it('counts simultaneous hits on both processes exactly', async () => {
    const { a, b } = await twoApps();
    const hits = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        send(i % 2 === 0 ? a : b, {
          method: 'POST',
          url: '/api/login',
          payload: {},
          remoteAddress: '10.9.0.1',
        }),
      ),
    );
    expect(hits.filter((hit) => hit.status === 400)).toHaveLength(LOGIN_LIMIT.max);
    expect(hits.filter((hit) => hit.status === 429)).toHaveLength(12 - LOGIN_LIMIT.max);
    const row = await t.db
      .selectFrom('rate_limit_counters')
      .selectAll()
      .where('counter_key', '=', 'POST /api/login|10.9.0.1')
      .executeTakeFirstOrThrow();
    expect(row.hits).toBe(12);
  });

  it('opens a new window once the old one ended, and deletes ended windows', async () => {
    const { a, b } = await twoApps();
    for (let i = 0; i < 4; i += 1) await login(a, '203.0.113.4');
    t.clock.advance(30_000);
    await contact(b, '203.0.113.5');
    expect((await login(b, '203.0.113.4')).status).toBe(429);
    t.clock.advance(LOGIN_LIMIT.windowMs - 30_000 - 1);
    expect((await login(b, '203.0.113.4')).status).toBe(429);
    t.clock.advance(1);
    // The window ended: counting starts again, on either process.
    expect((await login(b, '203.0.113.4')).status).toBe(401);
    expect((await login(a, '203.0.113.4')).status).toBe(401);
    const keys = async () =>
      (
        await t.db.selectFrom('rate_limit_counters').select('counter_key').orderBy('counter_key').execute()
      ).map((row) => row.counter_key);
    expect(await keys()).toEqual(['POST /api/contact|203.0.113.5', 'POST /api/login|203.0.113.4']);
    // A minute later both windows above have ended; the next hit anywhere deletes them.
    t.clock.advance(LOGIN_LIMIT.windowMs);
    expect((await login(a, '203.0.113.6')).status).toBe(401);
    expect(await keys()).toEqual(['POST /api/login|203.0.113.6']);
  });

  it('refuses the window-stretching options it does not implement', async () => {
    t = await buildTestApp(dialect);
    const Store = createDatabaseRateLimitStore({ db: t.db, clock: t.clock });
    expect(() => new Store({ continueExceeding: true })).toThrow(/continueExceeding/);
    expect(() => new Store({}).child({ exponentialBackoff: true, routeInfo: {} })).toThrow(
      /exponentialBackoff/,
    );
  });
});
