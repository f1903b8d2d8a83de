import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { dialects } from '../../../test/dialects.ts';
import { buildStation } from '../../../test/factories.ts';
import { injectJson } from '../../../test/http.ts';

describe.each(dialects)('station routes on %s', (dialect) => {
  let t: TestApp;
  afterEach(() => t.close());

  const get = (url: string, token?: string) => injectJson(t.app, 'GET', url, token);

  it('shows the seeded station to anyone, without its apiToken', async () => {
    t = await buildTestApp(dialect);
    const response = await get('/api/weatherStation/SSDP41000');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      reference: 'SSDP41000',
      name: 'Rütenbrock',
      description: expect.stringContaining('Rütenbrock'),
      shortDescription: expect.any(String),
      country: 'DE',
      address: '',
      city: 'Rütenbrock',
      postalCode: '49757',
      lat: 52.84,
      lng: 7.1,
      elevation: 20,
      model: 'WH2650',
      preferedUnit: 'Metric',
      timezone: 'Europe/Berlin',
      otherStations: [
        { name: 'Emden (DWD)', url: 'https://meteostat.net/de/station/10200' },
        { name: 'Lingen (DWD)', url: 'https://meteostat.net/de/station/10305' },
        { name: 'Groningen-Eelde (KNMI)', url: 'https://meteostat.net/de/station/06280' },
      ],
      createdAt: '2026-06-15T10:00:00.000Z',
      updatedAt: '2026-06-15T10:00:00.000Z',
    });
    expect(response.body).not.toContain('test-station-token');
  });

  it('hides the apiToken from an editor and shows it to an admin', async () => {
    t = await buildTestApp(dialect);
    const editor = await get('/api/weatherStation/SSDP41000', await t.loginAs('editor'));
    expect(editor.json()).not.toHaveProperty('apiToken');
    const admin = await get('/api/weatherStation/SSDP41000', await t.loginAs('admin'));
    expect(admin.statusCode).toBe(200);
    expect(admin.json()).toMatchObject({ reference: 'SSDP41000', apiToken: 'test-station-token' });
  });

  it('answers 404 in the list format for an unknown reference', async () => {
    t = await buildTestApp(dialect);
    const response = await get('/api/weatherStation/NOPE42');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual([{ message: 'Station météo NOPE42 introuvable' }]);
  });

  it('answers an admin the same 404 for an unknown reference (not the admin answer’s 500)', async () => {
    t = await buildTestApp(dialect);
    const response = await get('/api/weatherStation/NOPE42', await t.loginAs('admin'));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual([{ message: 'Station météo NOPE42 introuvable' }]);
  });

  it('pages the list newest first by default, and oldest first with order=ASC', async () => {
    t = await buildTestApp(dialect);
    // The seeded station was created at the test clock's now (2026-06-15); these are older.
    await buildStation(t.db, { reference: 'OLD1', createdAt: Date.UTC(2025, 0, 1) });
    await buildStation(t.db, { reference: 'OLD2', createdAt: Date.UTC(2025, 0, 2) });
    await buildStation(t.db, { reference: 'OLD3', createdAt: Date.UTC(2025, 0, 3) });

    const first = await get('/api/weatherStation?maxResult=2');
    expect(first.statusCode).toBe(200);
    expect(first.json().numberOfResult).toBe(4);
    expect(first.json().weatherStations.map((s: { reference: string }) => s.reference)).toEqual([
      'SSDP41000',
      'OLD3',
    ]);
    const second = await get('/api/weatherStation?maxResult=2&page=2&order=DESC');
    expect(second.json().weatherStations.map((s: { reference: string }) => s.reference)).toEqual([
      'OLD2',
      'OLD1',
    ]);
    const beyond = await get('/api/weatherStation?maxResult=2&page=3');
    expect(beyond.json()).toEqual({ weatherStations: [], numberOfResult: 4 });
    const ascending = await get('/api/weatherStation?order=ASC&maxResult=1');
    expect(ascending.json().weatherStations.map((s: { reference: string }) => s.reference)).toEqual(['OLD1']);
  });

  it('lists apiTokens only for an admin', async () => {
    t = await buildTestApp(dialect);
    await buildStation(t.db, { apiToken: 'second-station-token' });
    const anonymous = await get('/api/weatherStation');
    expect(anonymous.json().weatherStations).toHaveLength(2);
    expect(anonymous.body).not.toContain('station-token');
    const admin = await get('/api/weatherStation', await t.loginAs('admin'));
    expect(
      admin
        .json()
        .weatherStations.map((s: { apiToken: string }) => s.apiToken)
        .sort(),
    ).toEqual(['second-station-token', 'test-station-token']);
  });

  it('rejects bad paging parameters with one item per field', async () => {
    t = await buildTestApp(dialect);
    const response = await get('/api/weatherStation?page=0&maxResult=101&order=UP');
    expect(response.statusCode).toBe(400);
    const paths = response.json().map((item: { propertyPath?: string }) => item.propertyPath);
    expect(new Set(paths)).toEqual(new Set(['page', 'maxResult', 'order']));
  });
});
