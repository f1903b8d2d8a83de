import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { dialects } from '../../../test/dialects.ts';
import { buildStation } from '../../../test/factories.ts';
import { injector } from '../../../test/http.ts';

const body = {
  reference: 'KEPT-1',
  name: 'Kept',
  description: 'Station auf dem Dach',
  shortDescription: 'Dach',
  country: 'DE',
  address: '',
  city: 'Falkensee',
  postalCode: '14612',
  lat: 52.56,
  lng: 13.09,
  elevation: 30,
  model: 'GW2000',
  apiToken: '',
  preferedUnit: 'Metric',
  timezone: 'Europe/Berlin',
};

describe.each(dialects)('the public station answer kept as bytes on %s', (dialect) => {
  let t: TestApp;
  afterEach(() => t.close());
  const call = injector(() => t.app);

  it('answers the same bytes with an ETag, 304 for a client that has them, and no token', async () => {
    t = await buildTestApp(dialect);
    await buildStation(t.db, { reference: 'KEPT-1', name: 'Kept', apiToken: 'kept-station-token-01' });
    const first = await call('GET', '/api/weatherStation/KEPT-1');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.json()).toMatchObject({ reference: 'KEPT-1', name: 'Kept' });
    expect(first.body).not.toContain('kept-station-token-01');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);

    const second = await call('GET', '/api/weatherStation/KEPT-1');
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(etag);

    const unchanged = await t.app.inject({
      method: 'GET',
      url: '/api/weatherStation/KEPT-1',
      headers: { 'if-none-match': etag },
    });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');

    const admin = await call('GET', '/api/weatherStation/KEPT-1', await t.loginAs('admin'));
    expect(admin.json()).toMatchObject({ apiToken: 'kept-station-token-01' });
  });

  it('forgets the kept answer the moment an admin edits the station', async () => {
    t = await buildTestApp(dialect);
    const station = await buildStation(t.db, {
      reference: 'KEPT-1',
      name: 'Kept',
      timezone: 'Europe/Berlin',
    });
    const before = await call('GET', '/api/weatherStation/KEPT-1');
    expect(before.json().name).toBe('Kept');

    const admin = await t.loginAs('admin');
    const edited = await call('PUT', `/api/weatherStation/${station.id}`, admin, {
      ...body,
      name: 'Renamed',
    });
    expect(edited.statusCode).toBe(200);

    const after = await call('GET', '/api/weatherStation/KEPT-1');
    expect(after.json().name).toBe('Renamed');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const stale = await t.app.inject({
      method: 'GET',
      url: '/api/weatherStation/KEPT-1',
      headers: { 'if-none-match': before.headers.etag as string },
    });
    expect(stale.statusCode).toBe(200);
  });

  it('keeps no answer for an unknown reference: a station created later is found at once', async () => {
    t = await buildTestApp(dialect);
    expect((await call('GET', '/api/weatherStation/LATER-1')).statusCode).toBe(404);
    await buildStation(t.db, { reference: 'LATER-1' });
    expect((await call('GET', '/api/weatherStation/LATER-1')).statusCode).toBe(200);
  });
});
