/**
 * Forwarding through an outage and a power cut: Weather Underground (a local fake) is down for 14 s while
 * the console uploads; the real server is killed with SIGKILL in the middle of the outage and started again
 * on the same database; the fake comes back. Every acknowledged reading reaches the fake once, in order.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { dialects } from '../dialects.ts';
import {
  adminToken,
  createFaultDatabase,
  FAULT_PORT,
  FAULT_STATION,
  type FaultDatabase,
  type ServerChild,
  startServerChild,
} from './server-child.ts';

const dateutc = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(dialects)('forwarding across a kill -9 on %s', (dialect) => {
  let database: FaultDatabase;
  let server: ServerChild | undefined;
  let fake: Server | undefined;
  afterEach(async () => {
    await server?.stop();
    await new Promise((resolve) => (fake === undefined ? resolve(undefined) : fake.close(resolve)));
    await database.drop();
  });

  it('delivers every acknowledged reading once and in order', async () => {
    let up = false;
    const received: string[] = [];
    fake = createServer((req, res) => {
      if (!up) {
        res.writeHead(503).end('down');
        return;
      }
      const query = new URL(req.url ?? '/', 'http://fake').searchParams;
      received.push(query.get('dateutc') ?? '');
      res.writeHead(200, { 'content-type': 'text/plain' }).end('success\n');
    });
    await new Promise<void>((resolve) => fake?.listen(0, '127.0.0.1', resolve));
    const fakeUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
    const env = { WUNDERGROUND_BASE_URL: fakeUrl };

    database = await createFaultDatabase(dialect);
    const port = FAULT_PORT + 8 + (dialect === 'sqlite' ? 0 : 1);
    server = await startServerChild(database, port, env);
    const token = await adminToken(server.url);
    const stations = (await (await fetch(`${server.url}/api/weatherStation`)).json()) as {
      weatherStations: { id: number; reference: string }[];
    };
    const stationId = stations.weatherStations.find((s) => s.reference === FAULT_STATION.reference)?.id;
    const created = await fetch(`${server.url}/api/weatherStation/${stationId}/forwarding`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ service: 'wunderground', stationId: 'KTEST1', key: 'wu-key', enabled: true }),
    });
    expect(created.status).toBe(201);

    // After the target was created (its history is not forwarded), within the 5 minutes of allowed skew.
    const base = Math.ceil(Date.now() / 1000) * 1000 + 1000;
    const acknowledged: string[] = [];
    for (let i = 0; i < 20; i += 1) {
      const at = dateutc(base + i * 5000);
      const query = `ID=${FAULT_STATION.reference}&PASSWORD=${FAULT_STATION.token}&dateutc=${encodeURIComponent(at)}&tempf=${50 + i}`;
      const response = await fetch(`${server.url}/weatherstation/updateweatherstation.php?${query}`);
      if (response.status === 200 && (await response.text()) === 'success') acknowledged.push(at);
    }
    expect(acknowledged).toHaveLength(20);
    // A 14-second outage: the worker tries and fails for 7 s (its first two attempts, 5 s apart); the power
    // cut; the restarted server finds the network still down for another 7 s; then it comes back.
    await pause(7_000);
    expect(received).toHaveLength(0);
    server.child.kill('SIGKILL');
    await server.exited;
    server = await startServerChild(database, port, env);
    await pause(7_000);
    expect(received).toHaveLength(0);
    up = true;
    // The retry delays grow up to 5 minutes; after 14 s of failures the next attempt is at most 30 s away.
    const deadline = Date.now() + 120_000;
    while (received.length < acknowledged.length && Date.now() < deadline) await pause(200);
    await pause(1000);
    expect(received, server.output()).toEqual(acknowledged);
  }, 200_000);
});
