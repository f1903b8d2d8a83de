import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { dialects } from '../../../test/dialects.ts';
import { buildStation, stationUpdateBody } from '../../../test/factories.ts';
import { injector } from '../../../test/http.ts';

const SEEDED = {
  siteName: 'meteodeck',
  tagline: '',
  accentColor: '',
  aboutText: '',
  copyrightHolder: '',
  logo: '',
  favicon: '',
  socialLinks: {
    facebook: 'https://www.facebook.com/',
    x: 'https://x.com/',
    instagram: 'https://www.instagram.com/',
  },
  defaultStation: { id: expect.any(Number), reference: 'SSDP41000' },
};
const URL_MESSAGE = "L'adresse doit commencer par http:// ou https:// et contenir au plus 255 caractères.";

describe.each(dialects)('site settings on %s', (dialect) => {
  let t: TestApp;
  afterEach(() => t.close());

  const call = injector(() => t.app);

  it("answers the spec's networks to anyone until the owner sets the site's own pages", async () => {
    t = await buildTestApp(dialect);
    const answer = await call('GET', '/api/siteSettings');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual(SEEDED);
  });

  it('lets only an admin change them, reports each bad address at its field, and keeps what it leaves out', async () => {
    t = await buildTestApp(dialect);
    const change = { socialLinks: { facebook: ' https://www.facebook.com/wetter-ruetenbrock ', x: '' } };
    expect((await call('PUT', '/api/siteSettings', undefined, change)).statusCode).toBe(401);
    const editor = await t.loginAs('editor');
    const refused = await call('PUT', '/api/siteSettings', editor, change);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual([{ message: expect.any(String) }]);

    const admin = await t.loginAs('admin');
    const invalid = await call('PUT', '/api/siteSettings', admin, {
      socialLinks: {
        facebook: 'facebook.com/wetter',
        x: 'ftp://x.com/wetter',
        instagram: 'https://ok.example',
      },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual([
      { propertyPath: 'socialLinks.facebook', message: URL_MESSAGE },
      { propertyPath: 'socialLinks.x', message: URL_MESSAGE },
    ]);
    expect((await call('GET', '/api/siteSettings')).json()).toEqual(SEEDED);

    const saved = await call('PUT', '/api/siteSettings', admin, change);
    expect(saved.statusCode).toBe(200);
    const expected = {
      ...SEEDED,
      socialLinks: {
        facebook: 'https://www.facebook.com/wetter-ruetenbrock',
        x: '',
        instagram: 'https://www.instagram.com/',
      },
    };
    expect(saved.json()).toEqual(expected);
    expect((await call('GET', '/api/siteSettings')).json()).toEqual(expected);
    const row = await t.db.selectFrom('site_settings').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      name: 'socialLinks',
      updated_at: t.clock.now(),
      updated_by: expect.stringMatching(/^admin-\d+@meteodeck\.test$/),
    });

    // A second change replaces the row; a body without the setting changes nothing.
    const again = await call('PUT', '/api/siteSettings', admin, { socialLinks: { instagram: '' } });
    expect(again.json().socialLinks).toEqual({ ...expected.socialLinks, instagram: '' });
    expect((await call('PUT', '/api/siteSettings', admin, {})).json()).toEqual(again.json());
    expect(await t.db.selectFrom('site_settings').selectAll().execute()).toHaveLength(1);
    expect((await call('GET', '/api/siteSettings')).json().defaultStation.reference).toBe('SSDP41000');

    // The audit trail has each accepted change, with the settings before and after it.
    const audit = await call('GET', '/api/audit?kind=siteSettings&order=ASC&maxResult=10', admin);
    expect(audit.statusCode).toBe(200);
    const entries = audit.json().entries;
    expect(entries.map((e: { action: string; target: string }) => [e.action, e.target])).toEqual([
      ['update', 'site'],
      ['update', 'site'],
      ['update', 'site'],
    ]);
    expect(entries[0]).toMatchObject({ before: SEEDED, after: expected });
  });

  it('keeps the default station by id: a rename follows, an unknown id is refused, a deleted one falls back', async () => {
    t = await buildTestApp(dialect);
    const admin = await t.loginAs('admin');
    const seeded = (await call('GET', '/api/siteSettings')).json().defaultStation;
    const other = await buildStation(t.db, { reference: 'OTHER-1' });

    const unknown = await call('PUT', '/api/siteSettings', admin, {
      defaultStation: { id: other.id + 1000 },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual([
      { propertyPath: 'defaultStation', message: "La station météo choisie n'existe pas." },
    ]);
    const editor = await t.loginAs('editor');
    expect(
      (await call('PUT', '/api/siteSettings', editor, { defaultStation: { id: other.id } })).statusCode,
    ).toBe(403);

    const chosen = await call('PUT', '/api/siteSettings', admin, { defaultStation: { id: other.id } });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().defaultStation).toEqual({ id: other.id, reference: 'OTHER-1' });
    const row = await t.db
      .selectFrom('site_settings')
      .select('value')
      .where('name', '=', 'defaultStation')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.value)).toEqual({ id: other.id });

    // Renamed: the setting answers the station's new reference, to anyone.
    const renamed = await call(
      'PUT',
      `/api/weatherStation/${other.id}`,
      admin,
      stationUpdateBody(other, { reference: 'OTHER-RENAMED' }),
    );
    expect(renamed.statusCode).toBe(200);
    expect((await call('GET', '/api/siteSettings')).json().defaultStation).toEqual({
      id: other.id,
      reference: 'OTHER-RENAMED',
    });

    // Deleted: the first station created again.
    expect((await call('DELETE', `/api/weatherStation/${other.id}`, admin)).statusCode).toBeLessThan(300);
    expect((await call('GET', '/api/siteSettings')).json().defaultStation).toEqual(seeded);
  });
});
