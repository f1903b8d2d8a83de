/**
 * Another process on the same database (here: a second connection with its own ingestion service, as the
 * import command has) stores readings or changes a station; the running app must hear of it through the
 * change log: live events, the record's cache, upload credentials.
 */
import { CompiledQuery, type Kysely } from 'kysely';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { dialects } from '../../../test/dialects.ts';
import { buildStation } from '../../../test/factories.ts';
import type { DbHandle } from '../../db/create-db.ts';
import type { Database } from '../../db/database.ts';
import {
  createMemoryReadingEvents,
  createReadingsService,
  createStationCredentials,
  emptyReading,
} from '../readings/index.ts';
import { type Change, createChangeFeed } from './change-feed.ts';

describe.each(dialects)('change feed on %s', (dialect) => {
  let t: TestApp;
  let other: DbHandle;

  beforeEach(async () => {
    t = await buildTestApp(dialect);
    other = t.openDatabase();
  });
  afterEach(async () => {
    await other.db.destroy();
    await t.close();
  });

  /** An ingestion service of "another process": its own connection, its own feed origin. */
  function otherProcess() {
    const changes = createChangeFeed({ db: other.db, dialect: other.dialect, clock: t.clock });
    const readings = createReadingsService({
      db: other.db,
      dialect: other.dialect,
      clock: t.clock,
      events: createMemoryReadingEvents(),
      credentials: createStationCredentials({ findByReference: async () => undefined, clock: t.clock }),
      log: { warn: () => {} },
      changes,
    });
    return { changes, readings };
  }

  it('delivers the other origins changes once, in order, and never a process its own', async () => {
    const station = await buildStation(t.db);
    const mine = createChangeFeed({ db: t.db, dialect: t.dialect, clock: t.clock });
    const theirs = otherProcess().changes;
    const heard: Change[] = [];
    const ownHeard: Change[] = [];
    mine.onRemote((change) => heard.push(change));
    theirs.onRemote((change) => ownHeard.push(change));
    await mine.poll();
    await theirs.poll();
    await record(other.db, theirs, { topic: 'station', stationId: station.id });
    await record(other.db, theirs, {
      topic: 'readings',
      stationId: station.id,
      newestAt: 2000,
      earliestAt: 1000,
    });
    await record(other.db, theirs, {
      topic: 'upload',
      stationId: station.id,
      protocol: 'ecowitt',
      receivedAt: 3000,
    });
    await mine.poll();
    await mine.poll();
    await theirs.poll();
    expect(heard).toEqual([
      { topic: 'station', stationId: station.id },
      { topic: 'readings', stationId: station.id, newestAt: 2000, earliestAt: 1000 },
      { topic: 'upload', stationId: station.id, protocol: 'ecowitt', receivedAt: 3000 },
    ]);
    expect(ownHeard).toEqual([]);
  });

  it('shows readings another process imported in the record within seconds, without a restart', async () => {
    const station = await buildStation(t.db, { timezone: 'Europe/Paris' });
    const url = `/api/weatherData/${station.reference}/history/record`;
    const live = emptyReading(t.clock.now() - 60_000);
    live.temperature = 12;
    const { readings } = otherProcess();
    const upload = station.apiToken;
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/weatherData/${station.reference}/readings`,
      headers: { authorization: `Bearer ${upload}` },
      payload: { receivedAt: new Date(live.receivedAt).toISOString(), temperature: 12 },
    });
    expect(response.statusCode).toBe(201);
    // The app computes (and caches) the record before the import.
    expect((await t.app.inject(url)).json().minTemperature).toBe(12);
    const old = emptyReading(t.clock.now() - 400 * 86_400_000);
    old.temperature = -17.5;
    const uploadStation = {
      id: station.id,
      reference: station.reference,
      elevation: 400,
      timezone: 'Europe/Paris',
    };
    expect(await readings.ingest(uploadStation, [{ reading: old }])).toMatchObject({ stored: 1 });
    await vi.waitFor(async () => expect((await t.app.inject(url)).json().minTemperature).toBe(-17.5), {
      timeout: 5000,
      interval: 100,
    });
  });

  it("announces on this app's live stream an upload another process recorded, within seconds", async () => {
    const station = await buildStation(t.db);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (typeof address !== 'object' || address === null) throw new Error('not listening on TCP');
    const controller = new AbortController();
    const response = await fetch(
      `http://127.0.0.1:${address.port}/api/weatherData/${station.reference}/currentData/stream`,
      { signal: controller.signal },
    );
    if (response.body === null) throw new Error('no body');
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    const { readings } = otherProcess();
    const reading = emptyReading(t.clock.now() - 60_000);
    reading.temperature = 12;
    const uploadStation = { id: station.id, reference: station.reference, elevation: 30, timezone: 'UTC' };
    await readings.ingest(uploadStation, [{ reading }], { door: { protocol: 'ecowitt' } });
    let text = '';
    while (!text.includes('event: upload\n')) {
      const { value, done } = await reader.read();
      if (done) throw new Error('stream ended');
      text += decoder.decode(value, { stream: true });
    }
    expect(text).toContain(
      `event: upload\ndata: ${JSON.stringify({ protocol: 'ecowitt', receivedAt: new Date(t.clock.now()).toISOString() })}\n`,
    );
    controller.abort();
  });

  it('refuses a station token changed by another process within seconds', async () => {
    const station = await buildStation(t.db, { apiToken: 'first-token-0123456789' });
    const upload = (token: string) =>
      t.app.inject({
        method: 'GET',
        url: `/weatherstation/updateweatherstation.php?ID=${station.reference}&PASSWORD=${token}&dateutc=now&tempf=50`,
      });
    expect((await upload('first-token-0123456789')).statusCode).toBe(200);
    const { changes } = otherProcess();
    await other.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('weather_stations')
        .set({ api_token: 'second-token-0123456789' })
        .where('id', '=', station.id)
        .execute();
      await changes.record(trx, { topic: 'station', stationId: station.id });
    });
    await vi.waitFor(async () => expect((await upload('first-token-0123456789')).statusCode).toBe(401), {
      timeout: 5000,
      interval: 100,
    });
    t.clock.advance(1000);
    expect((await upload('second-token-0123456789')).statusCode).toBe(200);
  });

  it('prunes changes older than it keeps', async () => {
    const feed = createChangeFeed({ db: t.db, dialect: t.dialect, clock: t.clock, keepMs: 60_000 });
    const theirs = otherProcess().changes;
    await feed.poll();
    await record(other.db, theirs, { topic: 'station', stationId: 1 });
    t.clock.advance(11 * 60_000);
    await record(other.db, theirs, { topic: 'station', stationId: 2 });
    await feed.poll();
    const left = await t.db.selectFrom('change_log').select('station_id').execute();
    expect(left.map((row) => row.station_id)).toEqual([2]);
  });
});

