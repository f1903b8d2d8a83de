/** 'Mon compte': a user changes their own name, e-mail and password; other sessions end. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { dialects } from '../../../test/dialects.ts';
import { buildUser } from '../../../test/factories.ts';
import { injector } from '../../../test/http.ts';

describe.each(dialects)('own account on %s', (dialect) => {
  let t: TestApp;
  const call = injector(() => t.app);
  beforeEach(async () => {
    t = await buildTestApp(dialect);
  });
  afterEach(() => t.close());

  const login = async (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });

  it('lets an editor change their name and password with the current one; the old tokens stop', async () => {
    await buildUser(t.db, { email: 'eva@example.de', password: 'old-password-2026', roles: ['ROLE_EDITOR'] });
    const first = (await login('eva@example.de', 'old-password-2026')).json().token as string;
    const second = (await login('eva@example.de', 'old-password-2026')).json().token as string;
    expect((await call('GET', '/api/me', first)).json()).toMatchObject({ email: 'eva@example.de' });

    const wrong = await call('PUT', '/api/me', first, {
      email: 'eva@example.de',
      firstname: 'Eva',
      lastname: 'Regen',
      currentPassword: 'not-my-password',
      password: 'new-password-2026',
      passwordConfirmation: 'new-password-2026',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual([
      { message: 'Le mot de passe actuel est incorrect.', propertyPath: 'currentPassword' },
    ]);

    const changed = await call('PUT', '/api/me', first, {
      email: 'Eva.Regen@Example.de',
      firstname: 'Eva',
      lastname: 'Regen',
      currentPassword: 'old-password-2026',
      password: 'new-password-2026',
      passwordConfirmation: 'new-password-2026',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const answer = changed.json();
    expect(answer.user).toMatchObject({
      email: 'eva.regen@example.de',
      lastname: 'Regen',
      roles: ['ROLE_EDITOR'],
    });
    // Every token signed before the change is refused; the answer's token works.
    expect((await call('GET', '/api/me', first)).statusCode).toBe(401);
    expect((await call('GET', '/api/me', second)).statusCode).toBe(401);
    expect((await call('GET', '/api/me', answer.token)).statusCode).toBe(200);
    expect((await login('eva.regen@example.de', 'old-password-2026')).statusCode).toBe(401);
    expect((await login('eva.regen@example.de', 'new-password-2026')).statusCode).toBe(200);
  });

  it('makes a client that keeps guessing the current password wait, as a login does', async () => {
    await t.close();
    t = await buildTestApp(dialect, {
      loginLimits: { perIp: { max: 10_000, windowMs: 60_000 }, perClient: { freeFailures: 5 } },
    });
    await buildUser(t.db, { email: 'eva@example.de', password: 'old-password-2026', roles: ['ROLE_EDITOR'] });
    const token = (await login('eva@example.de', 'old-password-2026')).json().token as string;
    const attempt = (currentPassword: string) =>
      call('PUT', '/api/me', token, {
        email: 'eva@example.de',
        firstname: 'Eva',
        lastname: 'Regen',
        currentPassword,
        password: '',
        passwordConfirmation: '',
      });
    for (let i = 0; i < 6; i += 1) expect((await attempt(`guess-${i}`)).statusCode).toBe(400);
    const waiting = await attempt('old-password-2026');
    expect(waiting.statusCode).toBe(429);
    expect(waiting.headers['retry-after']).toBe('1');
    // The guesses count against logins from that client too.
    expect((await login('eva@example.de', 'old-password-2026')).statusCode).toBe(429);
    t.clock.advance(1_500);
    expect((await attempt('old-password-2026')).statusCode).toBe(200);
  });

  it('keeps the sessions when only the name changes, refuses a taken e-mail, and needs a login', async () => {
    await buildUser(t.db, { email: 'taken@example.de' });
    await buildUser(t.db, { email: 'tom@example.de', password: 'tom-password-2026' });
    const token = (await login('tom@example.de', 'tom-password-2026')).json().token as string;
    const renamed = await call('PUT', '/api/me', token, {
      email: 'tom@example.de',
      firstname: 'Thomas',
      lastname: 'Wind',
      currentPassword: 'tom-password-2026',
    });
    expect(renamed.statusCode).toBe(200);
    expect((await call('GET', '/api/me', token)).json()).toMatchObject({ firstname: 'Thomas' });
    const taken = await call('PUT', '/api/me', token, {
      email: 'taken@example.de',
      firstname: 'Thomas',
      lastname: 'Wind',
      currentPassword: 'tom-password-2026',
    });
    expect(taken.statusCode).toBe(409);
    expect((await call('GET', '/api/me')).statusCode).toBe(401);
  });
});
