/**
 * The rain engine through the Ecowitt door, as a console sends its counters (inches, 1 in = 25.4 mm): a
 * console reboot, a yearly counter reset by hand or wrapped at its cap, New Year, an outage with rain, the
 * night daylight saving time ends, and a console with a tipping bucket and a piezo gauge whose main source
 * the back office switches. Each interval's rain and each day's total are worked out by hand.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { dialects } from '../../../../test/dialects.ts';
import { buildStation, stationUpdateBody } from '../../../../test/factories.ts';
import { injector } from '../../../../test/http.ts';
import type { Station } from '../../stations/index.ts';
import { rainSourceCode } from '../doors/rain-gauges.ts';
import { rebuildStationSummaries } from '../summaries/summary-rebuild.ts';

const IN = 25.4;
const REFERENCE = 'RAINENG01';
const TOKEN = 'rain-engine-station-token';
const ZONE = 'Europe/Berlin';

/** What one upload's gauges count, in inches (absent: not sent). */
interface Counters {
  daily?: number;
  monthly?: number;
  yearly?: number;
  event?: number;
  piezo?: { daily?: number; yearly?: number; event?: number };
}

const FIELDS: Array<[keyof Omit<Counters, 'piezo'>, string]> = [
  ['daily', 'dailyrainin'],
  ['monthly', 'monthlyrainin'],
  ['yearly', 'yearlyrainin'],
  ['event', 'eventrainin'],
];
const PIEZO_FIELDS: Array<[keyof NonNullable<Counters['piezo']>, string]> = [
  ['daily', 'drain_piezo'],
  ['yearly', 'yrain_piezo'],
  ['event', 'erain_piezo'],
];

