/**
 * `npm run user -- reset-password EMAIL [--password NEW]`, run as the owner runs it (a child process on the
 * server's database): the new password logs in, the tokens issued before stop working, a generated password
 * is printed once.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  TEST_ADMIN_EMAIL,
  TEST_ADMIN_PASSWORD,
  type TestApp,
} from '../../test/build-test-app.ts';
import { runCli } from '../../test/cli-process.ts';
import { dialects } from '../../test/dialects.ts';

describe.each(dialects)('npm run user -- reset-password on %s', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp(dialect, { now: Date.now() });
  });
  afterEach(() => t.close());

  const env = () => ({ DATABASE_URL: t.databaseUrl, LOG_LEVEL: 'silent' });
  const login = (password: string) =>
    t.app.inject({ method: 'POST', url: '/api/login', payload: { email: TEST_ADMIN_EMAIL, password } });
  const users = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/user', headers: { authorization: `Bearer ${token}` } });

  it('sets the given password and revokes the tokens issued before', async () => {
    const before = (await login(TEST_ADMIN_PASSWORD)).json().token;
    expect((await users(before)).statusCode).toBe(200);
    const run = await runCli(
      'user',
      ['reset-password', TEST_ADMIN_EMAIL.toUpperCase(), '--password', 'a brand new password'],
      env(),
    );
    expect(run.output).toContain('changed');
    expect(run.code).toBe(0);
    expect(run.output).not.toContain('a brand new password');
    expect((await users(before)).statusCode).toBe(401);
    expect((await login(TEST_ADMIN_PASSWORD)).statusCode).toBe(401);
    const after = await login('a brand new password');
    expect(after.statusCode).toBe(200);
    expect((await users(after.json().token)).statusCode).toBe(200);
  });

  it('generates and prints a password when none is given', async () => {
    const run = await runCli('user', ['reset-password', TEST_ADMIN_EMAIL], env());
    expect(run.code).toBe(0);
    const printed = /New password of \S+: (\S+)/.exec(run.output)?.[1];
    expect(printed?.length).toBeGreaterThanOrEqual(20);
    expect((await login(printed ?? '')).statusCode).toBe(200);
  });

  it('fails with a message for an unknown e-mail, a short password and a wrong command line', async () => {
    const unknown = await runCli('user', ['reset-password', 'nobody@meteodeck.test'], env());
    expect(unknown.code).toBe(1);
    expect(unknown.output).toContain('Aucun utilisateur nobody@meteodeck.test');
    const short = await runCli('user', ['reset-password', TEST_ADMIN_EMAIL, '--password', 'short'], env());
    expect(short.code).toBe(1);
    expect((await login(TEST_ADMIN_PASSWORD)).statusCode).toBe(200);
    const usage = await runCli('user', ['delete', TEST_ADMIN_EMAIL], env());
    expect(usage.code).toBe(2);
    expect(usage.output).toContain('usage: npm run user -- reset-password');
  });
});
