/**
 * Windy, AWEKAS, OpenWeatherMap and CWOP: readings stored through the JSON door are delivered by
 * the worker to local fakes that speak each protocol (HTTP for the first three, an APRS-IS server over TCP
 * for CWOP) and check the exact request, for a Metric and an Imperial station alike (each network has its
 * own fixed units, whatever the station shows); a refused key pauses its target only.
 */
import { createServer, type Server } from 'node:http';
import { type AddressInfo, createServer as createTcpServer, type Server as TcpServer } from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { dialects } from '../../../test/dialects.ts';
import { buildForwardingTarget, buildStation } from '../../../test/factories.ts';
import { postReadings } from '../../../test/readings-feed.ts';
import type { Station } from '../stations/index.ts';
import { createForwardingWorker, type ForwardingWorker } from './outbox.worker.ts';

interface HttpFake {
  url: string;
  requests: { method: string; url: URL; headers: Record<string, unknown>; body: string }[];
  answer: { status: number; body: string };
  close(): Promise<void>;
}

async function startHttpFake(answer: { status: number; body: string }): Promise<HttpFake> {
  const fake = { requests: [], answer } as unknown as HttpFake;
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    req.on('end', () => {
      fake.requests.push({
        method: req.method ?? 'GET',
        url: new URL(req.url ?? '/', 'http://fake'),
        headers: req.headers,
        body,
      });
      res.writeHead(fake.answer.status, { 'content-type': 'text/plain' });
      res.end(fake.answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return fake;
}

/** An APRS-IS server as CWOP runs it: a greeting, `# logresp` after the login line, then packets. */
interface AprsFake {
  address: string;
  logins: string[];
  packets: string[];
  close(): Promise<void>;
}

async function startAprsFake(): Promise<AprsFake> {
  const fake = { logins: [], packets: [] } as unknown as AprsFake;
  const server: TcpServer = createTcpServer((socket) => {
    socket.setEncoding('utf8');
    socket.write('# aprsc 2.1.19-g730c5c0 25 Nov 2026 10:00:00 GMT T2TEST 127.0.0.1:14580\r\n');
    let buffer = '';
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (line.startsWith('user ')) {
          fake.logins.push(line);
          const call = line.split(' ')[1];
          socket.write(`# logresp ${call} unverified, server T2TEST\r\n`);
        } else if (line !== '') fake.packets.push(line);
      }
    });
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.address = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return fake;
}

describe.each(dialects)('forwarding to Windy, AWEKAS, OpenWeatherMap and CWOP on %s', (dialect) => {
  let t: TestApp;
  let windy: HttpFake;
  let awekas: HttpFake;
  let owm: HttpFake;
  let aprs: AprsFake;
  let wuFake: HttpFake;
  let worker: ForwardingWorker;

  beforeEach(async () => {
    t = await buildTestApp(dialect, { env: { FORWARDING_ENABLED: 'false' } });
    windy = await startHttpFake({ status: 200, body: '{"result":"Windy Success"}' });
    awekas = await startHttpFake({ status: 200, body: 'OK\n' });
    owm = await startHttpFake({ status: 204, body: '' });
    aprs = await startAprsFake();
    wuFake = await startHttpFake({ status: 200, body: 'success\n' });
    worker = createForwardingWorker({
      db: t.db,
      dialect: t.dialect,
      clock: t.clock,
      endpoints: {
        ...t.config.forwarding,
        wunderground: wuFake.url,
        windy: windy.url,
        awekas: awekas.url,
        openweathermap: owm.url,
        cwop: aprs.address,
      },
      log: { info() {}, warn() {}, error() {} },
    });
  });
  afterEach(async () => {
    await worker.stop();
    await Promise.all([windy.close(), awekas.close(), owm.close(), aprs.close(), wuFake.close()]);
    await t.close();
  });

  async function addTarget(station: Station, service: string, stationId: string, secret: string) {
    return buildForwardingTarget(t.db, {
      stationId: station.id,
      service,
      networkStationId: stationId,
      secret,
      now: t.clock.now(),
    });
  }

  /** Runs the worker until every queue is empty (PostgreSQL sends one reading per target and round). */
  async function deliverAll() {
    for (let round = 0; round < 20; round += 1) {
      await worker.runOnce();
      const left = await t.db.selectFrom('forwarding_outbox').select('id').execute();
      if (left.length === 0) return;
    }
    throw new Error('the outbox did not empty');
  }

  /**
   * Paris: local midnight is 22:00 UTC. Rain 1.0 mm yesterday evening (in the last 24 h, not today), then
   * 2.0 mm at 08:30 (today, not in the last hour of 09:59), 0.5, 0.3 and 0.2 mm: at 09:59 the past hour
   * had 1.0 mm, the day 3.0 mm, the last 24 h 4.0 mm. The last reading carries every measure.
   */
  async function feed(station: Station) {
    await postReadings(t, station, [
      { receivedAt: '2026-06-14T21:00:00Z', rain: 1 },
      { receivedAt: '2026-06-15T08:30:00Z', rain: 2 },
      { receivedAt: '2026-06-15T09:00:00Z', rain: 0.5 },
      { receivedAt: '2026-06-15T09:30:00Z', rain: 0.3 },
      {
        receivedAt: '2026-06-15T09:59:00Z',
        temperature: 20.5,
        humidity: 65,
        dewPoint: 13.7,
        relativePressure: 1013.2,
        windSpeed: 3.2,
        windGust: 6.1,
        windDirection: 225,
        rain: 0.2,
        rainRate: 1.2,
        solarRadiation: 420,
        uv: 3.4,
        soilTemperature: 15.1,
      },
    ]);
  }

  for (const unitSet of ['Metric', 'Imperial']) {
    it(`sends the exact request of each network for a ${unitSet} station`, async () => {
      const station = await buildStation(t.db, {
        timezone: 'Europe/Paris',
        lat: 48.8566,
        lng: 2.3522,
        preferedUnit: unitSet,
      });
      await addTarget(station, 'windy', 'f07f453a', 'windy-password');
      await addTarget(station, 'awekas', 'awekas-user', 'awekas-pw');
      await addTarget(station, 'openweathermap', '5ed21a12cc3e5b0001a7d5e0', 'owm-api-key');
      await addTarget(station, 'cwop', 'EW1234', '-1');
      await addTarget(station, 'wunderground', 'KPARIS42', 'wu-key');
      await feed(station);
      await deliverAll();

      // Weather Underground: every reading, imperial; the past hour's rain and the day's.
      const wu = wuFake.requests.at(-1);
      expect(Object.fromEntries(wu?.url.searchParams ?? [])).toMatchObject({
        ID: 'KPARIS42',
        tempf: '68.9',
        rainin: '0.04',
        dailyrainin: '0.12',
        windspeedmph: '7.2',
      });

      // Windy: every reading 5 minutes apart or more, metric, the password as a Bearer token.
      expect(windy.requests).toHaveLength(5);
      const w = windy.requests.at(-1);
      expect(w?.method).toBe('GET');
      expect(w?.url.pathname).toBe('/api/v2/observation/update');
      expect(Object.fromEntries(w?.url.searchParams ?? [])).toEqual({
        id: 'f07f453a',
        time: '2026-06-15T09:59:00Z',
        temp: '20.5',
        dewpoint: '13.7',
        humidity: '65',
        wind: '3.2',
        gust: '6.1',
        winddir: '225',
        mbar: '1013.2',
        precip: '1',
        uv: '3.4',
        solarradiation: '420',
        softwaretype: 'meteodeck',
      });
      expect(w?.headers.authorization).toBe('Bearer windy-password');
      expect(w?.url.search).not.toContain('windy-password');

      // AWEKAS: 25 positional fields, MD5 of the password, UTC date and time, km/h, the day's rain.
      const a = awekas.requests.at(-1);
      expect(a?.url.pathname).toBe('/eingabe_pruefung.php');
      expect(a?.url.searchParams.get('val')).toBe(
        'awekas-user;fb981c60dc3af7eb2deb8dd2a6567c25;15.06.2026;09:59;20.5;65;1013.2;3;11.5;225;;;;de;;22;420;3.4;;;15.1;1.2;meteodeck_0.1;2.3522;48.8566',
      );

      // OpenWeatherMap: one JSON measurement, epoch seconds, the key as appid.
      const o = owm.requests.at(-1);
      expect(o?.method).toBe('POST');
      expect(o?.url.pathname).toBe('/data/3.0/measurements');
      expect(o?.url.searchParams.get('appid')).toBe('owm-api-key');
      expect(o?.headers['content-type']).toBe('application/json');
      expect(JSON.parse(o?.body ?? 'null')).toEqual([
        {
          station_id: '5ed21a12cc3e5b0001a7d5e0',
          dt: Date.parse('2026-06-15T09:59:00Z') / 1000,
          temperature: 20.5,
          wind_speed: 3.2,
          wind_gust: 6.1,
          wind_deg: 225,
          pressure: 1013.2,
          humidity: 65,
          dew_point: 13.7,
          rain_1h: 1,
          rain_24h: 4,
        },
      ]);

      // CWOP: a login per report, then the APRS weather packet in mph, °F and hundredths of an inch. The
      // sender is done once its packet is written; the server reads it a moment later.
      await vi.waitFor(() => expect(aprs.packets).toHaveLength(5));
      expect(aprs.logins).toHaveLength(5);
      expect(aprs.logins[0]).toBe('user EW1234 pass -1 vers meteodeck 0.1');
      expect(aprs.packets.at(-1)).toBe(
        'EW1234>APRS,TCPIP*:@150959z4851.40N/00221.13E_225/007g014t069r004p016P012h65b10132L420meteodeck',
      );
      // Yesterday evening's report: no wind or temperature, the rain of its own windows.
      expect(aprs.packets[0]).toBe(
        'EW1234>APRS,TCPIP*:@142100z4851.40N/00221.13E_.../...g...t...r004p004P004h..b.....meteodeck',
      );
    });
  }

  it('pauses a network that refuses the key and delivers the others', async () => {
    windy.answer = { status: 401, body: '{"message":"Invalid station password"}' };
    awekas.answer = { status: 200, body: 'Benutzer/Passwort Fehler\n' };
    const station = await buildStation(t.db, { timezone: 'Europe/Paris', lat: 48.8566, lng: 2.3522 });
    const windyId = await addTarget(station, 'windy', 'f07f453a', 'wrong');
    const awekasId = await addTarget(station, 'awekas', 'awekas-user', 'wrong');
    await addTarget(station, 'openweathermap', 'owm-station', 'owm-api-key');
    await addTarget(station, 'cwop', 'EW1234', '-1');
    await feed(station);
    for (let round = 0; round < 6; round += 1) await worker.runOnce();

    const target = (id: number) =>
      t.db.selectFrom('forwarding_targets').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(await target(windyId)).toMatchObject({ paused: 1, last_error: expect.stringContaining('401') });
    expect(await target(awekasId)).toMatchObject({
      paused: 1,
      last_error: expect.stringContaining('Passwort'),
    });
    expect(windy.requests).toHaveLength(1);
    expect(awekas.requests).toHaveLength(1);
    expect(owm.requests).toHaveLength(5);
    await vi.waitFor(() => expect(aprs.packets).toHaveLength(5));
  });

  it('retries CWOP while the APRS-IS server is unreachable, then delivers in order', async () => {
    const station = await buildStation(t.db, { timezone: 'Europe/Paris', lat: -33.8688, lng: 151.2093 });
    await aprs.close();
    await addTarget(station, 'cwop', 'EW9876', '-1');
    await feed(station);
    await worker.runOnce();
    const failing = await t.db.selectFrom('forwarding_targets').selectAll().executeTakeFirstOrThrow();
    expect(failing.last_error).toMatch(/APRS-IS/);
    expect(failing.failing_since).not.toBeNull();

    // The server comes back on another port (a restarted CWOP server): the address is configuration.
    aprs = await startAprsFake();
    await worker.stop();
    worker = createForwardingWorker({
      db: t.db,
      dialect: t.dialect,
      clock: t.clock,
      endpoints: { ...t.config.forwarding, cwop: aprs.address },
      log: { info() {}, warn() {}, error() {} },
    });
    t.clock.advance(10 * 60_000);
    await deliverAll();
    await vi.waitFor(() => expect(aprs.packets).toHaveLength(5));
    expect(aprs.packets.map((p) => p.slice(20, 27))).toEqual([
      '142100z',
      '150830z',
      '150900z',
      '150930z',
      '150959z',
    ]);
    // Southern and eastern hemispheres.
    expect(aprs.packets[0]).toContain('3352.13S/15112.56E_');
  });
});
