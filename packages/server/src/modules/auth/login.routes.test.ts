import { decodeJwt } from 'jose';
import { afterEach, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  TEST_ADMIN_EMAIL,
  TEST_ADMIN_PASSWORD,
  TEST_NOW,
  type TestApp,
} from '../../../test/build-test-app.ts';
import { dialects } from '../../../test/dialects.ts';

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

  it('blocks an e-mail after repeated failures, even with the right password, until the window passes', async () => {
    t = await buildTestApp(dialect, { loginLimits: { perEmail: { maxFailures: 3, windowMs: 15 * 60_000 } } });
    for (let i = 0; i < 3; i += 1) {
      // Different IPs: the e-mail limit holds however the attacker spreads the attempts.
      expect(
        (await login({ email: TEST_ADMIN_EMAIL, password: `wrong-${i}` }, `10.0.1.${i}`)).statusCode,
      ).toBe(401);
    }
    const blocked = await login({ email: TEST_ADMIN_EMAIL, password: TEST_ADMIN_PASSWORD }, '10.0.2.1');
    expect(blocked.statusCode).toBe(429);
    t.clock.advance(15 * 60_000 + 1);
    expect((await login({ email: TEST_ADMIN_EMAIL, password: TEST_ADMIN_PASSWORD })).statusCode).toBe(200);
  });
});
