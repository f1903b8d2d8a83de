import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { dialects } from '../../../test/dialects.ts';
import { buildStation } from '../../../test/factories.ts';
import { createTestImporter } from '../../../test/import-harness.ts';
import { everyMinutes, postReadings } from '../../../test/readings-feed.ts';
import type { ReadingRow } from '../../db/database.ts';

/** Every measure a console sends, varied, every 5 minutes for two days; rain from the counter. */
const readings = everyMinutes(Date.parse('2026-10-24T22:00:00Z'), 576, 5, (_, i) => ({
  temperature: 8 + Math.sin(i / 20) * 6,
  humidity: 60 + (i % 30),
  absolutePressure: 1000 + (i % 7) * 0.3,
  windSpeed: (i % 13) * 0.7,
  windGust: (i % 13) * 1.1,
  windDirection: (i * 17) % 360,
  rainTotal: 100 + Math.floor(i / 10) * 0.3,
  solarRadiation: i % 288 < 144 ? i % 144 : 0,
  uv: (i % 11) / 2,
  soilTemperature: 7.5,
  leafWetness: i % 100,
  pm25: 3 + (i % 9),
  lightningCount: i % 50 === 0 ? 2 : 0,
  lightningDistance: i % 50 === 0 ? 12 : null,
  indoorTemperature: 21,
  indoorHumidity: 45,
}));

/** The stored measure columns of a station's readings, oldest first. */
async function measuresOf(t: TestApp, stationId: number) {
  const rows = await t.db
    .selectFrom('readings')
    .selectAll()
    .where('weather_station_id', '=', stationId)
    .orderBy('received_at', 'asc')
    .execute();
  const skip = new Set<keyof ReadingRow>(['id', 'weather_station_id', 'rain_rate_sent']);
  return rows.map((row) =>
    Object.fromEntries(Object.entries(row).filter(([key]) => !skip.has(key as keyof ReadingRow))),
  );
}

describe.each(dialects)('readings export on %s', (dialect) => {
  let t: TestApp;
  let dir: string;
  beforeEach(async () => {
    t = await buildTestApp(dialect, { now: Date.parse('2026-11-24T10:00:00Z') });
    dir = mkdtempSync(join(tmpdir(), 'meteodeck-export-'));
  });
  afterEach(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('exports CSV in the station units that imports back into the same readings (Imperial)', async () => {
    const station = await buildStation(t.db, { timezone: 'Europe/Paris', preferedUnit: 'Imperial' });
    await postReadings(t, station, readings);
    const token = await t.loginAs('editor');
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/weatherData/${station.reference}/export?from=2026-10-25&to=2026-10-26&format=csv`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${station.reference}-2026-10-25-2026-10-26.csv"`,
    );
    const [header, first] = response.body.split('\n');
    expect(header?.split(',')).toEqual(
      expect.arrayContaining([
        'received_at',
        'temperature_f',
        'wind_speed_mph',
        'rain_counter_in',
        'pressure_abs_inhg',
      ]),
    );
    // From 00:00 on the 25th in Paris (UTC+2) to midnight on the 27th (UTC+1): the 25th has 25 hours.
    expect(first?.startsWith('2026-10-24T22:00:00.000Z,')).toBe(true);
    const lines = response.body.trimEnd().split('\n');
    expect(lines).toHaveLength(1 + 576); // the header, then 48 hours: all within the 25th and 26th in Paris
    const file = join(dir, 'export.csv');
    writeFileSync(file, response.body);

    const copy = await buildStation(t.db, { timezone: 'Europe/Paris', preferedUnit: 'Metric' });
    const report = await createTestImporter(t, copy.reference).then((importer) =>
      importer.run({ kind: 'csv', path: file }),
    );
    expect(report).toMatchObject({ imported: 576, rejected: 0, unmappedColumns: [] });
    const original = await measuresOf(t, station.id);
    const imported = await measuresOf(t, copy.id);
    expect(imported).toHaveLength(576);
    imported.forEach((row, i) => {
      for (const [key, value] of Object.entries(original[i] ?? {})) {
        const back = row[key];
        if (value === null || back === null) expect(back, `${i} ${key}`).toBe(value);
        else expect(Number(back), `${i} ${key}`).toBeCloseTo(Number(value), 5);
      }
    });
  });

  it('reads every reading once and in order across full pages, day windows and empty days', async () => {
    const station = await buildStation(t.db, { timezone: 'Europe/Paris' });
    const dense = everyMinutes(Date.parse('2026-10-01T00:00:00Z'), 5_000, 0.5, (_, i) => ({
      temperature: i / 100,
    }));
    const late = { receivedAt: '2026-10-09T12:00:00Z', temperature: 30 };
    await postReadings(t, station, [...dense, late]);
    const token = await t.loginAs('admin');
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/weatherData/${station.reference}/export?from=2026-09-30&to=2026-10-31`,
      headers: { authorization: `Bearer ${token}` },
    });
    const times = response.body
      .trimEnd()
      .split('\n')
      .slice(1)
      .map((line) => line.split(',')[0] ?? '');
    expect(times).toHaveLength(5_001);
    expect(new Set(times).size).toBe(5_001);
    expect([...times].sort()).toEqual(times);
    expect(times.at(-1)).toBe('2026-10-09T12:00:00.000Z');
  });

  it('streams the same columns as a JSON array, and refuses anonymous or malformed requests', async () => {
    const station = await buildStation(t.db, { timezone: 'Europe/Paris' });
    await postReadings(t, station, readings.slice(0, 3));
    const url = `/api/weatherData/${station.reference}/export?from=2026-10-24T22:00:00Z&to=2026-10-24T22:10:00Z&format=json`;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const token = await t.loginAs('editor');
    const headers = { authorization: `Bearer ${token}` };
    const response = await t.app.inject({ method: 'GET', url, headers });
    expect(response.statusCode).toBe(200);
    const rows = response.json();
    expect(rows).toHaveLength(2); // `to` is exclusive for an instant
    expect(rows[0]).toMatchObject({
      received_at: '2026-10-24T22:00:00.000Z',
      temperature_c: 8,
      wind_speed_kmh: 0,
      rain_counter_mm: 100,
      lightning_count: 2,
      lightning_distance_km: 12,
    });
    expect(rows[0]).not.toHaveProperty('lightning_time');
    expect(rows[1]).not.toHaveProperty('lightning_distance_km');
    const empty = await t.app.inject({
      method: 'GET',
      url: `/api/weatherData/${station.reference}/export?from=2020-01-01&to=2020-01-31&format=json`,
      headers,
    });
    expect(empty.json()).toEqual([]);
    for (const query of [
      'from=2026-10-26&to=2026-10-25',
      'from=yesterday&to=2026-10-25',
      'from=2026-10-25&to=2026-10-26&format=xml',
    ]) {
      const bad = await t.app.inject({
        method: 'GET',
        url: `/api/weatherData/${station.reference}/export?${query}`,
        headers,
      });
      expect(bad.statusCode, query).toBe(400);
    }
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/weatherData/NOPE/export?from=2026-10-25&to=2026-10-26',
      headers,
    });
    expect(unknown.statusCode).toBe(404);
  });
});
