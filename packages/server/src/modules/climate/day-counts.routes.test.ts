import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { dialects } from '../../../test/dialects.ts';
import { buildStation } from '../../../test/factories.ts';
import { postReadings, type ReadingFields } from '../../../test/readings-feed.ts';

/**
 * A year in Berlin worked out by hand (°C, mm; local times, UTC+1 in winter, UTC+2 in summer):
 * - 2025-12-31 23:30 −1: the previous year, which 2026 must not count;
 * - Jan 5: −3, −1 (frost and ice day); Jan 6: −2, 4, 1 with 0.1 + 0.2 mm (frost day, rain day);
 *   Jan 7: 0, 3, 1.5 with 0.3 + 0.7 mm (no frost: 0 is not below 0; rain and wet day);
 *   Jan 31 23:30 −5 alone (frost and ice day of January, though 22:30 UTC), Feb 1 00:30 10 (February, though Jan 31 UTC);
 * - Jul 10: 21, 31 (summer, hot, tropical night); Jul 11: 19.9, 25 (summer day);
 *   Jul 12: 20, 24.9 with 5 mm (tropical night, rain and wet day).
 * Degree days from the day's mean against 18.3 °C: January 20.3 + 17.3 + 16.8 + 23.3 = 77.7, February 8.3;
 * July (means 26, 22.45, 22.45) cooling 7.7 + 4.15 + 4.15 = 16.
 */
const YEAR: ReadingFields[] = [
  { receivedAt: '2025-12-31T22:30:00Z', temperature: -1, rain: 0 },
  { receivedAt: '2026-01-05T05:00:00Z', temperature: -3, rain: 0 },
  { receivedAt: '2026-01-05T13:00:00Z', temperature: -1, rain: 0 },
  { receivedAt: '2026-01-06T05:00:00Z', temperature: -2, rain: 0 },
  { receivedAt: '2026-01-06T13:00:00Z', temperature: 4, rain: 0.1 },
  { receivedAt: '2026-01-06T17:00:00Z', temperature: 1, rain: 0.2 },
  { receivedAt: '2026-01-07T05:00:00Z', temperature: 0, rain: 0 },
  { receivedAt: '2026-01-07T13:00:00Z', temperature: 3, rain: 0.3 },
  { receivedAt: '2026-01-07T17:00:00Z', temperature: 1.5, rain: 0.7 },
  { receivedAt: '2026-01-31T22:30:00Z', temperature: -5, rain: 0 },
  { receivedAt: '2026-01-31T23:30:00Z', temperature: 10, rain: 0 },
  { receivedAt: '2026-07-10T02:00:00Z', temperature: 21, rain: 0 },
  { receivedAt: '2026-07-10T13:00:00Z', temperature: 31, rain: 0 },
  { receivedAt: '2026-07-11T02:00:00Z', temperature: 19.9, rain: 0 },
  { receivedAt: '2026-07-11T13:00:00Z', temperature: 25, rain: 0 },
  { receivedAt: '2026-07-12T02:00:00Z', temperature: 20, rain: 0 },
  { receivedAt: '2026-07-12T13:00:00Z', temperature: 24.9, rain: 5 },
];

const zero = {
  temperatureDays: 0,
  rainfallDays: 0,
  frostDays: 0,
  iceDays: 0,
  summerDays: 0,
  hotDays: 0,
  tropicalNights: 0,
  rainDays: 0,
  wetDays: 0,
  heatingDegreeDays: null,
  coolingDegreeDays: null,
};

interface Counted {
  month: string | null;
  temperatureDays: number;
  frostDays: number;
  iceDays: number;
  summerDays: number;
  hotDays: number;
  tropicalNights: number;
  rainDays: number;
  wetDays: number;
}

