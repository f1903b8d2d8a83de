import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { dialects } from '../../../test/dialects.ts';
import { buildStation } from '../../../test/factories.ts';
import { postReadings, type ReadingFields } from '../../../test/readings-feed.ts';

const at = (iso: string) => Date.parse(iso);

/** Temperatures on both sides of Paris's day, ISO week, month and year boundaries; now is Monday 2026-06-15. */
const BOUNDARY_READINGS: ReadingFields[] = [
  { receivedAt: '2025-12-31T22:30:00Z', temperature: -20, rain: 16 }, // 2025 (Paris)
  { receivedAt: '2025-12-31T23:30:00Z', temperature: -10, rain: 32 }, // 2026-01-01 00:30 Paris
  { receivedAt: '2026-05-31T21:30:00Z', temperature: 35, rain: 4 }, // May (Paris)
  { receivedAt: '2026-05-31T22:30:00Z', temperature: 30, rain: 8 }, // 2026-06-01 00:30 Paris
  { receivedAt: '2026-06-14T21:30:00Z', temperature: 2, rain: 2, pm25: 40 }, // Sunday: last ISO week
  { receivedAt: '2026-06-14T22:30:00Z', temperature: 12, rain: 1, pm25: 5 }, // Monday 00:30: today
  {
    receivedAt: '2026-06-15T06:00:00Z',
    temperature: 25,
    humidity: 40,
    relativePressure: 1020,
    windSpeed: 11,
    windGust: 20,
    pm25: 9,
    uv: 6,
    lightningCount: 2,
    lightningDistance: 8,
  },
  {
    receivedAt: '2026-06-15T08:00:00Z',
    temperature: 18,
    humidity: 80,
    relativePressure: 1010,
    windSpeed: 1,
    windGust: 3,
    pm25: 15,
    uv: 2,
    lightningCount: 1,
    lightningDistance: 20,
  },
];

