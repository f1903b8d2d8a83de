import { STATION_MESSAGES } from '@meteodeck/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { dialects } from '../../../test/dialects.ts';
import { buildStation } from '../../../test/factories.ts';
import { injector } from '../../../test/http.ts';

const clermont = {
  reference: 'CLF-63',
  name: 'Clermont',
  description: 'Station sur le toit',
  shortDescription: 'Clermont-Ferrand',
  country: 'FR',
  address: '1 place de Jaude',
  city: 'Clermont-Ferrand',
  postalCode: '63000',
  lat: 45.78,
  lng: 3.08,
  elevation: 401,
  model: 'WS2900',
  apiToken: '',
  preferedUnit: 'Metric',
};

describe.each(dialects)('station write routes on %s', (dialect) => {
  let t: TestApp;
  afterEach(() => t.close());

  const call = injector(() => t.app);

  it('creates a station with a generated token and a derived time zone, shown to admins only', async () => {
    t = await buildTestApp(dialect);
    const admin = await t.loginAs('admin');
    const created = await call('POST', '/api/weatherStation', admin, { ...clermont, country: 'fr' });
    expect(created.statusCode).toBe(201);
    const { apiToken, ...rest } = clermont;
    expect(created.json()).toEqual({
      ...rest,
      id: expect.any(Number),
      apiToken: expect.stringMatching(/^[\w-]{32}$/),
      timezone: 'Europe/Paris',
      otherStations: [],
      rainMainSource: 'bucket',
      createdAt: '2026-06-15T10:00:00.000Z',
      updatedAt: '2026-06-15T10:00:00.000Z',
    });
    const token: string = created.json().apiToken;
    const publicView = await call('GET', '/api/weatherStation/CLF-63');
    expect(publicView.statusCode).toBe(200);
    expect(publicView.json()).not.toHaveProperty('apiToken');
    expect(publicView.body).not.toContain(token);
    expect((await call('GET', '/api/weatherStation/CLF-63', admin)).json().apiToken).toBe(token);
  });

  it('keeps a given token and time zone, and reads coordinates sent as text', async () => {
    t = await buildTestApp(dialect);
    const admin = await t.loginAs('admin');
    const created = await call('POST', '/api/weatherStation', admin, {
      ...clermont,
      apiToken: 'my-own-station-token-01',
      timezone: 'UTC',
      preferedUnit: 'Imperial',
      lat: '45.5',
      lng: ' 3.1 ',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      lat: 45.5,
      lng: 3.1,
      apiToken: 'my-own-station-token-01',
      timezone: 'UTC',
      preferedUnit: 'Imperial',
    });
  });

  it('reports every problem of a station body at once', async () => {
    t = await buildTestApp(dialect);
    const admin = await t.loginAs('admin');
    const response = await call('POST', '/api/weatherStation', admin, {
      reference: 'a b',
      name: '',
      country: 'XK',
      lat: 91,
      lng: -180.5,
      elevation: 9001,
      apiToken: 'short',
      preferedUnit: 'Nautical',
      timezone: 'Mars/Olympus',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual([
      {
        propertyPath: 'reference',
        message: 'La référence doit contenir de 3 à 32 caractères : lettres, chiffres, « - » ou « _ ».',
      },
      { propertyPath: 'name', message: 'Cette valeur ne doit pas être vide.' },
      {
        propertyPath: 'country',
        message: "Ce pays n'est pas un code ISO 3166-1 alpha-2 valide (par exemple FR ou DE).",
      },
      { propertyPath: 'city', message: 'Cette valeur ne doit pas être vide.' },
      { propertyPath: 'lat', message: 'La latitude doit être comprise entre -90 et 90.' },
      { propertyPath: 'lng', message: 'La longitude doit être comprise entre -180 et 180.' },
      { propertyPath: 'elevation', message: "L'altitude doit être comprise entre -500 et 9000 m." },
      {
        propertyPath: 'apiToken',
        message:
          'Le jeton doit contenir de 16 à 255 caractères : lettres, chiffres, « . », « _ », « ~ » ou « - ».',
      },
      {
        propertyPath: 'timezone',
        message: 'Fuseau horaire inconnu (nom IANA attendu, par exemple Europe/Paris).',
      },
      { propertyPath: 'preferedUnit', message: "L'unité « Nautical » n'existe pas." },
    ]);
    const missing = await call('POST', '/api/weatherStation', admin, { reference: 'x'.repeat(33) });
    expect(missing.json().map((item: { propertyPath: string }) => item.propertyPath)).toEqual([
      'reference',
      'name',
      'country',
      'city',
      'lat',
      'lng',
      'elevation',
      'preferedUnit',
    ]);
    // Form-like values: text that is no number, and a blank or null elevation (never read as 0 m).
    for (const elevation of ['', null]) {
      const typed = await call('POST', '/api/weatherStation', admin, {
        ...clermont,
        lat: 'north',
        elevation,
      });
      expect(typed.statusCode).toBe(400);
      expect(typed.json()).toEqual([
        { propertyPath: 'lat', message: 'Cette valeur doit être un nombre.' },
        { propertyPath: 'elevation', message: 'Cette valeur ne doit pas être vide.' },
      ]);
    }
    expect((await call('GET', '/api/weatherStation')).json().numberOfResult).toBe(1);
  });

  it('answers 409 for a reference in use, on create and on update', async () => {
    t = await buildTestApp(dialect);
    const admin = await t.loginAs('admin');
    const duplicate = await call('POST', '/api/weatherStation', admin, {
      ...clermont,
      reference: 'SSDP41000',
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual([
      { propertyPath: 'reference', message: 'La référence « SSDP41000 » est déjà utilisée.' },
    ]);
    const id: number = (await call('POST', '/api/weatherStation', admin, clermont)).json().id;
    const renamed = await call('PUT', `/api/weatherStation/${id}`, admin, {
      ...clermont,
      reference: 'SSDP41000',
    });
    expect(renamed.statusCode).toBe(409);
  });

  it('updates by id: empty token kept, time zone re-derived when moved unless one is chosen', async () => {
    t = await buildTestApp(dialect);
    const admin = await t.loginAs('admin');
    const station = await buildStation(t.db, {
      reference: 'MOVE-1',
      apiToken: 'original-token-0001',
      timezone: 'Europe/Paris',
    });
    const body = { ...clermont, reference: 'MOVE-1', timezone: 'Europe/Paris' };

    t.clock.advance(60_000);
    const same = await call('PUT', `/api/weatherStation/${station.id}`, admin, { ...body, name: 'Renamed' });
    expect(same.statusCode).toBe(200);
    expect(same.json()).toMatchObject({
      id: station.id,
      name: 'Renamed',
      apiToken: 'original-token-0001',
      timezone: 'Europe/Paris',
      updatedAt: '2026-06-15T10:01:00.000Z',
    });

    // Moved to New York with the stored zone echoed back: the zone follows the station.
    const moved = await call('PUT', `/api/weatherStation/${station.id}`, admin, {
      ...body,
      lat: 40.71,
      lng: -74.0,
    });
    expect(moved.json()).toMatchObject({ lat: 40.71, lng: -74, timezone: 'America/New_York' });

    // Moved again, with a zone of its own choosing: that zone wins.
    const chosen = await call('PUT', `/api/weatherStation/${station.id}`, admin, {
      ...body,
      lat: -33.87,
      lng: 151.21,
      timezone: 'UTC',
      apiToken: 'replaced-token-00001',
    });
    expect(chosen.json()).toMatchObject({ timezone: 'UTC', apiToken: 'replaced-token-00001' });
    const stored = await call('GET', '/api/weatherStation/MOVE-1', admin);
    expect(stored.json()).toMatchObject({
      name: 'Clermont',
      lat: -33.87,
      timezone: 'UTC',
      apiToken: 'replaced-token-00001',
    });
  });

  it("keeps up to three other networks' stations, drops empty pairs, reports each bad pair at its place", async () => {
    t = await buildTestApp(dialect);
    const admin = await t.loginAs('admin');
    const tempelhof = { name: 'Berlin-Tempelhof', url: 'https://meteostat.net/de/station/10384' };
    const created = await call('POST', '/api/weatherStation', admin, {
      ...clermont,
      otherStations: [
        { name: '', url: '' },
        { name: ` ${tempelhof.name} `, url: tempelhof.url },
      ],
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().otherStations).toEqual([tempelhof]);
    expect((await call('GET', '/api/weatherStation/CLF-63')).json().otherStations).toEqual([tempelhof]);

    // An update without the field keeps them; an empty list removes them.
    const id: number = created.json().id;
    const kept = await call('PUT', `/api/weatherStation/${id}`, admin, { ...clermont, name: 'Clermont 2' });
    expect(kept.json().otherStations).toEqual([tempelhof]);
    const bad = await call('PUT', `/api/weatherStation/${id}`, admin, {
      ...clermont,
      otherStations: [
        tempelhof,
        { name: 'Sans adresse', url: 'ftp://example.org' },
        { name: '', url: 'https://x.org' },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual([
      { propertyPath: 'otherStations[1].url', message: STATION_MESSAGES.otherStationUrl },
      { propertyPath: 'otherStations[2].name', message: STATION_MESSAGES.otherStationName },
    ]);
    expect((await call('GET', '/api/weatherStation/CLF-63')).json()).toMatchObject({
      name: 'Clermont 2',
      otherStations: [tempelhof],
    });
    const cleared = await call('PUT', `/api/weatherStation/${id}`, admin, { ...clermont, otherStations: [] });
    expect(cleared.json().otherStations).toEqual([]);
    const tooMany = await call('PUT', `/api/weatherStation/${id}`, admin, {
      ...clermont,
      otherStations: [tempelhof, tempelhof, tempelhof, tempelhof],
    });
    expect(tooMany.statusCode).toBe(400);
  });

  it('answers 401 without a token, 403 to an editor, 404 for an unknown id', async () => {
    t = await buildTestApp(dialect);
    const editor = await t.loginAs('editor');
    const admin = await t.loginAs('admin');
    const station = await buildStation(t.db, { reference: 'KEEP-1' });
    for (const [method, url, payload] of [
      ['POST', '/api/weatherStation', clermont],
      ['PUT', `/api/weatherStation/${station.id}`, { ...clermont, reference: 'KEEP-1' }],
      ['DELETE', `/api/weatherStation/${station.id}`, undefined],
    ] as const) {
      expect((await call(method, url, undefined, payload)).statusCode).toBe(401);
      const forbidden = await call(method, url, editor, payload);
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json()).toEqual([{ message: 'Accès refusé' }]);
    }
    expect((await call('GET', '/api/weatherStation/KEEP-1')).json().name).toBe(station.name);
    const unknown = await call('PUT', '/api/weatherStation/9999', admin, clermont);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual([{ message: 'Station météo 9999 introuvable' }]);
    expect((await call('DELETE', '/api/weatherStation/9999', admin)).statusCode).toBe(404);
  });
});
