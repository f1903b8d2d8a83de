/**
 * The extra sensors through the real Ecowitt door (HTTP), on SQLite and PostgreSQL: a GW2000 with the
 * sensors owners hang around a garden. The payload is ours; its keys are those Ecowitt consoles send, as
 * the test fixtures of aioecowitt (Apache-2.0) and ecowitt2mqtt (MIT) list them. Expected values are
 * worked out here by hand from the unit definitions.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { dialects } from '../../../test/dialects.ts';

const TOKEN = 'test-station-token';

/** A GW2000 with WH31 channels 1–3 (3: a temperature-only probe), WH51, WN34, WN35, WH41, WH45, WH55, WH57, WS90. */
const GW2000: Record<string, string> = {
  PASSKEY: 'A1B2C3D4E5F60718293A4B5C6D7E8F90',
  stationtype: 'GW2000A_V3.1.5',
  runtime: '52311',
  heap: '120044',
  tempinf: '70.9',
  humidityin: '47',
  baromrelin: '29.912',
  baromabsin: '29.501',
  tempf: '58.1',
  humidity: '71',
  winddir: '214',
  windspeedmph: '3.36',
  windgustmph: '6.71',
  maxdailygust: '11.41',
  solarradiation: '312.40',
  uv: '3',
  rrain_piezo: '0.000',
  erain_piezo: '0.012',
  hrain_piezo: '0.000',
  drain_piezo: '0.031',
  wrain_piezo: '0.220',
  mrain_piezo: '1.102',
  yrain_piezo: '17.840',
  ws90cap_volt: '4.9',
  ws90_ver: '147',
  temp1f: '77.0',
  humidity1: '64',
  temp2f: '41.0',
  humidity2: '88',
  temp3f: '50.0',
  soilmoisture1: '37',
  soilmoisture2: '52',
  tf_ch1: '59.0',
  leafwetness_ch1: '12',
  pm25_ch1: '8.0',
  pm25_avg_24h_ch1: '6.5',
  tf_co2: '68.0',
  humi_co2: '45',
  pm25_co2: '3.1',
  pm25_24h_co2: '4.0',
  pm10_co2: '5.2',
  pm10_24h_co2: '6.0',
  co2: '612',
  co2_24h: '540',
  leak_ch1: '0',
  lightning_num: '2',
  lightning: '14',
  lightning_time: '1781500000',
  wh90batt: '3.08',
  batt1: '0',
  batt2: '1',
  batt3: '0',
  soilbatt1: '1.5',
  soilbatt2: '1.4',
  tf_batt1: '1.62',
  leaf_batt1: '1.55',
  pm25batt1: '5',
  co2_batt: '6',
  leakbatt1: '4',
  wh57batt: '5',
  freq: '868M',
  model: 'GW2000A',
  interval: '16',
};

/** The sensors that payload carries, by key. */
const EXPECTED_KEYS = [
  'co2',
  'co2Avg',
  'co2SensorHumidity',
  'co2SensorPm25',
  'co2SensorPm25Avg',
  'co2SensorTemperature',
  'extraHumidity:1',
  'extraHumidity:2',
  'extraTemperature:1',
  'extraTemperature:2',
  'extraTemperature:3',
  'leafWetness:1',
  'leak:1',
  // The piezo gauge's hourly counter: the readings door reads the others.
  'piezoRainHourly',
  'pm10',
  'pm10Avg',
  'pm25:1',
  'pm25Avg:1',
  'soilMoisture:1',
  'soilMoisture:2',
  'soilTemperature:1',
];

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

interface ListedSensor {
  key: string;
  kind: string;
  channel: number | null;
  name: string | null;
  visibility: string;
  homeTile: boolean;
  position: number;
  isNew: boolean;
  unit: string;
  lastValue: number | null;
  lastValueAt: string | null;
  battery: number | null;
}
interface Listed {
  sensors: ListedSensor[];
  unmapped: { field: string; lastValue: string; protocol: string }[];
  uploads: { protocol: string; fields: Record<string, string> }[];
}

