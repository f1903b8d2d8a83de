/**
 * What one process changes that the others on the same database must hear of (DESIGN §12): stored readings
 * (live views and caches), a console's recorded upload (the back office's connection view, through the live
 * streams) and a station edited or deleted (upload credentials, caches). (A unit set's edit
 * needs no message: cached answers carry the unit set's update time in their fingerprint.) The writer
 * records each change in its own transaction (`change_log`), so it becomes visible exactly when the data
 * does; every process reads the log and hands the changes of the others to its listeners. On SQLite it
 * polls, first asking `pragma data_version`, which moves only when another process committed, so an idle
 * server reads nothing. On PostgreSQL each change also raises a NOTIFY (delivered at commit; for a console
 * upload's rows, sent after its commit by `wake`), which a listening connection turns into an immediate
 * read; polling stays as the safety net. An import from the
 * command line or a second server thus reaches a running server's caches and live streams at once on
 * PostgreSQL and within a poll interval on SQLite.
 */
import { hostname } from 'node:os';
import type { Kysely } from 'kysely';
import pg from 'pg';
import type { Clock } from '../../clock.ts';
import type { DialectName } from '../../db/create-db.ts';
import type { Database } from '../../db/database.ts';
import { changeLogStatement, createChangeLogRepository } from './change-log.repository.ts';

/** A change other processes must hear of. */
export type Change =
  | { topic: 'readings'; stationId: number; newestAt: number; earliestAt: number | null }
  | { topic: 'upload'; stationId: number; protocol: string; receivedAt: number }
  | { topic: 'station'; stationId: number };

export type ChangeListener = (change: Change) => void;

export interface ChangeFeed {
  /** This process's name in the log. */
  readonly origin: string;
  /** Records `change` in `trx`, the transaction of the write it describes. */
  record(trx: Kysely<Database>, change: Change): Promise<void>;
  /**
   * PostgreSQL: the change-log row of `record`, as a part of one statement another module writes (the
   * single statement of a console's upload, readings' append-one.repository.ts): `insert`, a data-modifying
   * statement with placeholders from `$firstParameter` on (its `parameters`) selecting its row from `source`
   * (a relation of that statement with one row, or none: then nothing is written). Without the wake-up:
   * the writer calls `wake` once its transaction committed. Undefined on SQLite.
   */
  recordStatement?(
    change: Change,
    source: string,
    firstParameter: number,
  ): { insert: string; parameters: unknown[] };
  /**
   * PostgreSQL: wakes the other processes (a NOTIFY naming this one) to read the log, for rows written by
   * `recordStatement` and committed. Coalesced: one NOTIFY at a time, and one more after it for all the
   * calls made meanwhile. A NOTIFY in the writer's own transaction would serialise every such commit
   * (PostgreSQL holds one lock per database from a notifying transaction's commit until it is durable),
   * which capped a process near 320 uploads a second. A crash between the commit and the wake-up delays
   * the others until their next poll. Nothing on SQLite.
   */
  wake(): void;
  /** Calls `listener` with every change another process commits from now on; returns the unsubscribe. */
  onRemote(listener: ChangeListener): () => void;
  /** Reads the log once (the poll loop's step; tests call it to skip the wait). */
  poll(): Promise<void>;
  /** Starts polling every `pollMs`; idempotent. */
  start(): void;
  /** Stops polling. */
  stop(): void;
}

export interface ChangeFeedOptions {
  db: Kysely<Database>;
  dialect: DialectName;
  clock: Clock;
  /** Poll interval, ms (default 1000; 5000 while a PostgreSQL LISTEN connection is up). */
  pollMs?: number;
  /** PostgreSQL: the connection string of a dedicated LISTEN connection, for changes the moment they commit. */
  listenUrl?: string;
  /** How long changes are kept, ms (default 1 h). */
  keepMs?: number;
  /** Called when a poll fails (the next one retries). */
  onError?: (error: unknown) => void;
}

const BATCH = 1000;
/** The NOTIFY channel of change-log rows (a wake-up only: the log holds the changes). */
const CHANNEL = 'meteodeck_changes';
/** The LISTEN connection is opened again after a failure with a growing wait: 0.5 s, 1 s, 2 s, then 5 s. */
const RELISTEN_FIRST_MS = 500;
const RELISTEN_MAX_MS = 5000;
/**
 * Ids come from a sequence when a row is written, not when its transaction commits: with concurrent writers
 * a later id may be read while an earlier one is still uncommitted. Such a skipped id is read again until
 * it appears or this long has passed (its transaction rolled back).
 */
