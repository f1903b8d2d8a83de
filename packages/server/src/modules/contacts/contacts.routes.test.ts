import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { dialects } from '../../../test/dialects.ts';
import { injector } from '../../../test/http.ts';

const message = {
  name: 'Erika Mustermann',
  email: 'erika@example.de',
  subject: 'Ihre Station',
  message: 'Wie hoch steht der Regenmesser?',
};

describe.each(dialects)('contact routes on %s', (dialect) => {
  let t: TestApp;
  afterEach(() => t.close());

  const call = injector(() => t.app);

  it('takes a message from the public form without login and shows it to a logged-in editor', async () => {
    t = await buildTestApp(dialect);
    const sent = await call('POST', '/api/contact', undefined, message);
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toEqual({
      ...message,
      id: expect.any(Number),
      createdAt: '2026-06-15T10:00:00.000Z',
      updatedAt: '2026-06-15T10:00:00.000Z',
    });
    const editor = await t.loginAs('editor');
    const list = await call('GET', '/api/contact', editor);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({ contacts: [sent.json()], numberOfResult: 1 });
    const one = await call('GET', `/api/contact/${sent.json().id}`, editor);
    expect(one.json()).toEqual(sent.json());
  });

  it('answers every missing or bad field at once, in German', async () => {
    t = await buildTestApp(dialect);
    const empty = await call('POST', '/api/contact', undefined, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual([
      { propertyPath: 'name', message: 'Bitte geben Sie Ihren Namen ein.' },
      { propertyPath: 'email', message: 'Bitte geben Sie Ihre E-Mail-Adresse ein.' },
      { propertyPath: 'subject', message: 'Bitte geben Sie einen Betreff ein.' },
      { propertyPath: 'message', message: 'Bitte geben Sie eine Nachricht ein.' },
    ]);
    const bad = await call('POST', '/api/contact', undefined, {
      ...message,
      email: 'erika@localhost',
      message: 'x'.repeat(5001),
    });
    expect(bad.json()).toEqual([
      { propertyPath: 'email', message: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.' },
      { propertyPath: 'message', message: 'Bitte geben Sie höchstens 5000 Zeichen ein.' },
    ]);
    const editor = await t.loginAs('editor');
    expect((await call('GET', '/api/contact', editor)).json().numberOfResult).toBe(0);
  });

  it("answers in French to the back office's form (Accept-Language: fr), in German to anyone else", async () => {
    t = await buildTestApp(dialect);
    const post = (language?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { ...message, name: '', email: 'erika@localhost' },
        headers: language === undefined ? {} : { 'accept-language': language },
      });
    const french = [
      { propertyPath: 'name', message: 'Cette valeur ne doit pas être vide.' },
      { propertyPath: 'email', message: "Cette valeur n'est pas une adresse email valide." },
    ];
    const german = [
      { propertyPath: 'name', message: 'Bitte geben Sie Ihren Namen ein.' },
      { propertyPath: 'email', message: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.' },
    ];
    expect((await post('fr')).json()).toEqual(french);
    expect((await post('fr-FR,fr;q=0.9')).json()).toEqual(french);
    expect((await post('de')).json()).toEqual(german);
    expect((await post('en-US,fr;q=0.8')).json()).toEqual(german);
    expect((await post()).json()).toEqual(german);
  });

  it('limits the public form to 5 messages per minute per IP', async () => {
    t = await buildTestApp(dialect);
    const statuses: number[] = [];
    for (let n = 0; n < 6; n += 1)
      statuses.push((await call('POST', '/api/contact', undefined, message)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const limited = await call('POST', '/api/contact', undefined, message);
    expect(limited.json()).toEqual([{ message: 'Trop de requêtes, réessayez plus tard' }]);
  });

  it('lets any logged-in user edit a message (spec §2) and only an admin delete it', async () => {
    t = await buildTestApp(dialect);
    const id: number = (await call('POST', '/api/contact', undefined, message)).json().id;
    const editor = await t.loginAs('editor');
    const admin = await t.loginAs('admin');
    const changed = { ...message, subject: 'Erledigt' };

    expect((await call('PUT', `/api/contact/${id}`, undefined, changed)).statusCode).toBe(401);
    expect((await call('DELETE', `/api/contact/${id}`)).statusCode).toBe(401);
    expect((await call('DELETE', `/api/contact/${id}`, editor)).statusCode).toBe(403);
    expect((await call('GET', `/api/contact/${id}`, editor)).json().subject).toBe('Ihre Station');

    t.clock.advance(5000);
    const byEditor = await call('PUT', `/api/contact/${id}`, editor, { ...message, subject: 'In Arbeit' });
    expect(byEditor.statusCode).toBe(200);
    expect(byEditor.json()).toMatchObject({
      id,
      subject: 'In Arbeit',
      updatedAt: '2026-06-15T10:00:05.000Z',
    });
    const edited = await call('PUT', `/api/contact/${id}`, admin, changed);
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ id, subject: 'Erledigt' });
    const invalid = await call('PUT', `/api/contact/${id}`, admin, { ...message, name: '' });
    expect(invalid.statusCode).toBe(400);
    // The back office is French: so are its form's problems.
    expect(invalid.json()).toEqual([
      { propertyPath: 'name', message: 'Cette valeur ne doit pas être vide.' },
    ]);

    expect((await call('DELETE', `/api/contact/${id}`, admin)).statusCode).toBe(204);
    expect((await call('GET', `/api/contact/${id}`, admin)).statusCode).toBe(404);
  });

  it('answers 401 for the inbox without login, 404 for unknown messages, and pages newest first', async () => {
    t = await buildTestApp(dialect);
    expect((await call('GET', '/api/contact')).statusCode).toBe(401);
    expect((await call('GET', '/api/contact/1')).statusCode).toBe(401);
    const admin = await t.loginAs('admin');
    for (const subject of ['first', 'second', 'third']) {
      t.clock.advance(1000);
      await call('POST', '/api/contact', undefined, { ...message, subject });
    }
    const page = await call('GET', '/api/contact?maxResult=2&page=1', admin);
    expect(page.json().contacts.map((c: { subject: string }) => c.subject)).toEqual(['third', 'second']);
    expect(page.json().numberOfResult).toBe(3);
    const unknown = await call('GET', '/api/contact/999', admin);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual([{ message: 'Message 999 introuvable' }]);
    expect((await call('PUT', '/api/contact/999', admin, message)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/contact/999', admin)).statusCode).toBe(404);
  });
});
