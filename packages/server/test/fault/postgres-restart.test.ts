/**
 * PostgreSQL stopped for 10 s and started again (a minor upgrade, a failover, a restart for a setting) while a
 * console uploads every second: no process exits; while the database is away every upload is
 * answered at once with 503 and Retry-After (never `success`), `/api/health` answers 503 `unreachable`, a
 * live stream stays open; once it is back, uploads succeed again within 15 s without a restart, the live
 * stream carries the new readings, and every reading answered `success` is stored. Current data cached
 * before the outage is served throughout. Once with one process,
 * once with two behind nginx (deploy/nginx.conf) whose live stream hears the other's readings through the
 * change feed's LISTEN connection, which must come back too. The cluster is the test's own
 * (private-postgres.ts): stopping it disturbs no one else on the machine.
 */
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createDb } from '../../src/db/create-db.ts';
import { freePort } from '../local-server.ts';
import { type NginxChild, startNginx } from '../proxy/nginx-child.ts';
import { type PrivatePostgres, startPrivatePostgres } from './private-postgres.ts';
import {
  FAULT_PORT,
  FAULT_STATION,
  type FaultDatabase,
  type ServerChild,
  startServerChild,
} from './server-child.ts';

const MINUTE = 60_000;
const OUTAGE_MS = 10_000;
const RESUME_LIMIT_MS = 15_000;

const dateutc = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Answer {
  at: number;
  status: number;
  body: string;
  retryAfter: string | null;
  ms: number;
  readingAt: number;
}

/** A console uploading once a second, each upload a reading of its own minute; stops when told. */
function startConsole(url: string, series: number) {
  const answers: Answer[] = [];
  let stopped = false;
  // Each console its own series of minutes, a week apart.
  const base = Math.floor(Date.now() / MINUTE) * MINUTE - (2 + 7 * series) * 24 * 60 * MINUTE;
  const done = (async () => {
    for (let i = 0; !stopped; i += 1) {
      const readingAt = base + i * MINUTE;
      const query = `ID=${FAULT_STATION.reference}&PASSWORD=${FAULT_STATION.token}&dateutc=${encodeURIComponent(dateutc(readingAt))}&tempf=${50 + (i % 20)}&humidity=60`;
      const sent = Date.now();
      try {
        const response = await fetch(`${url}/weatherstation/updateweatherstation.php?${query}`, {
          signal: AbortSignal.timeout(20_000),
        });
        answers.push({
          at: sent,
          status: response.status,
          body: await response.text(),
          retryAfter: response.headers.get('retry-after'),
          ms: Date.now() - sent,
          readingAt,
        });
      } catch (error) {
        answers.push({
          at: sent,
          status: 0,
          body: String(error),
          retryAfter: null,
          ms: Date.now() - sent,
          readingAt,
        });
      }
      await sleep(Math.max(0, 1000 - (Date.now() - sent)));
    }
  })();
  return {
    answers,
    async stop() {
      stopped = true;
      await done;
    },
  };
}

/** A live stream (SSE) of the station's current data: counts the events it carried, and when each came. */
function openLiveStream(url: string) {
  const events: number[] = [];
  const controller = new AbortController();
  let ended = false;
  const done = (async () => {
    const response = await fetch(`${url}/api/weatherData/${FAULT_STATION.reference}/currentData/stream`, {
      signal: controller.signal,
    });
    if (response.body === null) throw new Error('no stream');
    const decoder = new TextDecoder();
    for await (const chunk of response.body) {
      const text = decoder.decode(chunk, { stream: true });
      for (const line of text.split('\n')) if (line.startsWith('data:')) events.push(Date.now());
    }
    ended = true;
  })().catch(() => {
    ended = true;
  });
  return {
    events,
    isOpen: () => !ended,
    async close() {
      controller.abort();
      await done;
    },
  };
}

async function health(url: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(5000) });
  return { status: response.status, body: await response.json() };
}

/** What the consoles met while the database was away, and how soon they were back. */
function outageFigures(console_: ReturnType<typeof startConsole>, stoppedAt: number, startedAt: number) {
  const during = console_.answers.filter((a) => a.at > stoppedAt + 500 && a.at + a.ms < startedAt);
  const resumed = console_.answers.find((a) => a.at >= startedAt && a.body === 'success');
  const acknowledged = console_.answers.filter((a) => a.status === 200 && a.body === 'success');
  return {
    during,
    acknowledged,
    resumeMs: resumed === undefined ? undefined : resumed.at + resumed.ms - startedAt,
    slowestRefusalMs: Math.max(0, ...during.map((a) => a.ms)),
  };
}

