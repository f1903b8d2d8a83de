/**
 * A busy hour compressed: 30 stations uploading every 2 s through the Weather Underground door, visitors
 * reading the current data, history and graphs, and live streams open, against the real server process.
 * Nothing is lost (every upload answered `success` is stored), nothing fails, the streams get the news.
 */
import { request } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { dialects } from '../dialects.ts';
import {
  adminToken,
  createFaultDatabase,
  FAULT_PORT,
  FAULT_STATION,
  type FaultDatabase,
  openFaultDatabase,
  type ServerChild,
  startServerChild,
} from './server-child.ts';

const STATIONS = 30;
const UPLOAD_EVERY_MS = 2000;
const ROUNDS = 8;
const READERS = 4;
const STREAMS = 10;

/** Opens the live stream of `reference`; counts the events it receives until closed. */
function openStream(url: string, reference: string) {
  const state = { status: 0, events: 0 };
  const req = request(`${url}/api/weatherData/${reference}/currentData/stream`, (res) => {
    state.status = res.statusCode ?? 0;
    res.setEncoding('utf8');
    res.on('data', (chunk: string) => {
      state.events += chunk.split('\ndata: ').length - 1;
    });
  });
  req.on('error', () => {});
  req.end();
  return { state, close: () => req.destroy() };
}

describe.each(dialects)('load on %s', (dialect) => {
  let database: FaultDatabase;
  let server: ServerChild | undefined;
  afterEach(async () => {
    await server?.stop();
    await database.drop();
  });

  it('stores every upload of 30 stations every 2 s while visitors read and watch, without an error', async () => {
    database = await createFaultDatabase(dialect);
    server = await startServerChild(database, FAULT_PORT + 2 + (dialect === 'sqlite' ? 0 : 1), {
      LIVE_STREAMS_PER_CLIENT: String(STREAMS),
    });
    const { url } = server;
    const token = await adminToken(url);
    const stations: Array<{ reference: string; token: string }> = [
      { reference: FAULT_STATION.reference, token: FAULT_STATION.token },
    ];
    for (let i = 1; i < STATIONS; i += 1) {
      const station = {
        reference: `LOAD${String(i).padStart(3, '0')}`,
        token: `load-station-token-${i}-0123`,
      };
      const response = await fetch(`${url}/api/weatherStation`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({
          reference: station.reference,
          name: `Load ${i}`,
          description: 'Load test station',
          shortDescription: 'Load',
          country: 'DE',
          address: '',
          city: 'Lastdorf',
          postalCode: '12345',
          lat: 50 + i / 100,
          lng: 8 + i / 100,
          elevation: 100,
          model: 'GW1000',
          apiToken: station.token,
          preferedUnit: 'Metric',
        }),
      });
      expect(response.status).toBe(201);
      stations.push(station);
    }

    const acknowledged = new Map<string, number>();
    const failures: string[] = [];
    const streams = Array.from({ length: STREAMS }, () => openStream(url, FAULT_STATION.reference));
    let uploading = true;
    const uploader = async (station: { reference: string; token: string }, offset: number) => {
      await new Promise((resolve) => setTimeout(resolve, offset));
      for (let round = 0; round < ROUNDS; round += 1) {
        const started = Date.now();
        const query = `ID=${station.reference}&PASSWORD=${station.token}&dateutc=now&tempf=${60 + round}&humidity=55&baromin=29.9&windspeedmph=3&winddir=180&dailyrainin=${(round * 0.01).toFixed(2)}`;
        const response = await fetch(`${url}/weatherstation/updateweatherstation.php?${query}`);
        const text = await response.text();
        if (response.status === 200 && text === 'success') {
          acknowledged.set(station.reference, (acknowledged.get(station.reference) ?? 0) + 1);
        } else failures.push(`upload ${station.reference}: ${response.status} ${text}`);
        await new Promise((resolve) =>
          setTimeout(resolve, Math.max(0, UPLOAD_EVERY_MS - (Date.now() - started))),
        );
      }
    };
    const paths = ['currentData/detail', 'history/daily', 'history/record', 'graph/day', 'graph/week'];
    let reads = 0;
    const reader = async (n: number) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      for (let i = 0; uploading; i += 1) {
        const path = paths[(i + n) % paths.length];
        const response = await fetch(`${url}/api/weatherData/${FAULT_STATION.reference}/${path}`);
        await response.arrayBuffer();
        reads += 1;
        if (response.status !== 200) failures.push(`read ${path}: ${response.status}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    const uploads = stations.map((station, i) => uploader(station, (i * UPLOAD_EVERY_MS) / STATIONS));
    // The first upload of SSDP41000 leaves at once; readers start once it is stored.
    const readers = Array.from({ length: READERS }, (_, n) => reader(n));
    await Promise.all(uploads);
    uploading = false;
    await Promise.all(readers);
    for (const stream of streams) stream.close();

    expect(failures).toEqual([]);
    expect(reads).toBeGreaterThan(50);
    expect([...acknowledged.values()].reduce((a, b) => a + b, 0)).toBe(STATIONS * ROUNDS);
    for (const stream of streams) {
      expect(stream.state.status).toBe(200);
      expect(stream.state.events).toBeGreaterThanOrEqual(ROUNDS - 1);
    }
    const handle = openFaultDatabase(database);
    try {
      const rows = await handle.db
        .selectFrom('readings')
        .innerJoin('weather_stations', 'weather_stations.id', 'readings.weather_station_id')
        .select(['weather_stations.reference', (eb) => eb.fn.countAll<number>().as('n')])
        .groupBy('weather_stations.reference')
        .execute();
      const stored = new Map(rows.map((row) => [row.reference, Number(row.n)]));
      expect(stored).toEqual(acknowledged);
    } finally {
      await handle.db.destroy();
    }
  });
});
