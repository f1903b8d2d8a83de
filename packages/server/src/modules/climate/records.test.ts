/**
 * The climate records (GET /api/weatherData/{reference}/climate/records), worked out by hand for a station in
 * Europe/Berlin (+01:00 in winter, +02:00 in summer) whose readings run from July 2024 to today, 20 November
 * 2025 at 12:00 local:
 *
 * | local day  | low (time)       | high (time)      | rain | rate | gust | pressure low / high       |
 * |------------|------------------|------------------|------|------|------|---------------------------|
 * | 2024-07-15 | 18.0 (06:00)     | 34.5 (14:00)     | 0    | 0    | 9    | 1010 (14:00) / 1012       |
 * | 2024-07-16 | 20.0 (07:00)     | 27.0 (15:00)     | 24   | 48   | 21   | 1005 / 1008               |
 * | 2024-11-05 | 4.0 (07:00)      | 14.5 (14:00)     | 6    | 12   | 17   | 1026 / 1031               |
 * | 2024-11-20 | -3.0 (07:00)     | 2.0 (14:00)      | 10   | 8    | 24   | 1033 / 1038.5 (07:00)     |
 * | 2025-01-10 | -9.5 (07:00)     | -4.0 (14:00)     | 3    | 2    | 14   | 985 (14:00) / 990         |
 * | 2025-11-02 | 6.0 (07:00)      | 11.0 (14:00)     | 12   | 30   | 15   | 1018 / 1020               |
 * | 2025-11-18 | 1.0 (07:00)      | 5.0 (14:00)      | 5    | 4    | 11   | 996 (14:00) / 1000        |
 * | 2025-11-20 | 9.0 (08:00)      | 15.2 (11:00)     | 0    | 0    | –    | –                         |
 *
 * July 2024 has 24 mm, November 2024 16 mm, January 2025 3 mm, November 2025 17 mm so far. Today's 15.2 °C
 * beats November 2024's 14.5 °C (a November record) but not July's 34.5 °C (the all-time high).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { cumulusIni } from '../../../test/cumulus-folder.ts';
import { dialects } from '../../../test/dialects.ts';
import { buildStation } from '../../../test/factories.ts';
import { createTestImporter } from '../../../test/import-harness.ts';
import { postReadings, type ReadingFields } from '../../../test/readings-feed.ts';

const NOW = Date.parse('2025-11-20T11:00:00Z');

/** Two readings of a day: the low's (with the day's rain, rate, gust and pressure) and the high's. */
function day(
  date: string,
  low: [hourUtc: number, temperature: number],
  high: [hourUtc: number, temperature: number],
  extra: { rain: number; rainRate: number; gust: number; pressure: [number, number] },
): ReadingFields[] {
  const at = (hour: number) => `${date}T${String(hour).padStart(2, '0')}:00:00Z`;
  const [pLow, pHigh] = extra.pressure;
  return [
    {
      receivedAt: at(low[0]),
      temperature: low[1],
      rain: 0,
      rainRate: 0,
      windGust: 1,
      relativePressure: pHigh,
    },
    {
      receivedAt: at(high[0]),
      temperature: high[1],
      rain: extra.rain,
      rainRate: extra.rainRate,
      windGust: extra.gust,
      relativePressure: pLow,
    },
  ];
}

const HISTORY: ReadingFields[] = [
  ...day('2024-07-15', [4, 18], [12, 34.5], { rain: 0, rainRate: 0, gust: 9, pressure: [1010, 1012] }),
  ...day('2024-07-16', [5, 20], [13, 27], { rain: 24, rainRate: 48, gust: 21, pressure: [1005, 1008] }),
  ...day('2024-11-05', [6, 4], [13, 14.5], { rain: 6, rainRate: 12, gust: 17, pressure: [1026, 1031] }),
  ...day('2024-11-20', [6, -3], [13, 2], { rain: 10, rainRate: 8, gust: 24, pressure: [1033, 1038.5] }),
  ...day('2025-01-10', [6, -9.5], [13, -4], { rain: 3, rainRate: 2, gust: 14, pressure: [985, 990] }),
  ...day('2025-11-02', [6, 6], [13, 11], { rain: 12, rainRate: 30, gust: 15, pressure: [1018, 1020] }),
  ...day('2025-11-18', [6, 1], [13, 5], { rain: 5, rainRate: 4, gust: 11, pressure: [996, 1000] }),
  { receivedAt: '2025-11-20T07:00:00Z', temperature: 9, rain: 0, rainRate: 0 },
  { receivedAt: '2025-11-20T10:00:00Z', temperature: 15.2, rain: 0, rainRate: 0 },
];

