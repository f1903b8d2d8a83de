/**
 * A console's usual upload, one reading after every stored one in the same local day: on PostgreSQL one
 * statement stores it with its summary, rollups and change-log row (append-one.repository.ts). Its rows must
 * equal the in-memory fold's: a station fed one reading at a time has exactly the summaries and rollups of
 * a station fed the same readings in one batch, and of a rebuild from its readings; a repeated upload
 * changes nothing. Both databases (on SQLite the same uploads take the regular path).
 */
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { dialects } from '../../../../test/dialects.ts';
import { buildStation } from '../../../../test/factories.ts';
import { rebuildStationSummaries } from './summary-rebuild.ts';

const TOKEN = 'test-station-token';
const OTHER_TOKEN = 'other-station-token';
const START = Date.UTC(2026, 5, 14, 6, 3, 20);

/** The i-th reading of the day: every summarised measure, some missing, calm wind, rain and lightning. */
function reading(i: number) {
  const at = START + i * 97_000; // crosses 10-minute and hour buckets at odd offsets
  const wave = Math.sin(i / 3);
  return {
    receivedAt: new Date(at).toISOString(),
    temperature: i % 7 === 3 ? null : 14.1 + wave * 3.3,
    humidity: 60 + (i % 11),
    relativePressure: 1012.4 - i * 0.1,
    windSpeed: i % 5 === 0 ? 0 : 1.3 + (i % 4) * 0.7,
    windDirection: (i * 37) % 360,
    windGust: i % 6 === 1 ? null : 3.1 + (i % 3),
    rainTotal: 10 + Math.floor(i / 4) * 0.3,
    solarRadiation: i % 9 === 0 ? null : 200 + i * 3.7,
    uv: (i % 8) * 0.5,
    pm25: i % 10 === 4 ? null : 7.3 + (i % 5) * 1.9,
    pm25Avg: 8.2 + (i % 3) * 0.1,
    lightningCount: i % 4 === 2 ? 1 + (i % 3) : 0,
    lightningDistance: i % 4 === 2 ? 12 - (i % 5) : null,
    soilTemperature: 11.2 + wave,
    leafWetness: i % 2 === 0 ? 40 : null,
  };
}