describe.each(dialects)('extra sensors through the Ecowitt door on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let stationId: number;
  beforeEach(async () => {
    t = await buildTestApp(dialect);
    admin = await t.loginAs('admin');
    const station = await t.db
      .selectFrom('weather_stations')
      .select('id')
      .where('reference', '=', 'SSDP41000')
      .executeTakeFirstOrThrow();
    stationId = station.id;
  });
  afterEach(() => t.close());

  const upload = async (dateutc: string, fields: Record<string, string> = GW2000) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/ingest/ecowitt/SSDP41000/${TOKEN}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form({ ...fields, dateutc }),
    });
    expect(res.statusCode).toBe(200);
  };
  const list = async (): Promise<Listed> => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/weatherStation/${stationId}/sensors`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const sensor = (listed: Listed, key: string) => {
    const found = listed.sensors.find((s) => s.key === key);
    if (found === undefined) throw new Error(`no sensor ${key}`);
    return found;
  };
  const save = (sensors: unknown[]) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/weatherStation/${stationId}/sensors`,
      headers: { authorization: `Bearer ${admin}` },
      payload: { sensors },
    });

  it('stores and lists every extra sensor of the upload, new, in canonical units with its battery', async () => {
    await upload('2026-06-15 09:00:00');
    const listed = await list();
    expect(listed.sensors.map((s) => s.key).sort()).toEqual(EXPECTED_KEYS);
    expect(listed.sensors.every((s) => s.isNew && s.visibility === 'public')).toBe(true);
    const t1 = sensor(listed, 'extraTemperature:1');
    expect(t1.lastValue).toBeCloseTo(25, 9);
    expect(t1).toMatchObject({ kind: 'extraTemperature', channel: 1, unit: '°C', battery: 0 });
    expect(t1.lastValueAt).toBe('2026-06-15T09:00:00.000Z');
    expect(sensor(listed, 'extraHumidity:2')).toMatchObject({ lastValue: 88, battery: 1 });
    expect(sensor(listed, 'soilMoisture:2')).toMatchObject({ lastValue: 52, unit: '%', battery: 1.4 });
    expect(sensor(listed, 'soilTemperature:1').lastValue).toBeCloseTo(15, 9);
    expect(sensor(listed, 'soilTemperature:1').battery).toBe(1.62);
    expect(sensor(listed, 'leafWetness:1')).toMatchObject({ lastValue: 12, battery: 1.55 });
    expect(sensor(listed, 'pm25:1')).toMatchObject({ lastValue: 8, battery: 5 });
    expect(sensor(listed, 'co2')).toMatchObject({ channel: null, lastValue: 612, unit: 'ppm', battery: 6 });
    expect(sensor(listed, 'co2SensorTemperature').lastValue).toBeCloseTo(20, 9);
    expect(sensor(listed, 'leak:1')).toMatchObject({ lastValue: 0, battery: 4 });
    // The main measures kept theirs: the reading holds the first channels the console collapsed.
    const reading = await t.db.selectFrom('readings').selectAll().executeTakeFirstOrThrow();
    expect(reading.soil_temperature_c).toBeCloseTo(15, 9);
    // The raw upload is kept without its credentials.
    expect(listed.uploads).toHaveLength(1);
    expect(listed.uploads[0]?.protocol).toBe('ecowitt');
    expect(listed.uploads[0]?.fields.co2).toBe('612');
    expect(listed.uploads[0]?.fields).not.toHaveProperty('PASSKEY');
  });

  it('keeps a channel sending a temperature without humidity as a temperature alone', async () => {
    await upload('2026-06-15 09:00:00');
    const keys = (await list()).sensors.map((s) => s.key);
    expect(keys).toContain('extraTemperature:3');
    expect(keys).not.toContain('extraHumidity:3');
    expect(sensor(await list(), 'extraTemperature:3').lastValue).toBeCloseTo(10, 9);
  });

  it('saves names, visibility and order, then shows a channel that starts sending as new', async () => {
    await upload('2026-06-15 09:00:00');
    const res = await save([
      { key: 'extraTemperature:1', name: ' Serre ', visibility: 'public', homeTile: true, position: 1 },
      { key: 'soilMoisture:1', name: 'Potager', visibility: 'admin', homeTile: false, position: 0 },
    ]);
    expect(res.statusCode).toBe(200);
    const saved: Listed = res.json();
    expect(saved.sensors[0]).toMatchObject({ key: 'soilMoisture:1', name: 'Potager', visibility: 'admin' });
    expect(saved.sensors[1]).toMatchObject({ key: 'extraTemperature:1', name: 'Serre', homeTile: true });
    expect(saved.sensors.some((s) => s.isNew)).toBe(false);

    await upload('2026-06-15 09:01:00', { ...GW2000, temp4f: '86.0', humidity4: '40' });
    const listed = await list();
    const fresh = listed.sensors.filter((s) => s.isNew).map((s) => s.key);
    expect(fresh.sort()).toEqual(['extraHumidity:4', 'extraTemperature:4']);
    expect(sensor(listed, 'extraTemperature:4').lastValue).toBeCloseTo(30, 9);
    expect(sensor(listed, 'extraTemperature:1').name).toBe('Serre');

    // The public list leaves out what the owner keeps to the back office.
    const pub = await t.app.inject({ method: 'GET', url: '/api/weatherData/SSDP41000/sensors' });
    expect(pub.statusCode).toBe(200);
    const publicKeys = (pub.json() as { sensors: { key: string }[] }).sensors.map((s) => s.key);
    expect(publicKeys[0]).toBe('extraTemperature:1');
    expect(publicKeys).not.toContain('soilMoisture:1');
    expect(publicKeys).toContain('extraTemperature:4');
  });

  it("records the owner's sensor settings in the audit trail, before and after", async () => {
    await upload('2026-06-15 09:00:00');
    const res = await save([
      { key: 'extraTemperature:1', name: 'Serre', visibility: 'public', homeTile: true, position: 0 },
    ]);
    expect(res.statusCode).toBe(200);
    const audit = await t.app.inject({
      method: 'GET',
      url: '/api/audit?kind=sensors&maxResult=10',
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(audit.statusCode).toBe(200);
    const entries = audit.json().entries as {
      action: string;
      target: string;
      before: Record<string, unknown>;
      after: Record<string, unknown>;
    }[];
    expect(entries.map((e) => [e.action, e.target])).toEqual([['update', String(stationId)]]);
    expect(entries[0]?.before['extraTemperature:1']).toEqual({
      name: null,
      visibility: 'public',
      homeTile: false,
      position: expect.any(Number),
    });
    expect(entries[0]?.after['extraTemperature:1']).toEqual({
      name: 'Serre',
      visibility: 'public',
      homeTile: true,
      position: 0,
    });
  });

  it('refuses settings of a sensor the station does not have, in French, saving nothing', async () => {
    await upload('2026-06-15 09:00:00');
    const res = await save([
      { key: 'extraTemperature:1', name: 'Serre', visibility: 'public', homeTile: false, position: 0 },
      { key: 'extraTemperature:7', name: 'Cave', visibility: 'public', homeTile: false, position: 1 },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual([
      { message: 'Capteur extraTemperature:7 inconnu pour cette station', propertyPath: 'sensors[1].key' },
    ]);
    expect(sensor(await list(), 'extraTemperature:1')).toMatchObject({ name: null, isNew: true });
  });

  it('keeps an unknown key as unmapped with its last value, and the reading all the same', async () => {
    await upload('2026-06-15 09:00:00', { ...GW2000, wh99_level: '17', ws90cap_volt: '4.9' });
    await upload('2026-06-15 09:01:00', { ...GW2000, wh99_level: '18' });
    const listed = await list();
    const unknown = listed.unmapped.find((u) => u.field === 'wh99_level');
    expect(unknown).toMatchObject({ lastValue: '18', protocol: 'ecowitt' });
    // Fields the readings door reads, batteries and sensors are not unmapped.
    const unmapped = listed.unmapped.map((u) => u.field);
    for (const read of ['tempf', 'erain_piezo', 'batt1', 'co2', 'temp1f', 'lightning_time']) {
      expect(unmapped).not.toContain(read);
    }
    expect(await t.db.selectFrom('readings').select('id').execute()).toHaveLength(2);
  });

  it("folds each local day's min and max with their instants, the mean and the last value", async () => {
    // Europe/Berlin in June is UTC+2: 21:30Z is 23:30 on the 14th, 22:10Z already the 15th.
    const at = (dateutc: string, tempF: string) => upload(dateutc, { ...GW2000, temp1f: tempF });
    await at('2026-06-14 21:30:00', '50.0'); // 10 °C, the 14th
    await at('2026-06-14 22:10:00', '41.0'); // 5 °C
    await at('2026-06-15 09:00:00', '68.0'); // 20 °C
    await at('2026-06-15 03:00:00', '32.0'); // 0 °C, sent late
    await at('2026-06-15 03:00:00', '32.0'); // the same upload again: not counted twice
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/weatherData/SSDP41000/sensors/summaries?from=2026-06-14&to=2026-06-15',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as {
      sensors: { key: string; days: Record<string, unknown>[]; period: Record<string, unknown> }[];
    };
    const t1 = body.sensors.find((s) => s.key === 'extraTemperature:1');
    expect(t1?.days).toHaveLength(2);
    expect(t1?.days[0]).toMatchObject({ day: '2026-06-14', count: 1, minAt: '2026-06-14T21:30:00.000Z' });
    const day = t1?.days[1] ?? {};
    expect(day).toMatchObject({
      day: '2026-06-15',
      minAt: '2026-06-15T03:00:00.000Z',
      maxAt: '2026-06-15T09:00:00.000Z',
      count: 3,
      lastAt: '2026-06-15T09:00:00.000Z',
    });
    expect(day.min).toBeCloseTo(0, 9);
    expect(day.max).toBeCloseTo(20, 9);
    expect(day.mean).toBeCloseTo(25 / 3, 9);
    expect(day.last).toBeCloseTo(20, 9);
    expect(t1?.period).toMatchObject({ count: 4, minAt: '2026-06-15T03:00:00.000Z' });
    expect(t1?.period.mean).toBeCloseTo(35 / 4, 9);
    // The latest value stays the newest instant's, whatever the order of arrival.
    expect(sensor(await list(), 'extraTemperature:1').lastValueAt).toBe('2026-06-15T09:00:00.000Z');
    const values = await t.db
      .selectFrom('extra_sensor_values')
      .select('received_at')
      .where('sensor_key', '=', 'extraTemperature:1')
      .execute();
    expect(values).toHaveLength(4);
  });

  it('drops a value outside its bounds and keeps the rest of the upload', async () => {
    await upload('2026-06-15 09:00:00', { ...GW2000, humidity1: '150', soilmoisture1: '-3' });
    const keys = (await list()).sensors.map((s) => s.key);
    expect(keys).not.toContain('extraHumidity:1');
    expect(keys).not.toContain('soilMoisture:1');
    expect(keys).toContain('extraTemperature:1');
  });

  it('refuses the back office list to a visitor and an editor', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/weatherStation/${stationId}/sensors` });
    expect(anonymous.statusCode).toBe(401);
    const editor = await t.loginAs('editor');
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/weatherStation/${stationId}/sensors`,
      headers: { authorization: `Bearer ${editor}` },
    });
    expect(res.statusCode).toBe(403);
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/weatherStation/9999/sensors',
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(missing.statusCode).toBe(404);
  });
});