// LISTEN/NOTIFY exists on PostgreSQL only.
describe.each(dialects.filter((d) => d === 'postgres'))('change notifications on %s', (dialect) => {
  let t: TestApp;
  let other: DbHandle;

  beforeEach(async () => {
    t = await buildTestApp(dialect);
    other = t.openDatabase();
  });
  afterEach(async () => {
    await other.db.destroy();
    await t.close();
  });

  /**
   * This app's feed, listening (its poll ten minutes away) and collecting what it hears, and another
   * process's feed on its own connection.
   */
  function listeningFeeds() {
    const url = t.config.database.dialect === 'postgres' ? t.config.database.connectionString : '';
    const mine = createChangeFeed({
      db: t.db,
      dialect: t.dialect,
      clock: t.clock,
      pollMs: 600_000,
      listenUrl: url,
    });
    const theirs = createChangeFeed({ db: other.db, dialect: other.dialect, clock: t.clock });
    const heard: Change[] = [];
    mine.onRemote((change) => heard.push(change));
    mine.start();
    return { mine, theirs, heard };
  }

  it.runIf(dialect === 'postgres')(
    'hears a change the moment it commits, without waiting for a poll',
    async () => {
      const { mine, theirs, heard } = listeningFeeds();
      try {
        // The listening connection comes up in the background: wait until a change is heard once.
        await vi.waitFor(
          async () => {
            await record(other.db, theirs, { topic: 'station', stationId: 1 });
            expect(heard.length).toBeGreaterThan(0);
          },
          { timeout: 5000, interval: 300 },
        );
        const sent = performance.now();
        await record(other.db, theirs, { topic: 'station', stationId: 42 });
        await vi.waitFor(() => expect(heard.at(-1)).toEqual({ topic: 'station', stationId: 42 }), {
          timeout: 1000,
          interval: 5,
        });
        expect(performance.now() - sent).toBeLessThan(1000);
      } finally {
        mine.stop();
      }
    },
  );

  it('hears a row of another statement once its writer wakes it, twenty calls sending one or two NOTIFYs', async () => {
    const { mine, theirs, heard } = listeningFeeds();
    const write = async (stationId: number) => {
      const part = theirs.recordStatement?.({ topic: 'station', stationId }, 'one', 1);
      if (part === undefined) throw new Error('no recordStatement on PostgreSQL');
      await other.db.executeQuery(
        CompiledQuery.raw(`with one as (select 1), entry as (${part.insert}) select 1`, part.parameters),
      );
    };
    const notifies: string[] = [];
    const query = pg.Client.prototype.query;
    try {
      // The listening connection comes up in the background: wait until a woken change is heard once.
      await vi.waitFor(
        async () => {
          await write(1);
          theirs.wake();
          expect(heard.length).toBeGreaterThan(0);
        },
        { timeout: 5000, interval: 300 },
      );
      await vi.waitFor(() => expect(heard.at(-1)).toEqual({ topic: 'station', stationId: 1 }));
      // The wake-ups of the loop above settle first.
      await new Promise((resolve) => setTimeout(resolve, 300));
      await write(42);
      // Without a wake-up nothing is heard (the poll is ten minutes away)…
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(heard.at(-1)).toEqual({ topic: 'station', stationId: 1 });
      pg.Client.prototype.query = function (this: pg.Client, ...args: Parameters<typeof query>) {
        const first = args[0];
        const text = typeof first === 'string' ? first : String((first as { text?: string }).text);
        if (text.includes('pg_notify')) notifies.push(text);
        return query.apply(this, args);
      } as typeof query;
      // …and twenty wake-ups at once are one NOTIFY, and one more for the calls made while it was sent.
      for (let i = 0; i < 20; i += 1) theirs.wake();
      await vi.waitFor(() => expect(heard.at(-1)).toEqual({ topic: 'station', stationId: 42 }), {
        timeout: 1000,
        interval: 5,
      });
      expect(notifies.length).toBeGreaterThanOrEqual(1);
      expect(notifies.length).toBeLessThanOrEqual(2);
    } finally {
      pg.Client.prototype.query = query;
      mine.stop();
    }
  });
});

