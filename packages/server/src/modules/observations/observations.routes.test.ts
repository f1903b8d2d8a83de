import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { dialects } from '../../../test/dialects.ts';
import { buildStation } from '../../../test/factories.ts';
import { injector } from '../../../test/http.ts';

describe.each(dialects)('observation routes on %s', (dialect) => {
  let t: TestApp;
  afterEach(() => t.close());

  const call = injector(() => t.app);
  const emailOf = (token: string) =>
    JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()).email;

  it('records the author and the station, and shows the latest one publicly', async () => {
    t = await buildTestApp(dialect);
    const editor = await t.loginAs('editor');
    const created = await call('POST', '/api/observation', editor, {
      message: ' Starker Nebel am Morgen ',
      weatherStation: 'SSDP41000',
    });
    expect(created.statusCode).toBe(201);
    const station = (await call('GET', '/api/weatherStation/SSDP41000')).json();
    expect(created.json()).toEqual({
      id: expect.any(Number),
      message: 'Starker Nebel am Morgen',
      weatherStation: { id: station.id, reference: 'SSDP41000', name: 'Rütenbrock' },
      user: { id: expect.any(Number), email: emailOf(editor) },
      createdAt: '2026-06-15T10:00:00.000Z',
      updatedAt: '2026-06-15T10:00:00.000Z',
    });
    expect((await call('GET', `/api/observation/${created.json().id}`, editor)).json()).toEqual(
      created.json(),
    );
    const last = await call('GET', '/api/weatherStation/observation/last/SSDP41000');
    expect(last.statusCode).toBe(200);
    expect(last.json().message).toBe('Starker Nebel am Morgen');
  });

  it('lets another user move an observation to another station, keeping its author', async () => {
    t = await buildTestApp(dialect);
    await buildStation(t.db, { reference: 'OTHER-1', name: 'Other' });
    const author = await t.loginAs('editor');
    const admin = await t.loginAs('admin');
    const id: number = (
      await call('POST', '/api/observation', author, { message: 'Hagel', weatherStation: 'SSDP41000' })
    ).json().id;
    t.clock.advance(60_000);
    const updated = await call('PUT', `/api/observation/${id}`, admin, {
      message: 'Graupel',
      weatherStation: 'OTHER-1',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      id,
      message: 'Graupel',
      weatherStation: { reference: 'OTHER-1', name: 'Other' },
      user: { email: emailOf(author) },
      createdAt: '2026-06-15T10:00:00.000Z',
      updatedAt: '2026-06-15T10:01:00.000Z',
    });
    expect((await call('DELETE', `/api/observation/${id}`, author)).statusCode).toBe(204);
    expect((await call('GET', `/api/observation/${id}`, author)).statusCode).toBe(404);
  });

  it('pages the list of every station newest first', async () => {
    t = await buildTestApp(dialect);
    await buildStation(t.db, { reference: 'OTHER-2' });
    const editor = await t.loginAs('editor');
    for (const [n, reference] of ['SSDP41000', 'OTHER-2', 'SSDP41000'].entries()) {
      t.clock.advance(1000);
      await call('POST', '/api/observation', editor, { message: `Obs ${n}`, weatherStation: reference });
    }
    const list = await call('GET', '/api/observation?maxResult=2', editor);
    expect(list.statusCode).toBe(200);
    expect(list.json().numberOfResult).toBe(3);
    expect(list.json().observations.map((o: { message: string }) => o.message)).toEqual(['Obs 2', 'Obs 1']);
    const ascending = await call('GET', '/api/observation?order=ASC&page=2&maxResult=2', editor);
    expect(ascending.json().observations.map((o: { message: string }) => o.message)).toEqual(['Obs 2']);
  });

  it('reports an empty or too long message and an unknown station together', async () => {
    t = await buildTestApp(dialect);
    const editor = await t.loginAs('editor');
    const unknown = await call('POST', '/api/observation', editor, { message: '', weatherStation: 'NOPE' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual([
      { propertyPath: 'message', message: 'Cette valeur ne doit pas être vide.' },
      { propertyPath: 'weatherStation', message: "La station météo « NOPE » n'existe pas." },
    ]);
    const long = await call('POST', '/api/observation', editor, { message: 'x'.repeat(1001) });
    expect(long.json()).toEqual([
      {
        propertyPath: 'message',
        message: 'Cette chaîne est trop longue. Elle doit avoir au maximum 1000 caractères.',
      },
      { propertyPath: 'weatherStation', message: 'Cette valeur ne doit pas être vide.' },
    ]);
    expect(
      (
        await call('POST', '/api/observation', editor, {
          message: 'x'.repeat(1000),
          weatherStation: 'SSDP41000',
        })
      ).statusCode,
    ).toBe(201);
    expect((await call('GET', '/api/observation', editor)).json().numberOfResult).toBe(1);
  });

  it('answers 401 on every route without a login and 404 for an unknown observation', async () => {
    t = await buildTestApp(dialect);
    const editor = await t.loginAs('editor');
    const payload = { message: 'Sonne', weatherStation: 'SSDP41000' };
    const id: number = (await call('POST', '/api/observation', editor, payload)).json().id;
    for (const [method, url] of [
      ['GET', '/api/observation'],
      ['GET', `/api/observation/${id}`],
      ['POST', '/api/observation'],
      ['PUT', `/api/observation/${id}`],
      ['DELETE', `/api/observation/${id}`],
    ] as const) {
      expect(
        (await call(method, url, undefined, method === 'GET' || method === 'DELETE' ? undefined : payload))
          .statusCode,
      ).toBe(401);
    }
    expect((await call('GET', `/api/observation/${id}`, editor)).statusCode).toBe(200);
    const missing = await call('GET', '/api/observation/777', editor);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual([{ message: 'Observation 777 introuvable' }]);
    expect((await call('PUT', '/api/observation/777', editor, payload)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/observation/777', editor)).statusCode).toBe(404);
  });

  it('keeps an observation whose author was deleted, with user null', async () => {
    t = await buildTestApp(dialect);
    const editor = await t.loginAs('editor');
    const id: number = (
      await call('POST', '/api/observation', editor, { message: 'Wind', weatherStation: 'SSDP41000' })
    ).json().id;
    await t.db.deleteFrom('users').where('email', '=', emailOf(editor)).execute();
    const admin = await t.loginAs('admin');
    const response = await call('GET', `/api/observation/${id}`, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toBeNull();
  });
});