const GAP_WAIT_MS = 60_000;
/** Most skipped ids remembered (a jump larger than this is not tracked). */
const MAX_GAPS = 1000;
const PRUNE_EVERY_MS = 10 * 60_000;

/** Parses a logged change; undefined for a topic or payload this version does not know. */
function parseChange(topic: string, stationId: number | null, payload: string): Change | undefined {
  let data: unknown;
  try {
    data = JSON.parse(payload);
  } catch {
    return undefined;
  }
  if (typeof data !== 'object' || data === null) return undefined;
  const fields = new Map<string, unknown>(Object.entries(data));
  const field = (name: string) => fields.get(name);
  const number = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);
  if (topic === 'readings' && stationId !== null) {
    const newestAt = number(field('newestAt'));
    if (newestAt === null) return undefined;
    return { topic, stationId, newestAt, earliestAt: number(field('earliestAt')) };
  }
  if (topic === 'upload' && stationId !== null) {
    const protocol = field('protocol');
    const receivedAt = number(field('receivedAt'));
    if (typeof protocol !== 'string' || receivedAt === null) return undefined;
    return { topic, stationId, protocol, receivedAt };
  }
  if (topic === 'station' && stationId !== null) return { topic, stationId };
  return undefined;
}

/** The payload a change is logged with (its topic and station have their own columns). */
function payloadOf(change: Change): string {
  switch (change.topic) {
    case 'readings':
      return JSON.stringify({ newestAt: change.newestAt, earliestAt: change.earliestAt });
    case 'upload':
      return JSON.stringify({ protocol: change.protocol, receivedAt: change.receivedAt });
    case 'station':
      return '{}';
  }
}

/** The change-log row of `change` written by process `origin`. */
function entryOf(change: Change, origin: string) {
  return { topic: change.topic, stationId: change.stationId, payload: payloadOf(change), origin };
}

/** ChangeFeed.recordStatement of process `origin` (PostgreSQL). */
function recordStatementOf(origin: string, clock: Clock): ChangeFeed['recordStatement'] {
  return (change, source, first) => {
    const { insert, parameters } = changeLogStatement(entryOf(change, origin), clock.now(), {
      channel: CHANNEL,
      source,
      first,
    });
    return { insert, parameters };
  };
}

/**
 * `send` run at most once at a time: a call while it runs asks for one more run after it, for all such
 * calls (the change feed's `wake`). Its failures go to `onError`.
 */
function coalesced(send: () => Promise<void>, onError?: (error: unknown) => void): () => void {
  let running = false;
  let again = false;
  return () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    void (async () => {
      try {
        do {
          again = false;
          await send();
        } while (again);
      } catch (error) {
        onError?.(error);
      } finally {
        running = false;
      }
    })();
  };
}

