/**
 * The extra sensors' records today sets in GET …/climate/records/today (`sensors`, the badges of the
 * current-data and home pages) on SQLite and PostgreSQL, for a station in Europe/Berlin on 20 November 2025
 * at 12:00 local. 'Gewächshaus' (extraTemperature:2, public): 17.5 on 20 November 2024, 31.5 on
 * 10 March 2025, 19.2 today (a November record). 'Keller' (extraTemperature:3, hidden): 40 on 3 November
 * 2024, 45 today (an all-time record no visitor may see). 'Boden' (soilMoisture:1, public): 30 % on
 * 3 November 2024 and today (a tie: no record).
 */
import type { TodaysRecords } from '@meteodeck/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { dialects } from '../../../test/dialects.ts';
import { buildStation } from '../../../test/factories.ts';

const NOW = Date.parse('2025-11-20T11:00:00Z');
const GREENHOUSE = 'extraTemperature:2';
const CELLAR = 'extraTemperature:3';
const SOIL = 'soilMoisture:1';

const VALUES: [at: string, sensors: Record<string, number>][] = [
  ['2024-11-03T12:00:00Z', { [GREENHOUSE]: 12, [CELLAR]: 40, [SOIL]: 30 }],
  ['2024-11-20T13:00:00Z', { [GREENHOUSE]: 17.5 }],
  ['2025-03-10T13:30:00Z', { [GREENHOUSE]: 31.5 }],
  ['2025-11-20T10:00:00Z', { [GREENHOUSE]: 19.2, [CELLAR]: 45, [SOIL]: 30 }],
];

describe.each(dialects)('the extra sensors’ records of today on %s', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp(dialect, { now: NOW });
  });
  afterEach(() => t.close());

  const post = async (station: { reference: string; apiToken: string }, values: typeof VALUES) => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/weatherData/${station.reference}/readings`,
      headers: { authorization: `Bearer ${station.apiToken}` },
      payload: values.map(([receivedAt, sensors]) => ({ receivedAt, temperature: 5, sensors })),
    });
    expect(response.statusCode, response.body).toBe(201);
  };
  const today = async (reference: string, query = ''): Promise<TodaysRecords> => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/weatherData/${reference}/climate/records/today${query}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const show = async (stationId: number, cellar: 'admin' | 'public') => {
    const token = await t.loginAs('admin');
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/weatherStation/${stationId}/sensors`,
      headers: { authorization: `Bearer ${token}` },
      payload: {
        sensors: [
          { key: CELLAR, name: 'Keller', visibility: cellar, homeTile: false, position: 0 },
          { key: GREENHOUSE, name: 'Gewächshaus', visibility: 'public', homeTile: true, position: 1 },
          { key: SOIL, name: null, visibility: 'public', homeTile: false, position: 2 },
        ],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  };
  const seeded = async () => {
    const station = await buildStation(t.db, { timezone: 'Europe/Berlin' });
    await post(station, VALUES);
    await show(station.id, 'admin');
    return station;
  };

  it('names the public sensor that set a record today, with the record, and no other', async () => {
    const station = await seeded();
    const answer = await today(station.reference);
    expect(answer.sensors).toEqual([
      {
        key: GREENHOUSE,
        kind: 'extraTemperature',
        channel: 2,
        name: 'Gewächshaus',
        unit: '°C',
        newRecords: [{ kind: 'highest', scope: 'month', month: 11, value: 19.2, previous: 17.5 }],
      },
    ]);
    // The hidden cellar's all-time record is never told, not even its name.
    expect(JSON.stringify(answer)).not.toContain('Keller');
    expect(JSON.stringify(answer)).not.toContain(CELLAR);
  });

  it('answers the sensor’s record in the visitor’s units', async () => {
    const station = await seeded();
    const answer = await today(station.reference, `?temperatureUnit=${encodeURIComponent('°F')}`);
    expect(answer.sensors).toMatchObject([
      { key: GREENHOUSE, unit: '°F', newRecords: [{ value: 66.56, previous: 63.5 }] },
    ]);
  });

  it('tells the hidden sensor’s record once the owner makes it public', async () => {
    const station = await seeded();
    await show(station.id, 'public');
    const answer = await today(station.reference);
    expect(answer.sensors.map((sensor) => sensor.key)).toEqual([CELLAR, GREENHOUSE]);
    expect(answer.sensors[0]?.newRecords).toEqual([
      { kind: 'highest', scope: 'allTime', month: 11, value: 45, previous: 40 },
    ]);
  });

  it('answers no sensors for a station without any', async () => {
    const station = await buildStation(t.db, { timezone: 'Europe/Berlin' });
    expect((await today(station.reference)).sensors).toEqual([]);
  });
});
