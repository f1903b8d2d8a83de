import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { dialects } from '../../../test/dialects.ts';
import { injector } from '../../../test/http.ts';

describe.each(dialects)('news (post) routes on %s', (dialect) => {
  let t: TestApp;
  afterEach(() => t.close());

  const call = injector(() => t.app);

  it('lets an editor create, update and delete news, with timestamps from the clock', async () => {
    t = await buildTestApp(dialect);
    const editor = await t.loginAs('editor');
    const created = await call('POST', '/api/post', editor, {
      name: ' Neue Station ',
      description: 'Hallo!',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      id: expect.any(Number),
      name: 'Neue Station',
      description: 'Hallo!',
      createdAt: '2026-06-15T10:00:00.000Z',
      updatedAt: '2026-06-15T10:00:00.000Z',
    });
    const id: number = created.json().id;

    t.clock.advance(3_600_000);
    const updated = await call('PUT', `/api/post/${id}`, editor, { name: 'Renamed', description: 'Text' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual({
      id,
      name: 'Renamed',
      description: 'Text',
      createdAt: '2026-06-15T10:00:00.000Z',
      updatedAt: '2026-06-15T11:00:00.000Z',
    });
    expect((await call('GET', `/api/post/${id}`)).json()).toEqual(updated.json());

    expect((await call('DELETE', `/api/post/${id}`, editor)).statusCode).toBe(204);
    expect((await call('GET', `/api/post/${id}`)).statusCode).toBe(404);
  });

  it('shows news to anyone: the public strip of three, admin pages of five', async () => {
    t = await buildTestApp(dialect);
    const admin = await t.loginAs('admin');
    for (let n = 1; n <= 7; n += 1) {
      t.clock.advance(1000);
      await call('POST', '/api/post', admin, { name: `News ${n}`, description: `Text ${n}` });
    }
    const names = (body: { posts: { name: string }[] }) => body.posts.map((post) => post.name);
    const strip = await call('GET', '/api/post?maxResult=3&order=DESC');
    expect(strip.statusCode).toBe(200);
    expect(strip.json().numberOfResult).toBe(7);
    expect(names(strip.json())).toEqual(['News 7', 'News 6', 'News 5']);
    expect(names((await call('GET', '/api/post')).json())).toHaveLength(5);
    expect(names((await call('GET', '/api/post?page=2')).json())).toEqual(['News 2', 'News 1']);
    expect(names((await call('GET', '/api/post?order=ASC&maxResult=2')).json())).toEqual([
      'News 1',
      'News 2',
    ]);
  });

  it('reports a missing name and description together, and a too long name', async () => {
    t = await buildTestApp(dialect);
    const editor = await t.loginAs('editor');
    const empty = await call('POST', '/api/post', editor, { name: '', description: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual([
      { propertyPath: 'name', message: 'Cette valeur ne doit pas être vide.' },
      { propertyPath: 'description', message: 'Cette valeur ne doit pas être vide.' },
    ]);
    const long = await call('POST', '/api/post', editor, { name: 'x'.repeat(256), description: 'ok' });
    expect(long.json()).toEqual([
      {
        propertyPath: 'name',
        message: 'Cette chaîne est trop longue. Elle doit avoir au maximum 255 caractères.',
      },
    ]);
    const post = await call('POST', '/api/post', editor, { name: 'Kept', description: 'Kept' });
    const badEdit = await call('PUT', `/api/post/${post.json().id}`, editor, { name: 'Changed' });
    expect(badEdit.statusCode).toBe(400);
    expect(badEdit.json()).toEqual([
      { propertyPath: 'description', message: 'Cette valeur ne doit pas être vide.' },
    ]);
    expect((await call('GET', `/api/post/${post.json().id}`)).json().name).toBe('Kept');
  });

  it('answers 401 to anonymous writes and 404 for unknown news', async () => {
    t = await buildTestApp(dialect);
    const editor = await t.loginAs('editor');
    const id: number = (await call('POST', '/api/post', editor, { name: 'A', description: 'B' })).json().id;
    for (const [method, url] of [
      ['POST', '/api/post'],
      ['PUT', `/api/post/${id}`],
      ['DELETE', `/api/post/${id}`],
    ] as const) {
      const response = await call(method, url, undefined, { name: 'X', description: 'Y' });
      expect(response.statusCode).toBe(401);
    }
    expect((await call('GET', `/api/post/${id}`)).json().name).toBe('A');
    const unknown = await call('GET', '/api/post/4242');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual([{ message: 'News 4242 introuvable' }]);
    expect((await call('PUT', '/api/post/4242', editor, { name: 'X', description: 'Y' })).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', '/api/post/4242', editor)).statusCode).toBe(404);
    for (const id of ['abc', '0', '2147483648']) {
      const invalid = await call('GET', `/api/post/${id}`);
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json()[0].propertyPath).toBe('id');
    }
  });
});
