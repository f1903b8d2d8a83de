/**
 * The three ingestion doors with the payloads real consoles send, checked in the stored
 * canonical values. Expected values are worked out here from the unit definitions, not with the app's code.
 */
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_NOW, type TestApp } from '../../../../test/build-test-app.ts';
import { dialects } from '../../../../test/dialects.ts';
import { loggerOptions } from '../../../logger.ts';

const TOKEN = 'test-station-token';
const F = (f: number) => ((f - 32) * 5) / 9;
const MPH = 0.44704;
const INHG = 33.86388640341;
const IN = 25.4;

/** Magnus dew point (a = 17.27, b = 237.7 °C), written out independently of the weather package. */
function magnusDewPoint(t: number, rh: number): number {
  const gamma = Math.log(rh / 100) + (17.27 * t) / (237.7 + t);
  return (237.7 * gamma) / (17.27 - gamma);
}

/** A GW1000 in Weather Underground mode (CumulusMX's HttpStationWund.cs), our station's credentials. */
const GW1000_WU = `ID=SSDP41000&PASSWORD=${TOKEN}&tempf=81.5&humidity=43&dewptf=56.8&windchillf=81.5&winddir=329&windspeedmph=0.00&windgustmph=5.82&rainin=0.000&dailyrainin=0.000&weeklyrainin=0.000&monthlyrainin=4.118&yearlyrainin=29.055&solarradiation=253.20&UV=1&indoortempf=80.6&indoorhumidity=50&baromin=29.943&AqPM2.5=10.0&soilmoisture=51&soilmoisture2=65&soilmoisture3=72&soilmoisture4=36&soilmoisture5=48&lowbatt=0&dateutc=now&softwaretype=GW1000A_V1.6.8&action=updateraw&realtime=1&rtfreq=5`;

/** A GW1100 in Ecowitt mode (CumulusMX's HttpStationEcowitt.cs), elisions included as printed. */
const GW1100_ECOWITT =
  'PASSKEY=<PassKey>&stationtype=GW1100A_V2.1.4&runtime=2336207&dateutc=2022-05-13+08:55:11&tempinf=73.0&humidityin=38&baromrelin=30.156&baromabsin=29.297&tempf=63.0&humidity=49&winddir=71&windspeedmph=2.68&windgustmph=11.86&maxdailygust=15.21&solarradiation=694.87&uv=5&rainratein=0.000&eventrainin=0.000&hourlyrainin=0.000&dailyrainin=0.000&weeklyrainin=0.000&monthlyrainin=0.591&yearlyrainin=14.591&temp1f=67.8&humidity1=43&…&soilmoisture1=14&…&pm25_ch1=7.0&pm25_avg_24h_ch1=7.6&tf_co2=72.9&humi_co2=44&pm25_co2=1.2&pm25_24h_co2=2.6&pm10_co2=1.5&pm10_24h_co2=3.0&co2=387&co2_24h=536&lightning_num=0&lightning=31&lightning_time=1652304268&leak_ch2=0&wh65batt=0&wh80batt=2.74&wh26batt=0&batt1=0&…&soilbatt1=1.3&…&pm25batt1=4&wh57batt=5&leakbatt2=4&co2_batt=6&freq=868M&model=GW1100A';

