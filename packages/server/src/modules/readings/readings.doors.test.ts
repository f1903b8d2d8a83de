/**
 * The three ingestion doors with the payloads real consoles send (protocols.md), checked in the stored
 * canonical values. Expected values are worked out here from the unit definitions, not with the app's code.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type TestApp, TEST_NOW, buildTestApp } from '../../../test/build-test-app.ts';
import { dialects } from '../../../test/dialects.ts';

const TOKEN = 'test-station-token';
const F = (f: number) => ((f - 32) * 5) / 9;
const MPH = 0.44704;
const INHG = 33.86388640341;
const IN = 25.4;

/** protocols.md C1: a GW1000 in Weather Underground mode (HttpStationWund.cs), our station's credentials. */
const GW1000_WU = `ID=SSDP41000&PASSWORD=${TOKEN}&tempf=81.5&humidity=43&dewptf=56.8&windchillf=81.5&winddir=329&windspeedmph=0.00&windgustmph=5.82&rainin=0.000&dailyrainin=0.000&weeklyrainin=0.000&monthlyrainin=4.118&yearlyrainin=29.055&solarradiation=253.20&UV=1&indoortempf=80.6&indoorhumidity=50&baromin=29.943&AqPM2.5=10.0&soilmoisture=51&soilmoisture2=65&soilmoisture3=72&soilmoisture4=36&soilmoisture5=48&lowbatt=0&dateutc=now&softwaretype=GW1000A_V1.6.8&action=updateraw&realtime=1&rtfreq=5`;

/** protocols.md C2: a GW1100 in Ecowitt mode (HttpStationEcowitt.cs), elisions included as printed. */
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
    // The longest counter sent (yearly); the first reading has no previous counter, so no interval rain.
    expect(row?.rain_counter_mm).toBeCloseTo(29.055 * IN, 9);
    expect(row?.rain_mm).toBeNull();
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
});
