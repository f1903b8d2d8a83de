/**
 * The forwarding outbox end to end in one process: readings uploaded through the Weather Underground door
 * are queued in the ingestion transaction and delivered by the worker to local fakes of Weather Underground
 * and PWSweather, which check the exact request; an outage is retried with growing delays and everything
 * arrives once, in order; a refused key pauses its target only.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_NOW, type TestApp } from '../../../test/build-test-app.ts';
import { dialects } from '../../../test/dialects.ts';
import { buildForwardingTarget } from '../../../test/factories.ts';
import { loadConfig } from '../../config.ts';
import type { ForwardingEndpoints } from './networks/network.ts';
import { createForwardingWorker, type ForwardingWorker } from './outbox.worker.ts';

/** The services' real addresses, as the configuration defaults them. */
const DEFAULT_ENDPOINTS: ForwardingEndpoints = loadConfig({}).forwarding;

const TOKEN = 'test-station-token';

interface Fake {
  url: string;
  requests: URL[];
  /** What the fake answers: status and body. */
  answer: { status: number; body: string } | 'down';
  close(): Promise<void>;
}

async function startFake(): Promise<Fake> {
  const fake: Partial<Fake> & { requests: URL[] } = {
    requests: [],
    answer: { status: 200, body: 'success\n' },
  };
  const server: Server = createServer((req, res) => {
    const answer = fake.answer;
    if (answer === 'down' || answer === undefined) {
      req.socket.destroy();
      return;
    }
    fake.requests.push(new URL(req.url ?? '/', 'http://fake'));
    res.writeHead(answer.status, { 'content-type': 'text/plain' });
    res.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  fake.url = `http://127.0.0.1:${port}`;
  fake.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return fake as Fake;
}

describe.each(dialects)('forwarding outbox on %s', (dialect) => {
  let t: TestApp;
  let wu: Fake;
  let pws: Fake;
  let worker: ForwardingWorker;

  beforeEach(async () => {
    t = await buildTestApp(dialect, { env: { FORWARDING_ENABLED: 'false' } });
    wu = await startFake();
    pws = await startFake();
    worker = createForwardingWorker({
      db: t.db,
      dialect: t.dialect,
      clock: t.clock,
      endpoints: { ...DEFAULT_ENDPOINTS, wunderground: wu.url, pwsweather: pws.url },
      log: { info() {}, warn() {}, error() {} },
    });
  });
  afterEach(async () => {
    await worker.stop();
    await wu.close();
    await pws.close();
    await t.close();
  });

  const station = () =>
    t.db
      .selectFrom('weather_stations')
      .selectAll()
      .where('reference', '=', 'SSDP41000')
      .executeTakeFirstOrThrow();

  async function addTarget(service: string, stationId: string, secret: string) {
    const s = await station();
    const id = await buildForwardingTarget(t.db, {
      stationId: s.id,
      service,
      networkStationId: stationId,
      secret,
      now: TEST_NOW,
    });
    return { id };
  }

  const upload = (dateutc: string, extra: string) =>
    t.app.inject({
      method: 'GET',
      url: `/weatherstation/updateweatherstation.php?ID=SSDP41000&PASSWORD=${TOKEN}&dateutc=${encodeURIComponent(dateutc)}&${extra}`,
    });

  const target = (id: number) =>
    t.db.selectFrom('forwarding_targets').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const queue = () => t.db.selectFrom('forwarding_outbox').selectAll().execute();

  it('sends each reading to Weather Underground and PWSweather in imperial units, exactly', async () => {
    await addTarget('wunderground', 'KXXX123', 'wu-key');
    await addTarget('pwsweather', 'PWS1', 'pws-key');
    const res = await upload(
      '2026-06-15 09:59:00',
      'tempf=68.0&humidity=55&dewptf=51.4&baromin=30.012&winddir=180&windspeedmph=4.5&windgustmph=9.0&rainin=0.10&solarradiation=420&UV=3&indoortempf=70.2&indoorhumidity=40',
    );
    expect(res.statusCode).toBe(200);
    expect(await queue()).toHaveLength(2);
    await worker.runOnce();
    expect(await queue()).toHaveLength(0);
    expect(wu.requests).toHaveLength(1);
    const w = wu.requests[0] as URL;
    expect(w.pathname).toBe('/weatherstation/updateweatherstation.php');
    const q = Object.fromEntries(w.searchParams);
    expect(q).toMatchObject({
      ID: 'KXXX123',
      PASSWORD: 'wu-key',
      dateutc: '2026-06-15 09:59:00',
      tempf: '68',
      humidity: '55',
      baromin: '30.012',
      winddir: '180',
      windspeedmph: '4.5',
      windgustmph: '9',
      solarradiation: '420',
      UV: '3',
      indoortempf: '70.2',
      indoorhumidity: '40',
      action: 'updateraw',
      realtime: '1',
    });
    expect(Number(q.dewptf)).toBeCloseTo(51.4, 0);
    const p = pws.requests[0] as URL;
    expect(p.pathname).toBe('/api/v1/submitwx');
    expect(p.searchParams.get('ID')).toBe('PWS1');
    expect(p.searchParams.get('PASSWORD')).toBe('pws-key');
    expect(p.searchParams.get('tempf')).toBe('68');
    expect(p.searchParams.has('realtime')).toBe(false);
    const status = await target(1);
    expect(status.last_success_at).toBe(TEST_NOW);
  });

  it('retries through an outage with growing delays, then delivers everything once and in order', async () => {
    const { id } = await addTarget('wunderground', 'KXXX123', 'wu-key');
    wu.answer = 'down';
    for (let minute = 0; minute < 5; minute += 1) {
      const at = new Date(TEST_NOW - (10 - minute) * 60_000).toISOString().slice(0, 19).replace('T', ' ');
      expect((await upload(at, `tempf=${60 + minute}`)).statusCode).toBe(200);
    }
    await worker.runOnce();
    const failed = await target(id);
    expect(failed.attempts).toBe(1);
    expect(failed.last_error_at).toBe(TEST_NOW);
    expect(failed.failing_since).toBe(TEST_NOW);
    expect(Number(failed.next_attempt_at)).toBe(TEST_NOW + 5_000);
    // Not due yet: nothing is tried.
    await worker.runOnce();
    expect((await target(id)).attempts).toBe(1);
    t.clock.advance(5_000);
    await worker.runOnce();
    expect(Number((await target(id)).next_attempt_at)).toBe(TEST_NOW + 5_000 + 15_000);
    wu.answer = { status: 200, body: 'success\n' };
    t.clock.advance(15_000);
    await worker.runOnce();
    expect(await queue()).toHaveLength(0);
    expect(wu.requests.map((r) => r.searchParams.get('tempf'))).toEqual(['60', '61', '62', '63', '64']);
    const recovered = await target(id);
    expect(recovered.attempts).toBe(0);
    expect(recovered.failing_since).toBeNull();
    // A console's retry of a reading already forwarded is not forwarded again.
    const at = new Date(TEST_NOW - 6 * 60_000).toISOString().slice(0, 19).replace('T', ' ');
    await upload(at, 'tempf=64');
    await worker.runOnce();
    expect(wu.requests).toHaveLength(5);
  });

  it('pauses a target whose key is refused; the other goes on', async () => {
    const bad = await addTarget('wunderground', 'KXXX123', 'wrong');
    await addTarget('pwsweather', 'PWS1', 'pws-key');
    wu.answer = { status: 401, body: 'INVALID PASSWORDID\n' };
    await upload('2026-06-15 09:59:00', 'tempf=68');
    await worker.runOnce();
    const paused = await target(bad.id);
    expect(paused.paused).toBe(1);
    expect(paused.last_error).toContain('INVALID');
    expect(pws.requests).toHaveLength(1);
    await upload('2026-06-15 09:59:30', 'tempf=69');
    t.clock.advance(3_600_000);
    await worker.runOnce();
    expect(wu.requests).toHaveLength(1);
    expect(pws.requests).toHaveLength(2);
  });

  it('sends one reading per 5 minutes to the Met Office WOW, in imperial units, and pauses on 403', async () => {
    const { id } = await addTarget('wow', '123456789', '654321');
    // The WOW fake is the Weather Underground one standing in at another address.
    worker = createForwardingWorker({
      db: t.db,
      dialect: t.dialect,
      clock: t.clock,
      endpoints: { ...DEFAULT_ENDPOINTS, wow: wu.url },
      log: { info() {}, warn() {}, error() {} },
    });
    for (const [minute, tempf] of [
      [50, 60],
      [52, 61],
      [55, 62],
    ] as const) {
      await upload(`2026-06-15 09:${minute}:00`, `tempf=${tempf}&humidity=70&windspeedmph=10&baromin=29.92`);
    }
    await worker.runOnce();
    expect(wu.requests.map((r) => r.pathname)).toEqual(['/automaticreading', '/automaticreading']);
    const q = Object.fromEntries(wu.requests[0]?.searchParams ?? []);
    expect(q).toMatchObject({
      siteid: '123456789',
      siteAuthenticationKey: '654321',
      dateutc: '2026-06-15 09:50:00',
      tempf: '60',
      humidity: '70',
      windspeedmph: '10',
      baromin: '29.92',
      softwaretype: 'meteodeck',
    });
    expect(q.ID).toBeUndefined();
    expect(wu.requests[1]?.searchParams.get('tempf')).toBe('62');
    wu.answer = { status: 403, body: 'Forbidden' };
    await upload('2026-06-15 10:00:00', 'tempf=63');
    await worker.runOnce();
    expect((await target(id)).paused).toBe(1);
  });

  it('drops a backlog older than 24 h', async () => {
    await addTarget('wunderground', 'KXXX123', 'wu-key');
    wu.answer = 'down';
    await upload('2026-06-15 09:59:00', 'tempf=68');
    t.clock.advance(24 * 3_600_000 + 1);
    await worker.runOnce();
    expect(await queue()).toHaveLength(0);
  });
});