/** The change feed over the `change_log` table of `db`. */
export function createChangeFeed(options: ChangeFeedOptions): ChangeFeed {
  const { db, dialect, clock } = options;
  const pollMs = options.pollMs ?? (options.listenUrl === undefined ? 1000 : 5000);
  const keepMs = options.keepMs ?? 60 * 60_000;
  const origin = `${hostname()}:${process.pid}:${Math.random().toString(36).slice(2, 10)}`;
  const log = createChangeLogRepository(db);
  const listeners = new Set<ChangeListener>();
  let lastId: number | undefined;
  /** Skipped ids → when they were first missed (clock ms). */
  const gaps = new Map<number, number>();
  let dataVersion: number | undefined;
  let lastPrune = clock.now();
  let timer: NodeJS.Timeout | undefined;
  let polling: Promise<void> | undefined;
  let pollAgain = false;
  let listener: pg.Client | undefined;
  let relisten: NodeJS.Timeout | undefined;
  let relistenMs = RELISTEN_FIRST_MS;
  let stopped = true;

  /** Opens the LISTEN connection; on any failure, retries later (polling goes on meanwhile). */
  function listen(url: string): void {
    const client = new pg.Client({ connectionString: url });
    listener = client;
    const retry = (error?: unknown) => {
      if (error !== undefined) options.onError?.(error);
      if (listener !== client) return;
      listener = undefined;
      client.end().catch(() => undefined);
      if (!stopped) {
        relisten = setTimeout(() => listen(url), relistenMs);
        relisten.unref();
        relistenMs = Math.min(RELISTEN_MAX_MS, relistenMs * 2);
      }
    };
    client.on('notification', (notice) => {
      // This process's own change: nothing for its listeners (the next poll moves past it).
      if (notice.payload === origin) return;
      feed.poll().catch((error: unknown) => options.onError?.(error));
    });
    client.on('error', retry);
    client.on('end', () => retry());
    client
      .connect()
      .then(() => client.query(`LISTEN ${CHANNEL}`))
      .then(() => {
        relistenMs = RELISTEN_FIRST_MS;
      })
      // Changes committed while the connection was down are in the log: read them now.
      .then(() => feed.poll())
      .catch(retry);
  }

  async function readLog(): Promise<void> {
    if (lastId === undefined) {
      lastId = await log.latestId();
      return;
    }
    if (dialect === 'sqlite') {
      const version = await log.sqliteDataVersion();
      if (version === dataVersion) return;
      dataVersion = version;
    }
    for (;;) {
      const entries = await log.listAfter(lastId, [...gaps.keys()], BATCH);
      for (const entry of entries) {
        if (entry.id > lastId) {
          const skipped = entry.id - lastId - 1;
          if (skipped > 0 && gaps.size + skipped <= MAX_GAPS) {
            for (let id = lastId + 1; id < entry.id; id += 1) gaps.set(id, clock.now());
          }
          lastId = entry.id;
        } else gaps.delete(entry.id);
        // Every origin is read, so that this process's own rows fill the gaps they would leave.
        if (entry.origin === origin) continue;
        const change = parseChange(entry.topic, entry.stationId, entry.payload);
        if (change === undefined) continue;
        for (const listener of [...listeners]) {
          try {
            listener(change);
          } catch (error) {
            options.onError?.(error);
          }
        }
      }
      if (entries.length < BATCH) break;
    }
    for (const [id, since] of gaps) if (clock.now() - since > GAP_WAIT_MS) gaps.delete(id);
    if (clock.now() - lastPrune > PRUNE_EVERY_MS) {
      lastPrune = clock.now();
      await log.pruneBefore(clock.now() - keepMs);
    }
  }

  const feed: ChangeFeed = {
    origin,
    async record(trx, change) {
      const log = createChangeLogRepository(trx);
      if (dialect !== 'postgres') await log.append(entryOf(change, origin), clock.now());
      // The row and its wake-up in one round trip.
      else await log.appendAndNotify(entryOf(change, origin), clock.now(), CHANNEL);
    },
    recordStatement: dialect === 'postgres' ? recordStatementOf(origin, clock) : undefined,
    wake: dialect === 'postgres' ? coalesced(() => log.notify(CHANNEL, origin), options.onError) : () => {},
    onRemote(listener) {
      const entry: ChangeListener = (change) => listener(change);
      listeners.add(entry);
      return () => listeners.delete(entry);
    },
    poll() {
      // One poll at a time: a slow one is not overlapped by the next tick. A poll asked for while one runs
      // (a NOTIFY of a commit that poll's query may have missed) reads the log once more when it ends;
      // returning the running poll alone would leave that change for the next notification or tick.
      if (polling !== undefined) {
        pollAgain = true;
        return polling;
      }
      polling = (async () => {
        do {
          pollAgain = false;
          await readLog();
        } while (pollAgain);
      })().finally(() => {
        polling = undefined;
      });
      return polling;
    },
    start() {
      if (timer !== undefined) return;
      stopped = false;
      if (options.listenUrl !== undefined && dialect === 'postgres') listen(options.listenUrl);
      void feed.poll().catch((error: unknown) => options.onError?.(error));
      timer = setInterval(() => {
        feed.poll().catch((error: unknown) => options.onError?.(error));
      }, pollMs);
      timer.unref();
    },
    stop() {
      stopped = true;
      if (timer !== undefined) clearInterval(timer);
      timer = undefined;
      if (relisten !== undefined) clearTimeout(relisten);
      const client = listener;
      listener = undefined;
      client?.end().catch(() => undefined);
    },
  };
  return feed;
}
