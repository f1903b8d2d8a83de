/**
 * A target's status in words: a new target waits for its first reading and says when the next
 * send can be; a failure reads as the network's answer with its HTTP status, or why no answer came (DNS
 * failure, connection refused, timeout), against local fake endpoints.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_NOW, type TestApp } from '../../../test/build-test-app.ts';
import { dialects } from '../../../test/dialects.ts';
import { freePort } from '../../../test/local-server.ts';
import { loadConfig } from '../../config.ts';
import { deliver } from './networks/deliver.ts';
import type { ForwardingEndpoints, ForwardingPayload } from './networks/network.ts';
import { createForwardingWorker } from './outbox.worker.ts';

const DEFAULT_ENDPOINTS: ForwardingEndpoints = loadConfig({}).forwarding;

interface Endpoint {
  url: string;
  /** What it does with a request: answer this status and body, or never answer. */
  answer: { status: number; body: string } | 'silent';
  close(): Promise<void>;
}

async function startEndpoint(): Promise<Endpoint> {
  const endpoint = { answer: { status: 200, body: '{"result":"ok"}' } } as Endpoint;
  const server: Server = createServer((_req, res) => {
    const answer = endpoint.answer;
    if (answer === 'silent') return;
    res.writeHead(answer.status, { 'content-type': 'text/plain' }).end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  endpoint.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return endpoint;
}

const PAYLOAD = { at: TEST_NOW, temperature: 12 } as ForwardingPayload;
const WINDY = { stationId: 'f07f453a', secret: 'windy-password' };

describe('what a failed delivery says', () => {
  it('tells a refused connection, a timeout, a DNS failure and the network answer apart', async () => {
    const endpoint = await startEndpoint();
    try {
      const closedPort = `http://127.0.0.1:${await freePort()}`;
      const refused = await deliver('windy', { ...DEFAULT_ENDPOINTS, windy: closedPort }, PAYLOAD, WINDY);
      expect(refused).toEqual({
        kind: 'failed',
        message: `connexion refusée (${closedPort.slice('http://'.length)})`,
      });

      endpoint.answer = 'silent';
      const host = endpoint.url.slice('http://'.length);
      const late = await deliver('windy', { ...DEFAULT_ENDPOINTS, windy: endpoint.url }, PAYLOAD, WINDY, 300);
      expect(late).toEqual({ kind: 'failed', message: `pas de réponse à temps (délai dépassé) (${host})` });

      endpoint.answer = { status: 500, body: 'Internal\n  Server Error' };
      const answer = await deliver('windy', { ...DEFAULT_ENDPOINTS, windy: endpoint.url }, PAYLOAD, WINDY);
      expect(answer).toEqual({
        kind: 'failed',
        message: 'le réseau a répondu HTTP 500 : Internal Server Error',
      });

      // `.invalid` never resolves (RFC 2606).
      const unknown = 'http://stations.meteodeck.invalid';
      const dns = await deliver('windy', { ...DEFAULT_ENDPOINTS, windy: unknown }, PAYLOAD, WINDY, 10_000);
      expect(dns).toEqual({
        kind: 'failed',
        message: 'adresse introuvable (échec de la résolution DNS) (stations.meteodeck.invalid)',
      });
    } finally {
      await endpoint.close();
    }
  });
});

describe.each(dialects)('forwarding status on %s', (dialect) => {
  let t: TestApp;
  let windy: Endpoint;
  beforeEach(async () => {
    t = await buildTestApp(dialect, { env: { FORWARDING_ENABLED: 'false' } });
    windy = await startEndpoint();
  });
  afterEach(async () => {
    await windy.close();
    await t.close();
  });

  it('waits for the first reading with the next send time, then tells the failure and the success', async () => {
    const admin = await t.loginAs('admin');
    const { id: stationId } = await t.db
      .selectFrom('weather_stations')
      .select('id')
      .where('reference', '=', 'SSDP41000')
      .executeTakeFirstOrThrow();
    const base = `/api/weatherStation/${stationId}/forwarding`;
    const status = async () =>
      (await t.app.inject({ method: 'GET', url: base, headers: { authorization: `Bearer ${admin}` } })).json()
        .forwardings[0].status;
    const created = await t.app.inject({
      method: 'POST',
      url: base,
      headers: { authorization: `Bearer ${admin}` },
      payload: { service: 'windy', stationId: 'f07f453a', key: 'windy-password', enabled: true },
    });
    expect(created.statusCode).toBe(201);
    const at = (ms: number) => new Date(ms).toISOString();
    // Windy takes one reading per 5 minutes: a reading received from 10:05 on goes.
    expect(await status()).toEqual({
      state: 'waiting',
      lastSuccessAt: null,
      lastErrorAt: null,
      lastError: null,
      failingSince: null,
      nextSendAt: at(TEST_NOW + 5 * 60_000),
      queueLength: 0,
    });

    const worker = createForwardingWorker({
      db: t.db,
      dialect: t.dialect,
      clock: t.clock,
      endpoints: { ...DEFAULT_ENDPOINTS, windy: windy.url },
      log: { info() {}, warn() {}, error() {} },
    });
    const upload = () =>
      t.app.inject({
        method: 'GET',
        url: '/weatherstation/updateweatherstation.php?ID=SSDP41000&PASSWORD=test-station-token&dateutc=now&tempf=60',
      });
    t.clock.advance(5 * 60_000);
    expect((await upload()).statusCode).toBe(200);
    windy.answer = { status: 503, body: 'maintenance' };
    await worker.runOnce();
    expect(await status()).toMatchObject({
      state: 'failing',
      lastSuccessAt: null,
      lastErrorAt: at(t.clock.now()),
      lastError: 'le réseau a répondu HTTP 503 : maintenance',
      nextSendAt: at(t.clock.now() + 5_000),
      queueLength: 1,
    });

    windy.answer = { status: 200, body: '{"result":"ok"}' };
    t.clock.advance(5_000);
    await worker.runOnce();
    expect(await status()).toMatchObject({
      state: 'ok',
      lastSuccessAt: at(t.clock.now()),
      lastError: 'le réseau a répondu HTTP 503 : maintenance',
      nextSendAt: at(TEST_NOW + 10 * 60_000),
      queueLength: 0,
    });
    await worker.stop();
  });
});
