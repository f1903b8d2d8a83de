/**
 * What a broken console or a hostile uploader sends: instants from before any station uploaded to
 * us, counters that jump, booleans for numbers, a lightning time beyond any storable instant. Each is refused
 * or bounded, one reading at a time, and nothing else of the request is lost.
 */
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_NOW, type TestApp } from '../../../../test/build-test-app.ts';
import { dialects } from '../../../../test/dialects.ts';
import { loggerOptions } from '../../../logger.ts';

const TOKEN = 'test-station-token';
const IN = 25.4;

describe.each(dialects)('hostile uploads on %s', (dialect) => {
  let t: TestApp;
  let lines: string[];
  const start = async () => {
    lines = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    t = await buildTestApp(dialect, { logger: pino(loggerOptions('info'), sink) });
  };
  afterEach(() => t.close());

  const readings = () => t.db.selectFrom('readings').selectAll().orderBy('received_at').execute();
  const json = (payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/weatherData/SSDP41000/readings',
      headers: { authorization: `Bearer ${TOKEN}` },
      payload: payload as object,
    });
  const wu = (query: string) =>
    t.app.inject({
      method: 'GET',
      url: `/weatherstation/updateweatherstation.php?ID=SSDP41000&PASSWORD=${TOKEN}&${query}`,
    });
  const ecowitt = (body: string) =>
    t.app.inject({
      method: 'POST',
      url: `/ingest/ecowitt/SSDP41000/${TOKEN}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: body,
    });

  it('refuses readings dated before 2000-01-01 one by one and stores the rest of the batch', async () => {
    await start();
    const res = await json([
      { receivedAt: '1970-01-01T00:00:00Z', temperature: 10 },
      { receivedAt: '0050-06-01T12:00:00Z', temperature: 11 },
      { receivedAt: '2026-06-15T09:00:00Z', temperature: 12 },
      { receivedAt: '1999-12-31T23:59:59Z', temperature: 13 },
      { receivedAt: '2000-01-01T00:00:00Z', temperature: 14 },
    ]);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      stored: 2,
      skipped: 0,
      rejected: [
        { index: 0, reason: 'Date antérieure au 2000-01-01' },
        { index: 1, reason: 'Date antérieure au 2000-01-01' },
        { index: 3, reason: 'Date antérieure au 2000-01-01' },
      ],
    });
    expect((await readings()).map((r) => r.temperature_c)).toEqual([14, 12]);
  });

  it('answers a console reading dated 1970 with 400 on dateutc and stores nothing', async () => {
    await start();
    const res = await wu('dateutc=1970-01-01+00:00:00&tempf=50');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual([{ message: 'Date antérieure au 2000-01-01', propertyPath: 'dateutc' }]);
    expect(await readings()).toHaveLength(0);
  });

  it('bounds the rain of a counter jump: a new counter run starts there, and the jump is logged', async () => {
    await start();
    t.clock.set(TEST_NOW - 120_000);
    expect((await wu('dateutc=now&dailyrainin=0.10')).statusCode).toBe(200);
    t.clock.set(TEST_NOW - 60_000);
    expect((await wu('dateutc=now&dailyrainin=9000')).statusCode).toBe(200);
    t.clock.set(TEST_NOW);
    expect((await wu('dateutc=now&dailyrainin=9000.01')).statusCode).toBe(200);
    const rain = (await readings()).map((r) => r.rain_mm);
    // The station's first reading: what the console counted since midnight.
    expect(rain[0]).toBeCloseTo(0.1 * IN, 6);
    expect(rain[1]).toBe(0);
    expect(rain[2]).toBeCloseTo(0.01 * IN, 6);
    const day = await t.db.selectFrom('daily_summaries').select('rain_total_mm').executeTakeFirstOrThrow();
    expect(day.rain_total_mm).toBeCloseTo(0.11 * IN, 6);
    const log = lines.join('');
    expect(log).toContain('counter jump');
    expect(log).toContain('SSDP41000');
  });

  it('bounds the strikes of a lightning counter jump', async () => {
    await start();
    t.clock.set(TEST_NOW - 60_000);
    expect((await ecowitt('dateutc=now&lightning_num=3')).statusCode).toBe(200);
    t.clock.set(TEST_NOW);
    expect((await ecowitt('dateutc=now&lightning_num=900000')).statusCode).toBe(200);
    expect((await readings()).map((r) => r.lightning_count)).toEqual([null, 0]);
    expect(lines.join('')).toContain('counter jump');
  });

  it('drops an Ecowitt lightning_time no instant can be and keeps the reading', async () => {
    await start();
    const res = await ecowitt('dateutc=now&tempf=50&lightning_time=100000000000000000000');
    expect(res.statusCode).toBe(200);
    const [row] = await readings();
    expect(row?.lightning_time).toBeNull();
    expect(row?.temperature_c).toBeCloseTo(10, 9);
  });

  it('stores no derived value outside the physical bounds (dew point, sea-level pressure, rain rate)', async () => {
    await start();
    const res = await json([
      // Magnus at -80 °C and 1 % gives a dew point near -120 °C, below any air on Earth.
      { receivedAt: '2026-06-15T09:00:00Z', temperature: -80, humidity: 1 },
      // 450 hPa at the station's 20 m reduces to about 451 hPa at sea level.
      { receivedAt: '2026-06-15T09:01:00Z', absolutePressure: 450 },
      // 2000 mm in one interval derives 8000 mm/h over the 15-minute window.
      { receivedAt: '2026-06-15T09:02:00Z', rain: 2000 },
    ]);
    expect(res.json()).toEqual({ stored: 3, skipped: 0, rejected: [] });
    const rows = await readings();
    expect(rows.map((r) => [r.dew_point_c, r.pressure_rel_hpa, r.rain_rate_mmh])).toEqual([
      [null, null, null],
      [null, null, null],
      [null, null, null],
    ]);
    expect(rows[1]?.pressure_abs_hpa).toBe(450);
    // 2000 mm within a minute of the previous reading breaks the spike filter's 10 mm per minute: the
    // value is kept as a flag for review, out of the reading.
    expect(rows[2]?.rain_mm).toBe(null);
    const flags = await t.db.selectFrom('reading_flags').select(['measure', 'value', 'rule']).execute();
    expect(flags).toEqual([{ measure: 'rain', value: 2000, rule: 'rate' }]);
  });

  it('refuses a JSON boolean where a number is expected, naming the field, and stores nothing', async () => {
    await start();
    const res = await json({ receivedAt: '2026-06-15T09:00:00Z', temperature: true, humidity: 40 });
    expect(res.statusCode).toBe(400);
    const items: Array<{ propertyPath?: string }> = res.json();
    expect(items.map((item) => item.propertyPath)).toContain('temperature');
    expect(await readings()).toHaveLength(0);
  });
});