describe.each(dialects)('history on %s', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp(dialect, { now: at('2026-06-15T10:00:00Z') });
  });
  afterEach(() => t.close());

  const get = async (url: string) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  it('answers 404 for an unknown station and 400 for an unknown period', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/api/weatherData/NOPE/history/daily' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual([{ message: 'Station météo NOPE introuvable' }]);
    const station = await buildStation(t.db);
    const bad = await t.app.inject({
      method: 'GET',
      url: `/api/weatherData/${station.reference}/history/decade`,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()[0]).toHaveProperty('message');
  });

  it("gives today's extremes with their local times, all null before the first reading", async () => {
    const station = await buildStation(t.db, { timezone: 'Europe/Paris' });
    const empty = await get(`/api/weatherData/${station.reference}/history/daily`);
    expect(empty).toMatchObject({ day: '2026-06-15', minTemperature: null, minTemperatureReceivedAt: null });
    await postReadings(t, station, BOUNDARY_READINGS);
    const body = await get(`/api/weatherData/${station.reference}/history/daily`);
    expect(body).toMatchObject({
      day: '2026-06-15',
      unit: { temperatureUnit: '°C' },
      minTemperature: 12,
      minTemperatureReceivedAt: '2026-06-15T00:30:00+02:00',
      maxTemperature: 25,
      maxTemperatureReceivedAt: '2026-06-15T08:00:00+02:00',
      minHumidity: 40,
      maxHumidity: 80,
      maxHumidityReceivedAt: '2026-06-15T10:00:00+02:00',
      minRelativePressure: 1010,
      maxRelativePressure: 1020,
      minPm25: 5,
      maxPm25: 15,
      minLightningDistance: 8,
      maxLightningDistance: 20,
    });
    expect(body.minDewPoint).toBeLessThan(body.maxDewPoint);
    expect(body).toHaveProperty('minHeatIndex');
  });

  it.each([
    ['day', '2026-06-15', '2026-06-15', 12, 25, 1],
    ['week', '2026-06-15', '2026-06-21', 12, 25, 1],
    ['month', '2026-06-01', '2026-06-30', 2, 30, 11],
    ['year', '2026-01-01', '2026-12-31', -10, 35, 47],
    ['record', '2025-12-31', '2026-06-15', -20, 35, 63],
  ])('history/%s keeps to the local period %s … %s', async (period, startDate, endDate, min, max, rain) => {
    const station = await buildStation(t.db, { timezone: 'Europe/Paris' });
    await postReadings(t, station, BOUNDARY_READINGS);
    const body = await get(`/api/weatherData/${station.reference}/history/${period}`);
    expect(body).toMatchObject({
      period,
      startDate,
      endDate,
      minTemperature: min,
      maxTemperature: max,
      temperatureRange: max - min,
      rainPeriod: rain,
    });
  });

  it('reports every measure of the period tables with times, means, Beaufort and AQI', async () => {
    const station = await buildStation(t.db, { timezone: 'Europe/Paris' });
    await postReadings(t, station, BOUNDARY_READINGS);
    const body = await get(`/api/weatherData/${station.reference}/history/day`);
    expect(body).toMatchObject({
      maxWindSpeed: 39.6,
      maxWindSpeedReceivedAt: '2026-06-15T08:00:00+02:00',
      maxBeaufortScale: 6,
      maxBeaufortScaleText: 'Vent frais',
      maxBeaufortScaleReceivedAt: '2026-06-15T08:00:00+02:00',
      minBeaufortScale: 1,
      maxWindGust: 72,
      maxUv: 6,
      minUv: 2,
      maxPm25: 15,
      minPm25: 5,
      // AQI of 15 µg/m³ is 62, of 5 µg/m³ 28; the mean of the three readings' AQI (28, 50, 62) is 47.
      maxAqi: 62,
      maxAqiLabel: 'Modéré',
      minAqi: 28,
      avgAqi: 47,
      avgAqiLabel: 'Bon',
      avgPm25: 9.7,
      lightningNumber: 3,
      minLightningDistance: 8,
      maxLightningDistance: 20,
      maxLightningDistanceReceivedAt: '2026-06-15T10:00:00+02:00',
      maxRainEvent: 3,
      minLeafWetness: null,
      maxSoilTemperatureReceivedAt: null,
    });
  });

  it("reports the rain event's minimum as well as its maximum, each with its time", async () => {
    const station = await buildStation(t.db, { timezone: 'Europe/Paris' });
    await postReadings(t, station, [
      { receivedAt: '2026-06-12T10:00:00Z', rain: 0.6 }, // Friday: a spell of 0.6 mm…
      { receivedAt: '2026-06-14T06:00:00Z', rain: 0 }, // …long over by Sunday: 0
      { receivedAt: '2026-06-14T22:30:00Z', rain: 0 }, // today, 00:30 Paris: still dry
      { receivedAt: '2026-06-15T02:00:00Z', rain: 1.2 },
      { receivedAt: '2026-06-15T04:00:00Z', rain: 0.8 },
    ]);
    const day = await get(`/api/weatherData/${station.reference}/history/day`);
    expect(day).toMatchObject({
      maxRainEvent: 2,
      maxRainEventReceivedAt: '2026-06-15T06:00:00+02:00',
      minRainEvent: 0,
      minRainEventReceivedAt: '2026-06-15T00:30:00+02:00',
    });
    // The week began on Monday the 15th; the month holds the Friday's spell and Sunday's first 0.
    const month = await get(`/api/weatherData/${station.reference}/history/month`);
    expect(month).toMatchObject({
      maxRainEvent: 2,
      minRainEvent: 0,
      minRainEventReceivedAt: '2026-06-14T08:00:00+02:00',
    });
  });

  it("converts today's extremes of an Imperial station in its own time zone", async () => {
    const station = await buildStation(t.db, { timezone: 'America/New_York', preferedUnit: 'Imperial' });
    await postReadings(t, station, BOUNDARY_READINGS);
    const body = await get(`/api/weatherData/${station.reference}/history/daily`);
    // 2026-06-15 in New York began at 04:00 UTC: only the 06:00 and 08:00 UTC readings belong to it.
    expect(body).toMatchObject({
      day: '2026-06-15',
      unit: { temperatureUnit: '°F', pressureUnit: 'inHg' },
      minTemperature: 64.4,
      minTemperatureReceivedAt: '2026-06-15T04:00:00-04:00',
      maxTemperature: 77,
      maxTemperatureReceivedAt: '2026-06-15T02:00:00-04:00',
      minRelativePressure: 29.83,
      maxRelativePressure: 30.12,
    });
  });

  it('answers nulls, not omissions, for a period without data', async () => {
    const station = await buildStation(t.db);
    const record = await get(`/api/weatherData/${station.reference}/history/record`);
    expect(record).toMatchObject({ startDate: null, endDate: null, maxTemperature: null, rainPeriod: null });
    expect(record).toHaveProperty('lightningNumber', null);
    expect(record).toHaveProperty('avgAqiLabel', null);
  });

  it('converts the period history of an Imperial station', async () => {
    const station = await buildStation(t.db, { timezone: 'Europe/Paris', preferedUnit: 'Imperial' });
    await postReadings(t, station, BOUNDARY_READINGS);
    const body = await get(`/api/weatherData/${station.reference}/history/month`);
    expect(body).toMatchObject({
      unit: { temperatureUnit: '°F', rainUnit: 'in', speedUnit: 'mph', pressureUnit: 'inHg' },
      minTemperature: 35.6,
      maxTemperature: 86,
      // 28 °C of range is 50.4 °F: a difference, not a temperature.
      temperatureRange: 50.4,
      rainPeriod: 0.43,
      maxRelativePressure: 30.12,
      maxWindGust: 44.7,
    });
  });

  it.each([
    // Spring forward: the local day is 23 h long, from 23:00 UTC to 22:00 UTC.
    [
      '2026-03-29',
      '2026-03-28T22:30:00Z',
      '2026-03-28T23:30:00Z',
      '2026-03-29T21:30:00Z',
      '2026-03-29T22:30:00Z',
      '+01:00',
      '+02:00',
    ],
    // Fall back: 25 h long, from 22:00 UTC to 23:00 UTC the next day.
    [
      '2026-10-25',
      '2026-10-24T21:30:00Z',
      '2026-10-24T22:30:00Z',
      '2026-10-25T22:30:00Z',
      '2026-10-25T23:30:00Z',
      '+02:00',
      '+01:00',
    ],
  ])(
    'history/day on the DST day %s covers exactly the local day',
    async (day, before, first, last, after, firstOffset, lastOffset) => {
      const station = await buildStation(t.db, { timezone: 'Europe/Paris' });
      t.clock.set(at('2026-12-01T00:00:00Z'));
      await postReadings(t, station, [
        { receivedAt: before, temperature: -5 },
        { receivedAt: first, temperature: 1 },
        { receivedAt: last, temperature: 9 },
        { receivedAt: after, temperature: 30 },
      ]);
      t.clock.set(Date.parse(last) + 60_000);
      const body = await get(`/api/weatherData/${station.reference}/history/day`);
      expect(body).toMatchObject({
        startDate: day,
        endDate: day,
        minTemperature: 1,
        minTemperatureReceivedAt: `${day}T00:30:00${firstOffset}`,
        maxTemperature: 9,
        maxTemperatureReceivedAt: `${day}T23:30:00${lastOffset}`,
      });
    },
  );
});
