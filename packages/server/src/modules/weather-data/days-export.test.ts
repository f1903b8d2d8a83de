/**
 * GET /api/weatherData/{reference}/export/days on SQLite and PostgreSQL: the daily summaries of a station in
 * Europe/Berlin (+01:00 in November) with its public extra sensor's days, worked out by hand:
 *
 * | local day  | temperature low / high (time) | humidity | pressure    | rain | Gewächshaus  |
 * |------------|-------------------------------|----------|-------------|------|--------------|
 * | 2025-11-03 | 2 (06:00) / 10 (14:00), 6     | 60–90    | 1010–1014   | 3.5  | 5, 21, 13    |
 * | 2025-11-04 | 4 (07:00) / 4 (07:00)         | 80       | 1008        | 1    | 7, 7, 7      |
 *
 * The hidden 'Keller' sensor never appears.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { dialects } from '../../../test/dialects.ts';
import { buildStation } from '../../../test/factories.ts';

const GREENHOUSE = 'extraTemperature:2';
const CELLAR = 'extraTemperature:3';
const GREENHOUSE_COLUMN = `sensor:${GREENHOUSE} (Gewächshaus)`;

describe.each(dialects)('days export on %s', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp(dialect, { now: Date.parse('2025-11-20T11:00:00Z') });
  });
  afterEach(() => t.close());

  const seeded = async (preferedUnit: 'Metric' | 'Imperial' = 'Metric') => {
    const station = await buildStation(t.db, { timezone: 'Europe/Berlin', preferedUnit });
    const posted = await t.app.inject({
      method: 'POST',
      url: `/api/weatherData/${station.reference}/readings`,
      headers: { authorization: `Bearer ${station.apiToken}` },
      payload: [
        {
          receivedAt: '2025-11-03T05:00:00Z',
          temperature: 2,
          humidity: 90,
          relativePressure: 1010,
          rain: 0,
          sensors: { [GREENHOUSE]: 5, [CELLAR]: 11 },
        },
        {
          receivedAt: '2025-11-03T13:00:00Z',
          temperature: 10,
          humidity: 60,
          relativePressure: 1014,
          rain: 3.5,
          sensors: { [GREENHOUSE]: 21 },
        },
        {
          receivedAt: '2025-11-04T06:00:00Z',
          temperature: 4,
          humidity: 80,
          relativePressure: 1008,
          rain: 1,
          sensors: { [GREENHOUSE]: 7 },
        },
      ],
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const admin = await t.loginAs('admin');
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/weatherStation/${station.id}/sensors`,
      headers: { authorization: `Bearer ${admin}` },
      payload: {
        sensors: [
          { key: CELLAR, name: 'Keller', visibility: 'admin', homeTile: false, position: 0 },
          { key: GREENHOUSE, name: 'Gewächshaus', visibility: 'public', homeTile: false, position: 1 },
        ],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    return { station, token: await t.loginAs('editor') };
  };
  const download = (reference: string, query: string, token?: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/weatherData/${reference}/export/days?${query}`,
      headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
    });
  /** The CSV's rows as objects by header. */
  const parse = (csv: string) => {
    const [header, ...lines] = csv.trimEnd().split('\n');
    const names = (header ?? '').split(',');
    return lines.map((line) => Object.fromEntries(line.split(',').map((cell, i) => [names[i], cell])));
  };

  it('writes each day’s summary with times in the station’s offset and the public sensor’s day', async () => {
    const { station, token } = await seeded();
    const response = await download(station.reference, 'from=2025-11-01&to=2025-11-30', token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain(
      `${station.reference}-days-2025-11-01-2025-11-30.csv`,
    );
    const [first, second, ...rest] = parse(response.body);
    expect(rest).toEqual([]);
    expect(first).toMatchObject({
      day: '2025-11-03',
      reading_count: '2',
      temperature_min_c: '2',
      temperature_min_at: '2025-11-03T06:00:00+01:00',
      temperature_max_c: '10',
      temperature_max_at: '2025-11-03T14:00:00+01:00',
      temperature_mean_c: '6',
      humidity_min_pct: '60',
      humidity_max_pct: '90',
      humidity_mean_pct: '75',
      pressure_rel_min_hpa: '1010',
      pressure_rel_max_hpa: '1014',
      rain_total_mm: '3.5',
      [`${GREENHOUSE_COLUMN} [°C] min`]: '5',
      [`${GREENHOUSE_COLUMN} [°C] max`]: '21',
      [`${GREENHOUSE_COLUMN} [°C] mean`]: '13',
    });
    expect(second).toMatchObject({
      day: '2025-11-04',
      temperature_min_c: '4',
      temperature_max_at: '2025-11-04T07:00:00+01:00',
      rain_total_mm: '1',
      [`${GREENHOUSE_COLUMN} [°C] mean`]: '7',
    });
    expect(response.body).not.toContain('Keller');
    expect(response.body).not.toContain(CELLAR);
  });

  it('writes JSON in the station’s units, a value the day lacks left out', async () => {
    const { station, token } = await seeded('Imperial');
    const response = await download(station.reference, 'from=2025-11-04&to=2025-11-04&format=json', token);
    expect(response.statusCode, response.body).toBe(200);
    const [day, ...rest] = response.json();
    expect(rest).toEqual([]);
    expect(day).toMatchObject({
      day: '2025-11-04',
      temperature_min_f: 39.2,
      rain_total_in: expect.closeTo(0.03937, 5),
      [`${GREENHOUSE_COLUMN} [°F] max`]: 44.6,
    });
    expect(day).not.toHaveProperty('uv_max_index');
  });

  it('asks for a login, a period in order and a known station', async () => {
    const { station, token } = await seeded();
    expect((await download(station.reference, 'from=2025-11-01&to=2025-11-30')).statusCode).toBe(401);
    const backwards = await download(station.reference, 'from=2025-11-30&to=2025-11-01', token);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()[0]).toMatchObject({ propertyPath: 'to' });
    expect((await download('NOPE', 'from=2025-11-01&to=2025-11-30', token)).statusCode).toBe(404);
    const docs = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(docs.paths['/api/weatherData/{reference}/export/days']?.get?.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'from', in: 'query' })]),
    );
  });
});
