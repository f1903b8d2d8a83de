import { dewPointC, heatIndexC, humidexC, windChillC } from '@meteodeck/weather';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { dialects } from '../../../test/dialects.ts';
import { buildStation, stationUpdateBody } from '../../../test/factories.ts';
import { everyMinutes, postReadings, type ReadingFields } from '../../../test/readings-feed.ts';

const at = (iso: string) => Date.parse(iso);
/** The latest reading: Monday 2026-06-15 09:50 UTC (11:50 in Paris, 05:50 in New York). */
const LATEST = at('2026-06-15T09:50:00Z');

/**
 * Rain placed on both sides of local day, ISO week, month and year boundaries of Paris (CEST/CET), then a
 * morning of readings every 5 minutes from 08:30 to 09:50 UTC.
 */
function fixture(): ReadingFields[] {
  const boundaries: ReadingFields[] = [
    { receivedAt: '2025-12-31T22:30:00Z', rain: 16 }, // Paris 2025-12-31 23:30: last year
    { receivedAt: '2025-12-31T23:30:00Z', rain: 32 }, // Paris 2026-01-01 00:30: this year
    { receivedAt: '2026-05-31T21:30:00Z', rain: 4 }, // Paris 2026-05-31 23:30: last month
    { receivedAt: '2026-05-31T22:30:00Z', rain: 8 }, // Paris 2026-06-01 00:30: this month
    { receivedAt: '2026-06-14T21:30:00Z', rain: 2 }, // Paris Sunday 23:30: last ISO week
    { receivedAt: '2026-06-14T22:30:00Z', rain: 1 }, // Paris Monday 00:30: today
  ];
  const morning = everyMinutes(at('2026-06-15T08:30:00Z'), 17, 5, (_, i) => ({
    temperature: 15 + 0.25 * i,
    humidity: 60,
    relativePressure: 1010 + 0.1 * i,
    solarRadiation: 100 + 25 * i,
    // The last two readings carry the 10-minute wind window: 350° and 10° average to north.
    windSpeed: i === 16 ? 5 : 3,
    windDirection: i === 16 ? 10 : i === 15 ? 350 : 180,
    windGust: i === 13 ? 12 : 6,
    rain: i >= 10 && i <= 12 ? 0.2 : 0,
    pm25: 12,
    pm25Avg: 10,
    lightningCount: i === 5 ? 3 : 0,
    // Unmeasured values are left out (soil temperature, leaf wetness, UV are never sent).
    ...(i === 5 ? { lightningDistance: 12 } : {}),
  }));
  return [...boundaries, ...morning];
}

