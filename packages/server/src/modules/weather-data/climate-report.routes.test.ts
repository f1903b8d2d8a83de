import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { dialects } from '../../../test/dialects.ts';
import { buildStation } from '../../../test/factories.ts';
import { postReadings, type ReadingFields } from '../../../test/readings-feed.ts';

/**
 * October 2026 in Paris, worked out by hand: the 1st (three readings), nothing on the 2nd, the 3rd (north
 * winds on both sides of 0°), and the 25th, the 25-hour day when clocks go back (02:30 twice).
 */
const OCTOBER: ReadingFields[] = [
  // 1st: 06:00, 15:00, 22:00 local (UTC+2).
  {
    receivedAt: '2026-10-01T04:00:00Z',
    temperature: 10,
    windSpeed: 2,
    windDirection: 90,
    windGust: 5,
    rain: 0,
  },
  {
    receivedAt: '2026-10-01T13:00:00Z',
    temperature: 20,
    windSpeed: 4,
    windDirection: 90,
    windGust: 8,
    rain: 1.5,
  },
  { receivedAt: '2026-10-01T20:00:00Z', temperature: 12, windSpeed: 0, rain: 0.5 },
  // 3rd: 02:00 and 14:00 local.
  {
    receivedAt: '2026-10-03T00:00:00Z',
    temperature: 21,
    windSpeed: 1,
    windDirection: 350,
    windGust: 2,
    rain: 0,
  },
  {
    receivedAt: '2026-10-03T12:00:00Z',
    temperature: 25,
    windSpeed: 1,
    windDirection: 10,
    windGust: 2,
    rain: 0,
  },
  // 25th: 02:30 summer time, then 02:30 winter time.
  { receivedAt: '2026-10-25T00:30:00Z', temperature: 5, rain: 0 },
  { receivedAt: '2026-10-25T01:30:00Z', temperature: 3, rain: 0 },
];

