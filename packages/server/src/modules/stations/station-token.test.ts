/** Regenerating a station's upload token: the old token stops at once, the new one works. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { dialects } from '../../../test/dialects.ts';
import { buildStation } from '../../../test/factories.ts';
import { injector } from '../../../test/http.ts';

describe.each(dialects)('station token regeneration on %s', (dialect) => {
  let t: TestApp;
  const call = injector(() => t.app);
  beforeEach(async () => {
    t = await buildTestApp(dialect);
  });
  afterEach(() => t.close());

  const upload = (reference: string, token: string) =>
    t.app.inject({
      method: 'GET',
      url: `/weatherstation/updateweatherstation.php?ID=${reference}&PASSWORD=${token}&dateutc=now&tempf=50`,
    });

  it('refuses the old token at once, takes the new one, and audits the change without the token', async () => {
    const station = await buildStation(t.db, { reference: 'TOK1', apiToken: 'old-token-0123456789' });
    expect((await upload('TOK1', 'old-token-0123456789')).statusCode).toBe(200);
    const admin = await t.loginAs('admin');
    const answer = await call('POST', `/api/weatherStation/${station.id}/token`, admin);
    expect(answer.statusCode, answer.body).toBe(200);
    const fresh: string = answer.json().apiToken;
    expect(fresh).toMatch(/^[A-Za-z0-9_-]{32}$/);
    // The cached credentials of the old token are dropped with the change.
    expect((await upload('TOK1', 'old-token-0123456789')).statusCode).toBe(401);
    expect((await upload('TOK1', fresh)).statusCode).toBe(200);

    const audit = await call('GET', '/api/audit?kind=station', admin);
    expect(audit.body).not.toContain(fresh);
    expect(audit.body).not.toContain('old-token-0123456789');
    expect(audit.json().entries[0]).toMatchObject({
      action: 'token',
      target: String(station.id),
      before: { apiToken: '(masqué)' },
      after: { apiToken: '(modifié)' },
    });
  });

  it('is for admins only, and 404 for an unknown station', async () => {
    const station = await buildStation(t.db);
    const editor = await t.loginAs('editor');
    expect((await call('POST', `/api/weatherStation/${station.id}/token`, editor)).statusCode).toBe(403);
    expect((await call('POST', `/api/weatherStation/${station.id}/token`)).statusCode).toBe(401);
    const admin = await t.loginAs('admin');
    expect((await call('POST', '/api/weatherStation/999999/token', admin)).statusCode).toBe(404);
  });
});