describe.each(dialects)('climate day counts and heat map on %s', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp(dialect, { now: Date.parse('2026-11-24T10:00:00Z') });
  });
  afterEach(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('counts the days of each month and of the year, worked out by hand (Metric)', async () => {
    const station = await buildStation(t.db, { timezone: 'Europe/Berlin' });
    await postReadings(t, station, YEAR);
    const response = await get(`/api/weatherData/${station.reference}/climate/dayCounts`);
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer.year).toBe(2026); // the station's current year when none is asked for
    expect(answer.years).toEqual([2025, 2026]);
    expect(answer.unit).toMatchObject({ temperatureUnit: '°C', rainUnit: 'mm' });
    expect(answer.thresholds).toEqual({
      frost: 0,
      summer: 25,
      hot: 30,
      tropicalNight: 20,
      rainDay: 0.1,
      wetDay: 1,
      degreeDayBase: 18.3,
    });
    expect(answer.months).toHaveLength(12);
    expect(answer.months[0]).toEqual({
      month: '2026-01',
      temperatureDays: 4,
      rainfallDays: 4,
      frostDays: 3,
      iceDays: 2,
      summerDays: 0,
      hotDays: 0,
      tropicalNights: 0,
      rainDays: 2,
      wetDays: 1,
      heatingDegreeDays: 77.7,
      coolingDegreeDays: 0,
    });
    expect(answer.months[1]).toMatchObject({ temperatureDays: 1, frostDays: 0, heatingDegreeDays: 8.3 });
    expect(answer.months[2]).toEqual({ month: '2026-03', ...zero });
    expect(answer.months[6]).toEqual({
      month: '2026-07',
      temperatureDays: 3,
      rainfallDays: 3,
      frostDays: 0,
      iceDays: 0,
      summerDays: 2,
      hotDays: 1,
      tropicalNights: 2,
      rainDays: 1,
      wetDays: 1,
      heatingDegreeDays: 0,
      coolingDegreeDays: 16,
    });
    expect(answer.total).toEqual({
      month: null,
      temperatureDays: 8,
      rainfallDays: 8,
      frostDays: 3,
      iceDays: 2,
      summerDays: 2,
      hotDays: 1,
      tropicalNights: 2,
      rainDays: 3,
      wetDays: 2,
      heatingDegreeDays: 86,
      coolingDegreeDays: 16,
    });

    const previous = (await get(`/api/weatherData/${station.reference}/climate/dayCounts?year=2025`)).json();
    expect(previous.months[11]).toMatchObject({ temperatureDays: 1, frostDays: 1 });
    expect(previous.total).toMatchObject({ temperatureDays: 1, frostDays: 1 });
  });

  it("counts what the history tables' daily minimum, maximum and rain give, day by day", async () => {
    const station = await buildStation(t.db, { timezone: 'Europe/Berlin' });
    await postReadings(t, station, YEAR);
    const counts = (await get(`/api/weatherData/${station.reference}/climate/dayCounts?year=2026`)).json();
    for (const month of ['2026-01', '2026-02', '2026-07']) {
      const expected: Counted = {
        month,
        temperatureDays: 0,
        frostDays: 0,
        iceDays: 0,
        summerDays: 0,
        hotDays: 0,
        tropicalNights: 0,
        rainDays: 0,
        wetDays: 0,
      };
      const days = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate();
      for (let d = 1; d <= days; d += 1) {
        const at = encodeURIComponent(`${month}-${String(d).padStart(2, '0')}T12:00:00Z`);
        const day = (await get(`/api/weatherData/${station.reference}/history/day?at=${at}`)).json();
        const { minTemperature: min, maxTemperature: max, rainPeriod: rain } = day;
        if (min === null || max === null) continue;
        expected.temperatureDays += 1;
        if (min < 0) expected.frostDays += 1;
        if (max < 0) expected.iceDays += 1;
        if (max >= 25) expected.summerDays += 1;
        if (max >= 30) expected.hotDays += 1;
        if (min >= 20) expected.tropicalNights += 1;
        if (rain !== null && rain >= 0.1) expected.rainDays += 1;
        if (rain !== null && rain >= 1) expected.wetDays += 1;
      }
      const monthCounts = counts.months[Number(month.slice(5, 7)) - 1];
      expect(monthCounts).toMatchObject(expected);
    }
  });

  it("gives the climate report's degree days and daily means", async () => {
    const station = await buildStation(t.db, { timezone: 'Europe/Berlin' });
    await postReadings(t, station, YEAR);
    const counts = (await get(`/api/weatherData/${station.reference}/climate/dayCounts?year=2026`)).json();
    const heatMap = (await get(`/api/weatherData/${station.reference}/climate/heatMap?year=2026`)).json();
    for (const month of ['2026-01', '2026-07']) {
      const report = (await get(`/api/weatherData/${station.reference}/report/${month}`)).json();
      const index = Number(month.slice(5, 7)) - 1;
      expect(counts.months[index]).toMatchObject({
        heatingDegreeDays: report.summary.heatingDegreeDays,
        coolingDegreeDays: report.summary.coolingDegreeDays,
      });
      for (const day of report.days) {
        const cell = heatMap.days.find((d: { day: string }) => d.day === day.day);
        expect(cell).toMatchObject({
          meanTemperature: day.meanTemperature,
          minTemperature: day.lowTemperature,
          maxTemperature: day.highTemperature,
          rain: day.rain,
        });
      }
    }
  });

  it("shows the degree days and thresholds in the visitor's units", async () => {
    const station = await buildStation(t.db, { timezone: 'Europe/Berlin' });
    await postReadings(t, station, YEAR);
    const answer = (
      await get(
        `/api/weatherData/${station.reference}/climate/dayCounts?year=2026&temperatureUnit=%C2%B0F&rainUnit=in`,
      )
    ).json();
    expect(answer.unit).toMatchObject({ temperatureUnit: '°F', rainUnit: 'in' });
    expect(answer.thresholds).toMatchObject({ frost: 32, summer: 77, hot: 86, tropicalNight: 68 });
    expect(answer.thresholds.degreeDayBase).toBe(64.9);
    expect(answer.thresholds.wetDay).toBeCloseTo(0.03937, 5);
    // The counts are the same in any unit: the thresholds apply to the stored °C and mm.
    expect(answer.total).toMatchObject({ frostDays: 3, summerDays: 2, rainDays: 3, wetDays: 2 });
    // Degree days are differences: 86 K·d = 154.8 °F·d, 16 K·d = 28.8 °F·d.
    expect(answer.total.heatingDegreeDays).toBe(154.8);
    expect(answer.total.coolingDegreeDays).toBe(28.8);
  });

  it('gives one heat-map cell per day of the year, in the local days', async () => {
    const station = await buildStation(t.db, { timezone: 'Europe/Berlin' });
    await postReadings(t, station, YEAR);
    const response = await get(`/api/weatherData/${station.reference}/climate/heatMap?year=2026`);
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer.days).toHaveLength(365);
    expect(answer.days[0]).toEqual({
      day: '2026-01-01',
      meanTemperature: null,
      minTemperature: null,
      maxTemperature: null,
      rain: null,
    });
    expect(answer.days[5]).toEqual({
      day: '2026-01-06',
      meanTemperature: 1,
      minTemperature: -2,
      maxTemperature: 4,
      rain: 0.3,
    });
    expect(answer.days[30]).toMatchObject({ day: '2026-01-31', meanTemperature: -5 });
    expect(answer.days[31]).toMatchObject({ day: '2026-02-01', meanTemperature: 10 });
    expect(answer.days[192]).toMatchObject({ day: '2026-07-12', meanTemperature: 22.5, rain: 5 });
    expect(answer.days[364].day).toBe('2026-12-31');
    const leap = (await get(`/api/weatherData/${station.reference}/climate/heatMap?year=2028`)).json();
    expect(leap.days).toHaveLength(366);
  });

  it('is documented in /api/docs with its year and units', async () => {
    const paths = (await get('/api/docs/json')).json().paths;
    for (const path of ['dayCounts', 'heatMap']) {
      const operation = paths[`/api/weatherData/{reference}/climate/${path}`].get;
      const names = operation.parameters.map((parameter: { name: string }) => parameter.name);
      expect(names).toEqual(expect.arrayContaining(['reference', 'year', 'temperatureUnit', 'rainUnit']));
      expect(operation.responses).toHaveProperty('200');
    }
  });

  it('answers 404 for an unknown station and 400 for a bad year', async () => {
    const unknown = await get('/api/weatherData/NOPE/climate/dayCounts?year=2026');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()[0].message).toEqual(expect.any(String));
    const station = await buildStation(t.db);
    const bad = await get(`/api/weatherData/${station.reference}/climate/heatMap?year=26x`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()[0]).toMatchObject({ propertyPath: expect.stringContaining('year') });
  });
});
