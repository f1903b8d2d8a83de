/**
 * A power cut, as near as a test gets: the real server is killed with SIGKILL while consoles and a backfill
 * upload, then started again on the same database. Every reading it had answered `success` (or counted
 * `stored`) is there, the summaries agree with the readings, and SQLite's integrity check says ok.
 */
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { dialects } from '../dialects.ts';
import {
  createFaultDatabase,
  FAULT_PORT,
  FAULT_STATION,
  type FaultDatabase,
  openFaultDatabase,
  type ServerChild,
  startServerChild,
} from './server-child.ts';

const MINUTE = 60_000;
/** Uploads run this long before the kill. */
const UPLOAD_MS = 1500;

const dateutc = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');

describe.each(dialects)('kill -9 during ingestion on %s', (dialect) => {
  let database: FaultDatabase;
  let server: ServerChild | undefined;
  afterEach(async () => {
    await server?.stop();
    await database.drop();
  });

  it('keeps every acknowledged reading and a sound database', async () => {
    database = await createFaultDatabase(dialect);
    const port = FAULT_PORT + (dialect === 'sqlite' ? 0 : 1);
    server = await startServerChild(database, port);
    const { url } = server;
    const acknowledged: number[] = [];
    let stop = false;
    // Four consoles on Weather Underground, each its own minute series (one hour apart), rain counters rising.
    // Whole minutes: dateutc carries seconds only.
    const base = Math.floor(Date.now() / MINUTE) * MINUTE - 10 * 24 * 60 * MINUTE;
    const console_ = async (n: number) => {
      for (let i = 0; !stop; i += 1) {
        const at = base + n * 60 * MINUTE * 24 + i * MINUTE;
        const query = `ID=${FAULT_STATION.reference}&PASSWORD=${FAULT_STATION.token}&dateutc=${encodeURIComponent(dateutc(at))}&tempf=${50 + (i % 20)}&humidity=60&dailyrainin=${(i * 0.01).toFixed(2)}`;
        try {
          const response = await fetch(`${url}/weatherstation/updateweatherstation.php?${query}`);
          if (response.status === 200 && (await response.text()) === 'success') acknowledged.push(at);
        } catch {
          return; // the server is gone
        }
      }
    };
    // A backfill in JSON batches of 500, older than the consoles' readings.
    const backfill = async () => {
      for (let batch = 0; !stop; batch += 1) {
        const readings = Array.from({ length: 500 }, (_, i) => ({
          receivedAt: new Date(base - 30 * 24 * 60 * MINUTE + (batch * 500 + i) * MINUTE).toISOString(),
          temperature: 5 + (i % 10),
          rainTotal: (batch * 500 + i) * 0.05,
        }));
        try {
          const response = await fetch(`${url}/api/weatherData/${FAULT_STATION.reference}/readings`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${FAULT_STATION.token}` },
            body: JSON.stringify(readings),
          });
          if (response.status === 201) {
            const result: unknown = await response.json();
            if (
              typeof result === 'object' &&
              result !== null &&
              'stored' in result &&
              result.stored === 500
            ) {
              acknowledged.push(...readings.map((r) => Date.parse(r.receivedAt)));
            }
          }
        } catch {
          return;
        }
      }
    };
    const clients = [console_(0), console_(1), console_(2), console_(3), backfill()];
    // Long enough for a good number of answers, however busy the machine: at least UPLOAD_MS, at most 15 s.
    const started = Date.now();
    while (Date.now() - started < UPLOAD_MS || (acknowledged.length < 100 && Date.now() - started < 15_000)) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    server.child.kill('SIGKILL');
    stop = true;
    await server.exited;
    await Promise.all(clients);
    expect(acknowledged.length).toBeGreaterThan(50);

    // Started again on the same database: recovery (SQLite replays its WAL) and a working server.
    server = await startServerChild(database, port);
    const handle = openFaultDatabase(database);
    try {
      const stored = new Set(
        (await handle.db.selectFrom('readings').select('received_at').execute()).map((r) => r.received_at),
      );
      const missing = acknowledged.filter((at) => !stored.has(at));
      expect(missing).toEqual([]);
      // Summaries are written in the readings' transaction: their counts match the readings.
      const counted = await handle.db
        .selectFrom('daily_summaries')
        .select((eb) => eb.fn.sum<number>('reading_count').as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(counted.n)).toBe(stored.size);
      if (database.file !== undefined) {
        const check = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(handle.db);
        expect(check.rows.map((row) => row.integrity_check)).toEqual(['ok']);
      }
      const current = await fetch(
        `${server.url}/api/weatherData/${FAULT_STATION.reference}/currentData/detail`,
      );
      expect(current.status).toBe(200);
    } finally {
      await handle.db.destroy();
    }
  });
});
