import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_ADMIN_EMAIL, type TestApp } from '../../../test/build-test-app.ts';
import { dialects } from '../../../test/dialects.ts';
import { buildUser } from '../../../test/factories.ts';
import { injector } from '../../../test/http.ts';
import { createUsersRepository } from './users.repository.ts';
import { createUsersService } from './users.service.ts';

const newUser = {
  email: 'Anna.Wetter@Example.DE',
  firstname: 'Anna',
  lastname: 'Wetter',
  roles: ['ROLE_EDITOR'],
  password: 'regenbogen-2026',
  passwordConfirmation: 'regenbogen-2026',
};

describe.each(dialects)('user write routes on %s', (dialect) => {
  let t: TestApp;
  afterEach(() => t.close());

  const call = injector(() => t.app);
  const login = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
  const idOf = async (email: string) => {
    const user = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    return user.id;
  };

  it('lets an admin create a user who can then log in; no hash in the answer', async () => {
    t = await buildTestApp(dialect);
    const admin = await t.loginAs('admin');
    const created = await call('POST', '/api/user', admin, newUser);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      id: expect.any(Number),
      email: 'anna.wetter@example.de',
      firstname: 'Anna',
      lastname: 'Wetter',
      roles: ['ROLE_EDITOR'],
      createdAt: '2026-06-15T10:00:00.000Z',
      updatedAt: '2026-06-15T10:00:00.000Z',
    });
    expect(created.body).not.toContain('argon2');
    expect(created.body).not.toContain('regenbogen');
    expect((await login('anna.wetter@example.de', 'regenbogen-2026')).statusCode).toBe(200);
    expect((await call('GET', `/api/user/${created.json().id}`, admin)).json()).toEqual(created.json());
  });

  it('reports every problem of a user body at once', async () => {
    t = await buildTestApp(dialect);
    const admin = await t.loginAs('admin');
    const response = await call('POST', '/api/user', admin, {
      email: 'not-an-address',
      firstname: ' ',
      roles: ['ROLE_ROOT'],
      password: 'short',
      passwordConfirmation: 'other',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual([
      { propertyPath: 'email', message: "Cette valeur n'est pas une adresse email valide." },
      { propertyPath: 'firstname', message: 'Cette valeur ne doit pas être vide.' },
      { propertyPath: 'lastname', message: 'Cette valeur ne doit pas être vide.' },
      { propertyPath: 'roles', message: 'Choisissez un rôle : ROLE_ADMIN ou ROLE_EDITOR.' },
      { propertyPath: 'password', message: 'Le mot de passe doit contenir au moins 10 caractères.' },
      { propertyPath: 'passwordConfirmation', message: 'Les deux mots de passe ne correspondent pas.' },
    ]);
    const twoRoles = await call('POST', '/api/user', admin, {
      ...newUser,
      roles: ['ROLE_ADMIN', 'ROLE_EDITOR'],
    });
    expect(twoRoles.json()).toEqual([
      { propertyPath: 'roles', message: 'Choisissez un rôle : ROLE_ADMIN ou ROLE_EDITOR.' },
    ]);
    const noPassword = await call('POST', '/api/user', admin, {
      ...newUser,
      password: '',
      passwordConfirmation: '',
    });
    expect(noPassword.json()).toEqual([
      { propertyPath: 'password', message: 'Cette valeur ne doit pas être vide.' },
    ]);
    expect((await call('GET', '/api/user', admin)).json().numberOfResult).toBe(2);
  });

  it('answers 409 for an e-mail already in use, whatever its case', async () => {
    t = await buildTestApp(dialect);
    const admin = await t.loginAs('admin');
    const duplicate = await call('POST', '/api/user', admin, {
      ...newUser,
      email: TEST_ADMIN_EMAIL.toUpperCase(),
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual([
      { propertyPath: 'email', message: 'Cette adresse email est déjà utilisée.' },
    ]);
    const id: number = (await call('POST', '/api/user', admin, newUser)).json().id;
    const taken = await call('PUT', `/api/user/${id}`, admin, { ...newUser, email: TEST_ADMIN_EMAIL });
    expect(taken.statusCode).toBe(409);
  });

  it('keeps the password on an edit with empty passwords, and changes it when given', async () => {
    t = await buildTestApp(dialect);
    const admin = await t.loginAs('admin');
    const id: number = (await call('POST', '/api/user', admin, newUser)).json().id;
    t.clock.advance(1000);
    const edit = {
      ...newUser,
      firstname: 'Annette',
      roles: ['ROLE_ADMIN'],
      password: '',
      passwordConfirmation: '',
    };
    const kept = await call('PUT', `/api/user/${id}`, admin, edit);
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({
      id,
      firstname: 'Annette',
      roles: ['ROLE_ADMIN'],
      updatedAt: '2026-06-15T10:00:01.000Z',
    });
    expect((await login(newUser.email, newUser.password)).statusCode).toBe(200);

    const mismatch = await call('PUT', `/api/user/${id}`, admin, { ...edit, password: 'neues-passwort-1' });
    expect(mismatch.json()).toEqual([
      { propertyPath: 'passwordConfirmation', message: 'Les deux mots de passe ne correspondent pas.' },
    ]);
    const changed = await call('PUT', `/api/user/${id}`, admin, {
      ...edit,
      password: 'neues-passwort-1',
      passwordConfirmation: 'neues-passwort-1',
    });
    expect(changed.statusCode).toBe(200);
    expect((await login(newUser.email, newUser.password)).statusCode).toBe(401);
    expect((await login(newUser.email, 'neues-passwort-1')).statusCode).toBe(200);
  });

  it('answers 401 without a token and 403 to an editor, even for their own role', async () => {
    t = await buildTestApp(dialect);
    const editor = await t.loginAs('editor');
    const editorId = await idOf((await call('GET', '/api/me', editor)).json().email);
    const promote = { ...newUser, roles: ['ROLE_ADMIN'], password: '', passwordConfirmation: '' };
    expect((await call('GET', `/api/user/${editorId}`, undefined)).statusCode).toBe(401);
    expect((await call('GET', `/api/user/${editorId}`, editor)).json().roles).toEqual(['ROLE_EDITOR']);
    for (const [method, url, payload] of [
      ['POST', '/api/user', newUser],
      ['PUT', `/api/user/${editorId}`, promote],
      ['DELETE', `/api/user/${editorId}`, undefined],
    ] as const) {
      expect((await call(method, url, undefined, payload)).statusCode).toBe(401);
      const forbidden = await call(method, url, editor, payload);
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json()).toEqual([{ message: 'Accès refusé' }]);
    }
    expect((await call('GET', '/api/me', editor)).json().roles).toEqual(['ROLE_EDITOR']);
  });

  it('deletes a user, but never the caller nor the last admin', async () => {
    t = await buildTestApp(dialect);
    const other = await buildUser(t.db, { roles: ['ROLE_EDITOR'] });
    const admin = await t.loginAs('admin');
    const adminId = await idOf((await call('GET', '/api/me', admin)).json().email);
    expect((await call('DELETE', `/api/user/${other.id}`, admin)).statusCode).toBe(204);
    expect((await call('GET', `/api/user/${other.id}`, admin)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/user/${other.id}`, admin)).statusCode).toBe(404);

    const self = await call('DELETE', `/api/user/${adminId}`, admin);
    expect(self.statusCode).toBe(409);
    expect(self.json()).toEqual([{ message: 'Vous ne pouvez pas supprimer votre propre compte.' }]);

    // With the seeded admin gone, the caller is the only admin left and may not drop the role.
    await call('DELETE', `/api/user/${await idOf(TEST_ADMIN_EMAIL)}`, admin);
    const me = (await call('GET', '/api/me', admin)).json();
    const demote = await call('PUT', `/api/user/${adminId}`, admin, {
      email: me.email,
      firstname: me.firstname,
      lastname: me.lastname,
      roles: ['ROLE_EDITOR'],
    });
    expect(demote.statusCode).toBe(409);
    expect(demote.json()).toEqual([
      {
        propertyPath: 'roles',
        message: 'Impossible de retirer le rôle ROLE_ADMIN au dernier administrateur.',
      },
    ]);
    expect((await call('GET', '/api/me', admin)).json().roles).toEqual(['ROLE_ADMIN']);
  });

  it('leaves one admin when the last two delete each other at the same moment', async () => {
    t = await buildTestApp(dialect);
    const first = await buildUser(t.db, { roles: ['ROLE_ADMIN'] });
    const second = await buildUser(t.db, { roles: ['ROLE_ADMIN'] });
    await t.db.deleteFrom('users').where('id', 'not in', [first.id, second.id]).execute();
    // The service as both requests run it, past their logins: each deletes the other.
    const service = createUsersService({ users: createUsersRepository(t.db), clock: t.clock });
    const outcomes = await Promise.allSettled([
      service.remove(second.id, first.id),
      service.remove(first.id, second.id),
    ]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
    const admins = await t.db
      .selectFrom('users')
      .select('id')
      .where('roles', 'like', '%ROLE_ADMIN%')
      .execute();
    expect(admins).toHaveLength(1);
  });

  it('leaves one admin when the last two take the role from each other at the same moment', async () => {
    t = await buildTestApp(dialect);
    const first = await buildUser(t.db, { roles: ['ROLE_ADMIN'] });
    const second = await buildUser(t.db, { roles: ['ROLE_ADMIN'] });
    await t.db.deleteFrom('users').where('id', 'not in', [first.id, second.id]).execute();
    const service = createUsersService({ users: createUsersRepository(t.db), clock: t.clock });
    const demote = (user: typeof first) =>
      service.update(user.id, {
        email: user.email,
        firstname: 'Admin',
        lastname: 'Admin',
        roles: ['ROLE_EDITOR'],
        password: '',
        passwordConfirmation: '',
      });
    const outcomes = await Promise.allSettled([demote(first), demote(second)]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
    const admins = await t.db
      .selectFrom('users')
      .select('id')
      .where('roles', 'like', '%ROLE_ADMIN%')
      .execute();
    expect(admins).toHaveLength(1);
  });

  it('answers 404 for an unknown user on every route', async () => {
    t = await buildTestApp(dialect);
    const admin = await t.loginAs('admin');
    const unknown = await call('GET', '/api/user/9999', admin);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual([{ message: 'Utilisateur 9999 introuvable' }]);
    expect((await call('PUT', '/api/user/9999', admin, newUser)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/user/9999', admin)).statusCode).toBe(404);
  });
});
