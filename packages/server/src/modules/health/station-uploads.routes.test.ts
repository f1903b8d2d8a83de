/** The connection view's answer: each door's newest upload with its fields and rejected values. */
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { dialects } from '../../../test/dialects.ts';
import { buildStation } from '../../../test/factories.ts';
import { injector } from '../../../test/http.ts';

describe.each(dialects)('station uploads on %s', (dialect) => {
  let t: TestApp;
  const call = injector(() => t.app);
  afterEach(() => t.close());

  it('tells the fields seen and ignored and the values rejected, never the credentials', async () => {
    t = await buildTestApp(dialect, { now: Date.parse('2026-06-15T10:00:00Z') });
    const station = await buildStation(t.db, { reference: 'CONN1', apiToken: 'conn-token-0123456789' });
    const ecowitt = await t.app.inject({
      method: 'POST',
      url: '/ingest/ecowitt/CONN1/conn-token-0123456789',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload:
        'PASSKEY=SECRETPASSKEY&stationtype=GW1100A_V2.3.1&dateutc=2026-06-15+09%3A59%3A00&tempf=68&humidity=180&wh65batt=0&co2in=450',
    });
    expect(ecowitt.statusCode).toBe(200);
    const admin = await t.loginAs('admin');
    const answer = await call('GET', `/api/weatherStation/${station.id}/uploads`, admin);
    expect(answer.statusCode).toBe(200);
    expect(answer.body).not.toContain('SECRETPASSKEY');
    expect(answer.json()).toEqual({
      uploads: [
        {
          protocol: 'ecowitt',
          readingAt: '2026-06-15T09:59:00.000Z',
          receivedAt: '2026-06-15T10:00:00.000Z',
          fieldsSeen: ['stationtype', 'dateutc', 'tempf', 'humidity', 'wh65batt', 'co2in'],
          fieldsIgnored: ['co2in'],
          rejected: [{ measure: 'humidity', value: 180, reason: 'impossible' }],
        },
      ],
    });
    const editor = await t.loginAs('editor');
    expect((await call('GET', `/api/weatherStation/${station.id}/uploads`, editor)).statusCode).toBe(403);
    expect((await call('GET', '/api/weatherStation/999999/uploads', admin)).statusCode).toBe(404);
  });

  // A console's usual upload (the day's readings already stored): on PostgreSQL the door's record is
  // written by the reading's own statement, with the spike filter's flags; a retry still updates it.
  it("keeps a usual upload's record with its spike flags, and a retry's", async () => {
    t = await buildTestApp(dialect, { now: Date.parse('2026-06-15T10:00:00Z') });
    const station = await buildStation(t.db, { reference: 'CONN2', apiToken: 'conn-token-9876543210' });
    const upload = async (at: string, fields: string) => {
      const sent = await t.app.inject({
        method: 'GET',
        url: `/weatherstation/updateweatherstation.php?ID=CONN2&PASSWORD=conn-token-9876543210&dateutc=${encodeURIComponent(at)}&${fields}`,
      });
      expect(sent.body).toBe('success');
    };
    await upload('2026-06-15 09:58:00', 'tempf=68&humidity=50');
    await upload('2026-06-15 09:59:00', 'tempf=68&humidity=50');
    await upload('2026-06-15 10:00:00', 'tempf=104&humidity=180&softwaretype=x');
    const admin = await t.loginAs('admin');
    const uploads = async () =>
      (await call('GET', `/api/weatherStation/${station.id}/uploads`, admin)).json<{
        uploads: Array<{ readingAt: string; receivedAt: string; rejected: unknown[]; fieldsSeen: string[] }>;
      }>().uploads;
    const [first] = await uploads();
    expect(first).toMatchObject({
      readingAt: '2026-06-15T10:00:00.000Z',
      receivedAt: '2026-06-15T10:00:00.000Z',
      fieldsSeen: ['dateutc', 'tempf', 'humidity', 'softwaretype'],
    });
    expect(first?.rejected).toEqual(
      expect.arrayContaining([
        { measure: 'humidity', value: 180, reason: 'impossible' },
        { measure: 'temperature', value: 40, reason: 'spike' },
      ]),
    );
    t.clock.advance(5000);
    await upload('2026-06-15 10:00:00', 'tempf=68&humidity=50');
    const [retry] = await uploads();
    expect(retry).toMatchObject({
      readingAt: '2026-06-15T10:00:00.000Z',
      receivedAt: '2026-06-15T10:00:05.000Z',
      rejected: [],
    });
  });
});

describe('battery names of a station', () => {
  let t: TestApp;
  afterEach(() => t.close());

  it('keeps at most 64 names in the public status, however many new ones a token holder sends', async () => {
    t = await buildTestApp('sqlite', { now: Date.parse('2026-06-15T10:00:00Z') });
    await buildStation(t.db, { reference: 'BATT1', apiToken: 'batt-token-0123456789' });
    for (let upload = 0; upload < 10; upload += 1) {
      const names = Array.from({ length: 32 }, (_, i) => `x${upload}_${i}batt=1`).join('&');
      const sent = await t.app.inject({
        method: 'GET',
        url: `/weatherstation/updateweatherstation.php?ID=BATT1&PASSWORD=batt-token-0123456789&dateutc=now&tempf=${60 + upload}&${names}`,
      });
      expect(sent.body).toBe('success');
    }
    const status = (await t.app.inject('/api/status')).json<{
      stations: Array<{ reference: string; sensors: Array<{ name: string; value: number }> }>;
    }>();
    const sensors = status.stations.find((s) => s.reference === 'BATT1')?.sensors ?? [];
    expect(sensors).toHaveLength(64);
    // The first names stay, and keep being updated.
    expect(sensors.map((s) => s.name)).toContain('x0_0batt');
  });
});
