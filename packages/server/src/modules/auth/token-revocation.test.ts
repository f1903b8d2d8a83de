/**
 * A token carries its user's token version: changing the password or the role, or logging out
 * (POST /api/logout), moves the version, and every token signed before stops working at once, not hours
 * later when it expires.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { dialects } from '../../../test/dialects.ts';
import { buildUser } from '../../../test/factories.ts';
import { injector } from '../../../test/http.ts';

describe.each(dialects)('token revocation on %s', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp(dialect);
  });
  afterEach(() => t.close());

  const call = injector(() => t.app);
  const login = async (email: string, password: string): Promise<string> => {
    const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
    expect(res.statusCode).toBe(200);
    return res.json().token;
  };
  const edit = (token: string, id: number, changes: { role?: string; password?: string }) =>
    call('PUT', `/api/user/${id}`, token, {
      email: 'marie@meteodeck.test',
      firstname: 'Marie',
      lastname: 'Curie',
      roles: [changes.role ?? 'ROLE_EDITOR'],
      password: changes.password ?? '',
      passwordConfirmation: changes.password ?? '',
    });

  /** An admin's token, the editor Marie, and Marie's token. */
  const arrange = async () => {
    const admin = await t.loginAs('admin');
    const marie = await buildUser(t.db, {
      email: 'marie@meteodeck.test',
      roles: ['ROLE_EDITOR'],
      password: 'radium-1898-polonium',
    });
    return { admin, marie, old: await login('marie@meteodeck.test', 'radium-1898-polonium') };
  };

  it("refuses a token once its user's password was changed; the new password works", async () => {
    const { admin, marie, old } = await arrange();
    expect((await call('GET', '/api/post', old)).statusCode).toBe(200);
    expect((await edit(admin, marie.id, { password: 'nobel-1911-chemistry' })).statusCode).toBe(200);
    expect((await call('GET', '/api/observation', old)).statusCode).toBe(401);
    const fresh = await login('marie@meteodeck.test', 'nobel-1911-chemistry');
    expect((await call('GET', '/api/observation', fresh)).statusCode).toBe(200);
  });

  it('logs out on the server: every token of the account stops at once, others keep theirs', async () => {
    const { admin, old } = await arrange();
    const copy = await login('marie@meteodeck.test', 'radium-1898-polonium'); // another device
    expect((await call('POST', '/api/logout')).statusCode).toBe(401);
    const out = await call('POST', '/api/logout', old);
    expect(out.statusCode).toBe(204);
    expect(out.body).toBe('');
    expect((await call('GET', '/api/observation', old)).statusCode).toBe(401);
    expect((await call('GET', '/api/observation', copy)).statusCode).toBe(401);
    expect((await call('POST', '/api/logout', old)).statusCode).toBe(401);
    expect((await call('GET', '/api/observation', admin)).statusCode).toBe(200);
    const again = await login('marie@meteodeck.test', 'radium-1898-polonium');
    expect((await call('GET', '/api/observation', again)).statusCode).toBe(200);
  });

  it("refuses a token once its user's role changed", async () => {
    const { admin, marie, old } = await arrange();
    expect((await edit(admin, marie.id, { role: 'ROLE_ADMIN' })).statusCode).toBe(200);
    expect((await call('GET', '/api/observation', old)).statusCode).toBe(401);
  });

  it('keeps a token valid through an edit that changes neither password nor role', async () => {
    const { admin, marie, old } = await arrange();
    expect((await edit(admin, marie.id, {})).statusCode).toBe(200);
    expect((await call('GET', '/api/observation', old)).statusCode).toBe(200);
  });
});