describe.each(dialects)('climate reports on %s', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp(dialect, { now: Date.parse('2026-11-24T10:00:00Z') });
  });
  afterEach(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('gives the month day by day, worked out by hand, with its closing line (Metric)', async () => {
    const station = await buildStation(t.db, { timezone: 'Europe/Paris' });
    await postReadings(t, station, OCTOBER);
    const response = await get(`/api/weatherData/${station.reference}/report/2026-10`);
    expect(response.statusCode).toBe(200);
    const report = response.json();
    expect(report.unit).toMatchObject({ temperatureUnit: '°C', speedUnit: 'km/h', rainUnit: 'mm' });
    expect(report.days).toHaveLength(31);
    expect(report.days[0]).toEqual({
      day: '2026-10-01',
      meanTemperature: 14,
      highTemperature: 20,
      highTemperatureAt: '2026-10-01T15:00:00+02:00',
      lowTemperature: 10,
      lowTemperatureAt: '2026-10-01T06:00:00+02:00',
      heatingDegreeDays: 4.3,
      coolingDegreeDays: 0,
      rain: 2,
      meanWindSpeed: 7.2,
      highGust: 28.8,
      highGustAt: '2026-10-01T15:00:00+02:00',
      dominantDirection: 90,
    });
    expect(report.days[1]).toEqual({
      day: '2026-10-02',
      meanTemperature: null,
      highTemperature: null,
      highTemperatureAt: null,
      lowTemperature: null,
      lowTemperatureAt: null,
      heatingDegreeDays: null,
      coolingDegreeDays: null,
      rain: null,
      meanWindSpeed: null,
      highGust: null,
      highGustAt: null,
      dominantDirection: null,
    });
    expect(report.days[2]).toMatchObject({
      meanTemperature: 23,
      heatingDegreeDays: 0,
      coolingDegreeDays: 4.7,
    });
    // 350° and 10° average to north (360, as reports print it; 0 would read as calm), not to south.
    expect(report.days[2].dominantDirection).toBe(360);
    expect(report.days[24]).toMatchObject({
      meanTemperature: 4,
      highTemperature: 5,
      highTemperatureAt: '2026-10-25T02:30:00+02:00',
      lowTemperature: 3,
      lowTemperatureAt: '2026-10-25T02:30:00+01:00',
      heatingDegreeDays: 14.3,
      meanWindSpeed: null,
    });
    expect(report.summary).toEqual({
      meanTemperature: 13.7, // 96 / 7
      highTemperature: 25,
      highTemperatureDay: '2026-10-03',
      lowTemperature: 3,
      lowTemperatureDay: '2026-10-25',
      heatingDegreeDays: 18.6,
      coolingDegreeDays: 4.7,
      rain: 2,
      meanWindSpeed: 5.8, // 28.8 km/h over 5 readings
      highGust: 28.8,
      highGustDay: '2026-10-01',
      dominantDirection: 45, // 90, 90, 350, 10
    });
  });

  it('uses the Imperial station units and the 65 °F base', async () => {
    const station = await buildStation(t.db, { timezone: 'Europe/Paris', preferedUnit: 'Imperial' });
    await postReadings(t, station, OCTOBER);
    const report = (await get(`/api/weatherData/${station.reference}/report/2026-10`)).json();
    expect(report.thresholds).toEqual({
      degreeDayBase: 65,
      hot: 90,
      cold: 32,
      veryCold: 0,
      rain: [0.01, 0.1, 1],
    });
    expect(report.days[0]).toMatchObject({
      meanTemperature: 57.2,
      highTemperature: 68,
      lowTemperature: 50,
      heatingDegreeDays: 7.8,
      rain: 0.08,
      meanWindSpeed: 4.5,
      highGust: 17.9,
    });
    expect(report.summary).toMatchObject({ heatingDegreeDays: 33.6, coolingDegreeDays: 8.4, rain: 0.08 });
  });

  it('gives the year month by month with the day counts, and lists the months with data', async () => {
    const station = await buildStation(t.db, { timezone: 'Europe/Paris' });
    await postReadings(t, station, [
      ...OCTOBER,
      { receivedAt: '2026-07-14T13:00:00Z', temperature: 31, rain: 25 },
      { receivedAt: '2026-11-20T06:00:00Z', temperature: -19, rain: 0 },
    ]);
    const months = (await get(`/api/weatherData/${station.reference}/report`)).json();
    expect(months).toEqual({ months: ['2026-07', '2026-10', '2026-11'] });
    const report = (await get(`/api/weatherData/${station.reference}/report/2026`)).json();
    expect(report.months).toHaveLength(12);
    expect(report.months[0]).toMatchObject({ month: '2026-01', meanTemperature: null, rainDays: null });
    expect(report.months[9]).toMatchObject({
      month: '2026-10',
      meanHighTemperature: 16.7, // (20 + 25 + 5) / 3
      meanLowTemperature: 11.3, // (10 + 21 + 3) / 3
      meanTemperature: 13.7,
      daysMaxAtLeastHot: 0,
      daysMinAtMostCold: 0,
      rain: 2,
      wettestDayRain: 2,
      wettestDay: '2026-10-01',
      rainDays: [1, 1, 0],
    });
    expect(report.summary).toMatchObject({
      month: null,
      highTemperature: 31,
      highTemperatureDay: '2026-07-14',
      lowTemperature: -19,
      lowTemperatureDay: '2026-11-20',
      daysMaxAtLeastHot: 1,
      daysMaxAtMostCold: 1,
      daysMinAtMostCold: 1,
      daysMinAtMostVeryCold: 1,
      rain: 27,
      wettestDay: '2026-07-14',
      rainDays: [2, 2, 1],
    });
  });

  it('prints the month as NOAA text, line by line as WeeWX lays it out', async () => {
    const station = await buildStation(t.db, {
      timezone: 'Europe/Paris',
      name: 'Wetterstation Test',
      lat: 45.78,
      lng: 3.08,
      elevation: 400,
    });
    await postReadings(t, station, OCTOBER);
    const response = await get(`/api/weatherData/${station.reference}/report/2026-10.txt`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    const blankDays = (from: number, to: number) =>
      Array.from({ length: to - from + 1 }, (_, i) => ` ${String(from + i).padStart(2, '0')}`);
    expect(lines).toEqual([
      '                   MONTHLY CLIMATOLOGICAL SUMMARY for Oct 2026',
      '',
      '',
      'NAME: Wetterstation Test                  ',
      'ELEV: 400 meters    LAT: 45-46.80 N    LONG: 003-04.80 E',
      '',
      '',
      '                   TEMPERATURE (C), RAIN (mm), WIND SPEED (km/h)',
      '',
      '                                         HEAT   COOL         AVG',
      '      MEAN                               DEG    DEG          WIND                   DOM',
      'DAY   TEMP   HIGH   TIME    LOW   TIME   DAYS   DAYS   RAIN  SPEED   HIGH   TIME    DIR',
      '---------------------------------------------------------------------------------------',
      ' 01   14.0   20.0  15:00   10.0  06:00    4.3    0.0    2.0    7.2   28.8  15:00     90',
      ' 02',
      ' 03   23.0   25.0  14:00   21.0  02:00    0.0    4.7    0.0    3.6    7.2  02:00    360',
      ...blankDays(4, 24),
      ' 25    4.0    5.0  02:30    3.0  02:30   14.3    0.0    0.0    N/A    N/A    N/A    N/A',
      ...blankDays(26, 31),
      '---------------------------------------------------------------------------------------',
      '      13.7   25.0     03    3.0     25   18.6    4.7    2.0    5.8   28.8     01     45',
      '',
    ]);
  });

  it('prints the year as NOAA text with its three tables', async () => {
    const station = await buildStation(t.db, { timezone: 'Europe/Paris', name: 'Wetterstation Test' });
    await postReadings(t, station, OCTOBER);
    const text = (await get(`/api/weatherData/${station.reference}/report/2026.txt`)).body;
    const lines = text.split('\n');
    expect(lines[0]).toBe('                     CLIMATOLOGICAL SUMMARY for year 2026');
    expect(lines).toContain(
      ' YR  MO   MAX    MIN    MEAN  DAYS    DAYS      HI  DAY     LOW  DAY     30      0      0    -18',
    );
    expect(lines).toContain(
      '2026 10   16.7   11.3   13.7   18.6    4.7    25.0   03     3.0   25      0      0      0      0',
    );
    expect(lines).toContain(
      '          16.7   11.3   13.7   18.6    4.7    25.0  Oct     3.0  Oct      0      0      0      0',
    );
    expect(lines).toContain(' YR  MO  TOTAL    DAY  DATE   0.20   2.00  20.00');
    expect(lines).toContain('2026 10    2.0    2.0    01      1      1      0');
    expect(lines).toContain('2026 10    5.8   28.8     01     45');
    expect(lines).toContain('           2.0    2.0   Oct      1      1      0');
    expect(lines).toContain('           5.8   28.8    Oct     45');
    expect(lines.filter((line) => line === '2026 01')).toHaveLength(3);
  });

  it('answers 404 for a month or a year without data, and 400 for a malformed period', async () => {
    const station = await buildStation(t.db, { timezone: 'Europe/Paris' });
    await postReadings(t, station, OCTOBER);
    for (const period of ['2026-09', '2025', '2026-09.txt']) {
      const response = await get(`/api/weatherData/${station.reference}/report/${period}`);
      expect(response.statusCode, period).toBe(404);
      expect(response.json()[0].message).toContain('Aucune donnée');
    }
    for (const period of ['2026-13', '26-10', '2026-10.csv', '2026-1']) {
      expect((await get(`/api/weatherData/${station.reference}/report/${period}`)).statusCode, period).toBe(
        400,
      );
    }
    expect((await get('/api/weatherData/NOPE/report/2026-10')).statusCode).toBe(404);
  });
});