describe('PostgreSQL stopped and started under live consoles', () => {
  let postgres: PrivatePostgres | undefined;
  const servers: ServerChild[] = [];
  let nginx: NginxChild | undefined;
  afterEach(async () => {
    await nginx?.stop();
    for (const server of servers) await server.stop();
    postgres?.destroy();
  });

  it('no process exits, uploads get 503 while it is away and resume within 15 s, nothing acknowledged is lost', async () => {
    // A free port, not a fixed one: a cluster left running by an interrupted run must not stop this one.
    postgres = startPrivatePostgres(await freePort());
    const database: FaultDatabase = { dialect: 'postgres', url: postgres.url, drop: async () => {} };
    const ports = [FAULT_PORT + 13, FAULT_PORT + 14];
    for (const port of ports) servers.push(await startServerChild(database, port));
    const [first, second] = servers;
    if (first === undefined || second === undefined) throw new Error('no servers');
    nginx = await startNginx({ port: FAULT_PORT + 16, upstreamPorts: ports, readyPath: '/api/unit' });
    // One console talks to the first process directly, one to nginx in front of both; the live stream is
    // read from the second process, which hears the first one's readings through the change feed.
    const live = openLiveStream(second.url);
    const direct = startConsole(first.url, 0);
    const proxied = startConsole(nginx.url, 1);
    const consoles = [direct, proxied];
    await sleep(3000);
    for (const each of consoles) expect(each.answers.some((a) => a.body === 'success')).toBe(true);

    postgres.stop();
    const stoppedAt = Date.now();
    await sleep(1500);
    for (const url of [first.url, nginx.url]) {
      const away = await health(url);
      expect(away.status).toBe(503);
      expect(away.body).toMatchObject({
        status: 'error',
        database: 'unreachable',
        reason: expect.stringMatching(/^the database does not answer \(/),
      });
    }
    // What the caches hold is still served: the station's current data, kept up to date by the live stream.
    const current = await fetch(
      `${second.url}/api/weatherData/${FAULT_STATION.reference}/currentData/detail`,
    );
    expect(current.status, await current.clone().text()).toBe(200);
    // A login goes through the rate-limit store (a table) first: refused the same way, not a 500.
    const login = await fetch(`${first.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@meteodeck.test', password: 'not the password' }),
    });
    expect(login.status).toBe(503);
    expect(login.headers.get('retry-after')).toBe('5');
    // The other doors are refused the same way, each with the spec's error list.
    const away = [
      { message: 'Base de données momentanément indisponible, réessayez dans quelques secondes' },
    ];
    for (const url of [first.url, nginx.url]) {
      const ecowitt = await fetch(`${url}/ingest/ecowitt/${FAULT_STATION.reference}/${FAULT_STATION.token}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'dateutc=now&tempf=61&humidity=50',
      });
      const json = await fetch(`${url}/api/weatherData/${FAULT_STATION.reference}/readings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${FAULT_STATION.token}` },
        body: JSON.stringify([{ receivedAt: new Date().toISOString(), temperature: 16 }]),
      });
      for (const refused of [ecowitt, json]) {
        expect(refused.status).toBe(503);
        expect(refused.headers.get('retry-after')).toBe('5');
        expect(await refused.json()).toEqual(away);
      }
    }
    const eventsBefore = live.events.length;
    await sleep(OUTAGE_MS - (Date.now() - stoppedAt));
    postgres.start();
    const startedAt = Date.now();
    const resumedAll = () =>
      consoles.every((each) => each.answers.some((a) => a.at >= startedAt && a.body === 'success'));
    while (!resumedAll() && Date.now() - startedAt < RESUME_LIMIT_MS + 2000) await sleep(100);
    await sleep(2000);
    for (const each of consoles) await each.stop();
    for (const url of [first.url, second.url, nginx.url]) expect((await health(url)).status).toBe(200);
    // The rate-limit store is back too: a wrong password is a 401 again, not a 503.
    const loginAfter = await fetch(`${first.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@meteodeck.test', password: 'not the password' }),
    });
    expect(loginAfter.status).toBe(401);
    // Each process's change-feed LISTEN connection is back (not only its 5 s poll).
    const listening = async () => {
      const handle = createDb({ dialect: 'postgres', connectionString: database.url });
      try {
        const rows = await sql<{
          n: number;
        }>`select count(*)::int as n from pg_stat_activity where query ilike 'listen %'`.execute(handle.db);
        return rows.rows[0]?.n ?? 0;
      } finally {
        await handle.db.destroy();
      }
    };
    await expect.poll(listening, { timeout: 8000, interval: 250 }).toBe(2);
    expect(live.isOpen(), 'the live stream stayed open').toBe(true);
    expect(
      live.events.filter((at) => at > startedAt).length,
      'the live stream carried readings after the database came back',
    ).toBeGreaterThan(0);
    await live.close();
    for (const server of servers) expect(server.child.exitCode, server.output()).toBeNull();

    const report: string[] = [];
    const handle = createDb({ dialect: 'postgres', connectionString: database.url });
    try {
      const stored = new Set(
        (await handle.db.selectFrom('readings').select('received_at').execute()).map((r) => r.received_at),
      );
      for (const [name, each] of [
        ['direct', direct],
        ['through nginx', proxied],
      ] as const) {
        const figures = outageFigures(each, stoppedAt, startedAt);
        // Refused at once with a 503 the console retries (Retry-After), never a 500, never `success`.
        expect(figures.during.length).toBeGreaterThan(5);
        for (const answer of figures.during) {
          expect(answer.status, answer.body).toBe(503);
          expect(answer.retryAfter).toBe('5');
          // The Weather Underground door's error: the spec's list, never a `success` a console would trust.
          expect(JSON.parse(answer.body)).toEqual([
            { message: 'Base de données momentanément indisponible, réessayez dans quelques secondes' },
          ]);
          expect(answer.ms).toBeLessThan(1000);
        }
        const odd = each.answers.filter((a) => a.status !== 200 && a.status !== 503);
        expect(odd, JSON.stringify(odd)).toEqual([]);
        expect(figures.resumeMs, `${name}: uploads resumed`).toBeDefined();
        expect(figures.resumeMs ?? Infinity).toBeLessThan(RESUME_LIMIT_MS);
        // Every reading answered `success` is stored.
        expect(figures.acknowledged.filter((a) => !stored.has(a.readingAt)).map((a) => a.readingAt)).toEqual(
          [],
        );
        report.push(
          `${name}: ${figures.during.length} refused with 503 (slowest ${figures.slowestRefusalMs} ms), ${figures.acknowledged.length} acknowledged and stored, resumed ${figures.resumeMs} ms after the start`,
        );
      }
    } finally {
      await handle.db.destroy();
    }
    console.info(
      `PostgreSQL stopped ${OUTAGE_MS / 1000} s (${eventsBefore} live events before): ${report.join('; ')}`,
    );
  });
});
