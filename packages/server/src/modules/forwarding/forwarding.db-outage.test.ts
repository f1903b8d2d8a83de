/**
 * The forwarding worker while its PostgreSQL is away: the worker's connections go through a TCP relay the
 * test cuts (open connections ended, new ones refused) and restores, as a restart or a failover does. No
 * error leaves the worker, its rounds back off instead of failing once per idle pause, and once the
 * database is back the queued reading is delivered without a restart.
 */
import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import { type AddressInfo, createConnection, createServer, type Server, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_NOW, type TestApp } from '../../../test/build-test-app.ts';
import { testDatabaseUrl } from '../../../test/dialects.ts';
import { buildForwardingTarget, seededStationId } from '../../../test/factories.ts';
import { loadConfig } from '../../config.ts';
import { createDb, type DbHandle } from '../../db/create-db.ts';
import { createForwardingWorker, type ForwardingWorker, roundPause } from './outbox.worker.ts';

const TOKEN = 'test-station-token';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A TCP relay to PostgreSQL that can be cut (every connection ended, new ones refused) and restored. */
async function startRelay(target: URL) {
  const host = target.hostname;
  const port = Number(target.port || 5432);
  const sockets = new Set<Socket>();
  let up = true;
  const server: Server = createServer((client) => {
    if (!up) {
      client.destroy();
      return;
    }
    const upstream = createConnection(port, host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => {});
      socket.on('close', () => {
        sockets.delete(socket);
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    cut() {
      up = false;
      for (const socket of sockets) socket.destroy();
    },
    restore() {
      up = true;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

describe('roundPause', () => {
  it('doubles the pause after each failed round up to 30 s, and is the idle pause once one went through', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 40].map((failed) => roundPause(failed, 1000))).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });
});

describe.runIf(testDatabaseUrl !== undefined)('the forwarding worker while PostgreSQL is away', () => {
  let t: TestApp | undefined;
  let worker: ForwardingWorker | undefined;
  let handle: DbHandle | undefined;
  let relay: Awaited<ReturnType<typeof startRelay>> | undefined;
  let fake: HttpServer | undefined;
  afterEach(async () => {
    await worker?.stop();
    await handle?.db.destroy();
    await relay?.close();
    fake?.close();
    await t?.close();
  });

  it('backs off while it cannot reach the database, and delivers the queued reading once it is back', async () => {
    t = await buildTestApp('postgres', { env: { FORWARDING_ENABLED: 'false' } });
    const received: URL[] = [];
    fake = createHttpServer((request, response) => {
      received.push(new URL(request.url ?? '/', 'http://fake'));
      response.end('success\n');
    });
    await new Promise<void>((resolve) => fake?.listen(0, '127.0.0.1', resolve));
    await buildForwardingTarget(t.db, {
      stationId: await seededStationId(t.db),
      service: 'wunderground',
      networkStationId: 'KXXX123',
      secret: 'wu-key',
      now: TEST_NOW,
    });

    const url = new URL(t.databaseUrl);
    relay = await startRelay(url);
    url.hostname = '127.0.0.1';
    url.port = String(relay.port);
    const errors: Error[] = [];
    handle = createDb(
      { dialect: 'postgres', connectionString: url.toString() },
      { onConnectionError: (error) => errors.push(error) },
    );
    const failedRounds: number[] = [];
    const idleMs = 50;
    worker = createForwardingWorker({
      db: handle.db,
      dialect: 'postgres',
      clock: t.clock,
      endpoints: {
        ...loadConfig({}).forwarding,
        wunderground: `http://127.0.0.1:${(fake.address() as AddressInfo).port}`,
      },
      log: {
        info() {},
        warn() {},
        error: (details) => failedRounds.push(Number(Reflect.get(details, 'failedRounds'))),
      },
      idleMs,
    });
    // The worker's pool holds a connection, then the database goes away.
    await worker.runOnce();
    worker.start();
    await sleep(200);
    relay.cut();
    const upload = await t.app.inject({
      method: 'GET',
      url: `/weatherstation/updateweatherstation.php?ID=SSDP41000&PASSWORD=${TOKEN}&dateutc=2026-06-15%2009:59:00&tempf=68`,
    });
    expect(upload.statusCode).toBe(200);
    await sleep(2000);
    // Rounds 50 ms apart would have failed about 40 times in 2 s; backing off (100, 200, 400, 800 ms…) few.
    expect(failedRounds.length).toBeGreaterThanOrEqual(2);
    expect(failedRounds.length).toBeLessThanOrEqual(6);
    expect(failedRounds).toEqual(failedRounds.map((_, i) => i + 1));
    expect(received).toEqual([]);

    relay.restore();
    await expect.poll(() => received.length, { timeout: 10_000, interval: 50 }).toBe(1);
    expect(received[0]?.searchParams.get('tempf')).toBe('68');
    const queued = async () => (await t?.db.selectFrom('forwarding_outbox').selectAll().execute())?.length;
    await expect.poll(queued, { timeout: 5000, interval: 50 }).toBe(0);
    expect(received).toHaveLength(1);
  });
});
