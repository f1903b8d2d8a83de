/**
 * The export's extra sensor columns: one per public sensor of the station, after the measures, headed by its
 * key and the owner's name (its comma dropped: cells are never quoted) with the unit, its value at each reading's instant in the station's units (empty
 * where the reading came without it); an admin-only sensor is left out. The CSV imports back into another
 * station with the same sensors and values (in an Imperial station's units, converted back).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { dialects } from '../../../test/dialects.ts';
import { buildStation, setStationUnits } from '../../../test/factories.ts';
import { createTestImporter } from '../../../test/import-harness.ts';

const TOKEN = 'test-station-token';

describe.each(dialects)('readings export of extra sensors on %s', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp(dialect, { now: Date.parse('2026-06-16T10:00:00Z') });
  });
  afterEach(() => t.close());

  async function feed() {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/weatherData/SSDP41000/readings',
      headers: { authorization: `Bearer ${TOKEN}` },
      payload: [
        {
          receivedAt: '2026-06-15T08:00:00Z',
          temperature: 18,
          sensors: { 'extraTemperature:3': 21.5, co2: 700, 'soilMoisture:1': 40 },
        },
        { receivedAt: '2026-06-15T08:05:00Z', temperature: 18.2, sensors: { 'extraTemperature:3': 22.5 } },
        { receivedAt: '2026-06-15T08:10:00Z', temperature: 18.4 },
      ],
    });
    expect(res.statusCode).toBe(201);
    const admin = await t.loginAs('admin');
    const station = await t.db
      .selectFrom('weather_stations')
      .select('id')
      .where('reference', '=', 'SSDP41000')
      .executeTakeFirstOrThrow();
    const save = await t.app.inject({
      method: 'PUT',
      url: `/api/weatherStation/${station.id}/sensors`,
      headers: { authorization: `Bearer ${admin}` },
      payload: {
        sensors: [
          {
            key: 'extraTemperature:3',
            name: 'Gewächshaus, Süd',
            visibility: 'public',
            homeTile: false,
            position: 0,
          },
          { key: 'co2', name: null, visibility: 'public', homeTile: false, position: 1 },
          { key: 'soilMoisture:1', name: 'Beet', visibility: 'admin', homeTile: false, position: 2 },
        ],
      },
    });
    expect(save.statusCode, save.body).toBe(200);
    return admin;
  }

  it('adds a column per public sensor with its value at each reading', async () => {
    const admin = await feed();
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/weatherData/SSDP41000/export?from=2026-06-15&to=2026-06-15&format=csv',
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(response.statusCode).toBe(200);
    const [header = '', ...lines] = response.body.trimEnd().split('\n');
    expect(
      header.endsWith(',lightning_time,sensor:extraTemperature:3 (Gewächshaus Süd) [°C],sensor:co2 [ppm]'),
    ).toBe(true);
    expect(header).not.toContain('soilMoisture');
    expect(lines.map((line) => line.split(',').slice(-2))).toEqual([
      ['21.5', '700'],
      ['22.5', ''],
      ['', ''],
    ]);

    const json = await t.app.inject({
      method: 'GET',
      url: '/api/weatherData/SSDP41000/export?from=2026-06-15&to=2026-06-15&format=json',
      headers: { authorization: `Bearer ${admin}` },
    });
    const rows = json.json();
    expect(rows[0]).toMatchObject({
      received_at: '2026-06-15T08:00:00.000Z',
      'sensor:extraTemperature:3 (Gewächshaus Süd) [°C]': 21.5,
      'sensor:co2 [ppm]': 700,
    });
    expect(rows[1]).not.toHaveProperty('sensor:co2 [ppm]');
    expect(Object.keys(rows[2]).some((key) => key.startsWith('sensor:'))).toBe(false);
  });

  it('imports its CSV back into the sensors of another station, from the station’s units', async () => {
    const admin = await feed();
    await setStationUnits(t.db, 'SSDP41000', 'Imperial');
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/weatherData/SSDP41000/export?from=2026-06-15&to=2026-06-15&format=csv',
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(response.body.split('\n')[0]).toContain('sensor:extraTemperature:3 (Gewächshaus Süd) [°F]');
    const dir = mkdtempSync(join(tmpdir(), 'meteodeck-export-sensors-'));
    try {
      const file = join(dir, 'export.csv');
      writeFileSync(file, response.body);
      const copy = await buildStation(t.db, { timezone: 'Europe/Berlin' });
      const importer = await createTestImporter(t, copy.reference);
      const report = await importer.run({ kind: 'csv', path: file });
      expect(report).toMatchObject({ imported: 3, unmappedColumns: [], sensorValues: 3 });
      const values = await t.db
        .selectFrom('extra_sensor_values')
        .select(['sensor_key', 'received_at', 'value'])
        .where('weather_station_id', '=', copy.id)
        .orderBy('received_at')
        .orderBy('sensor_key')
        .execute();
      expect(values.map((v) => [v.sensor_key, Number(v.received_at)])).toEqual([
        ['co2', Date.parse('2026-06-15T08:00:00Z')],
        ['extraTemperature:3', Date.parse('2026-06-15T08:00:00Z')],
        ['extraTemperature:3', Date.parse('2026-06-15T08:05:00Z')],
      ]);
      expect(values.map((v) => v.value)).toEqual([700, expect.closeTo(21.5, 9), expect.closeTo(22.5, 9)]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
