/**
 * The audit trail through the real app: each back-office write and each reading-editor write
 * is listed with who, when, and the values before and after; secrets never appear.
 */
import { AUDIT_CHANGED, AUDIT_MASKED } from '@meteodeck/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { dialects } from '../../../test/dialects.ts';
import { buildStation } from '../../../test/factories.ts';
import { injector } from '../../../test/http.ts';
import { postReadings } from '../../../test/readings-feed.ts';

describe.each(dialects)('audit trail on %s', (dialect) => {
  let t: TestApp;
  const call = injector(() => t.app);
  beforeEach(async () => {
    t = await buildTestApp(dialect, { now: Date.parse('2026-06-15T12:00:00Z') });
  });
  afterEach(() => t.close());

  const audit = async (token: string, query = '') => {
    const response = await call('GET', `/api/audit?maxResult=100${query}`, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  it('lists a news post created, changed and deleted, with the values before and after', async () => {
    const admin = await t.loginAs('admin');
    const created = await call('POST', '/api/post', admin, { name: 'Sturm', description: 'Erste Fassung' });
    const id = created.json().id;
    t.clock.advance(60_000);
    await call('PUT', `/api/post/${id}`, admin, { name: 'Sturm', description: 'Zweite Fassung' });
    t.clock.advance(60_000);
    await call('DELETE', `/api/post/${id}`, admin);
    const { entries, numberOfResult } = await audit(admin, '&kind=post');
    expect(numberOfResult).toBe(3);
    const [deleted, updated, first] = entries;
    expect(first).toMatchObject({
      kind: 'post',
      action: 'create',
      target: String(id),
      user: { email: expect.stringContaining('@') },
      before: null,
      after: { name: 'Sturm', description: 'Erste Fassung' },
    });
    expect(updated).toMatchObject({
      action: 'update',
      before: { description: 'Erste Fassung' },
      after: { description: 'Zweite Fassung' },
      createdAt: '2026-06-15T12:01:00.000Z',
    });
    expect(deleted).toMatchObject({
      action: 'delete',
      before: { description: 'Zweite Fassung' },
      after: null,
    });
  });

  it('says that a password or a token changed, never what it is', async () => {
    const admin = await t.loginAs('admin');
    const user = await call('POST', '/api/user', admin, {
      email: 'anna@example.de',
      firstname: 'Anna',
      lastname: 'Wetter',
      roles: ['ROLE_EDITOR'],
      password: 'regenbogen-2026',
      passwordConfirmation: 'regenbogen-2026',
    });
    expect(user.statusCode).toBe(201);
    const station = await call('POST', '/api/weatherStation', admin, {
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
    });
    expect(station.statusCode).toBe(201);
    const { id, apiToken, ...rest } = station.json();
    await call('PUT', `/api/weatherStation/${id}`, admin, { ...rest, apiToken: '', name: 'Clermont-Jaude' });
    const raw = (await call('GET', '/api/audit?maxResult=100', admin)).body;
    expect(raw).not.toContain('regenbogen-2026');
    expect(raw).not.toContain(apiToken);
    expect(raw).not.toContain('$argon2');
    const { entries } = await audit(admin);
    const userEntry = entries.find((e: { kind: string }) => e.kind === 'user');
    expect(userEntry.after).toMatchObject({ email: 'anna@example.de', password: '(modifié)' });
    const [stationUpdate, stationCreate] = entries.filter((e: { kind: string }) => e.kind === 'station');
    expect(stationCreate.after.apiToken).toBe('(modifié)');
    expect(stationUpdate).toMatchObject({
      action: 'update',
      before: { name: 'Clermont', apiToken: '(masqué)' },
      after: { name: 'Clermont-Jaude', apiToken: '(masqué)' },
    });
  });

  it('lists a forwarding target changed with its settings before, the key masked', async () => {
    const admin = await t.loginAs('admin');
    const station = await buildStation(t.db);
    const base = `/api/weatherStation/${station.id}/forwarding`;
    const created = await call('POST', base, admin, {
      service: 'wunderground',
      stationId: 'KXXX123',
      key: 'wu-key',
      enabled: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id;
    t.clock.advance(60_000);
    const changed = await call('PUT', `${base}/${id}`, admin, {
      service: 'wunderground',
      stationId: 'KXXX456',
      key: 'wu-new-key',
      enabled: true,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const { entries } = await audit(admin, '&kind=forwarding');
    expect(entries[0]).toMatchObject({
      action: 'update',
      target: `${station.id}/${id}`,
      before: { service: 'wunderground', stationId: 'KXXX123', key: AUDIT_MASKED },
      after: { stationId: 'KXXX456', key: AUDIT_CHANGED },
    });
    expect(JSON.stringify(entries)).not.toContain('wu-key');
  });

  it('lists reading corrections, deletions, flag decisions and quality settings', async () => {
    const admin = await t.loginAs('admin');
    const station = await buildStation(t.db, { timezone: 'Europe/Paris' });
    await postReadings(t, station, [
      { receivedAt: '2026-06-15T08:00:00Z', temperature: 15, rain: 0 },
      { receivedAt: '2026-06-15T08:01:00Z', temperature: 28, rain: 0.2 },
      { receivedAt: '2026-06-15T08:02:00Z', temperature: 15.1, rain: 0 },
    ]);
    const at = (iso: string) => encodeURIComponent(iso);
    const base = `/api/weatherData/${station.reference}`;
    expect(
      (
        await call('PUT', `${base}/flags/${at('2026-06-15T08:01:00Z')}`, admin, {
          measure: 'temperature',
          accepted: false,
        })
      ).statusCode,
    ).toBe(204);
    expect(
      (await call('PUT', `${base}/readings/${at('2026-06-15T08:01:00Z')}`, admin, { rain: 0.4 })).statusCode,
    ).toBe(200);
    expect((await call('DELETE', `${base}/readings/${at('2026-06-15T08:02:00Z')}`, admin)).statusCode).toBe(
      204,
    );
    const settings = (await call('GET', `/api/weatherStation/${station.id}/quality`, admin)).json();
    await call('PUT', `/api/weatherStation/${station.id}/quality`, admin, { ...settings, enabled: false });

    const { entries } = await audit(admin, '&order=ASC');
    expect(entries.map((e: { kind: string; action: string }) => `${e.kind} ${e.action}`)).toEqual([
      'flag reject',
      'reading update',
      'reading delete',
      'quality update',
    ]);
    expect(entries[0]).toMatchObject({
      target: `${station.reference} 2026-06-15T08:01:00.000Z temperature`,
      before: { status: 'flagged', value: 28 },
      after: { status: 'rejected', value: 28 },
    });
    expect(entries[1]).toMatchObject({ before: { rain: 0.2 }, after: { rain: 0.4 } });
    expect(entries[2].before).toMatchObject({ temperature: 15.1, rain: 0 });
    expect(entries[3]).toMatchObject({ before: { enabled: true }, after: { enabled: false } });
  });

  it('filters by user, kind and date, pages, and leaves visitors and consoles out', async () => {
    const first = await t.loginAs('admin');
    await call('POST', '/api/post', first, { name: 'A', description: 'a' });
    // Into the next UTC day (a session lasts less: log in again).
    t.clock.advance(13 * 3_600_000);
    const admin = await t.loginAs('admin');
    const other = await t.loginAs('admin');
    await call('POST', '/api/post', other, { name: 'B', description: 'b' });
    await call('POST', '/api/unit', other, {
      type: 'Mixed',
      temperatureUnit: '°C',
      speedUnit: 'm/s',
      rainUnit: 'mm',
      solarRadiationUnit: 'W/m²',
      pmUnit: 'µg/m³',
      humidityUnit: '%',
      cloudBaseUnit: 'm',
      windDirUnit: '°',
      pressureUnit: 'hPa',
    });
    // A visitor's message and a console's upload are not back-office writes.
    await call('POST', '/api/contact', undefined, {
      name: 'Visitor',
      email: 'visitor@example.de',
      subject: 'Hallo',
      message: 'Schöne Station',
    });
    const station = await buildStation(t.db);
    await postReadings(t, station, [{ receivedAt: '2026-06-15T20:00:00Z', temperature: 15 }]);

    const all = await audit(admin);
    expect(all.numberOfResult).toBe(3);
    const firstUserId = all.entries[2].user.id;
    expect((await audit(admin, `&userId=${firstUserId}`)).numberOfResult).toBe(1);
    expect((await audit(admin, '&kind=unit')).entries[0]).toMatchObject({
      action: 'create',
      after: { type: 'Mixed' },
    });
    expect((await audit(admin, '&from=2026-06-16&to=2026-06-16')).numberOfResult).toBe(2);
    expect((await audit(admin, '&to=2026-06-15')).numberOfResult).toBe(1);
    const page = (await call('GET', '/api/audit?page=2&maxResult=2', admin)).json();
    expect(page).toMatchObject({ numberOfResult: 3, entries: [{ kind: 'post', after: { name: 'A' } }] });
    const bad = await call('GET', '/api/audit?from=yesterday', admin);
    expect(bad.statusCode).toBe(400);
  });

  it('is for admins only: 403 for an editor, 401 without a login', async () => {
    const editor = await t.loginAs('editor');
    expect((await call('GET', '/api/audit', editor)).statusCode).toBe(403);
    expect((await call('GET', '/api/audit')).statusCode).toBe(401);
  });
});