describe.each(dialects)('climate records on %s', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp(dialect, { now: NOW });
  });
  afterEach(() => t.close());

  const get = async (url: string) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const records = (reference: string, query = '') =>
    get(`/api/weatherData/${reference}/climate/records${query}`);
  const seeded = async () => {
    const station = await buildStation(t.db, { timezone: 'Europe/Berlin' });
    await postReadings(t, station, HISTORY);
    return station;
  };

  it('answers the all-time records with their days and times', async () => {
    const station = await seeded();
    const answer = await records(station.reference);
    expect(answer).toMatchObject({ startDate: '2024-07-15', endDate: '2025-11-20', today: '2025-11-20' });
    expect(answer.allTime).toEqual({
      highestHigh: { value: 34.5, day: '2024-07-15', at: '2024-07-15T14:00:00+02:00' },
      lowestLow: { value: -9.5, day: '2025-01-10', at: '2025-01-10T07:00:00+01:00' },
      highestLow: { value: 20, day: '2024-07-16', at: '2024-07-16T07:00:00+02:00' },
      lowestHigh: { value: -4, day: '2025-01-10', at: '2025-01-10T14:00:00+01:00' },
      wettestDay: { value: 24, day: '2024-07-16', at: null },
      wettestMonth: { value: 24, month: '2024-07' },
      highestRainRate: { value: 48, day: '2024-07-16', at: '2024-07-16T15:00:00+02:00' },
      highestGust: { value: 86.4, day: '2024-11-20', at: '2024-11-20T14:00:00+01:00' },
      highestPressure: { value: 1038.5, day: '2024-11-20', at: '2024-11-20T07:00:00+01:00' },
      lowestPressure: { value: 985, day: '2025-01-10', at: '2025-01-10T14:00:00+01:00' },
    });
  });

  it('answers each calendar month over both years, November 2025 against November 2024', async () => {
    const station = await seeded();
    const { months } = await records(station.reference);
    expect(months.map((m: { month: number }) => m.month)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(months[10]).toEqual({
      month: 11,
      // Today so far: 15.2 °C at 11:00, over 14.5 °C on 5 November 2024.
      highestHigh: { value: 15.2, day: '2025-11-20', at: '2025-11-20T11:00:00+01:00' },
      lowestLow: { value: -3, day: '2024-11-20', at: '2024-11-20T07:00:00+01:00' },
      highestLow: { value: 9, day: '2025-11-20', at: '2025-11-20T08:00:00+01:00' },
      lowestHigh: { value: 2, day: '2024-11-20', at: '2024-11-20T14:00:00+01:00' },
      wettestDay: { value: 12, day: '2025-11-02', at: null },
      // 12 + 5 mm in November 2025 against 6 + 10 mm in November 2024.
      wettestMonth: { value: 17, month: '2025-11' },
      highestRainRate: { value: 30, day: '2025-11-02', at: '2025-11-02T14:00:00+01:00' },
      highestGust: { value: 86.4, day: '2024-11-20', at: '2024-11-20T14:00:00+01:00' },
      highestPressure: { value: 1038.5, day: '2024-11-20', at: '2024-11-20T07:00:00+01:00' },
      lowestPressure: { value: 996, day: '2025-11-18', at: '2025-11-18T14:00:00+01:00' },
    });
    expect(months[0]).toMatchObject({
      lowestLow: { value: -9.5, day: '2025-01-10' },
      wettestMonth: { value: 3, month: '2025-01' },
    });
    expect(months[6]).toMatchObject({ highestLow: { value: 20, day: '2024-07-16' } });
    const empty = { value: null, day: null, at: null };
    expect(months[2]).toMatchObject({ highestHigh: empty, wettestMonth: { value: null, month: null } });
  });

  it('gives the same all-time figures as the history record table, in the visitor’s units too', async () => {
    const station = await seeded();
    for (const query of ['', '?temperatureUnit=%C2%B0F&speedUnit=km%2Fh&pressureUnit=inHg&rainUnit=in']) {
      const { allTime } = await records(station.reference, query);
      const record = await get(`/api/weatherData/${station.reference}/history/record${query}`);
      expect({
        maxTemperature: allTime.highestHigh.value,
        maxTemperatureReceivedAt: allTime.highestHigh.at,
        minTemperature: allTime.lowestLow.value,
        minTemperatureReceivedAt: allTime.lowestLow.at,
        maxRainRate: allTime.highestRainRate.value,
        maxRainRateReceivedAt: allTime.highestRainRate.at,
        maxWindGust: allTime.highestGust.value,
        maxWindGustReceivedAt: allTime.highestGust.at,
        maxRelativePressure: allTime.highestPressure.value,
        maxRelativePressureReceivedAt: allTime.highestPressure.at,
        minRelativePressure: allTime.lowestPressure.value,
        minRelativePressureReceivedAt: allTime.lowestPressure.at,
      }).toEqual({
        maxTemperature: record.maxTemperature,
        maxTemperatureReceivedAt: record.maxTemperatureReceivedAt,
        minTemperature: record.minTemperature,
        minTemperatureReceivedAt: record.minTemperatureReceivedAt,
        maxRainRate: record.maxRainRate,
        maxRainRateReceivedAt: record.maxRainRateReceivedAt,
        maxWindGust: record.maxWindGust,
        maxWindGustReceivedAt: record.maxWindGustReceivedAt,
        maxRelativePressure: record.maxRelativePressure,
        maxRelativePressureReceivedAt: record.maxRelativePressureReceivedAt,
        minRelativePressure: record.minRelativePressure,
        minRelativePressureReceivedAt: record.minRelativePressureReceivedAt,
      });
    }
    const inF = await records(station.reference, '?temperatureUnit=%C2%B0F');
    expect(inF.unit.temperatureUnit).toBe('°F');
    expect(inF.allTime.highestHigh.value).toBe(94.1);
  });

  it('keeps the earliest time when a later day ties the record, as the record table does', async () => {
    const station = await seeded();
    await records(station.reference);
    await postReadings(t, station, [{ receivedAt: '2025-11-20T10:30:00Z', temperature: 14, windGust: 24 }]);
    const { allTime, months } = await records(station.reference);
    const record = await get(`/api/weatherData/${station.reference}/history/record`);
    expect(allTime.highestGust).toEqual({ value: 86.4, day: '2024-11-20', at: '2024-11-20T14:00:00+01:00' });
    expect(record.maxWindGustReceivedAt).toBe('2024-11-20T14:00:00+01:00');
    expect(months[10].highestGust.day).toBe('2024-11-20');
  });

  it('announces today’s November record, and an all-time record once today beats every day', async () => {
    const station = await seeded();
    expect((await records(station.reference)).newRecords).toEqual([
      { kind: 'highestHigh', scope: 'month', month: 11, value: 15.2, previous: 14.5 },
    ]);
    // The past is kept; today's new readings still count: 35 °C beats July's 34.5 °C, 20 mm of rain
    // beats November's wettest day (12 mm) but not July's 24 mm, and makes November 2025 (37 mm) the
    // wettest month of all.
    await postReadings(t, station, [
      { receivedAt: '2025-11-20T10:40:00Z', temperature: 35, rain: 20, rainRate: 6 },
    ]);
    const answer = await records(station.reference);
    expect(answer.newRecords).toEqual([
      { kind: 'highestHigh', scope: 'allTime', month: 11, value: 35, previous: 34.5 },
      { kind: 'wettestDay', scope: 'month', month: 11, value: 20, previous: 12 },
      { kind: 'wettestMonth', scope: 'allTime', month: 11, value: 37, previous: 24 },
    ]);
    expect(answer.allTime.highestHigh).toEqual({
      value: 35,
      day: '2025-11-20',
      at: '2025-11-20T11:40:00+01:00',
    });
    // The same records alone, for the pages' badges.
    expect(await get(`/api/weatherData/${station.reference}/climate/records/today`)).toEqual({
      unit: { temperatureUnit: '°C', speedUnit: 'km/h', pressureUnit: 'hPa', rainUnit: 'mm' },
      today: '2025-11-20',
      newRecords: answer.newRecords,
      sensors: [],
    });
    // In the visitor's units.
    const inF = await records(station.reference, '?temperatureUnit=%C2%B0F&rainUnit=in');
    expect(inF.newRecords[0]).toMatchObject({ value: 95, previous: 94.1 });
    expect(inF.newRecords[2]).toMatchObject({ kind: 'wettestMonth', value: 1.46, previous: 0.94 });
    const todayInF = await get(
      `/api/weatherData/${station.reference}/climate/records/today?temperatureUnit=%C2%B0F&rainUnit=in`,
    );
    expect(todayInF.newRecords).toEqual(inF.newRecords);
  });

  it('announces nothing without a year of data, nor a month record without that month of an earlier year', async () => {
    const station = await buildStation(t.db, { timezone: 'Europe/Berlin' });
    await postReadings(t, station, [
      ...day('2025-03-02', [6, 1], [13, 12], { rain: 2, rainRate: 1, gust: 10, pressure: [1000, 1010] }),
      ...day('2025-11-02', [6, 6], [13, 11], { rain: 12, rainRate: 30, gust: 15, pressure: [1018, 1020] }),
      { receivedAt: '2025-11-20T10:00:00Z', temperature: 25, rain: 40, rainRate: 50, windGust: 30 },
    ]);
    const answer = await records(station.reference);
    expect(answer.allTime.highestHigh).toMatchObject({ value: 25, day: '2025-11-20' });
    expect(answer.newRecords).toEqual([]);
  });

  it('reflects a late reading into a past day at once', async () => {
    const station = await seeded();
    await records(station.reference);
    // 16 °C on 12 November 2024: November's high, and today's 15.2 °C no longer a record.
    await postReadings(t, station, [{ receivedAt: '2024-11-12T12:00:00Z', temperature: 16 }]);
    const answer = await records(station.reference);
    expect(answer.months[10].highestHigh).toEqual({
      value: 16,
      day: '2024-11-12',
      at: '2024-11-12T13:00:00+01:00',
    });
    expect(answer.newRecords).toEqual([]);
    expect(answer.allTime.highestHigh.value).toBe(34.5);
  });

  it('answers empty records for a station without data, and 404 for an unknown one', async () => {
    const station = await buildStation(t.db, { timezone: 'Europe/Berlin' });
    const answer = await records(station.reference);
    expect(answer).toMatchObject({ startDate: null, endDate: null, newRecords: [] });
    expect(answer.allTime.highestHigh).toEqual({ value: null, day: null, at: null });
    expect(answer.months).toHaveLength(12);
    const missing = await t.app.inject({ method: 'GET', url: '/api/weatherData/NOPE/climate/records' });
    expect(missing.statusCode).toBe(404);
    const badUnit = await t.app.inject({
      method: 'GET',
      url: `/api/weatherData/${station.reference}/climate/records?temperatureUnit=K`,
    });
    expect(badUnit.statusCode).toBe(400);
    expect(badUnit.json()[0]).toMatchObject({ propertyPath: 'temperatureUnit' });
    const docs = await get('/api/docs/json');
    expect(Object.keys(docs.paths)).toContain('/api/weatherData/{reference}/climate/records');
  });

  it('folds the extremes of an imported CumulusMX dayfile, with their times, as the record table does', async () => {
    const station = await buildStation(t.db, { timezone: 'Europe/Berlin' });
    const dir = mkdtempSync(join(tmpdir(), 'meteodeck-records-'));
    try {
      // Cumulus 1 lines (km/h, °C, hPa, mm; midnight rollover): 10 November 2024, high 16.3 °C at 15:50,
      // low 3.5 °C at 04:40, gust 45 km/h at 13:30, rain 3.6 mm; 5 July 2025, high 33.9 °C at 16:45.
      writeFileSync(join(dir, 'Cumulus.ini'), cumulusIni({ temp: 0, rain: 0, pressure: 1, wind: 2 }));
      writeFileSync(
        join(dir, 'dayfile.txt'),
        [
          '10/11/24,45,270,13:30,3.5,04:40,16.3,15:50,1008.1,03:10,1015.2,22:40,2.4,17:05,3.6,13.2',
          '05/07/25,54,200,16:10,17.0,05:20,33.9,16:45,1002.0,18:00,1011.0,08:00,20.0,16:20,15.0,20.0',
        ].join('\r\n'),
      );
      const importer = await createTestImporter(t, station.reference);
      expect(await importer.run({ kind: 'cumulus', path: dir })).toMatchObject({ daysWithSourceExtremes: 2 });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    const before = await records(station.reference);
    expect(before.months[10].highestHigh).toEqual({
      value: 16.3,
      day: '2024-11-10',
      at: '2024-11-10T15:50:00+01:00',
    });
    expect(before.months[10].highestGust).toMatchObject({ value: 45, at: '2024-11-10T13:30:00+01:00' });
    expect(before.allTime.highestHigh).toEqual({
      value: 33.9,
      day: '2025-07-05',
      at: '2025-07-05T16:45:00+02:00',
    });
    const record = await get(`/api/weatherData/${station.reference}/history/record`);
    expect(record).toMatchObject({
      maxTemperature: 33.9,
      maxTemperatureReceivedAt: before.allTime.highestHigh.at,
      minTemperature: before.allTime.lowestLow.value,
      minTemperatureReceivedAt: before.allTime.lowestLow.at,
      maxWindGust: before.allTime.highestGust.value,
      maxWindGustReceivedAt: before.allTime.highestGust.at,
      reviewed: { maxTemperature: 'imported' },
    });
    // Today's 17 °C beats the imported November high.
    await postReadings(t, station, [{ receivedAt: '2025-11-20T10:00:00Z', temperature: 17 }]);
    expect((await records(station.reference)).newRecords).toEqual([
      { kind: 'highestHigh', scope: 'month', month: 11, value: 17, previous: 16.3 },
    ]);
  });
});
