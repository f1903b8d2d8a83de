/**
 * The deployment of docs/DEPLOYMENT.md, for real: Debian's nginx with deploy/nginx.conf in front of two
 * meteodeck server processes (started at the same moment) on one PostgreSQL database, with TRUST_PROXY.
 * Everything goes through nginx: login, the upload doors, a live stream served by one process hearing an
 * upload answered by the other, a changed station token refused by both, a rate limit counted across both
 * by the visitor's own address.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createFaultDatabase,
  FAULT_ADMIN,
  FAULT_STATION,
  type FaultDatabase,
  type ServerChild,
  startServerChild,
} from '../fault/server-child.ts';
import { type NginxChild, startNginx } from './nginx-child.ts';
import { type Answer, openEventStream, send, sendJson } from './proxy-client.ts';

/** E2E_PORT + 40: nginx; + 41 and + 42: the two meteodeck processes (the fault suite uses + 20 to + 25). */
const NGINX_PORT = Number(process.env.E2E_PORT ?? 3100) + 40;
const PROCESS_PORTS = [NGINX_PORT + 1, NGINX_PORT + 2];
const UPSTREAMS = PROCESS_PORTS.map((port) => `127.0.0.1:${port}`);
const { reference, token: firstToken } = FAULT_STATION;
const MIB = 1024 * 1024;

/** Weather Underground's `dateutc` (UTC, `YYYY-MM-DD HH:MM:SS`, URL-encoded). */
const dateutc = (ms: number) => encodeURIComponent(new Date(ms).toISOString().slice(0, 19).replace('T', ' '));