describe.each(dialects)('the rain engine on %s', (dialect) => {
  let t: TestApp;
  let station: Station;
  const call = injector(() => t.app);
  beforeEach(async () => {
    t = await buildTestApp(dialect);
    station = await buildStation(t.db, { reference: REFERENCE, apiToken: TOKEN, timezone: ZONE });
  });
  afterEach(() => t.close());

  /** One Ecowitt upload at `iso` (UTC), the clock just after it. */
  const upload = async (iso: string, counters: Counters) => {
    const at = Date.parse(iso);
    t.clock.set(at + 1000);
    const form = new URLSearchParams({
      dateutc: iso.slice(0, 19).replace('T', ' '),
      tempf: '50',
      rainratein: '0',
    });
    for (const [key, field] of FIELDS) {
      const value = counters[key];
      if (value !== undefined) form.set(field, String(value));
    }
    for (const [key, field] of PIEZO_FIELDS) {
      const value = counters.piezo?.[key];
      if (value !== undefined) form.set(field, String(value));
    }
    const res = await t.app.inject({
      method: 'POST',
      url: `/ingest/ecowitt/${REFERENCE}/${TOKEN}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
    });
    expect(res.statusCode).toBe(200);
  };
  const rows = () =>
    t.db
      .selectFrom('readings')
      .selectAll()
      .where('weather_station_id', '=', station.id)
      .orderBy('received_at')
      .execute();
  /** Each reading's rain, in inches. */
  const rainInches = async () => (await rows()).map((row) => (row.rain_mm ?? Number.NaN) / IN);
  const inches = (values: number[]) => values.map((value) => expect.closeTo(value, 9));
  const dayTotalMm = async (day: string) => {
    const row = await t.db
      .selectFrom('daily_summaries')
      .select('rain_total_mm')
      .where('weather_station_id', '=', station.id)
      .where('day', '=', day)
      .executeTakeFirst();
    return row?.rain_total_mm ?? null;
  };
  /** Rebuilds the summaries from the readings: the rows must be those ingestion kept. */
  const expectRebuildIdentical = async () => {
    const all = () =>
      t.db
        .selectFrom('daily_summaries')
        .selectAll()
        .where('weather_station_id', '=', station.id)
        .orderBy('day')
        .execute();
    const kept = await all();
    await rebuildStationSummaries(t.db, t.dialect, { id: station.id, timezone: ZONE });
    expect(await all()).toEqual(kept);
  };
  const every5Minutes = async (startIso: string, counters: Counters[]) => {
    for (const [i, c] of counters.entries()) {
      await upload(new Date(Date.parse(startIso) + i * 300_000).toISOString(), c);
    }
  };

  it('counts what a rebooted console counted since, whether it lost every counter or only the day’s', async () => {
    // Berlin, 15 June (UTC+2), 12:00…12:20. The console restarts at 12:10 and comes back with every
    // counter at 0: that interval counts 0 (what it counted since), then the counters' rises.
    await every5Minutes('2026-06-15T10:00:00Z', [
      { daily: 0.1, monthly: 2.1, yearly: 20.1, event: 0.1 },
      { daily: 0.12, monthly: 2.12, yearly: 20.12, event: 0.12 },
      { daily: 0, monthly: 0, yearly: 0, event: 0 },
      { daily: 0.02, monthly: 0.02, yearly: 0.02, event: 0.02 },
      { daily: 0.05, monthly: 0.05, yearly: 0.05, event: 0.05 },
    ]);
    expect(await rainInches()).toEqual(inches([0.1, 0.02, 0, 0.02, 0.03]));
    expect((await rows()).map((row) => row.rain_console_event_mm)).toEqual(
      [0.1, 0.12, 0, 0.02, 0.05].map((value) => expect.closeTo(value * IN, 9)),
    );
    // 0.12 in before the restart, 0.05 in after: 4.318 mm.
    expect(await dayTotalMm('2026-06-15')).toBeCloseTo(0.17 * IN, 9);

    // 16 June: a restart that keeps the yearly counter (flash) but loses the day's. The yearly counter
    // says 0.02 in fell in that interval; the daily counter starts again from 0.
    await every5Minutes('2026-06-16T10:00:00Z', [
      { daily: 0.1, yearly: 0.15 },
      { daily: 0.12, yearly: 0.17 },
      { daily: 0, yearly: 0.19 },
      { daily: 0.03, yearly: 0.22 },
    ]);
    expect((await rainInches()).slice(5)).toEqual(inches([0.1, 0.02, 0.02, 0.03]));
    expect(await dayTotalMm('2026-06-16')).toBeCloseTo(0.17 * IN, 9);
    await expectRebuildIdentical();
  });

  it('follows a yearly counter reset by hand, wrapped at its cap or stuck there, by the daily counter', async () => {
    // Berlin, 15 June, 12:00…: the yearly counter is set back to 0 by the owner (12:05), then wraps at
    // 100 in (12:20), then stands still at a cap of 9.99 in (12:30, 12:35) while the daily counter rises.
    await every5Minutes('2026-06-15T10:00:00Z', [
      { daily: 0.4, yearly: 37.4 },
      { daily: 0.42, yearly: 0.01 },
      { daily: 0.45, yearly: 0.04 },
      { daily: 0.45, yearly: 99.98 },
      { daily: 0.46, yearly: 99.99 },
      { daily: 0.5, yearly: 0.03 },
      { daily: 0.52, yearly: 9.99 },
      { daily: 0.55, yearly: 9.99 },
      { daily: 0.6, yearly: 9.99 },
    ]);
    // 12:15: the yearly counter jumps from 0.04 to 99.98 in (2539 mm, beyond any interval's rain): 0, the
    // daily counter unchanged agrees. 12:30: 9.99 after 0.03 is also a jump (253 mm is within bounds: the
    // daily counter's 0.02 in wins). 12:35 and 12:40: stuck at its cap, the daily counter's rise.
    expect(await rainInches()).toEqual(inches([0.4, 0.02, 0.03, 0, 0.01, 0.04, 0.02, 0.03, 0.05]));
    expect(await dayTotalMm('2026-06-15')).toBeCloseTo(0.6 * IN, 9);
    await expectRebuildIdentical();
  });

  it('starts a new year at midnight: the yearly and monthly counters back to 0 count nothing twice', async () => {
    // Berlin (UTC+1): 23:40 and 23:50 on 31 December; the console's New Year at 00:00 (23:00Z), a tip
    // just after it, and 00:10. Every counter reset: 1 January counts what its daily counter counted.
    await upload('2026-12-31T22:40:00Z', { daily: 0.3, monthly: 1.5, yearly: 30 });
    await upload('2026-12-31T22:50:00Z', { daily: 0.32, monthly: 1.52, yearly: 30.02 });
    await upload('2026-12-31T23:00:00Z', { daily: 0.01, monthly: 0.01, yearly: 0.01 });
    await upload('2026-12-31T23:10:00Z', { daily: 0.03, monthly: 0.03, yearly: 0.03 });
    expect(await rainInches()).toEqual(inches([0.3, 0.02, 0.01, 0.02]));
    expect(await dayTotalMm('2026-12-31')).toBeCloseTo(0.32 * IN, 9);
    expect(await dayTotalMm('2027-01-01')).toBeCloseTo(0.03 * IN, 9);
    // 0.762 mm this day, month and year (metric, one decimal).
    const current = await call('GET', `/api/weatherData/${REFERENCE}/currentData/detail`);
    expect(current.json()).toMatchObject({ rainDaily: 0.8, rainMonthly: 0.8, rainYearly: 0.8 });
    await expectRebuildIdentical();
  });

  it('recovers the rain of a three-hour outage from the daily counter, on the first reading after it', async () => {
    // Berlin, 15 June: 10:00 and 10:05, offline until 13:05; the daily counter grew by 4.2 mm meanwhile.
    const gap = 4.2 / IN;
    await upload('2026-06-15T08:00:00Z', { daily: 0.1, yearly: 10.1 });
    await upload('2026-06-15T08:05:00Z', { daily: 0.1, yearly: 10.1 });
    await upload('2026-06-15T11:05:00Z', { daily: 0.1 + gap, yearly: 10.1 + gap });
    await upload('2026-06-15T11:10:00Z', { daily: 0.11 + gap, yearly: 10.11 + gap });
    const rain = (await rows()).map((row) => row.rain_mm);
    expect(rain).toEqual([0.1 * IN, 0, 4.2, 0.01 * IN].map((mm) => expect.closeTo(mm, 9)));
    // 2.54 + 4.2 + 0.254 mm.
    expect(await dayTotalMm('2026-06-15')).toBeCloseTo(6.994, 9);
    await expectRebuildIdentical();
  });

  it('puts an outage’s rain across days on the first reading after it when only a monthly counter tells', async () => {
    // Berlin: last heard 20:00 on 15 June (monthly 2.00 in), back at 10:00 on the 17th (2.50 in). No daily
    // counter says how the 0.50 in split over the three days: all of it on the 17th's first reading.
    await upload('2026-06-15T17:55:00Z', { monthly: 1.98 });
    await upload('2026-06-15T18:00:00Z', { monthly: 2 });
    await upload('2026-06-17T08:00:00Z', { monthly: 2.5 });
    await upload('2026-06-17T08:05:00Z', { monthly: 2.51 });
    // The first reading has no counter value before it: no rain known, not 1.98 in.
    expect((await rows()).map((row) => row.rain_mm)).toEqual([
      null,
      ...[0.02, 0.5, 0.01].map((value) => expect.closeTo(value * IN, 9)),
    ]);
    expect(await dayTotalMm('2026-06-15')).toBeCloseTo(0.02 * IN, 9);
    expect(await dayTotalMm('2026-06-16')).toBeNull();
    expect(await dayTotalMm('2026-06-17')).toBeCloseTo(0.51 * IN, 9);
    await expectRebuildIdentical();
  });

  it('passes the night daylight saving time ends once, the repeated hour counted once', async () => {
    // Berlin, 25 October 2026: 02:00–03:00 comes twice (00:00Z–01:00Z CEST, 01:00Z–02:00Z CET).
    const uploads: Array<[string, number, number]> = [
      ['2026-10-24T21:30:00Z', 0.5, 20.5], // 23:30 CEST on the 24th
      ['2026-10-24T22:00:00Z', 0, 20.5], // 00:00 on the 25th: the console's new day
      ['2026-10-24T22:30:00Z', 0.01, 20.51],
      ['2026-10-24T23:30:00Z', 0.03, 20.53],
      ['2026-10-25T00:15:00Z', 0.05, 20.55], // 02:15 CEST
      ['2026-10-25T00:45:00Z', 0.06, 20.56], // 02:45 CEST
      ['2026-10-25T01:15:00Z', 0.08, 20.58], // 02:15 CET, the hour again
      ['2026-10-25T01:45:00Z', 0.09, 20.59], // 02:45 CET
      ['2026-10-25T02:30:00Z', 0.1, 20.6], // 03:30 CET
      ['2026-10-25T22:50:00Z', 0.2, 20.7], // 23:50 CET
      ['2026-10-25T23:00:00Z', 0, 20.7], // 00:00 on the 26th
      ['2026-10-25T23:10:00Z', 0.01, 20.71],
    ];
    for (const [iso, daily, yearly] of uploads) await upload(iso, { daily, yearly });
    expect(await rainInches()).toEqual(
      inches([0.5, 0, 0.01, 0.02, 0.02, 0.01, 0.02, 0.01, 0.01, 0.1, 0, 0.01]),
    );
    expect(await dayTotalMm('2026-10-24')).toBeCloseTo(0.5 * IN, 9);
    // The 25-hour day: what its daily counter counted, 0.20 in, the repeated hour once (0.06 in).
    expect(await dayTotalMm('2026-10-25')).toBeCloseTo(0.2 * IN, 9);
    expect(await dayTotalMm('2026-10-26')).toBeCloseTo(0.01 * IN, 9);
    await expectRebuildIdentical();
  });

  it('keeps both gauges and takes the main source the back office chooses, switching without a jump', async () => {
    const admin = await t.loginAs('admin');
    const setMain = async (rainMainSource: string) => {
      const res = await call(
        'PUT',
        `/api/weatherStation/${station.id}`,
        admin,
        stationUpdateBody(station, { rainMainSource }),
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ rainMainSource });
    };
    const bucket = (daily: number, yearly: number) => ({ daily, yearly, event: daily });
    const piezo = (daily: number, yearly: number) => ({ daily, yearly, event: daily });
    // Berlin, 15 June, 12:00…: the piezo gauge reads more than the bucket (and its yearly counter is
    // 2 in ahead: a step between the two would be 50 mm of rain).
    await upload('2026-06-15T10:00:00Z', { ...bucket(0.1, 10.1), piezo: piezo(0.12, 12.12) });
    await upload('2026-06-15T10:05:00Z', { ...bucket(0.12, 10.12), piezo: piezo(0.15, 12.15) });
    await setMain('piezo');
    await upload('2026-06-15T10:10:00Z', { ...bucket(0.13, 10.13), piezo: piezo(0.17, 12.17) });
    await upload('2026-06-15T10:15:00Z', { ...bucket(0.14, 10.14), piezo: piezo(0.2, 12.2) });
    await setMain('bucket');
    await upload('2026-06-15T10:20:00Z', { ...bucket(0.16, 10.16), piezo: piezo(0.22, 12.22) });
    expect(await rainInches()).toEqual(inches([0.1, 0.02, 0.02, 0.03, 0.02]));
    const stored = await rows();
    const bucketYearly = rainSourceCode('bucket', 'yearly');
    const piezoYearly = rainSourceCode('piezo', 'yearly');
    expect(stored.map((row) => [row.rain_source, row.rain_alt_source])).toEqual([
      [bucketYearly, piezoYearly],
      [bucketYearly, piezoYearly],
      [piezoYearly, bucketYearly],
      [piezoYearly, bucketYearly],
      [bucketYearly, piezoYearly],
    ]);
    // Both gauges' counters as sent, and the main gauge's event as the console counts it.
    expect(stored[2]).toMatchObject({
      rain_counter_mm: expect.closeTo(12.17 * IN, 9),
      rain_daily_mm: expect.closeTo(0.17 * IN, 9),
      rain_alt_counter_mm: expect.closeTo(10.13 * IN, 9),
      rain_alt_daily_mm: expect.closeTo(0.13 * IN, 9),
      rain_console_event_mm: expect.closeTo(0.17 * IN, 9),
    });
    // 0.10 + 0.02 by the bucket, 0.05 by the piezo gauge, 0.02 by the bucket again.
    expect(await dayTotalMm('2026-06-15')).toBeCloseTo(0.19 * IN, 9);
    const shown = await call('GET', `/api/weatherStation/${REFERENCE}`, admin);
    expect(shown.json()).toMatchObject({ rainMainSource: 'bucket' });
    await expectRebuildIdentical();
  });

  it('takes a piezo-only console’s gauge whatever the setting, and refuses an unknown source', async () => {
    await upload('2026-06-15T10:00:00Z', { piezo: { daily: 0.1, yearly: 5.1, event: 0.1 } });
    await upload('2026-06-15T10:05:00Z', { piezo: { daily: 0.13, yearly: 5.13, event: 0.13 } });
    expect(await rainInches()).toEqual(inches([0.1, 0.03]));
    expect((await rows())[1]).toMatchObject({
      rain_source: rainSourceCode('piezo', 'yearly'),
      rain_alt_counter_mm: null,
    });
    const admin = await t.loginAs('admin');
    const res = await call(
      'PUT',
      `/api/weatherStation/${station.id}`,
      admin,
      stationUpdateBody(station, { rainMainSource: 'radar' }),
    );
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('rainMainSource');
  });
});