describe.each(dialects)('ingestion doors on %s', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp(dialect);
  });
  afterEach(() => t.close());

  const readings = () => t.db.selectFrom('readings').selectAll().orderBy('received_at').execute();
  const summaries = () => t.db.selectFrom('daily_summaries').selectAll().execute();
  const wu = (query: string, method: 'GET' | 'POST' = 'GET') =>
    t.app.inject({ method, url: `/weatherstation/updateweatherstation.php?${query}` });
  const ecowitt = (body: string, token = TOKEN) =>
    t.app.inject({
      method: 'POST',
      url: `/ingest/ecowitt/SSDP41000/${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: body,
    });
  const json = (payload: unknown, token = TOKEN) =>
    t.app.inject({
      method: 'POST',
      url: '/api/weatherData/SSDP41000/readings',
      headers: { authorization: `Bearer ${token}` },
      payload: payload as object,
    });

  it('stores a GW1000 Weather Underground upload in canonical units and answers success', async () => {
    const res = await wu(GW1000_WU);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('success');
    const [row, ...others] = await readings();
    expect(others).toHaveLength(0);
    expect(row?.received_at).toBe(TEST_NOW);
    expect(row?.temperature_c).toBeCloseTo(F(81.5), 9);
    expect(row?.humidity_pct).toBe(43);
    expect(row?.dew_point_c).toBeCloseTo(F(56.8), 9);
    expect(row?.wind_speed_ms).toBe(0);
    expect(row?.wind_gust_ms).toBeCloseTo(5.82 * MPH, 9);
    expect(row?.wind_dir_deg).toBe(329);
    expect(row?.pressure_rel_hpa).toBeCloseTo(29.943 * INHG, 6);
    expect(row?.pressure_abs_hpa).toBeNull();
    // The longest counter sent (yearly); the first reading takes the daily counter as its rain: what the
    // console counted since midnight, none here.
    expect(row?.rain_counter_mm).toBeCloseTo(29.055 * IN, 9);
    expect(row?.rain_daily_mm).toBe(0);
    expect(row?.rain_mm).toBe(0);
    expect(row?.solar_radiation_wm2).toBe(253.2);
    expect(row?.uv_index).toBe(1);
    expect(row?.pm25_ugm3).toBe(10);
    expect(row?.indoor_temperature_c).toBeCloseTo(F(80.6), 9);
    expect(row?.indoor_humidity_pct).toBe(50);
    expect(row?.soil_temperature_c).toBeNull();
    const [summary] = await summaries();
    expect(summary?.day).toBe('2026-06-15');
    expect(summary?.temperature_max).toBeCloseTo(F(81.5), 9);
    // EPA 2024: 10.0 µg/m³ lies in 9.1–35.4 → 51–100: 49 / 26.3 × 0.9 + 51 = 52.7 → 53.
    expect(summary?.aqi_max).toBe(53);
  });

  it('stores a GW1100 Ecowitt upload in canonical units and answers like the interceptor', async () => {
    const res = await ecowitt(GW1100_ECOWITT);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ errcode: '0', errmsg: 'ok' });
    const [row, ...others] = await readings();
    expect(others).toHaveLength(0);
    expect(row?.received_at).toBe(Date.UTC(2022, 4, 13, 8, 55, 11));
    expect(row?.temperature_c).toBeCloseTo(F(63), 9);
    expect(row?.humidity_pct).toBe(49);
    // Not sent by Ecowitt consoles: derived from temperature and humidity.
    expect(row?.dew_point_c).toBeCloseTo(magnusDewPoint(F(63), 49), 6);
    expect(row?.pressure_rel_hpa).toBeCloseTo(30.156 * INHG, 6);
    expect(row?.pressure_abs_hpa).toBeCloseTo(29.297 * INHG, 6);
    expect(row?.wind_dir_deg).toBe(71);
    expect(row?.wind_speed_ms).toBeCloseTo(2.68 * MPH, 9);
    expect(row?.wind_gust_ms).toBeCloseTo(11.86 * MPH, 9);
    expect(row?.wind_max_daily_gust_ms).toBeCloseTo(15.21 * MPH, 9);
    expect(row?.solar_radiation_wm2).toBe(694.87);
    expect(row?.uv_index).toBe(5);
    expect(row?.rain_rate_mmh).toBe(0);
    expect(row?.rain_counter_mm).toBeCloseTo(14.591 * IN, 9);
    expect(row?.pm25_ugm3).toBe(7);
    expect(row?.pm25_avg24h_ugm3).toBe(7.6);
    expect(row?.lightning_distance_km).toBe(31);
    expect(row?.lightning_time).toBe(1652304268 * 1000);
    expect(row?.lightning_counter).toBe(0);
    expect(row?.indoor_temperature_c).toBeCloseTo(F(73), 9);
    expect(row?.indoor_humidity_pct).toBe(38);
    expect(row?.soil_temperature_c).toBeNull();
    expect(row?.leaf_wetness_pct).toBeNull();
    const [summary] = await summaries();
    // 08:55 UTC is 10:55 in Berlin, the seeded station's zone.
    expect(summary?.day).toBe('2022-05-13');
    expect(summary?.reading_count).toBe(1);
  });

  it('turns the Ecowitt rain counter into rain per interval, and lightning_num into strikes', async () => {
    const form = (time: string, yearly: number, strikes: number) =>
      `dateutc=2026-06-15+${time}&tempf=60&yearlyrainin=${yearly}&lightning_num=${strikes}`;
    expect((await ecowitt(form('08:00:00', 1.0, 3))).statusCode).toBe(200);
    expect((await ecowitt(form('08:01:00', 1.1, 5))).statusCode).toBe(200);
    const rows = await readings();
    expect(rows[1]?.rain_mm).toBeCloseTo(0.1 * IN, 9);
    expect(rows[1]?.lightning_count).toBe(2);
    expect(rows[1]?.rain_event_mm).toBeCloseTo(0.1 * IN, 9);
    const [summary] = await summaries();
    expect(summary?.rain_total_mm).toBeCloseTo(0.1 * IN, 9);
    expect(summary?.lightning_count).toBe(2);
  });

  it('reads sentinels as missing values and ignores unknown fields', async () => {
    const res = await wu(
      `ID=SSDP41000&PASSWORD=${TOKEN}&dateutc=2026-06-15+09%3A00%3A00&tempf=-9999&humidity=60&weather=%2BRA&clouds=OVC&AqNO2=12&mystery=abc`,
    );
    expect(res.statusCode).toBe(200);
    const eco = await ecowitt(
      'dateutc=2026-06-15 09:30:00&tempf=50&lightning=255&lightning_time=4294967295&lightning_num=0&unknown_sensor=x',
    );
    expect(eco.statusCode).toBe(200);
    const [fromWu, fromEcowitt] = await readings();
    expect(fromWu?.temperature_c).toBeNull();
    expect(fromWu?.humidity_pct).toBe(60);
    expect(fromEcowitt?.lightning_distance_km).toBeNull();
    expect(fromEcowitt?.lightning_time).toBeNull();
    expect(fromEcowitt?.temperature_c).toBeCloseTo(10, 9);
  });

  it('parses the lenient Ecowitt date with spaces around the colons', async () => {
    expect((await ecowitt('dateutc=2024-02-08 10: 36: 28&tempf=32')).statusCode).toBe(200);
    const [row] = await readings();
    expect(row?.received_at).toBe(Date.UTC(2024, 1, 8, 10, 36, 28));
    expect(row?.temperature_c).toBe(0);
  });

  it('accepts a console path typed with a trailing question mark (…php??ID=…)', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/weatherstation/updateweatherstation.php??${GW1000_WU}`,
    });
    expect(res.body).toBe('success');
    expect(await readings()).toHaveLength(1);
  });

  it('accepts a Weather Underground POST the same way', async () => {
    const res = await wu(GW1000_WU, 'POST');
    expect(res.body).toBe('success');
    expect(await readings()).toHaveLength(1);
  });

  it.each([
    ['Weather Underground, wrong password', () => wu(GW1000_WU.replace(TOKEN, 'wrong-token'))],
    ['Weather Underground, unknown station', () => wu(GW1000_WU.replace('SSDP41000', 'NOPE'))],
    ['Weather Underground, no password', () => wu(GW1000_WU.replace(`PASSWORD=${TOKEN}&`, ''))],
    ['Ecowitt, wrong token', () => ecowitt(GW1100_ECOWITT, 'wrong-token')],
    ['JSON, wrong token', () => json({ receivedAt: '2026-06-15T09:00:00Z', temperature: 20 }, 'wrong')],
    ['JSON, wrong token and a malformed body', () => json({ temperature: 'warm' }, 'wrong')],
  ])('answers 401 and stores nothing: %s', async (_name, send) => {
    const res = await send();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual([{ message: expect.any(String) }]);
    expect(await readings()).toHaveLength(0);
    expect(await summaries()).toHaveLength(0);
  });

  it.each([
    [
      'a non-numeric Weather Underground value',
      () => wu(GW1000_WU.replace('tempf=81.5', 'tempf=hot')),
      'tempf',
    ],
    [
      'a Weather Underground upload without dateutc',
      () => wu(GW1000_WU.replace('&dateutc=now', '')),
      'dateutc',
    ],
    ['an impossible Ecowitt date', () => ecowitt('dateutc=2023-02-30+10:00:00&tempf=50'), 'dateutc'],
    [
      'a JSON reading with text for a number',
      () => json({ receivedAt: '2026-06-15T09:00:00Z', temperature: 'warm' }),
      'temperature',
    ],
    [
      'a JSON batch with one bad reading among good ones',
      () =>
        json([
          { receivedAt: '2026-06-15T09:00:00Z', temperature: 20 },
          { receivedAt: 'yesterday', temperature: 21 },
        ]),
      undefined,
    ],
  ])('answers 400 with the error list and stores nothing: %s', async (_name, send, field) => {
    const res = await send();
    expect(res.statusCode).toBe(400);
    const body: unknown = res.json();
    expect(Array.isArray(body)).toBe(true);
    expect(body).not.toHaveLength(0);
    if (field !== undefined)
      expect(body).toContainEqual({ message: expect.any(String), propertyPath: field });
    expect(await readings()).toHaveLength(0);
  });

  it('stores a JSON reading in canonical units with derived dew point and sea-level pressure', async () => {
    const res = await json({
      receivedAt: '2026-06-15T11:30:00+02:00',
      temperature: 21.5,
      humidity: 55,
      absolutePressure: 1010,
      windSpeed: 3.2,
      windGust: 7.5,
      windDirection: 200,
      windMaxDailyGust: 9.1,
      rain: 0.6,
      rainRate: 2.4,
      solarRadiation: 640,
      uv: 6,
      soilTemperature: 17.3,
      leafWetness: 12,
      pm25: 35.5,
      pm25Avg: 20,
      lightningCount: 4,
      lightningDistance: 12,
      lightningTime: '2026-06-15T09:25:00Z',
      indoorTemperature: 22,
      indoorHumidity: 45,
      unknownField: 'ignored',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ stored: 1, skipped: 0, rejected: [] });
    const [row] = await readings();
    expect(row?.received_at).toBe(Date.UTC(2026, 5, 15, 9, 30));
    expect(row?.temperature_c).toBe(21.5);
    expect(row?.dew_point_c).toBeCloseTo(magnusDewPoint(21.5, 55), 6);
    // 20 m above sea level: about 2.4 hPa more at sea level (1 hPa per 8.3 m near the ground).
    expect((row?.pressure_rel_hpa ?? 0) - 1010).toBeGreaterThan(2.2);
    expect((row?.pressure_rel_hpa ?? 0) - 1010).toBeLessThan(2.6);
    expect(row?.rain_mm).toBe(0.6);
    expect(row?.rain_rate_mmh).toBe(2.4);
    expect(row?.rain_event_mm).toBe(0.6);
    expect(row?.lightning_count).toBe(4);
    expect(row?.lightning_time).toBe(Date.UTC(2026, 5, 15, 9, 25));
    expect(row?.wind_max_daily_gust_ms).toBe(9.1);
    const [summary] = await summaries();
    // 35.5 µg/m³ is the first value of the 101–150 band (EPA 2024).
    expect(summary?.aqi_max).toBe(101);
    expect(summary?.rain_event_max).toBe(0.6);
    expect(summary?.lightning_count).toBe(4);
  });

  it('skips duplicates, in one batch and across requests, and rejects readings from the future', async () => {
    const reading = { receivedAt: '2026-06-15T09:00:00Z', temperature: 20 };
    const first = await json([
      reading,
      { ...reading, temperature: 30 },
      { receivedAt: '2026-06-15T11:00:00Z', temperature: 1 },
    ]);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      stored: 1,
      skipped: 1,
      rejected: [{ index: 2, reason: expect.any(String) }],
    });
    const again = await json(reading);
    expect(again.json()).toEqual({ stored: 0, skipped: 1, rejected: [] });
    const wuAgain = await wu(`ID=SSDP41000&PASSWORD=${TOKEN}&dateutc=2026-06-15+09%3A00%3A00&tempf=50`);
    expect(wuAgain.body).toBe('success');
    const rows = await readings();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.temperature_c).toBe(20);
    const [summary] = await summaries();
    expect(summary?.reading_count).toBe(1);
  });

  it('stores an explicit JSON null as a missing value, not as zero, and a zero as zero', async () => {
    const res = await json({
      receivedAt: '2026-06-15T09:00:00Z',
      temperature: 12.5,
      rain: 0,
      uvIndexIgnored: 'unknown fields are ignored',
      soilTemperature: null,
      uv: null,
      lightningTime: null,
    });
    expect(res.json()).toEqual({ stored: 1, skipped: 0, rejected: [] });
    const [row] = await readings();
    expect(row?.temperature_c).toBe(12.5);
    expect(row?.rain_mm).toBe(0);
    expect(row?.soil_temperature_c).toBeNull();
    expect(row?.uv_index).toBeNull();
    expect(row?.lightning_time).toBeNull();
  });

  it('drops an impossible value and keeps the rest of the reading', async () => {
    const res = await json({ receivedAt: '2026-06-15T09:00:00Z', temperature: 150, humidity: 40 });
    expect(res.json()).toEqual({ stored: 1, skipped: 0, rejected: [] });
    const [row] = await readings();
    expect(row?.temperature_c).toBeNull();
    expect(row?.humidity_pct).toBe(40);
  });
});

describe.each(dialects)('ingestion logs on %s', (dialect) => {
  it('never write the station token (every request logged at debug), and log the values quality control dropped', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const t = await buildTestApp(dialect, { logger: pino(loggerOptions('debug'), sink) });
    try {
      await t.app.inject({ method: 'GET', url: `/weatherstation/updateweatherstation.php?${GW1000_WU}` });
      await t.app.inject({
        method: 'POST',
        url: `/ingest/ecowitt/SSDP41000/${TOKEN}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'dateutc=now&tempf=300',
      });
      await t.app.inject({
        method: 'POST',
        url: '/api/weatherData/SSDP41000/readings',
        headers: { authorization: `Bearer ${TOKEN}` },
        payload: { receivedAt: '2026-06-15T08:00:00Z', temperature: 20 },
      });
      const log = lines.join('');
      expect(log).toContain('updateweatherstation.php');
      expect(log).toContain('/ingest/ecowitt/SSDP41000/');
      expect(log).toContain('impossible values dropped');
      expect(log).not.toContain(TOKEN);
    } finally {
      await t.close();
    }
  });
});
