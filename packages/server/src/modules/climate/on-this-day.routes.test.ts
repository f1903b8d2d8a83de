import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { dialects } from '../../../test/dialects.ts';
import { buildStation } from '../../../test/factories.ts';
import { postReadings, type ReadingFields } from '../../../test/readings-feed.ts';

/**
 * 14 March in Berlin over three years, worked out by hand (°C, mm, m/s, hPa; local times UTC+1 in March).
 * Now is 2026-03-14 11:00 local, so 2026's day is running. The first reading is on 2022-05-01, so 2022 has
 * no 14 March; 2023 has data on the 13th and the 15th only.
 * - 2023-03-13 23:30 local (22:30 UTC) and 2023-03-15 00:30 local (2023-03-14 23:30 UTC): not the 14th.
 * - 2024-03-14: 00:30 6 (13 March 23:30 UTC), 06:00 2 / 1010 hPa / gust 5, 14:00 12 / 1.5 mm / 1020 hPa /
 *   gust 12, 23:30 4 / 0.5 mm / 1015 hPa: high 12 at 14:00, low 2 at 06:00, mean (6 + 2 + 12 + 4) / 4 = 6,
 *   rain 2, gust 12 at 14:00, pressure 1010 (06:00) to 1020 (14:00).
 * - 2025-03-14: 07:00 −1 / 1030, 13:00 9 / 1025 / gust 8, 19:00 4 / 1028: high 9, low −1, mean 4, rain 0,
 *   gust 8, pressure 1025 (13:00) to 1030 (07:00).
 * - 2026-03-14 (running): 06:00 0 / 0.2 mm / 1000 / gust 10, 10:00 5 / 0.3 mm / 1003 / gust 15.
 * The means of the finished years (2024, 2025): high 10.5, low 0.5, mean 5, rain 1, gust 10, pressure
 * 1017.5 to 1025.
 * 29 February: 2024-02-29 12:00 7; 2025-03-01 12:00 3 and 2023-02-28 12:00 1 are not it.
 */
const DAYS: ReadingFields[] = [
  { receivedAt: '2022-05-01T10:00:00Z', temperature: 15, rain: 0 },
  { receivedAt: '2023-02-28T11:00:00Z', temperature: 1, rain: 0 },
  { receivedAt: '2023-03-13T22:30:00Z', temperature: 8, rain: 9 },
  { receivedAt: '2023-03-14T23:30:00Z', temperature: 9, rain: 9 },
  { receivedAt: '2024-02-29T11:00:00Z', temperature: 7, rain: 0 },
  { receivedAt: '2024-03-13T23:30:00Z', temperature: 6, rain: 0 },
  {
    receivedAt: '2024-03-14T05:00:00Z',
    temperature: 2,
    rain: 0,
    relativePressure: 1010,
    windGust: 5,
  },
  {
    receivedAt: '2024-03-14T13:00:00Z',
    temperature: 12,
    rain: 1.5,
    relativePressure: 1020,
    windGust: 12,
  },
  { receivedAt: '2024-03-14T22:30:00Z', temperature: 4, rain: 0.5, relativePressure: 1015 },
  { receivedAt: '2025-03-01T11:00:00Z', temperature: 3, rain: 0 },
  { receivedAt: '2025-03-14T06:00:00Z', temperature: -1, rain: 0, relativePressure: 1030 },
  { receivedAt: '2025-03-14T12:00:00Z', temperature: 9, rain: 0, relativePressure: 1025, windGust: 8 },
  { receivedAt: '2025-03-14T18:00:00Z', temperature: 4, rain: 0, relativePressure: 1028 },
  {
    receivedAt: '2026-03-14T05:00:00Z',
    temperature: 0,
    rain: 0.2,
    relativePressure: 1000,
    windGust: 10,
  },
  {
    receivedAt: '2026-03-14T09:00:00Z',
    temperature: 5,
    rain: 0.3,
    relativePressure: 1003,
    windGust: 15,
  },
];

const NOW = Date.parse('2026-03-14T10:00:00Z');
const METRIC = 'temperatureUnit=%C2%B0C&speedUnit=m%2Fs&pressureUnit=hPa&rainUnit=mm';

interface YearAnswer {
  day: string;
  year: number;
  hasData: boolean;
  running: boolean;
  values: Record<string, number | null>;
  differences: Record<string, number | null>;
  [instant: string]: unknown;
}