describe.each(dialects)('current data on %s', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp(dialect, { now: LATEST + 5 * 60_000 });
  });
  afterEach(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('answers 404 in the spec format for an unknown station and for a station without readings', async () => {
    const unknown = await get('/api/weatherData/NOPE/currentData/detail');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual([{ message: 'Station météo NOPE introuvable' }]);
    const station = await buildStation(t.db);
    for (const route of ['detail', 'summary']) {
      const empty = await get(`/api/weatherData/${station.reference}/currentData/${route}`);
      expect(empty.statusCode).toBe(404);
      expect(empty.json()).toEqual([{ message: `Aucune donnée pour la station météo ${station.reference}` }]);
    }
  });

  it('gives a Metric station its values, variations, wind means and local rain totals', async () => {
    const station = await buildStation(t.db, { timezone: 'Europe/Paris', elevation: 400 });
    await postReadings(t, station, fixture());
    const response = await get(`/api/weatherData/${station.reference}/currentData/detail`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const t19 = 19;
    const dew = dewPointC(t19, 60) ?? Number.NaN;
    expect(body).toMatchObject({
      receivedAt: '2026-06-15T11:50:00+02:00',
      weatherStation: { reference: station.reference, elevation: 400, timezone: 'Europe/Paris' },
      unit: {
        temperatureUnit: '°C',
        speedUnit: 'km/h',
        pressureUnit: 'hPa',
        rainUnit: 'mm',
        cloudBaseUnit: 'm',
      },
      temperature: 19,
      temperatureVariation: 3,
      humidity: 60,
      dewPoint: Math.round(dew * 10) / 10,
      heatIndex: Math.round(heatIndexC(t19, 60) * 10) / 10,
      humidex: Math.round(humidexC(t19, dew) * 10) / 10,
      windChill: Math.round(windChillC(t19, 5) * 10) / 10,
      cloudBase: Math.round((t19 - dew) * 125),
      relativePressure: 1011.6,
      relativePressureVariation: 1.2,
      solarRadiation: 500,
      solarRadiationVariation: 300,
      windSpeed: 18,
      windDirection: 10,
      windSpeedAvg: 14.4,
      windDirectionAvg: 0,
      beaufortScale: 3,
      beaufortScaleText: 'Petite brise',
      windGust: 21.6,
      windMaxDailyGust: 43.2,
      rainHourly: 0.6,
      rainDaily: 1.6,
      rainWeekly: 1.6,
      rainMonthly: 11.6,
      rainYearly: 47.6,
      // Rain of the spell that started Sunday 21:30 UTC (earlier rain is more than 24 h older).
      rainEvent: 3.6,
      pm25: 12,
      pm25Avg: 10,
      aqi: 56,
      aqiLabel: 'Modéré',
      aqiAvg: 53,
      aqiAvgLabel: 'Modéré',
      lightningDaily: 3,
    });
    // Missing measures are null, never omitted.
    for (const field of ['soilTemperature', 'soilTemperatureVariation', 'leafWetness', 'uv']) {
      expect(body).toHaveProperty(field, null);
    }
  });

  it('converts everything for an Imperial station and totals rain in its own time zone', async () => {
    const station = await buildStation(t.db, {
      preferedUnit: 'Imperial',
      timezone: 'America/New_York',
      elevation: 400,
    });
    await postReadings(t, station, fixture());
    const body = (await get(`/api/weatherData/${station.reference}/currentData/detail`)).json();
    expect(body).toMatchObject({
      receivedAt: '2026-06-15T05:50:00-04:00',
      weatherStation: { elevation: 1312 },
      unit: {
        temperatureUnit: '°F',
        speedUnit: 'mph',
        pressureUnit: 'inHg',
        rainUnit: 'in',
        cloudBaseUnit: 'ft',
      },
      temperature: 66.2,
      // A difference of 3 °C is 5.4 °F (no 32 °F offset).
      temperatureVariation: 5.4,
      relativePressure: 29.87,
      relativePressureVariation: 0.04,
      windSpeedAvg: 8.9,
      windGust: 13.4,
      // New York: today and this week began at 04:00 UTC, the month on 1 June 04:00 UTC, the year 05:00 UTC.
      rainHourly: 0.02,
      rainDaily: 0.02,
      rainWeekly: 0.02,
      rainMonthly: 0.14,
      rainYearly: 0.61,
    });
  });

  it('serves the summary subset and recomputes both after a new reading', async () => {
    const station = await buildStation(t.db);
    await postReadings(t, station, fixture());
    const first = (await get(`/api/weatherData/${station.reference}/currentData/summary`)).json();
    expect(first).toMatchObject({ temperature: 19, windSpeedAvg: 14.4, rainDaily: 1.6, uv: null });
    expect(Object.keys(first).sort()).toEqual(
      [
        'receivedAt',
        'weatherStation',
        'unit',
        'temperature',
        'temperatureVariation',
        'humidity',
        'dewPoint',
        'relativePressure',
        'windSpeedAvg',
        'windDirectionAvg',
        'windGust',
        'rainRate',
        'rainDaily',
        'solarRadiation',
        'uv',
      ].sort(),
    );
    await postReadings(t, station, [
      { receivedAt: '2026-06-15T09:55:00Z', temperature: 21.5, humidity: 55, rain: 0.4 },
    ]);
    const detail = (await get(`/api/weatherData/${station.reference}/currentData/detail`)).json();
    expect(detail).toMatchObject({ temperature: 21.5, humidity: 55, rainDaily: 2, rainHourly: 1 });
    const summary = (await get(`/api/weatherData/${station.reference}/currentData/summary`)).json();
    expect(summary.temperature).toBe(21.5);
  });

  it('answers from its cache until ingestion announces a new reading', async () => {
    const station = await buildStation(t.db);
    await postReadings(t, station, [{ receivedAt: '2026-06-15T09:50:00Z', temperature: 12 }]);
    const url = `/api/weatherData/${station.reference}/currentData/detail`;
    expect((await get(url)).json().temperature).toBe(12);
    // A row written behind the pipeline's back publishes nothing: the cached answer stays.
    await t.db
      .insertInto('readings')
      .values({ weather_station_id: station.id, received_at: at('2026-06-15T09:52:00Z'), temperature_c: 13 })
      .execute();
    expect((await get(url)).json().temperature).toBe(12);
    await postReadings(t, station, [{ receivedAt: '2026-06-15T09:54:00Z', temperature: 14 }]);
    expect((await get(url)).json().temperature).toBe(14);
  });

  it('sends the same bytes with an ETag, answers 304 to a client that has them, and a new one after a reading', async () => {
    const station = await buildStation(t.db);
    await postReadings(t, station, [{ receivedAt: '2026-06-15T09:50:00Z', temperature: 12 }]);
    const url = `/api/weatherData/${station.reference}/currentData/detail`;
    const first = await get(url);
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await get(url);
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(etag);
    const revalidated = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': String(etag) },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    await postReadings(t, station, [{ receivedAt: '2026-06-15T09:54:00Z', temperature: 14 }]);
    const changed = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': String(etag) } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().temperature).toBe(14);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('follows an edit of the station or of its unit set at once, though the station is kept in memory', async () => {
    const station = await buildStation(t.db);
    await postReadings(t, station, [{ receivedAt: '2026-06-15T09:50:00Z', temperature: 20, windSpeed: 10 }]);
    const url = `/api/weatherData/${station.reference}/currentData/detail`;
    expect((await get(url)).json().temperature).toBe(20);
    const admin = await t.loginAs('admin');
    const auth = { authorization: `Bearer ${admin}` };
    const units = await t.app.inject({ method: 'GET', url: '/api/unit', headers: auth });
    const metric = units.json().units.find((u: { type: string }) => u.type === 'Metric');
    t.clock.advance(1000); // an edit a second later (the answers' fingerprints carry the edit's time)
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/unit/${metric.id}`,
      headers: auth,
      payload: { ...metric, id: undefined, temperatureUnit: '°F' },
    });
    expect(edited.statusCode).toBe(200);
    expect((await get(url)).json().temperature).toBe(68);
    t.clock.advance(1000);
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/weatherStation/${station.id}`,
      headers: auth,
      payload: stationUpdateBody(station, { reference: 'RENAMED1' }),
    });
    expect(renamed.statusCode).toBe(200);
    expect((await get(url)).statusCode).toBe(404);
    expect((await get('/api/weatherData/RENAMED1/currentData/detail')).json().temperature).toBe(68);
  });

  it('gives no variation when no reading lies within 10 minutes of one hour earlier', async () => {
    const station = await buildStation(t.db);
    await postReadings(t, station, [
      { receivedAt: '2026-06-15T08:35:00Z', temperature: 10 },
      { receivedAt: '2026-06-15T09:50:00Z', temperature: 12 },
    ]);
    const body = (await get(`/api/weatherData/${station.reference}/currentData/detail`)).json();
    expect(body.temperature).toBe(12);
    expect(body.temperatureVariation).toBeNull();
  });

  it('works out the 24 h mean PM2.5 and its AQI from the stored PM2.5 when the station sends none', async () => {
    const station = await buildStation(t.db);
    await postReadings(t, station, [
      { receivedAt: '2026-06-14T09:00:00Z', pm25: 100 }, // more than 24 h before the latest: left out
      { receivedAt: '2026-06-14T12:00:00Z', pm25: 10 },
      { receivedAt: '2026-06-15T09:50:00Z', pm25: 30 },
    ]);
    const body = (await get(`/api/weatherData/${station.reference}/currentData/detail`)).json();
    // (10 + 30) / 2 = 20 µg/m³: AQI 71.
    expect(body).toMatchObject({ pm25: 30, aqi: 90, pm25Avg: 20, aqiAvg: 71, aqiAvgLabel: 'Modéré' });
  });
});
