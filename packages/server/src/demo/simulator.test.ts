/**
 * The simulated consoles against a real listening app (port 0) on a real database: one Weather Underground
 * tick and one Ecowitt tick are accepted by the real doors and change the public current data.
 */
import { CurrentData } from '@meteodeck/contract';
import { celsiusToFahrenheit } from '@meteodeck/weather';
import Value from 'typebox/value';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { dialects } from '../../test/dialects.ts';
import { createStationsRepository, type Station } from '../modules/stations/stations.repository.ts';
import { createDemoContentOnce, DEMO_NYC_REFERENCE } from './demo-content.ts';
import { wireDemo } from './demo-wiring.ts';
import { seededRandom } from './random.ts';
import { createSimulator, type SimulatorProtocol, UploadError } from './simulator.ts';

/** 2026-11-21T13:00:00Z: daylight in Germany (sunshine to report), morning in New York. */
const NOW = Date.UTC(2026, 10, 21, 13, 0);
const START = {
  at: NOW - 60_000,
  temperature: 6,
  humidity: 85,
  pressure: 1015,
  windSpeed: 3,
  rainCounter: 100,
};

describe.each(dialects)('demo simulators against the real doors on %s', (dialect) => {
  let t: TestApp;
  let base: string;
  beforeEach(async () => {
    t = await buildTestApp(dialect, { now: NOW });
    await createDemoContentOnce(await wireDemo({ config: t.config, db: t.db, dialect, clock: t.clock }));
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (typeof address !== 'object' || address === null) throw new Error('not listening on TCP');
    base = `http://127.0.0.1:${address.port}`;
  });
  afterEach(() => t.close());

  const station = async (reference: string): Promise<Station> => {
    const found = await createStationsRepository(t.db).findByReference(reference);
    if (found === undefined) throw new Error(`no station ${reference}`);
    return found;
  };
  const simulator = (s: Station, protocol: SimulatorProtocol, overrides: { apiToken?: string } = {}) =>
    createSimulator({
      baseUrl: base,
      station: {
        reference: s.reference,
        apiToken: overrides.apiToken ?? s.apiToken,
        timezone: s.timezone,
        site: { lat: s.lat, lng: s.lng, elevation: s.elevation },
      },
      protocol,
      start: START,
      random: seededRandom(11),
      clock: t.clock,
    });
  const current = async (reference: string): Promise<CurrentData> => {
    const response = await fetch(`${base}/api/weatherData/${reference}/currentData/detail`);
    expect(response.status).toBe(200);
    const body: unknown = await response.json();
    if (!Value.Check(CurrentData, body))
      throw new Error(`not the contract's CurrentData: ${JSON.stringify(body)}`);
    return body;
  };

  it('a Weather Underground tick is stored for SSDP41000 and the next one moves the current data', async () => {
    const sim = simulator(await station('SSDP41000'), 'wu');
    const first = await sim.tick();
    const before = await current('SSDP41000');
    expect(Date.parse(before.receivedAt)).toBe(NOW);
    expect(before.temperature ?? Number.NaN).toBeCloseTo(first.temperature, 0);
    expect(before.humidity).toBe(first.humidity);
    expect(before.solarRadiation ?? 0).toBeGreaterThan(0);

    t.clock.advance(16_000);
    const second = await sim.tick();
    const after = await current('SSDP41000');
    expect(Date.parse(after.receivedAt)).toBe(NOW + 16_000);
    expect(after.temperature ?? Number.NaN).toBeCloseTo(second.temperature, 0);
    const rows = await t.db
      .selectFrom('readings')
      .select(['received_at', 'temperature_c', 'rain_counter_mm', 'wind_dir_deg'])
      .orderBy('received_at')
      .execute();
    expect(rows.map((r) => Number(r.received_at))).toEqual([NOW, NOW + 16_000]);
    expect(rows[1]?.temperature_c).toBeCloseTo(second.temperature, 1);
    expect(rows[1]?.wind_dir_deg).toBe(second.windDirection);
    expect(Math.abs((rows[1]?.rain_counter_mm ?? 0) - second.rainTotal)).toBeLessThan(0.03);
  });

  it('an Ecowitt tick is stored for DEMO-NYC and shows in °F in its own time zone', async () => {
    const sim = simulator(await station(DEMO_NYC_REFERENCE), 'ecowitt');
    const reading = await sim.tick();
    const data = await current(DEMO_NYC_REFERENCE);
    expect(data.receivedAt).toBe('2026-11-21T08:00:00-05:00');
    expect(data.unit.temperatureUnit).toBe('°F');
    expect(data.temperature ?? Number.NaN).toBeCloseTo(celsiusToFahrenheit(reading.temperature), 0);
    expect(data.humidity).toBe(reading.humidity);
  });

  it('a refused upload surfaces as an UploadError with the status, and nothing is stored', async () => {
    const sim = simulator(await station('SSDP41000'), 'wu', { apiToken: 'not-the-right-token' });
    await expect(sim.tick()).rejects.toSatisfy(
      (error) => error instanceof UploadError && error.status === 401,
    );
    const ecowitt = simulator(await station(DEMO_NYC_REFERENCE), 'ecowitt', {
      apiToken: 'not-the-right-token',
    });
    await expect(ecowitt.tick()).rejects.toBeInstanceOf(UploadError);
    const rows = await t.db.selectFrom('readings').select('id').execute();
    expect(rows).toEqual([]);
  });

  it('start() uploads on its interval until stop()', async () => {
    let requests = 0;
    const counting: typeof fetch = (input, init) => {
      requests += 1;
      return fetch(input, init);
    };
    const s = await station('SSDP41000');
    const sim = createSimulator({
      baseUrl: base,
      station: { reference: s.reference, apiToken: s.apiToken, timezone: s.timezone, site: s },
      protocol: 'wu',
      start: START,
      random: seededRandom(3),
      clock: t.clock,
      intervalMs: 25,
      fetch: counting,
    });
    sim.start();
    await expect.poll(() => requests, { timeout: 5_000 }).toBeGreaterThanOrEqual(3);
    sim.stop();
    await new Promise((resolve) => setTimeout(resolve, 150));
    const stopped = requests;
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(requests).toBe(stopped);
    expect(await current('SSDP41000')).toMatchObject({ receivedAt: expect.any(String) });
  });
});
