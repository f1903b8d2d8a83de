/**
 * The extra sensors' climate records (GET …/climate/records, `sensors`) on SQLite and PostgreSQL, worked
 * out by hand for a station in Europe/Berlin (+01:00 in November and on 10 March 2025) on 20 November 2025
 * at 12:00 local. 'Gewächshaus' (extraTemperature:2, public) and 'Keller' (extraTemperature:3, hidden):
 *
 * | local day  | Gewächshaus low (time) | high (time)    | Keller low / high |
 * |------------|------------------------|----------------|-------------------|
 * | 2024-11-03 | -1.5 (06:15)           | 12.0 (13:00)   | -20 / 40          |
 * | 2024-11-20 | 2.0 (07:00)            | 17.5 (14:00)   |                   |
 * | 2025-03-10 | 4.0 (05:00)            | 31.5 (14:30)   |                   |
 * | 2025-11-05 | -1.5 (07:00)           | 14.0 (13:00)   |                   |
 * | 2025-11-20 | 8.0 (08:00)            | 19.2 (11:00)   | today             |
 *
 * All time: highest 31.5 on 10 March 14:30, lowest -1.5 on 3 November 2024 06:15 (5 November 2025 ties
 * later). November: highest 19.2 today (over 17.5: a new November record), lowest -1.5 (3 November 2024);
 * March: 31.5 at 14:30 and 4.0 at 05:00. The sensor's first day is more than a year before today, so a
 * new high above 31.5 today is an all-time record.
 */
import type { SensorRecords } from '@meteodeck/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { dialects } from '../../../test/dialects.ts';
import { buildStation } from '../../../test/factories.ts';

const NOW = Date.parse('2025-11-20T11:00:00Z');
const GREENHOUSE = 'extraTemperature:2';
const CELLAR = 'extraTemperature:3';

/** Values of the two sensors at UTC instants (each posted with a reading of its own). */
const VALUES: [at: string, sensors: Record<string, number>][] = [
  ['2024-11-03T05:15:00Z', { [GREENHOUSE]: -1.5, [CELLAR]: -20 }],
  ['2024-11-03T12:00:00Z', { [GREENHOUSE]: 12, [CELLAR]: 40 }],
  ['2024-11-20T06:00:00Z', { [GREENHOUSE]: 2 }],
  ['2024-11-20T13:00:00Z', { [GREENHOUSE]: 17.5 }],
  ['2025-03-10T04:00:00Z', { [GREENHOUSE]: 4 }],
  ['2025-03-10T13:30:00Z', { [GREENHOUSE]: 31.5 }],
  ['2025-11-05T06:00:00Z', { [GREENHOUSE]: -1.5 }],
  ['2025-11-05T12:00:00Z', { [GREENHOUSE]: 14 }],
  ['2025-11-20T07:00:00Z', { [GREENHOUSE]: 8 }],
  ['2025-11-20T10:00:00Z', { [GREENHOUSE]: 19.2, leak: 1 }],
];