describe.each(dialects)('climate on this day on %s', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp(dialect, { now: NOW });
  });
  afterEach(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('gives the day in every year of the station, newest first, with the differences to the mean', async () => {
    const station = await buildStation(t.db, { timezone: 'Europe/Berlin' });
    await postReadings(t, station, DAYS);
    // No date: the station's today.
    const response = await get(`/api/weatherData/${station.reference}/climate/onThisDay?${METRIC}`);
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer.date).toBe('03-14');
    expect(answer.unit).toMatchObject({ temperatureUnit: '°C', speedUnit: 'm/s', pressureUnit: 'hPa' });
    const years: YearAnswer[] = answer.years;
    expect(years.map((y) => [y.day, y.hasData, y.running])).toEqual([
      ['2026-03-14', true, true],
      ['2025-03-14', true, false],
      ['2024-03-14', true, false],
      ['2023-03-14', false, false],
    ]);
    expect(answer.averageYears).toBe(2);
    expect(answer.average).toEqual({
      maxTemperature: 10.5,
      minTemperature: 0.5,
      meanTemperature: 5,
      rain: 1,
      maxWindGust: 10,
      minPressure: 1017.5,
      maxPressure: 1025,
    });
    expect(years[2]).toEqual({
      day: '2024-03-14',
      year: 2024,
      hasData: true,
      running: false,
      values: {
        maxTemperature: 12,
        minTemperature: 2,
        meanTemperature: 6,
        rain: 2,
        maxWindGust: 12,
        minPressure: 1010,
        maxPressure: 1020,
      },
      maxTemperatureAt: '2024-03-14T14:00:00+01:00',
      minTemperatureAt: '2024-03-14T06:00:00+01:00',
      maxWindGustAt: '2024-03-14T14:00:00+01:00',
      minPressureAt: '2024-03-14T06:00:00+01:00',
      maxPressureAt: '2024-03-14T14:00:00+01:00',
      differences: {
        maxTemperature: 1.5,
        minTemperature: 1.5,
        meanTemperature: 1,
        rain: 1,
        maxWindGust: 2,
        minPressure: -7.5,
        maxPressure: -5,
      },
    });
    expect(years[1]).toMatchObject({
      values: { maxTemperature: 9, minTemperature: -1, meanTemperature: 4, rain: 0, maxWindGust: 8 },
      minPressureAt: '2025-03-14T13:00:00+01:00',
      maxPressureAt: '2025-03-14T07:00:00+01:00',
      differences: { maxTemperature: -1.5, minTemperature: -1.5, meanTemperature: -1, rain: -1 },
    });
    // The running day is shown against the mean of the finished years.
    expect(years[0]?.values).toMatchObject({ maxTemperature: 5, minTemperature: 0, rain: 0.5 });
    expect(years[0]?.differences).toEqual({
      maxTemperature: -5.5,
      minTemperature: -0.5,
      meanTemperature: -2.5,
      rain: -0.5,
      maxWindGust: 5,
      minPressure: -17.5,
      maxPressure: -22,
    });
    expect(years[3]).toMatchObject({ maxTemperatureAt: null, values: { maxTemperature: null, rain: null } });
    expect(years[3]?.differences.maxTemperature).toBeNull();
  });

  it("gives each year the history tables' values of that day and the heat map's mean", async () => {
    const station = await buildStation(t.db, { timezone: 'Europe/Berlin' });
    await postReadings(t, station, DAYS);
    const base = `/api/weatherData/${station.reference}`;
    const answer = (await get(`${base}/climate/onThisDay?date=03-14`)).json();
    const withData: YearAnswer[] = answer.years.filter((y: YearAnswer) => y.hasData);
    expect(withData).toHaveLength(3);
    for (const year of withData) {
      const at = encodeURIComponent(`${year.day}T09:30:00Z`);
      const history = (await get(`${base}/history/day?at=${at}`)).json();
      expect(history.startDate).toBe(year.day);
      expect(year.values).toMatchObject({
        maxTemperature: history.maxTemperature,
        minTemperature: history.minTemperature,
        rain: history.rainPeriod,
        maxWindGust: history.maxWindGust,
        minPressure: history.minRelativePressure,
        maxPressure: history.maxRelativePressure,
      });
      expect(year).toMatchObject({
        maxTemperatureAt: history.maxTemperatureReceivedAt,
        minTemperatureAt: history.minTemperatureReceivedAt,
        maxWindGustAt: history.maxWindGustReceivedAt,
        minPressureAt: history.minRelativePressureReceivedAt,
        maxPressureAt: history.maxRelativePressureReceivedAt,
      });
      const heatMap = (await get(`${base}/climate/heatMap?year=${year.year}`)).json();
      const cell = heatMap.days.find((d: { day: string }) => d.day === year.day);
      expect(year.values.meanTemperature).toBe(cell.meanTemperature);
    }
  });

  it('gives 29 February in the leap years only', async () => {
    const station = await buildStation(t.db, { timezone: 'Europe/Berlin' });
    await postReadings(t, station, DAYS);
    const answer = (await get(`/api/weatherData/${station.reference}/climate/onThisDay?date=02-29`)).json();
    expect(answer.date).toBe('02-29');
    expect(answer.years).toHaveLength(1);
    expect(answer.years[0]).toMatchObject({
      day: '2024-02-29',
      hasData: true,
      values: { maxTemperature: 7 },
    });
    expect(answer.averageYears).toBe(1);
    expect(answer.years[0].differences.maxTemperature).toBe(0);
  });

  it("leaves out this year's day while it is to come, and counts a reading in the station's local day", async () => {
    const station = await buildStation(t.db, { timezone: 'Europe/Berlin' });
    await postReadings(t, station, DAYS);
    const answer = (await get(`/api/weatherData/${station.reference}/climate/onThisDay?date=03-15`)).json();
    expect(answer.years.map((y: YearAnswer) => [y.day, y.hasData])).toEqual([
      ['2025-03-15', false],
      ['2024-03-15', false],
      // 2023-03-14 23:30 UTC is 00:30 on the 15th in Berlin.
      ['2023-03-15', true],
    ]);
    expect(answer.years[2].values.maxTemperature).toBe(9);
  });

  it("shows values, means and differences in the visitor's units", async () => {
    const station = await buildStation(t.db, { timezone: 'Europe/Berlin' });
    await postReadings(t, station, DAYS);
    const answer = (
      await get(
        `/api/weatherData/${station.reference}/climate/onThisDay?date=03-14&temperatureUnit=%C2%B0F&speedUnit=km%2Fh`,
      )
    ).json();
    expect(answer.unit).toMatchObject({ temperatureUnit: '°F', speedUnit: 'km/h' });
    const y2024 = answer.years.find((y: YearAnswer) => y.year === 2024);
    expect(y2024.values).toMatchObject({ maxTemperature: 53.6, maxWindGust: 43.2 });
    // Differences of temperatures are intervals: 1.5 K = 2.7 °F, not 34.7.
    expect(y2024.differences).toMatchObject({ maxTemperature: 2.7, maxWindGust: 7.2 });
    expect(answer.average.maxTemperature).toBe(50.9);
  });

  it('answers a station without data with no years', async () => {
    const station = await buildStation(t.db, { timezone: 'Europe/Berlin' });
    const answer = (await get(`/api/weatherData/${station.reference}/climate/onThisDay`)).json();
    expect(answer).toMatchObject({ date: '03-14', years: [], averageYears: 0 });
    expect(answer.average.maxTemperature).toBeNull();
  });

  it('answers 404 for an unknown station and 400 for a day no year has', async () => {
    expect((await get('/api/weatherData/NOPE/climate/onThisDay')).statusCode).toBe(404);
    const station = await buildStation(t.db);
    for (const date of ['04-31', '02-30', '13-01', '3-14', '2026-03-14']) {
      const response = await get(`/api/weatherData/${station.reference}/climate/onThisDay?date=${date}`);
      expect(response.statusCode, date).toBe(400);
      expect(response.json()[0]).toMatchObject({ propertyPath: expect.stringContaining('date') });
    }
  });

  it('is documented in /api/docs with its date and units', async () => {
    const paths = (await get('/api/docs/json')).json().paths;
    const operation = paths['/api/weatherData/{reference}/climate/onThisDay'].get;
    const names = operation.parameters.map((parameter: { name: string }) => parameter.name);
    expect(names).toEqual(expect.arrayContaining(['reference', 'date', 'temperatureUnit', 'rainUnit']));
    expect(operation.responses).toHaveProperty('200');
  });
});
