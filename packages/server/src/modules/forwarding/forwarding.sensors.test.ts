/**
 * Extra sensors forwarded to the networks with fields for them (Weather Underground, WOW, AWEKAS): readings
 * stored through the JSON door with their sensors are delivered by the worker to a local fake, each with the
 * public sensors' values at its own instant (an admin-only sensor never leaves; a reading without sensors
 * sends none).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { dialects } from '../../../test/dialects.ts';
import { buildForwardingTarget, seededStationId } from '../../../test/factories.ts';
import { createForwardingWorker } from './outbox.worker.ts';

const TOKEN = 'test-station-token';

type Service = 'wunderground' | 'wow' | 'awekas';

describe.each(dialects)('forwarding extra sensors on %s', (dialect) => {
  let t: TestApp;
  let queries: string[];
  let close: () => Promise<void>;
  let url: string;

  beforeEach(async () => {
    t = await buildTestApp(dialect, { env: { FORWARDING_ENABLED: 'false' } });
    queries = [];
    const server = createServer((req, res) => {
      const asked = new URL(req.url ?? '/', 'http://fake');
      queries.push(asked.search.slice(1));
      res.writeHead(200, { 'content-type': 'text/plain' });
      // AWEKAS's acceptance, else Weather Underground's (WOW reads any 2xx).
      res.end(asked.pathname === '/eingabe_pruefung.php' ? 'OK\n' : 'success\n');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  });
  afterEach(async () => {
    await close();
    await t.close();
  });

  /** The seeded station's readings through the JSON door, as its owner's script sends them. */
  const postReadings = (payload: unknown[]) =>
    t.app.inject({
      method: 'POST',
      url: '/api/weatherData/SSDP41000/readings',
      headers: { authorization: `Bearer ${TOKEN}` },
      payload,
    });

  /** A forwarding target of the seeded station on `service`. */
  async function addTarget(service: Service, stationId: string, secret: string) {
    await buildForwardingTarget(t.db, {
      stationId: await seededStationId(t.db),
      service,
      networkStationId: stationId,
      secret,
      now: t.clock.now(),
    });
  }

  /** Runs the worker, `service` sent to the local fake, until it received `count` queries (10 rounds at most). */
  async function deliver(service: Service, count: number) {
    const worker = createForwardingWorker({
      db: t.db,
      dialect: t.dialect,
      clock: t.clock,
      endpoints: { ...t.config.forwarding, [service]: url },
      log: { info() {}, warn() {}, error() {} },
    });
    for (let round = 0; round < 10 && queries.length < count; round += 1) await worker.runOnce();
    await worker.stop();
  }

  it('sends each reading with its public sensors at that instant', async () => {
    await addTarget('wunderground', 'KBERLIN1', 'wu-key');
    const post = await postReadings([
      {
        receivedAt: '2026-06-15T08:00:00Z',
        temperature: 20,
        sensors: { 'extraTemperature:1': 15, 'soilMoisture:2': 35, co2: 700 },
      },
      { receivedAt: '2026-06-15T08:05:00Z', temperature: 20, sensors: { 'extraTemperature:1': 16 } },
      { receivedAt: '2026-06-15T08:10:00Z', temperature: 20 },
    ]);
    expect(post.statusCode).toBe(201);
    // The soil sensor is the owner's only.
    await t.db
      .updateTable('extra_sensors')
      .set({ visibility: 'admin' })
      .where('sensor_key', '=', 'soilMoisture:2')
      .execute();

    await deliver('wunderground', 3);

    const head = 'ID=KBERLIN1&PASSWORD=wu-key&dateutc=2026-06-15+08%3A';
    const tail = '&softwaretype=meteodeck&action=updateraw&realtime=1&rtfreq=2.5';
    expect(queries).toEqual([
      `${head}00%3A00&tempf=68&temp2f=59${tail}`,
      `${head}05%3A00&tempf=68&temp2f=60.8${tail}`,
      `${head}10%3A00&tempf=68${tail}`,
    ]);
  });

  it('sends WOW the extra sensors its field list shares (soil moisture), not the others', async () => {
    await addTarget('wow', 'wow-site', 'wow-key');
    const post = await postReadings([
      {
        receivedAt: '2026-06-15T08:00:00Z',
        temperature: 20,
        sensors: { 'extraTemperature:1': 15, 'soilMoisture:1': 35 },
      },
    ]);
    expect(post.statusCode).toBe(201);
    await deliver('wow', 1);
    expect(queries).toHaveLength(1);
    const sent = new URLSearchParams(queries[0]);
    expect(sent.get('tempf')).toBe('68');
    expect(sent.get('soilmoisture')).toBe('35');
    // WOW's list has no extra temperatures.
    expect(sent.has('temp2f')).toBe(false);
  });

  /** The fields of each AWEKAS upload received, numbered from 1 as AWEKAS's API description numbers them. */
  const awekasFields = () =>
    queries.map((query) => ['', ...(new URLSearchParams(query).get('val') ?? '').split(';')]);

  it("sends AWEKAS the public snow sensor's first channel as the snow height, at each reading's instant", async () => {
    await addTarget('awekas', 'awekas-user', 'awekas-pw');
    const post = await postReadings([
      {
        receivedAt: '2026-06-15T08:00:00Z',
        temperature: 20,
        sensors: { 'snowDepth:1': 23.6, 'snowDepth:2': 40, 'extraTemperature:1': 15 },
      },
      { receivedAt: '2026-06-15T08:05:00Z', temperature: 20, sensors: { 'snowDepth:1': 0.2 } },
      { receivedAt: '2026-06-15T08:10:00Z', temperature: 20 },
    ]);
    expect(post.statusCode).toBe(201);

    await deliver('awekas', 3);

    const fields = awekasFields();
    expect(fields.map((f) => [f[4], f[5], f[13]])).toEqual([
      ['08:00', '20', '24'],
      ['08:05', '20', ''], // under half a centimetre: no snow, an empty field
      ['08:10', '20', ''],
    ]);
    // Positions 11 to 23: neither the second channel nor the extra temperature has a field there.
    expect(fields[0]?.slice(11, 24).filter((field) => field !== '')).toEqual(['24', 'de', 'meteodeck_0.1']);
  });

  it('never sends AWEKAS an owner-only snow sensor', async () => {
    await addTarget('awekas', 'awekas-user', 'awekas-pw');
    const post = await postReadings([
      { receivedAt: '2026-06-15T08:00:00Z', temperature: 20, sensors: { 'snowDepth:1': 23.6 } },
    ]);
    expect(post.statusCode).toBe(201);
    await t.db
      .updateTable('extra_sensors')
      .set({ visibility: 'admin' })
      .where('sensor_key', '=', 'snowDepth:1')
      .execute();
    await deliver('awekas', 1);
    expect(awekasFields().map((f) => [f[5], f[13]])).toEqual([['20', '']]);
  });
});
