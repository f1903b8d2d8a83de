/** The forwarding API of the back office: admin only, the key never in public answers, status per target. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { dialects } from '../../../test/dialects.ts';

describe.each(dialects)('forwarding API on %s', (dialect) => {
  let t: TestApp;
  let stationId: number;
  beforeEach(async () => {
    t = await buildTestApp(dialect, { env: { FORWARDING_ENABLED: 'false' } });
    stationId = (
      await t.db
        .selectFrom('weather_stations')
        .select('id')
        .where('reference', '=', 'SSDP41000')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterEach(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  it('adds, lists with status, changes and deletes targets, for admins only', async () => {
    const admin = await t.loginAs('admin');
    const editor = await t.loginAs('editor');
    const base = `/api/weatherStation/${stationId}/forwarding`;
    const body = { service: 'wunderground', stationId: 'KXXX123', key: 'secret-key', enabled: true };
    expect((await call('GET', base)).statusCode).toBe(401);
    expect((await call('GET', base, editor)).statusCode).toBe(403);
    expect((await call('POST', base, editor, body)).statusCode).toBe(403);
    const created = await call('POST', base, admin, body);
    expect(created.statusCode).toBe(201);
    const target = created.json();
    expect(target).toMatchObject({
      service: 'wunderground',
      stationId: 'KXXX123',
      key: '********',
      enabled: true,
      status: { state: 'waiting', lastSuccessAt: null, lastError: null, queueLength: 0 },
    });
    expect((await call('POST', base, admin, { ...body, service: 'nope' })).statusCode).toBe(400);
    const list = (await call('GET', base, admin)).json();
    expect(list.numberOfResult).toBe(1);
    expect(list.forwardings[0].id).toBe(target.id);

    // A paused target resumes when it is edited.
    await t.db.updateTable('forwarding_targets').set({ paused: 1, last_error: '401 INVALID' }).execute();
    expect((await call('GET', base, admin)).json().forwardings[0].status.state).toBe('paused');
    const changed = await call('PUT', `${base}/${target.id}`, admin, { ...body, key: 'fixed' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ key: '********', status: { state: 'waiting' } });

    // Public answers never carry the key.
    const publicStation = await call('GET', '/api/weatherStation/SSDP41000');
    expect(publicStation.body).not.toContain('fixed');

    expect((await call('DELETE', `${base}/${target.id}`, admin)).statusCode).toBe(204);
    expect((await call('GET', base, admin)).json().numberOfResult).toBe(0);
    expect((await call('DELETE', `${base}/${target.id}`, admin)).statusCode).toBe(404);
    expect((await call('GET', '/api/weatherStation/999999/forwarding', admin)).statusCode).toBe(404);
  });

  it('never answers a key, keeps it when the mask is sent back, and refuses line breaks (CWOP login)', async () => {
    const admin = await t.loginAs('admin');
    const base = `/api/weatherStation/${stationId}/forwarding`;
    const created = await call('POST', base, admin, {
      service: 'cwop',
      stationId: 'EW1234',
      key: '12345',
      enabled: true,
    });
    expect(created.json().key).toBe('********');
    const secret = () =>
      t.db
        .selectFrom('forwarding_targets')
        .select('secret')
        .executeTakeFirstOrThrow()
        .then((r) => r.secret);
    // Switched off with what was read: the stored key stays.
    const read = created.json<{ id: number; service: string; stationId: string; key: string }>();
    const off = await call('PUT', `${base}/${read.id}`, admin, {
      service: read.service,
      stationId: read.stationId,
      key: read.key,
      enabled: false,
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(await secret()).toBe('12345');
    expect(JSON.stringify((await call('GET', base, admin)).json())).not.toContain('12345');
    // A line break would add a line of its own to the APRS-IS login (`user EW1234 pass -1 …`).
    for (const bad of [
      { stationId: 'EW1234\r\nuser N0CALL pass 1' },
      { stationId: 'EW1234', key: '-1\nfilter' },
    ]) {
      const refused = await call('POST', base, admin, { service: 'cwop', key: '', enabled: true, ...bad });
      expect(refused.statusCode).toBe(400);
    }
  });

  it('queues readings stored after a target was added, counted in its status', async () => {
    const admin = await t.loginAs('admin');
    const base = `/api/weatherStation/${stationId}/forwarding`;
    await call('POST', base, admin, { service: 'pwsweather', stationId: 'P1', key: 'k', enabled: true });
    await call('POST', base, admin, { service: 'wunderground', stationId: 'K1', key: 'k', enabled: false });
    t.clock.advance(60_000);
    const res = await t.app.inject({
      method: 'GET',
      url: '/weatherstation/updateweatherstation.php?ID=SSDP41000&PASSWORD=test-station-token&dateutc=now&tempf=60',
    });
    expect(res.statusCode).toBe(200);
    const list = (await call('GET', base, admin)).json();
    expect(list.forwardings.map((f: { status: { queueLength: number } }) => f.status.queueLength)).toEqual([
      1, 0,
    ]);
  });

  it('lists the targets failing for more than an hour', async () => {
    const admin = await t.loginAs('admin');
    const base = `/api/weatherStation/${stationId}/forwarding`;
    await call('POST', base, admin, { service: 'wunderground', stationId: 'K1', key: 'k', enabled: true });
    await call('POST', base, admin, { service: 'pwsweather', stationId: 'P1', key: 'k', enabled: true });
    const now = t.clock.now();
    await t.db
      .updateTable('forwarding_targets')
      .set({ failing_since: now - 3_600_001, last_error: '503 down' })
      .where('service', '=', 'wunderground')
      .execute();
    await t.db
      .updateTable('forwarding_targets')
      .set({ failing_since: now - 60_000 })
      .where('service', '=', 'pwsweather')
      .execute();
    expect((await call('GET', '/api/forwarding/failing', await t.loginAs('editor'))).statusCode).toBe(403);
    const res = await call('GET', '/api/forwarding/failing', admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().forwardings).toEqual([
      expect.objectContaining({
        reference: 'SSDP41000',
        service: 'wunderground',
        lastError: '503 down',
        paused: false,
      }),
    ]);
  });
});
