/**
 * The rain of a day's first reading from the console's daily counter (`dailyrainin`), through the Weather
 * Underground door as a console sends it: a station first heard mid-day, outages within a day and across
 * midnight, a console reboot, New Year's counter resets and the night daylight saving time ends. Each day's
 * total is checked in the daily summary (and, where it matters, history, current data and the forwarded
 * `dailyrainin`) against what the console counted. Expected values are worked out by hand in inches, as the
 * console sends them (1 in = 25.4 mm).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { dialects } from '../../../../test/dialects.ts';
import { buildForwardingTarget, buildStation } from '../../../../test/factories.ts';
import { type ForwardingPayload, wuQuery } from '../../forwarding/index.ts';
import { rebuildStationSummaries } from '../summaries/summary-rebuild.ts';

const IN = 25.4;
const REFERENCE = 'RAIN00001';
const TOKEN = 'rain-station-token';

describe.each(dialects)('the rain of a day’s first reading on %s', (dialect) => {
  let t: TestApp;
  let stationId: number;
  beforeEach(async () => {
    t = await buildTestApp(dialect);
    const station = await buildStation(t.db, {
      reference: REFERENCE,
      apiToken: TOKEN,
      timezone: 'Europe/Berlin',
    });
    stationId = station.id;
  });
  afterEach(() => t.close());

  /** One console upload at `iso` (UTC), the clock just after it; `rain` holds the counters in inches. */
  const upload = async (iso: string, rain: { daily: number; yearly?: number }) => {
    const at = Date.parse(iso);
    t.clock.set(at + 1000);
    const counters = `dailyrainin=${rain.daily}${rain.yearly === undefined ? '' : `&yearlyrainin=${rain.yearly}`}`;
    const dateutc = encodeURIComponent(iso.slice(0, 19).replace('T', ' '));
    const res = await t.app.inject({
      method: 'GET',
      url: `/weatherstation/updateweatherstation.php?ID=${REFERENCE}&PASSWORD=${TOKEN}&dateutc=${dateutc}&tempf=60&${counters}`,
    });
    expect(res.statusCode).toBe(200);
  };
  const dayTotalMm = async (day: string) => {
    const row = await t.db
      .selectFrom('daily_summaries')
      .select('rain_total_mm')
      .where('weather_station_id', '=', stationId)
      .where('day', '=', day)
      .executeTakeFirst();
    return row?.rain_total_mm ?? null;
  };
  const rainRows = () =>
    t.db
      .selectFrom('readings')
      .select(['received_at', 'rain_mm', 'rain_daily_mm', 'rain_rate_mmh'])
      .where('weather_station_id', '=', stationId)
      .orderBy('received_at')
      .execute();
  const get = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  /** Rebuilds the summaries from the readings and checks the rows are exactly those ingestion kept. */
  const expectRebuildIdentical = async () => {
    const all = () =>
      t.db
        .selectFrom('daily_summaries')
        .selectAll()
        .where('weather_station_id', '=', stationId)
        .orderBy('day')
        .execute();
    const kept = await all();
    await rebuildStationSummaries(t.db, t.dialect, { id: stationId, timezone: 'Europe/Berlin' });
    expect(await all()).toEqual(kept);
  };

  it('counts what the console counted before a station’s first upload at 15:00, everywhere', async () => {
    await buildForwardingTarget(t.db, {
      stationId,
      service: 'wunderground',
      networkStationId: 'KXXX123',
      secret: 'wu-key',
    });
    // Berlin, 2026-06-15 (UTC+2): first heard at 15:00 after 0.13 in (3.3 mm) fell in the morning; then
    // 0.06 in more by 15:20 (WU forwards at most every 2.5 s: each reading is queued).
    await upload('2026-06-15T13:00:00Z', { daily: 0.13, yearly: 10.13 });
    await upload('2026-06-15T13:10:00Z', { daily: 0.13, yearly: 10.13 });
    await upload('2026-06-15T13:20:00Z', { daily: 0.19, yearly: 10.19 });
    const rows = await rainRows();
    expect(rows.map((r) => r.rain_mm)).toEqual([
      expect.closeTo(0.13 * IN, 9),
      expect.closeTo(0, 9),
      expect.closeTo(0.06 * IN, 9),
    ]);
    expect(rows[0]?.rain_daily_mm).toBeCloseTo(0.13 * IN, 9);
    // No rate sent: the 3.3 mm since midnight spread over 15 hours (0.22 mm/h), not as if fallen in the
    // last 15 minutes; at 15:20, 0.06 in in 10 minutes, over the 15-minute window.
    expect(rows[0]?.rain_rate_mmh).toBeCloseTo((0.13 * IN) / 15, 9);
    expect(rows[2]?.rain_rate_mmh).toBeCloseTo(0.06 * IN * 4, 9);
    expect(await dayTotalMm('2026-06-15')).toBeCloseTo(0.19 * IN, 9);
    // Metric station: mm, one decimal (4.826 mm).
    const history = await get(`/api/weatherData/${REFERENCE}/history/day`);
    expect(history.rainPeriod).toBe(4.8);
    const current = await get(`/api/weatherData/${REFERENCE}/currentData/detail`);
    expect(current.rainDaily).toBe(4.8);
    // Forwarded: the day's total as the console counted it, each time.
    const queued = await t.db
      .selectFrom('forwarding_outbox')
      .select(['reading_at', 'payload'])
      .orderBy('reading_at')
      .execute();
    const dailyrainin = queued.map((row) =>
      wuQuery(JSON.parse(row.payload) as ForwardingPayload, { stationId: 'KXXX123', secret: 'wu-key' }).get(
        'dailyrainin',
      ),
    );
    expect(dailyrainin).toEqual(['0.13', '0.13', '0.19']);
    await expectRebuildIdentical();
  });

  it('counts a day’s rain once when earlier readings of the first day arrive late', async () => {
    await upload('2026-06-15T13:00:00Z', { daily: 0.13, yearly: 10.13 });
    expect(await dayTotalMm('2026-06-15')).toBeCloseTo(0.13 * IN, 9);
    // The console's backlog: 14:00 and 14:30 Berlin, before the reading already stored.
    await upload('2026-06-15T12:00:00Z', { daily: 0.1, yearly: 10.1 });
    await upload('2026-06-15T12:30:00Z', { daily: 0.12, yearly: 10.12 });
    t.clock.set(Date.parse('2026-06-15T13:01:00Z'));
    const rows = await rainRows();
    expect(rows.map((r) => r.rain_mm)).toEqual([
      expect.closeTo(0.1 * IN, 9),
      expect.closeTo(0.02 * IN, 9),
      expect.closeTo(0.01 * IN, 9),
    ]);
    expect(await dayTotalMm('2026-06-15')).toBeCloseTo(0.13 * IN, 9);
    await expectRebuildIdentical();
  });

  it('recovers the rain of an outage within a day from the daily counter', async () => {
    // A console sending only its daily counter: 10:00 and 10:05 Berlin, offline until 14:00.
    await upload('2026-06-15T08:00:00Z', { daily: 0.02 });
    await upload('2026-06-15T08:05:00Z', { daily: 0.04 });
    await upload('2026-06-15T12:00:00Z', { daily: 0.3 });
    const rows = await rainRows();
    expect(rows.at(-1)?.rain_mm).toBeCloseTo(0.26 * IN, 9);
    expect(await dayTotalMm('2026-06-15')).toBeCloseTo(0.3 * IN, 9);
  });

  it('takes the new day’s counter after an outage across midnight', async () => {
    // Daily counter only. Last heard 20:00 Berlin on the 13th at 0.20 in; back at 09:00 on the 14th, the
    // console has counted 0.15 in since midnight (less than yesterday, but no step back: a new day).
    await upload('2026-06-13T18:00:00Z', { daily: 0.2 });
    await upload('2026-06-14T07:00:00Z', { daily: 0.15 });
    expect(await dayTotalMm('2026-06-13')).toBeCloseTo(0.2 * IN, 9);
    expect(await dayTotalMm('2026-06-14')).toBeCloseTo(0.15 * IN, 9);
  });

  it('takes the new day’s counter after an outage across midnight, beside a yearly counter', async () => {
    // 0.30 in since 20:00 on the 14th by the yearly counter, of which 0.10 in since midnight count for the
    // 15th (the rest fell on the 14th after its last upload).
    await upload('2026-06-14T18:00:00Z', { daily: 0.2, yearly: 10.2 });
    await upload('2026-06-15T07:00:00Z', { daily: 0.1, yearly: 10.5 });
    expect((await rainRows()).at(-1)?.rain_mm).toBeCloseTo(0.1 * IN, 9);
    expect(await dayTotalMm('2026-06-15')).toBeCloseTo(0.1 * IN, 9);
  });

  it('counts no negative rain and nothing twice around a console reboot', async () => {
    // Daily counter only, Berlin 12:00…12:25 on the 15th: the console reboots at 12:10 (counter 0).
    const counters = [0.1, 0.12, 0, 0.02, 0.02, 0.05];
    for (const [i, daily] of counters.entries()) {
      await upload(new Date(Date.parse('2026-06-15T10:00:00Z') + i * 300_000).toISOString(), { daily });
    }
    const rain = (await rainRows()).map((r) => r.rain_mm ?? Number.NaN);
    expect(rain).toEqual([0.1, 0.02, 0, 0.02, 0, 0.03].map((inches) => expect.closeTo(inches * IN, 9)));
    expect(rain.every((mm) => mm >= 0)).toBe(true);
    // 0.12 in before the reboot, 0.05 in after.
    expect(await dayTotalMm('2026-06-15')).toBeCloseTo(0.17 * IN, 9);
  });

  it('follows the yearly and daily counters back to 0 at New Year', async () => {
    // Berlin (UTC+1): 23:50 and 23:55 on 31 December, then 00:00…00:10 on 1 January.
    await upload('2026-12-31T22:50:00Z', { daily: 0.4, yearly: 40 });
    await upload('2026-12-31T22:55:00Z', { daily: 0.42, yearly: 40.02 });
    await upload('2026-12-31T23:00:00Z', { daily: 0, yearly: 0 });
    await upload('2026-12-31T23:05:00Z', { daily: 0.01, yearly: 0.01 });
    // Offline for half an hour: the console counted 0.03 in more.
    await upload('2026-12-31T23:40:00Z', { daily: 0.04, yearly: 0.04 });
    const rain = (await rainRows()).map((r) => r.rain_mm);
    expect(rain).toEqual([0.4, 0.02, 0, 0.01, 0.03].map((inches) => expect.closeTo(inches * IN, 9)));
    expect(await dayTotalMm('2026-12-31')).toBeCloseTo(0.42 * IN, 9);
    expect(await dayTotalMm('2027-01-01')).toBeCloseTo(0.04 * IN, 9);
    const current = await get(`/api/weatherData/${REFERENCE}/currentData/detail`);
    // 1.016 mm this day, month and year.
    expect(current).toMatchObject({ rainDaily: 1, rainMonthly: 1, rainYearly: 1 });
  });

  it('changes nothing the night daylight saving time ends (Europe/Berlin, 25 October 2026)', async () => {
    // 23:00 and 23:30 CEST on the 24th; the 25th starts at 22:00Z and lasts 25 hours: 02:00–03:00 comes
    // twice (00:00Z CEST, 01:00Z CET). Offline across the repeated hour, back at 03:00 CET (02:00Z).
    const uploads: Array<[string, number]> = [
      ['2026-10-24T21:00:00Z', 0.5],
      ['2026-10-24T21:30:00Z', 0.5],
      ['2026-10-24T22:00:00Z', 0],
      ['2026-10-24T22:30:00Z', 0.01],
      ['2026-10-24T23:30:00Z', 0.03],
      ['2026-10-25T00:30:00Z', 0.04],
      ['2026-10-25T02:00:00Z', 0.08],
      ['2026-10-25T22:30:00Z', 0.2],
      ['2026-10-25T23:05:00Z', 0.01],
    ];
    for (const [iso, daily] of uploads) await upload(iso, { daily });
    const rain = (await rainRows()).map((r) => r.rain_mm);
    expect(rain).toEqual(
      [0.5, 0, 0, 0.01, 0.02, 0.01, 0.04, 0.12, 0.01].map((inches) => expect.closeTo(inches * IN, 9)),
    );
    expect(await dayTotalMm('2026-10-24')).toBeCloseTo(0.5 * IN, 9);
    expect(await dayTotalMm('2026-10-25')).toBeCloseTo(0.2 * IN, 9);
    expect(await dayTotalMm('2026-10-26')).toBeCloseTo(0.01 * IN, 9);
    await expectRebuildIdentical();
  });
});