// Concurrent writers get their ids in one order and commit in another; SQLite has one writer at a time.
describe.each(dialects.filter((d) => d === 'postgres'))(
  'changes committed out of id order on %s',
  (dialect) => {
    let t: TestApp;
    let other: DbHandle;
    let third: DbHandle;

    beforeEach(async () => {
      t = await buildTestApp(dialect);
      other = t.openDatabase();
      third = t.openDatabase();
    });
    afterEach(async () => {
      await third.db.destroy();
      await other.db.destroy();
      await t.close();
    });

    it('hears a change whose transaction commits after a later id was read', async () => {
      const mine = createChangeFeed({ db: t.db, dialect: t.dialect, clock: t.clock });
      const theirs = createChangeFeed({ db: other.db, dialect: other.dialect, clock: t.clock });
      const heard: Change[] = [];
      mine.onRemote((change) => heard.push(change));
      await mine.poll();
      let commit = () => {};
      const held = new Promise<void>((resolve) => {
        commit = resolve;
      });
      let written = () => {};
      const firstWritten = new Promise<void>((resolve) => {
        written = resolve;
      });
      // The first change takes its id, then its transaction stays open while a second one commits.
      const slow = other.db.transaction().execute(async (trx) => {
        await theirs.record(trx, { topic: 'station', stationId: 1 });
        written();
        await held;
      });
      await firstWritten;
      await record(third.db, theirs, { topic: 'station', stationId: 2 });
      await mine.poll();
      expect(heard).toEqual([{ topic: 'station', stationId: 2 }]);
      commit();
      await slow;
      await mine.poll();
      expect(heard).toEqual([
        { topic: 'station', stationId: 2 },
        { topic: 'station', stationId: 1 },
      ]);
      await record(third.db, theirs, { topic: 'station', stationId: 3 });
      await mine.poll();
      expect(heard.at(-1)).toEqual({ topic: 'station', stationId: 3 });
      expect(heard).toHaveLength(3);
    });
  },
);

function record(db: Kysely<Database>, feed: ReturnType<typeof createChangeFeed>, change: Change) {
  return db.transaction().execute((trx) => feed.record(trx, change));
}