describe.each(dialects)('extra sensors in the climate records on %s', (dialect) => {
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
  const sensorsOf = async (reference: string, query = ''): Promise<SensorRecords[]> => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/weatherData/${reference}/climate/records${query}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().sensors;
  };
  /** The station with its history, the greenhouse named and public, the cellar named and hidden. */
  const seeded = async () => {
    const station = await buildStation(t.db, { timezone: 'Europe/Berlin' });
    await post(station, VALUES);
    const token = await t.loginAs('admin');
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/weatherStation/${station.id}/sensors`,
      headers: { authorization: `Bearer ${token}` },
      payload: {
        sensors: [
          { key: CELLAR, name: 'Keller', visibility: 'admin', homeTile: false, position: 0 },
          { key: GREENHOUSE, name: 'Gewächshaus', visibility: 'public', homeTile: false, position: 1 },
        ],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    return station;
  };

  it('answers the public sensor’s records all time and per calendar month, with day and time', async () => {
    const station = await seeded();
    const sensors = await sensorsOf(station.reference);
    // The hidden cellar and the leak (no records) are left out.
    expect(sensors.map((sensor) => sensor.key)).toEqual([GREENHOUSE]);
    const [greenhouse] = sensors;
    expect(greenhouse).toMatchObject({
      name: 'Gewächshaus',
      unit: '°C',
      kinds: ['highest', 'lowest'],
      startDate: '2024-11-03',
      endDate: '2025-11-20',
    });
    expect(greenhouse?.allTime).toEqual({
      highest: { value: 31.5, day: '2025-03-10', at: '2025-03-10T14:30:00+01:00' },
      lowest: { value: -1.5, day: '2024-11-03', at: '2024-11-03T06:15:00+01:00' },
    });
    expect(greenhouse?.months[10]).toEqual({
      month: 11,
      highest: { value: 19.2, day: '2025-11-20', at: '2025-11-20T11:00:00+01:00' },
      lowest: { value: -1.5, day: '2024-11-03', at: '2024-11-03T06:15:00+01:00' },
    });
    expect(greenhouse?.months[2]).toEqual({
      month: 3,
      highest: { value: 31.5, day: '2025-03-10', at: '2025-03-10T14:30:00+01:00' },
      lowest: { value: 4, day: '2025-03-10', at: '2025-03-10T05:00:00+01:00' },
    });
    expect(greenhouse?.months[0]).toEqual({
      month: 1,
      highest: { value: null, day: null, at: null },
      lowest: { value: null, day: null, at: null },
    });
    // Today's 19.2 °C beats November 2024's 17.5 °C, not March's 31.5 °C: a November record.
    expect(greenhouse?.newRecords).toEqual([
      { kind: 'highest', scope: 'month', month: 11, value: 19.2, previous: 17.5 },
    ]);
    expect(JSON.stringify(sensors)).not.toContain('Keller');
  });

  it('agrees with the sensors’ history, which reads the same days', async () => {
    const station = await seeded();
    const [greenhouse] = await sensorsOf(station.reference);
    const history = await t.app.inject({
      method: 'GET',
      url: `/api/weatherData/${station.reference}/sensors/summaries?from=2024-11-01&to=2024-11-30`,
    });
    const period = history.json().sensors.find((s: { key: string }) => s.key === GREENHOUSE).period;
    expect(period).toMatchObject({ min: -1.5, minAt: '2024-11-03T05:15:00.000Z', max: 17.5 });
    expect(greenhouse?.months[10]?.lowest).toMatchObject({ value: period.min });
    expect(Date.parse(greenhouse?.months[10]?.lowest?.at ?? '')).toBe(Date.parse(period.minAt));
  });

  it('shows the records in the visitor’s units', async () => {
    const station = await seeded();
    const [greenhouse] = await sensorsOf(station.reference, `?temperatureUnit=${encodeURIComponent('°F')}`);
    expect(greenhouse?.unit).toBe('°F');
    expect(greenhouse?.allTime).toMatchObject({ highest: { value: 88.7 }, lowest: { value: 29.3 } });
    expect(greenhouse?.newRecords).toEqual([
      { kind: 'highest', scope: 'month', month: 11, value: 66.56, previous: 63.5 },
    ]);
  });

  it('announces an all-time record set later today, the days before being kept', async () => {
    const station = await seeded();
    expect((await sensorsOf(station.reference))[0]?.newRecords).toHaveLength(1);
    await post(station, [['2025-11-20T10:30:00Z', { [GREENHOUSE]: 33 }]]);
    const [greenhouse] = await sensorsOf(station.reference);
    expect(greenhouse?.allTime).toMatchObject({
      highest: { value: 33, day: '2025-11-20', at: '2025-11-20T11:30:00+01:00' },
    });
    expect(greenhouse?.newRecords).toEqual([
      { kind: 'highest', scope: 'allTime', month: 11, value: 33, previous: 31.5 },
    ]);
  });

  it('shows a hidden sensor once the owner makes it public, never before', async () => {
    const station = await seeded();
    expect((await sensorsOf(station.reference)).map((s) => s.key)).toEqual([GREENHOUSE]);
    const token = await t.loginAs('admin');
    await t.app.inject({
      method: 'PUT',
      url: `/api/weatherStation/${station.id}/sensors`,
      headers: { authorization: `Bearer ${token}` },
      payload: {
        sensors: [{ key: CELLAR, name: 'Keller', visibility: 'public', homeTile: false, position: 0 }],
      },
    });
    const [cellar] = await sensorsOf(station.reference);
    expect(cellar).toMatchObject({
      key: CELLAR,
      name: 'Keller',
      allTime: {
        highest: { value: 40, day: '2024-11-03', at: '2024-11-03T13:00:00+01:00' },
        lowest: { value: -20, day: '2024-11-03', at: '2024-11-03T06:15:00+01:00' },
      },
    });
  });

  it('answers no sensors for a station without any', async () => {
    const station = await buildStation(t.db, { timezone: 'Europe/Berlin' });
    expect(await sensorsOf(station.reference)).toEqual([]);
  });
});
