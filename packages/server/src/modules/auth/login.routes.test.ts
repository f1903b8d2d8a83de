import { decodeJwt } from 'jose';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  TEST_ADMIN_EMAIL,
  TEST_ADMIN_PASSWORD,
  TEST_NOW,
  type TestApp,
} from '../../../test/build-test-app.ts';
import { dialects } from '../../../test/dialects.ts';
import { buildApp } from '../../app.ts';

describe.each(dialects)('POST /api/login on %s', (dialect) => {
  let t: TestApp;
  afterEach(() => t.close());

  const login = (payload: unknown, remoteAddress = '127.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/login', payload: payload as object, remoteAddress });

  it('returns a token carrying the roles, the e-mail and an expiry of JWT_TTL', async () => {
    t = await buildTestApp(dialect, { env: { JWT_TTL: '2h' } });
    const response = await login({ email: TEST_ADMIN_EMAIL, password: TEST_ADMIN_PASSWORD });
    expect(response.statusCode).toBe(200);
    const claims = decodeJwt(response.json().token);
    expect(claims.roles).toEqual(['ROLE_ADMIN']);
    expect(claims.email).toBe(TEST_ADMIN_EMAIL);
    expect(claims.exp).toBe(TEST_NOW / 1000 + 7200);
  });

  it('accepts the e-mail in any case', async () => {
    t = await buildTestApp(dialect);
    const response = await login({ email: TEST_ADMIN_EMAIL.toUpperCase(), password: TEST_ADMIN_PASSWORD });
    expect(response.statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown e-mail with the same 401', async () => {
    t = await buildTestApp(dialect);
    const wrongPassword = await login({ email: TEST_ADMIN_EMAIL, password: 'not the password' });
    const unknownEmail = await login({ email: 'nobody@meteodeck.test', password: TEST_ADMIN_PASSWORD });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual([{ message: 'Identifiants invalides' }]);
    expect(unknownEmail.body).toBe(wrongPassword.body);
  });

  it('lists every field problem of a malformed body with its propertyPath', async () => {
    t = await buildTestApp(dialect);
    const response = await login({ email: '' });
    expect(response.statusCode).toBe(400);
    const items: Array<{ message: string; propertyPath?: string }> = response.json();
    expect(items.map((item) => item.propertyPath).sort()).toEqual(['email', 'password']);
    for (const item of items) expect(item.message.length).toBeGreaterThan(0);
  });

  it('answers 400 in the list format for a body that is not JSON', async () => {
    t = await buildTestApp(dialect);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual([{ message: expect.any(String) }]);
  });

  it('limits attempts per IP with 429, leaving other IPs alone', async () => {
    t = await buildTestApp(dialect, { loginLimits: { perIp: { max: 3, windowMs: 60_000 } } });
    const pair = { email: TEST_ADMIN_EMAIL, password: TEST_ADMIN_PASSWORD };
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await login(pair, '10.0.0.1')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await login(pair, '10.0.0.1');
    expect(limited.json()).toEqual([{ message: expect.any(String) }]);
    expect((await login(pair, '10.0.0.2')).statusCode).toBe(200);
  });

  it('delays one client after repeated failures with growing waits, and never locks the owner out elsewhere', async () => {
    t = await buildTestApp(dialect, {
      loginLimits: { perClient: { freeFailures: 3, firstDelayMs: 1000, maxDelayMs: 4000 } },
    });
    const attacker = (password: string) => login({ email: TEST_ADMIN_EMAIL, password }, '10.0.1.1');
    for (let i = 0; i < 3; i += 1) expect((await attacker(`wrong-${i}`)).statusCode).toBe(401);
    // The fourth failure costs a second's wait, the fifth two, then four (the ceiling).
    expect((await attacker('wrong-3')).statusCode).toBe(401);
    const waiting = await attacker(TEST_ADMIN_PASSWORD);
    expect(waiting.statusCode).toBe(429);
    expect(waiting.headers['retry-after']).toBe('1');
    expect(waiting.json()).toEqual([{ message: expect.any(String) }]);
    // The owner, from their own address, is not concerned by the attacker's failures.
    const owner = await login({ email: TEST_ADMIN_EMAIL, password: TEST_ADMIN_PASSWORD }, '10.0.2.1');
    expect(owner.statusCode).toBe(200);
    t.clock.advance(1000);
    expect((await attacker('wrong-4')).statusCode).toBe(401);
    t.clock.advance(1999);
    expect((await attacker('wrong-5')).statusCode).toBe(429);
    t.clock.advance(1);
    expect((await attacker('wrong-6')).statusCode).toBe(401);
    t.clock.advance(3999);
    expect((await attacker(TEST_ADMIN_PASSWORD)).headers['retry-after']).toBe('1');
    t.clock.advance(1);
    // The right password, once the wait is over, logs in and forgets the failures.
    expect((await attacker(TEST_ADMIN_PASSWORD)).statusCode).toBe(200);
    expect((await attacker('wrong-7')).statusCode).toBe(401);
    expect((await attacker('wrong-8')).statusCode).toBe(401);
  });

  it('keeps the failure count in the database, so a second process on it delays the same client', async () => {
    t = await buildTestApp(dialect, {
      loginLimits: { perClient: { freeFailures: 2, firstDelayMs: 60_000, maxDelayMs: 60_000 } },
    });
    const other = t.openDatabase();
    const second = await buildApp({
      config: t.config,
      db: other.db,
      clock: t.clock,
      logger: pino({ level: 'silent' }),
      loginLimits: { perClient: { freeFailures: 2, firstDelayMs: 60_000, maxDelayMs: 60_000 } },
    });
    try {
      for (let i = 0; i < 3; i += 1) {
        expect(
          (await login({ email: TEST_ADMIN_EMAIL, password: `wrong-${i}` }, '10.0.3.1')).statusCode,
        ).toBe(401);
      }
      const elsewhere = await second.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: TEST_ADMIN_EMAIL, password: TEST_ADMIN_PASSWORD },
        remoteAddress: '10.0.3.1',
      });
      expect(elsewhere.statusCode).toBe(429);
    } finally {
      await second.close();
      await other.db.destroy();
    }
  });
});