describe('two meteodeck processes on PostgreSQL behind nginx (deploy/nginx.conf)', () => {
  let database: FaultDatabase;
  let processes: ServerChild[] = [];
  let nginx: NginxChild;
  // Each upload gets an instant of its own (whole seconds, as consoles send), one second after the
  // previous one, starting an hour ago.
  let instant = Math.floor(Date.now() / 1000) * 1000 - 3_600_000;
  const nextInstant = () => {
    instant += 1000;
    return instant;
  };
  const wuUpload = (token: string, at = nextInstant()) =>
    send(
      `${nginx.url}/weatherstation/updateweatherstation.php?ID=${reference}&PASSWORD=${token}&dateutc=${dateutc(at)}&tempf=59.0&humidity=61`,
    );
  const receivedAtOf = (data: unknown) =>
    typeof data === 'object' && data !== null && 'receivedAt' in data && typeof data.receivedAt === 'string'
      ? Date.parse(data.receivedAt)
      : Number.NaN;

  beforeAll(async () => {
    database = await createFaultDatabase('postgres');
    // Started together: they prepare the empty database one after the other (startup lock). At 'debug' every
    // request is logged (at 'info' only failures are), so the test reads which address each process saw.
    const started = await Promise.allSettled(
      PROCESS_PORTS.map((port) =>
        startServerChild(database, port, { TRUST_PROXY: '127.0.0.1', LOG_LEVEL: 'debug' }),
      ),
    );
    processes = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    const failed = started.find((result) => result.status === 'rejected');
    if (failed !== undefined) throw failed.reason;
    nginx = await startNginx({ port: NGINX_PORT, upstreamPorts: PROCESS_PORTS, readyPath: '/api/unit' });
  }, 90_000);

  afterAll(async () => {
    await nginx?.stop();
    await Promise.all(processes.map((server) => server.stop()));
    await database?.drop();
  });

  it('logs in through nginx, and the token opens the back office on both processes', async () => {
    const login = await sendJson(`${nginx.url}/api/login`, 'POST', FAULT_ADMIN);
    expect(login.status).toBe(200);
    const { token } = JSON.parse(login.body);
    const servedBy = new Set<string>();
    for (let i = 0; i < 6; i += 1) {
      const users = await send(`${nginx.url}/api/user`, { headers: { authorization: `Bearer ${token}` } });
      expect(users.status).toBe(200);
      expect(JSON.parse(users.body).numberOfResult).toBe(1);
      servedBy.add(users.upstream);
    }
    expect([...servedBy].sort()).toEqual(UPSTREAMS);
  });

  it('passes the upload doors: Weather Underground, Ecowitt, and a JSON batch larger than 1 MiB', async () => {
    const from = Date.now() - 10 * 86_400_000;
    const batch = Array.from({ length: 8000 }, (_, i) => ({
      receivedAt: new Date(from + i * 60_000).toISOString(),
      temperature: 10 + (i % 100) / 10,
      humidity: 60 + (i % 30),
      dewPoint: 5.5,
      relativePressure: 1013.2,
      absolutePressure: 1010.8,
      windSpeed: 3.4,
      windDirection: (i * 7) % 360,
      windGust: 5.6,
      rainTotal: 100 + i / 100,
      solarRadiation: 120.5,
      uv: 2,
      pm25: 8.1,
    }));
    const body = JSON.stringify(batch);
    expect(Buffer.byteLength(body)).toBeGreaterThan(MIB);
    const json = await send(`${nginx.url}/api/weatherData/${reference}/readings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${firstToken}` },
      body,
    });
    expect(json.status).toBe(201);
    expect(JSON.parse(json.body)).toEqual({ stored: 8000, skipped: 0, rejected: [] });

    const wu = await wuUpload(firstToken);
    expect(wu.status).toBe(200);
    expect(wu.body).toBe('success');

    const ecowittAt = nextInstant();
    const ecowitt = await send(`${nginx.url}/ingest/ecowitt/${reference}/${firstToken}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `PASSKEY=ABCDEF&stationtype=GW1100&dateutc=${dateutc(ecowittAt)}&tempf=64.4&humidity=55&baromrelin=29.92`,
    });
    expect(ecowitt.status).toBe(200);
    expect(JSON.parse(ecowitt.body)).toEqual({ errcode: '0', errmsg: 'ok' });

    const current = await send(`${nginx.url}/api/weatherData/${reference}/currentData/detail`);
    expect(current.status).toBe(200);
    expect(receivedAtOf(JSON.parse(current.body))).toBe(ecowittAt);
    expect(JSON.parse(current.body).temperature).toBe(18);
    // The console's token stays out of nginx's access log, as out of meteodeck's.
    expect(nginx.accessLog()).toContain('/weatherstation/updateweatherstation.php?[query not logged]');
    expect(nginx.accessLog()).toContain('/ingest/ecowitt/SSDP41000/[token not logged]');
    expect(nginx.accessLog()).not.toContain(firstToken);
  });

  it("passes a history import's 4 MiB chunk (the back office's size) to meteodeck", async () => {
    const login = JSON.parse((await sendJson(`${nginx.url}/api/login`, 'POST', FAULT_ADMIN)).body);
    const chunk = Buffer.alloc(4 * MIB, 'a');
    const created = await send(`${nginx.url}/api/import`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${login.token}` },
      body: JSON.stringify({ station: reference, kind: 'csv', fileName: 'history.csv', size: chunk.length }),
    });
    expect(created.status, created.body).toBe(201);
    const { id } = JSON.parse(created.body);
    const sent = await send(`${nginx.url}/api/import/${id}/content?offset=0`, {
      method: 'PUT',
      headers: { 'content-type': 'application/octet-stream', authorization: `Bearer ${login.token}` },
      body: chunk,
    });
    expect(sent.status, sent.body.slice(0, 200)).toBe(200);
    expect(JSON.parse(sent.body).received).toBe(chunk.length);
  });

  it('brings an upload answered by one process to a live stream served by the other within a second', async () => {
    const stream = await openEventStream(`${nginx.url}/api/weatherData/${reference}/currentData/stream`);
    try {
      expect(stream.status).toBe(200);
      expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
      expect(stream.headers['content-encoding']).toBeUndefined();
      expect(UPSTREAMS).toContain(stream.upstream);
      await stream.waitFor(() => true, 5000);
      const delays: number[] = [];
      // nginx passes uploads to either process; three of them must land on the one not serving the stream.
      for (let tries = 0; delays.length < 3 && tries < 20; tries += 1) {
        const at = nextInstant();
        const upload = await wuUpload(firstToken, at);
        const answered = performance.now();
        expect(upload.body).toBe('success');
        const event = await stream.waitFor((data) => receivedAtOf(data) === at, 1000);
        if (upload.upstream !== stream.upstream) delays.push(event.at - answered);
      }
      expect(delays).toHaveLength(3);
      for (const delay of delays) expect(delay).toBeLessThan(1000);
    } finally {
      stream.close();
    }
  });

  it('refuses a changed station token on both processes within a second', async () => {
    // Both processes hold the station's credentials in their cache.
    const primed = new Set<string>();
    for (let i = 0; i < 10 && primed.size < 2; i += 1) {
      const upload = await wuUpload(firstToken);
      expect(upload.body).toBe('success');
      primed.add(upload.upstream);
    }
    expect([...primed].sort()).toEqual(UPSTREAMS);

    const login = await sendJson(`${nginx.url}/api/login`, 'POST', FAULT_ADMIN);
    const admin = { authorization: `Bearer ${JSON.parse(login.body).token}` };
    const station = JSON.parse(
      (await send(`${nginx.url}/api/weatherStation/${reference}`, { headers: admin })).body,
    );
    const { id, createdAt: _created, updatedAt: _updated, ...fields } = station;
    const secondToken = 'proxy-second-station-token-0123';
    const changed = await sendJson(
      `${nginx.url}/api/weatherStation/${id}`,
      'PUT',
      { ...fields, apiToken: secondToken },
      admin,
    );
    expect(changed.status).toBe(200);
    const changedAt = performance.now();

    // Old-token uploads for 1.5 s: from one second after the change on, no process may accept one.
    const answers: Array<{ sentAfterMs: number; answer: Answer }> = [];
    while (performance.now() - changedAt < 1500) {
      const sentAfterMs = performance.now() - changedAt;
      answers.push({ sentAfterMs, answer: await wuUpload(firstToken) });
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    for (const upstream of UPSTREAMS) {
      const late = answers.filter((a) => a.answer.upstream === upstream && a.sentAfterMs >= 1000);
      expect(late.length, `old-token uploads to ${upstream} after 1 s`).toBeGreaterThan(0);
      expect(late.map((a) => a.answer.status)).toEqual(late.map(() => 401));
    }

    const accepted = new Set<string>();
    for (let i = 0; i < 10 && accepted.size < 2; i += 1) {
      const upload = await wuUpload(secondToken);
      expect(upload.body).toBe('success');
      accepted.add(upload.upstream);
    }
    expect([...accepted].sort()).toEqual(UPSTREAMS);
  });

  it('counts a visitor on both processes against one limit, by the address nginx saw', async () => {
    const message = { name: 'Anna', email: 'anna@example.org', subject: 'Hallo', message: 'Schöne Station' };
    const contact = (from: string, forwardedFor?: string) =>
      send(`${nginx.url}/api/contact`, {
        method: 'POST',
        from,
        headers: {
          'content-type': 'application/json',
          ...(forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor }),
        },
        body: JSON.stringify(message),
      });
    // The contact form allows 5 messages per client and minute. The visitor makes up a new address each
    // time; nginx appends the one it saw, which is the one meteodeck believes.
    const answers: Answer[] = [];
    for (let i = 0; i < 6; i += 1) answers.push(await contact('127.0.0.2', `198.51.100.${i + 1}`));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201, 429]);
    expect(new Set(answers.slice(0, 5).map((a) => a.upstream)).size).toBe(2);
    expect(JSON.parse(answers[5]?.body ?? '')).toEqual([
      { message: 'Trop de requêtes, réessayez plus tard' },
    ]);
    expect((await contact('127.0.0.2')).status).toBe(429);
    // Another visitor behind the same nginx has a limit of its own.
    expect((await contact('127.0.0.3')).status).toBe(201);
    // And both processes logged the visitor, not nginx.
    for (const server of processes) expect(server.output()).toContain('"remoteAddress":"127.0.0.2"');
  });
});
