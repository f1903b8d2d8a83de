/**
 * The export's extra sensor columns: one per public sensor of the station, after the measures, headed by its
 * key and the owner's name (its comma dropped: cells are never quoted) with the unit, its value at each reading's instant in the station's units (empty
 * where the reading came without it); an admin-only sensor is left out.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { dialects } from '../../../test/dialects.ts';

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
});
