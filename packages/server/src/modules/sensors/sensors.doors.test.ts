/**
 * The extra sensors through the Weather Underground and JSON doors, on SQLite and PostgreSQL, and the raw
 * uploads kept bounded. Expected values worked out by hand from the unit definitions.
 */
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { dialects } from '../../../test/dialects.ts';

const TOKEN = 'test-station-token';

interface Listed {
  sensors: { key: string; lastValue: number | null; isNew: boolean }[];
  unmapped: { field: string; lastValue: string; protocol: string }[];
  uploads: { protocol: string; receivedAt: string; fields: Record<string, string> }[];
}

describe.each(dialects)('extra sensors through the other doors on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let stationId: number;
  beforeEach(async () => {
    t = await buildTestApp(dialect);
    admin = await t.loginAs('admin');
    stationId = (
      await t.db
        .selectFrom('weather_stations')
        .select('id')
        .where('reference', '=', 'SSDP41000')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterEach(() => t.close());

  const list = async (): Promise<Listed> => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/weatherStation/${stationId}/sensors`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const lastValueOf = (listed: Listed, key: string) => listed.sensors.find((s) => s.key === key)?.lastValue;

  it("reads a Weather Underground upload's extra channels, keeping no credentials", async () => {
    const query = `ID=SSDP41000&PASSWORD=${TOKEN}&dateutc=2026-06-15+09:00:00&tempf=70.0&humidity=50&temp2f=59.0&soiltempf=50.0&soilmoisture=40&soilmoisture2=55&leafwetness=7&AqPM2.5=12.5&wh_mystery=3&action=updateraw`;
    const res = await t.app.inject({
      method: 'GET',
      url: `/weatherstation/updateweatherstation.php?${query}`,
    });
    expect(res.statusCode).toBe(200);
    const listed = await list();
    expect(listed.sensors.map((s) => s.key).sort()).toEqual([
      'extraTemperature:1',
      'leafWetness:1',
      'pm25:1',
      'soilMoisture:1',
      'soilMoisture:2',
      'soilTemperature:1',
    ]);
    expect(lastValueOf(listed, 'extraTemperature:1')).toBeCloseTo(15, 9);
    expect(lastValueOf(listed, 'soilTemperature:1')).toBeCloseTo(10, 9);
    expect(lastValueOf(listed, 'soilMoisture:2')).toBe(55);
    expect(listed.unmapped.map((u) => u.field)).toEqual(['wh_mystery']);
    expect(listed.uploads[0]?.protocol).toBe('wunderground');
    expect(listed.uploads[0]?.fields).not.toHaveProperty('PASSWORD');
    expect(listed.uploads[0]?.fields).not.toHaveProperty('ID');
    expect(listed.uploads[0]?.fields.temp2f).toBe('59.0');
  });

  it('keeps a field nothing reads after the upload, its newest value only, with no statement in the upload', async () => {
    // Weather Underground consoles send the past hour's rain (`rainin`), which meteodeck does not read.
    const texts: string[] = [];
    const query = pg.Client.prototype.query;
    pg.Client.prototype.query = function (this: pg.Client, ...args: Parameters<typeof query>) {
      const first = args[0];
      texts.push(typeof first === 'string' ? first : String((first as { text?: string }).text));
      return query.apply(this, args);
    } as typeof query;
    try {
      for (const [minute, rain] of [
        ['00', '0.01'],
        ['01', '0.02'],
      ]) {
        const res = await t.app.inject({
          method: 'GET',
          url: `/weatherstation/updateweatherstation.php?ID=SSDP41000&PASSWORD=${TOKEN}&dateutc=2026-06-15+09:${minute}:00&tempf=70.0&rainin=${rain}&dailyrainin=0.1`,
        });
        expect(res.body).toBe('success');
      }
    } finally {
      pg.Client.prototype.query = query;
    }
    expect(texts.filter((text) => /savepoint|extra_sensor_unmapped/.test(text))).toEqual([]);
    // Both uploads' values wait together: one row, the newer value.
    expect((await list()).unmapped).toEqual([
      expect.objectContaining({ field: 'rainin', lastValue: '0.02', protocol: 'wunderground' }),
    ]);
  });

  it("reads the JSON door's sensors by key in canonical units, an unknown key unmapped", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/weatherData/SSDP41000/readings',
      headers: { authorization: `Bearer ${TOKEN}` },
      payload: [
        {
          receivedAt: '2026-06-15T08:00:00Z',
          temperature: 18,
          sensors: { 'extraTemperature:3': 21.5, co2: 700, bogus: 1, 'extraTemperature:99': 4 },
        },
        { receivedAt: '2026-06-15T08:05:00Z', temperature: 18.2, sensors: { 'extraTemperature:3': 22.5 } },
      ],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ stored: 2 });
    const listed = await list();
    expect(listed.sensors.map((s) => s.key).sort()).toEqual(['co2', 'extraTemperature:3']);
    expect(lastValueOf(listed, 'extraTemperature:3')).toBe(22.5);
    expect(listed.unmapped.map((u) => u.field).sort()).toEqual(['bogus', 'extraTemperature:99']);
    expect(listed.uploads).toEqual([]);
    const day = await t.db
      .selectFrom('extra_sensor_days')
      .selectAll()
      .where('sensor_key', '=', 'extraTemperature:3')
      .executeTakeFirstOrThrow();
    expect(day).toMatchObject({ day: '2026-06-15', min: 21.5, max: 22.5, count: 2, sum: 44 });
  });

  it('lists the raw fields of the last 20 console uploads, the newest first, and drops older ones', async () => {
    for (let minute = 0; minute < 31; minute += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/ingest/ecowitt/SSDP41000/${TOKEN}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `dateutc=2026-06-15+09:${String(minute).padStart(2, '0')}:00&tempf=60&temp1f=${60 + minute}`,
      });
      expect(res.statusCode).toBe(200);
      t.clock.advance(1000);
      // The raw fields are written after the upload, those waiting at once when the list is asked for.
      if (minute % 5 === 4) expect((await list()).uploads[0]?.fields.temp1f).toBe(String(60 + minute));
    }
    const listed = await list();
    expect(listed.uploads).toHaveLength(20);
    expect(listed.uploads[0]?.fields.temp1f).toBe('90');
    expect(listed.uploads[19]?.fields.temp1f).toBe('71');
    // Pruned every 10 rows: the 30th dropped all but the newest 20, the 31st came after.
    expect(await t.db.selectFrom('extra_sensor_payloads').select('id').execute()).toHaveLength(21);
  });

  it("stores the reading when the sensors' writes fail, rolling back theirs only", async () => {
    await t.db.schema.dropTable('extra_sensor_days').execute();
    const res = await t.app.inject({
      method: 'POST',
      url: `/ingest/ecowitt/SSDP41000/${TOKEN}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'dateutc=2026-06-15+09:00:00&tempf=60&temp1f=61&mystery=1',
    });
    expect(res.statusCode).toBe(200);
    expect(await t.db.selectFrom('readings').select('id').execute()).toHaveLength(1);
    expect(await t.db.selectFrom('daily_summaries').select('day').execute()).toHaveLength(1);
    // The sensor written before the failing fold went with it.
    expect(await t.db.selectFrom('extra_sensors').select('sensor_key').execute()).toEqual([]);
    expect(await t.db.selectFrom('extra_sensor_values').select('sensor_key').execute()).toEqual([]);
  });

  it("keeps a plain console upload's raw fields by itself, a moment later, writing no sensor", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/ingest/ecowitt/SSDP41000/${TOKEN}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'PASSKEY=K&stationtype=GW2000A&dateutc=2026-06-15+09:00:00&tempf=60&humidity=50&model=GW2000A',
    });
    expect(res.statusCode).toBe(200);
    // Another process's back office reads the table: the fields get there without a list asking for them.
    const payloads = () => t.db.selectFrom('extra_sensor_payloads').select('fields').execute();
    for (let waited = 0; (await payloads()).length === 0 && waited < 5000; waited += 50) {
      await new Promise((done) => setTimeout(done, 50));
    }
    const [kept] = await payloads();
    expect(JSON.parse(kept?.fields ?? '{}')).toEqual({
      stationtype: 'GW2000A',
      dateutc: '2026-06-15 09:00:00',
      tempf: '60',
      humidity: '50',
      model: 'GW2000A',
    });
    expect(await t.db.selectFrom('extra_sensors').select('sensor_key').execute()).toEqual([]);
    expect(await t.db.selectFrom('extra_sensor_unmapped').select('field').execute()).toEqual([]);
  });

  it('stores a plain reading when its raw fields cannot be kept', async () => {
    await t.db.schema.dropTable('extra_sensor_payloads').execute();
    const res = await t.app.inject({
      method: 'POST',
      url: `/ingest/ecowitt/SSDP41000/${TOKEN}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'dateutc=2026-06-15+09:00:00&tempf=60&humidity=50',
    });
    expect(res.statusCode).toBe(200);
    expect(await t.db.selectFrom('readings').select('id').execute()).toHaveLength(1);
  });

  it('is documented in /api/docs, the JSON door with its sensors', async () => {
    const paths = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths;
    expect(paths['/api/weatherStation/{id}/sensors']).toHaveProperty('get');
    expect(paths['/api/weatherStation/{id}/sensors']).toHaveProperty('put');
    expect(paths['/api/weatherData/{reference}/sensors'].get.responses).toHaveProperty('200');
    const summaries = paths['/api/weatherData/{reference}/sensors/summaries'].get;
    const names = summaries.parameters.map((parameter: { name: string }) => parameter.name);
    expect(names).toEqual(expect.arrayContaining(['reference', 'from', 'to']));
    expect(JSON.stringify(paths['/api/weatherData/{reference}/readings'].post)).toContain(
      'extraTemperature:3',
    );
  });

  it('refuses a summaries period ending before it starts or longer than 366 days', async () => {
    const get = (query: string) =>
      t.app.inject({ method: 'GET', url: `/api/weatherData/SSDP41000/sensors/summaries?${query}` });
    const backwards = await get('from=2026-06-15&to=2026-06-14');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toEqual([
      { message: 'La date de début doit précéder la date de fin', propertyPath: 'to' },
    ]);
    // 2024 is a leap year: its 1 January to 2025's is 367 days, both included.
    expect((await get('from=2024-01-01&to=2025-01-01')).statusCode).toBe(400);
    expect((await get('from=2024-01-02&to=2025-01-01')).statusCode).toBe(200);
    expect((await get('from=2024-01-02&to=2025-13-01')).statusCode).toBe(400);
    const unknown = await t.app.inject({ method: 'GET', url: '/api/weatherData/NOPE/sensors' });
    expect(unknown.statusCode).toBe(404);
  });

  it('deletes the extra sensors with their station', async () => {
    await t.app.inject({
      method: 'POST',
      url: `/ingest/ecowitt/SSDP41000/${TOKEN}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'dateutc=2026-06-15+09:00:00&tempf=60&temp1f=61&mystery=1',
    });
    expect(await t.db.selectFrom('extra_sensors').select('sensor_key').execute()).toHaveLength(1);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/weatherStation/${stationId}`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(res.statusCode).toBe(204);
    for (const table of [
      'extra_sensors',
      'extra_sensor_values',
      'extra_sensor_days',
      'extra_sensor_payloads',
      'extra_sensor_unmapped',
    ] as const) {
      expect(await t.db.selectFrom(table).select('weather_station_id').execute()).toEqual([]);
    }
  });
});