describe.each(dialects)('a console’s single uploads on %s', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp(dialect);
  });
  afterEach(() => t.close());

  const post = async (readings: object[], reference = 'SSDP41000', token = TOKEN) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/weatherData/${reference}/readings`,
      headers: { authorization: `Bearer ${token}` },
      payload: readings,
    });
    expect(res.statusCode).toBe(201);
    return res.json() as { stored: number; skipped: number };
  };
  const stationId = async (reference: string) =>
    (
      await t.db
        .selectFrom('weather_stations')
        .select('id')
        .where('reference', '=', reference)
        .executeTakeFirstOrThrow()
    ).id;
  /** A station's summaries and rollups, without its id (to compare two stations). */
  const spans = async (id: number) => ({
    days: (
      await t.db
        .selectFrom('daily_summaries')
        .selectAll()
        .where('weather_station_id', '=', id)
        .orderBy('day')
        .execute()
    ).map(({ weather_station_id: _, ...row }) => row),
    rollups: (
      await t.db
        .selectFrom('reading_rollups')
        .selectAll()
        .where('weather_station_id', '=', id)
        .orderBy('width_min')
        .orderBy('start_at')
        .execute()
    ).map(({ weather_station_id: _, ...row }) => row),
  });
  const addOtherStation = async () => {
    const seeded = await t.db
      .selectFrom('weather_stations')
      .select('timezone')
      .where('reference', '=', 'SSDP41000')
      .executeTakeFirstOrThrow();
    await buildStation(t.db, { reference: 'OTHER1', apiToken: OTHER_TOKEN, timezone: seeded.timezone });
  };

  it('keeps, one reading at a time, exactly the summaries and rollups of a batch and of a rebuild', async () => {
    await addOtherStation();
    const readings = Array.from({ length: 80 }, (_, i) => reading(i));
    // The first opens the day (the regular path); every later one continues it.
    for (const r of readings) expect((await post([r])).stored).toBe(1);
    await post(readings, 'OTHER1', OTHER_TOKEN);
    const single = await spans(await stationId('SSDP41000'));
    const batch = await spans(await stationId('OTHER1'));
    expect(single.days).toHaveLength(1);
    expect(single.rollups.length).toBeGreaterThan(15);
    expect(single).toEqual(batch);
    const station = await t.db
      .selectFrom('weather_stations')
      .select(['id', 'timezone'])
      .where('reference', '=', 'SSDP41000')
      .executeTakeFirstOrThrow();
    await rebuildStationSummaries(t.db, t.dialect, station);
    expect(await spans(station.id)).toEqual(single);
  });

  it('changes nothing on a repeated upload, and logs one change per stored reading', async () => {
    const id = await stationId('SSDP41000');
    for (let i = 0; i < 5; i += 1) await post([reading(i)]);
    const changes = () =>
      t.db
        .selectFrom('change_log')
        .select('payload')
        .where('station_id', '=', id)
        .where('topic', '=', 'readings')
        .execute();
    const before = await spans(id);
    const logged = await changes();
    expect(logged).toHaveLength(5);
    expect(JSON.parse(logged[4]?.payload ?? '{}')).toEqual({
      newestAt: Date.parse(reading(4).receivedAt),
      earliestAt: Date.parse(reading(4).receivedAt),
    });
    expect(await post([reading(4)])).toMatchObject({ stored: 0, skipped: 1 });
    expect(await spans(id)).toEqual(before);
    expect(await changes()).toHaveLength(5);
  });
});

// PostgreSQL's round trips, where the statement is counted at the driver (SQLite has no round trips).
describe.each(dialects.filter((d) => d === 'postgres'))('a console’s single upload on %s', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp(dialect);
  });
  afterEach(() => t.close());

  const post = async (readings: object[]) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/weatherData/SSDP41000/readings',
      headers: { authorization: `Bearer ${TOKEN}` },
      payload: readings,
    });
    expect(res.statusCode).toBe(201);
  };

  it('writes a reading, its summary and rollups in one statement', async () => {
    for (let i = 0; i < 3; i += 1) await post([reading(i)]);
    const texts: string[] = [];
    const named: string[] = [];
    const query = pg.Client.prototype.query;
    pg.Client.prototype.query = function (this: pg.Client, ...args: Parameters<typeof query>) {
      const first = args[0];
      texts.push(typeof first === 'string' ? first : String((first as { text?: string }).text));
      const name = typeof first === 'string' ? undefined : (first as { name?: string }).name;
      if (name !== undefined) named.push(name);
      return query.apply(this, args);
    } as typeof query;
    try {
      await post([reading(3)]);
      // The other processes' wake-up, sent once the transaction committed.
      const notifiedAfterCommit = () =>
        texts.slice(texts.lastIndexOf('commit')).some((text) => text.includes('pg_notify'));
      await vi.waitFor(() => expect(notifiedAfterCommit()).toBe(true));
    } finally {
      pg.Client.prototype.query = query;
    }
    const writes = texts.filter((text) => /daily_summaries|reading_rollups|into readings/.test(text));
    expect(writes).toHaveLength(1);
    // A named prepared statement: parsed once per connection, planned generically after a few calls.
    expect(writes[0]).toMatch(/^\/\* prepared \*\/ with ins as \(insert into readings/);
    expect(named).toHaveLength(1);
    // The readings' change-log row and its NOTIFY are in it, and so are the door's record (station_uploads)
    // and its own change-log row (topic upload): one statement, one commit.
    expect(writes[0]).toContain('insert into change_log');
    // The other processes' wake-up comes after the commit, in a statement of its own: a NOTIFY in the
    // transaction would serialise every upload's commit.
    expect(writes[0]).not.toContain('pg_notify');
    expect(writes[0]).toContain('insert into station_uploads');
    expect(texts.filter((text) => /change_log \(|station_uploads/.test(text))).toEqual([writes[0]]);
    expect(texts.filter((text) => /^(begin|commit)/.test(text))).toEqual([
      expect.stringMatching(
        /^begin; select id from weather_stations where id = \d+ for update; select \(select coalesce\(json_agg\(x\), '\[\]'::json\) from \(select received_at, .* from readings where weather_station_id = \d+ order by received_at desc limit 8\) x\) as r0, \(.* from forwarding_targets where weather_station_id = \d+ and enabled = 1\) x\) as r1$/,
      ),
      'commit',
    ]);
    // The newest readings (the chain's state and the spike filter's base) and the forwarding targets come
    // with the lock, not apart.
    expect(
      texts.filter((text) => /from (readings|forwarding_targets) where weather_station_id/.test(text)),
    ).toHaveLength(1);
  });
});
