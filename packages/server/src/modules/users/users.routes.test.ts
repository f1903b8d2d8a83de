import { afterEach, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  TEST_ADMIN_EMAIL,
  TEST_ADMIN_PASSWORD,
  type TestApp,
} from '../../../test/build-test-app.ts';
import { dialects } from '../../../test/dialects.ts';
import { buildUser } from '../../../test/factories.ts';
import { injectJson } from '../../../test/http.ts';

describe.each(dialects)('users routes on %s', (dialect) => {
  let t: TestApp;
  afterEach(() => t.close());

  const get = (url: string, token?: string) => injectJson(t.app, 'GET', url, token);

  it('GET /api/user answers 401 without a token and with a forged or malformed one', async () => {
    t = await buildTestApp(dialect);
    const forged = await buildTestApp(dialect, {
      env: { JWT_SECRET: 'another-secret-of-at-least-32-characters!' },
    });
    const foreignToken = await forged.loginAs('admin');
    await forged.close();

    for (const token of [undefined, 'not-a-jwt', foreignToken]) {
      const response = await get('/api/user', token);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual([{ message: 'Authentification requise' }]);
    }
  });

  it('GET /api/user lists users for an editor and an admin, without password hashes', async () => {
    t = await buildTestApp(dialect);
    const editorToken = await t.loginAs('editor');
    const forEditor = await get('/api/user', editorToken);
    expect(forEditor.statusCode).toBe(200);
    expect(forEditor.json().numberOfResult).toBe(2);

    const adminToken = await t.loginAs('admin');
    const response = await get('/api/user?order=ASC&maxResult=2', adminToken);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.numberOfResult).toBe(3);
    expect(body.users).toHaveLength(2);
    expect(body.users[0]).toEqual({
      id: expect.any(Number),
      email: TEST_ADMIN_EMAIL,
      firstname: 'Admin',
      lastname: 'Meteodeck',
      roles: ['ROLE_ADMIN'],
      createdAt: '2026-06-15T10:00:00.000Z',
      updatedAt: '2026-06-15T10:00:00.000Z',
    });
    expect(response.body).not.toContain('argon2');
  });

  it('GET /api/me returns the caller for any role, and 401 once the token expired', async () => {
    t = await buildTestApp(dialect, { env: { JWT_TTL: '1h' } });
    const user = await buildUser(t.db, { firstname: 'Erika', roles: ['ROLE_EDITOR'] });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: user.password },
    });
    const token: string = login.json().token;
    const me = await get('/api/me', token);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      id: user.id,
      email: user.email,
      firstname: 'Erika',
      roles: ['ROLE_EDITOR'],
    });

    t.clock.advance(3600_000 + 1000);
    expect((await get('/api/me', token)).statusCode).toBe(401);
  });

  it('keeps a generated JWT secret across restarts on the same database', async () => {
    t = await buildTestApp(dialect, { env: { JWT_SECRET: '' } });
    const stored = await t.db
      .selectFrom('settings')
      .selectAll()
      .where('key', '=', 'jwt_secret')
      .executeTakeFirst();
    expect(stored?.value.length).toBeGreaterThanOrEqual(48);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: TEST_ADMIN_EMAIL, password: TEST_ADMIN_PASSWORD },
    });
    expect((await get('/api/me', login.json().token)).statusCode).toBe(200);
  });
});

describe.each(dialects)('account changes take effect before the token expires on %s', (dialect) => {
  let t: TestApp;
  afterEach(() => t.close());

  it('treats the token of a deleted account as no token, and a removed admin role as 403', async () => {
    t = await buildTestApp(dialect);
    const adminToken = await t.loginAs('admin');
    const headers = { authorization: `Bearer ${adminToken}` };
    // An admin-only call on a user that does not exist: 404 while the role holds, 403 once it is gone.
    const adminOnly = { method: 'DELETE', url: '/api/user/999999', headers } as const;
    expect((await t.app.inject(adminOnly)).statusCode).toBe(404);

    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers });
    const id: number = me.json().id;
    await t.db.updateTable('users').set({ roles: '["ROLE_EDITOR"]' }).where('id', '=', id).execute();
    expect((await t.app.inject(adminOnly)).statusCode).toBe(403);

    await t.db.deleteFrom('users').where('id', '=', id).execute();
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers })).statusCode).toBe(401);
  });
});
