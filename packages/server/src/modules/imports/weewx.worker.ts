/**
 * The WeeWX archive's reader, in a worker thread of its own (weewx-reader.ts starts it), so that no query on
 * an uploaded database ever runs on the server's event loop. The file is opened read only, `query_only` and
 * `trusted_schema` off, and only read when it holds nothing but plain tables: a view (a recursive one never
 * ends), a trigger, a virtual table or a generated column of `archive` is refused before any row is read.
 *
 * Self-contained (node built-ins and better-sqlite3 only): the worker runs this file as it is, source or
 * built. Messages: once opened, `ready` (columns, time bounds, leafWet1 scale) or `refused` (why, in French);
 * then one `page` answer per page request, a `days` answer (the daily summary tables) and a `survey` answer
 * (the import's preview: counts only) when asked.
 */
import { parentPort, workerData } from 'node:worker_threads';
import SqliteDatabase from 'better-sqlite3';

/** What the main thread asks for: rows after `position`, and which unmapped columns hold a value there. */
export interface WeewxPageRequest {
  id: number;
  position: number;
  limit: number;
  mapped: string[];
  unseen: string[];
}

/** What the main thread asks for once the rows are read: the daily summaries of `observations`. */
export interface WeewxDaysRequest {
  id: number;
  /** Observation types whose `archive_day_<type>` table is read (`wind` is WeeWX's vector summary). */
  observations: string[];
}

/**
 * What the import's preview asks for: the archive counted in SQL (no row is sent): the values each column
 * holds, the rows of each unit system, the rows that cannot be read (`dateTime` no integer, `usUnits` none
 * of `systems`, a mapped value that is text) and the first of them.
 */
export interface WeewxSurveyRequest {
  id: number;
  survey: true;
  mapped: string[];
  unseen: string[];
  systems: number[];
}

/** One row of a daily summary table: type, day start, min, mintime, max, maxtime (as stored). */
export type WeewxDayRow = [string, unknown, unknown, unknown, unknown, unknown];

export type WeewxWorkerMessage =
  | {
      type: 'ready';
      columns: string[];
      first: number | null;
      last: number | null;
      /** The archive's rows: the import's progress counts rows, not the span of dates. */
      rows: number;
      /** True when the daily summary says leafWet1 holds the Davis index 0–15. */
      leafIsIndex: boolean;
    }
  | { type: 'refused'; message: string }
  | { type: 'page'; id: number; rows: unknown[][]; counts: number[]; next: number }
  | {
      type: 'days';
      id: number;
      /** The unit system of the database (the archive's first row's usUnits, as WeeWX takes it). */
      usUnits: unknown;
      rows: WeewxDayRow[];
    }
  | {
      type: 'survey';
      id: number;
      /** Values held by each column of `mapped` then `unseen`. */
      counts: number[];
      /** Rows of each `usUnits` value: [usUnits, rows]. */
      units: Array<[unknown, number]>;
      /** First and last integer `dateTime`, epoch seconds. */
      first: number | null;
      last: number | null;
      unreadable: number;
      /** The first unreadable rows, as page rows (dateTime, usUnits, mapped…). */
      examples: unknown[][];
    }
  | { type: 'failed'; id: number; message: string };

export const WEEWX_REFUSALS = {
  unreadable: "Ce fichier n'est pas une base SQLite lisible : une archive WeeWX est attendue",
  notArchive: "Aucune table « archive » avec dateTime et usUnits : ce fichier n'est pas une archive WeeWX",
  notPlain:
    'Cette archive WeeWX contient des vues, des déclencheurs, des tables virtuelles ou des colonnes calculées : seule une table « archive » ordinaire est lue',
} as const;

const LEAF_WETNESS_INDEX_MAX = 15;
const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

interface SchemaObject {
  type: string;
  name: string;
  sql: string | null;
}

/** Refuses anything that is not a plain table; returns the archive's columns. */
function checkSchema(db: SqliteDatabase.Database): string[] {
  const objects = db.prepare('SELECT type, name, sql FROM sqlite_master').all() as SchemaObject[];
  const plain = (o: SchemaObject) =>
    o.type === 'index' || (o.type === 'table' && !/^\s*create\s+virtual\b/i.test(o.sql ?? ''));
  if (!objects.every(plain)) throw new Refusal(WEEWX_REFUSALS.notPlain);
  if (!objects.some((o) => o.type === 'table' && o.name.toLowerCase() === 'archive')) {
    throw new Refusal(WEEWX_REFUSALS.notArchive);
  }
  const columns = db.prepare('PRAGMA table_xinfo(archive)').all() as Array<{ name: string; hidden: number }>;
  if (columns.some((c) => c.hidden !== 0)) throw new Refusal(WEEWX_REFUSALS.notPlain);
  const names = columns.map((c) => c.name);
  if (!names.includes('dateTime') || !names.includes('usUnits')) throw new Refusal(WEEWX_REFUSALS.notArchive);
  return names;
}

class Refusal extends Error {}

function leafIsIndex(db: SqliteDatabase.Database, scale: string): boolean {
  if (scale !== 'auto') return scale === 'index';
  const summary = db
    .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'archive_day_leafWet1'")
    .get();
  if (summary === undefined) return true;
  const row = db.prepare('SELECT max(max) AS m FROM archive_day_leafWet1').get() as { m: number | null };
  return row.m === null || row.m <= LEAF_WETNESS_INDEX_MAX;
}

function serve(port: NonNullable<typeof parentPort>, data: WeewxWorkerData): void {
  let db: SqliteDatabase.Database;
  let columns: string[];
  let span: { first: number | null; last: number | null };
  try {
    db = new SqliteDatabase(data.path, { readonly: true, fileMustExist: true });
    db.pragma('trusted_schema = OFF');
    db.pragma('query_only = ON');
  } catch {
    port.postMessage({ type: 'refused', message: WEEWX_REFUSALS.unreadable } satisfies WeewxWorkerMessage);
    return;
  }
  try {
    columns = checkSchema(db);
    const bounds = db
      .prepare('SELECT min(dateTime) AS first, max(dateTime) AS last, count(*) AS rows FROM archive')
      .get() as { first: number | null; last: number | null; rows: number };
    span = bounds;
    port.postMessage({
      type: 'ready',
      columns,
      first: bounds.first,
      last: bounds.last,
      rows: bounds.rows,
      leafIsIndex: leafIsIndex(db, data.leafWetness),
    } satisfies WeewxWorkerMessage);
  } catch (error) {
    const message = error instanceof Refusal ? error.message : WEEWX_REFUSALS.unreadable;
    port.postMessage({ type: 'refused', message } satisfies WeewxWorkerMessage);
    db.close();
    return;
  }
  let page: SqliteDatabase.Statement | undefined;
  port.on('message', (request: WeewxPageRequest | WeewxDaysRequest | WeewxSurveyRequest) => {
    if ('observations' in request) {
      answerDays(port, db, request, span);
      return;
    }
    if ('survey' in request) {
      answerSurvey(port, db, request);
      return;
    }
    try {
      page ??= db
        .prepare(
          `SELECT dateTime, usUnits${request.mapped.map((c) => `, ${quote(c)}`).join('')} FROM archive ` +
            'WHERE dateTime > ? ORDER BY dateTime LIMIT ?',
        )
        .raw(true);
      const rows = page.all(request.position, request.limit) as unknown[][];
      const last = rows.at(-1)?.[0];
      const next = typeof last === 'number' ? last : request.position;
      const counts =
        request.unseen.length === 0
          ? []
          : (db
              .prepare(
                `SELECT ${request.unseen.map((n) => `count(${quote(n)})`).join(', ')} FROM archive WHERE dateTime > ? AND dateTime <= ?`,
              )
              .raw(true)
              .get(request.position, next) as number[]);
      port.postMessage({ type: 'page', id: request.id, rows, counts, next } satisfies WeewxWorkerMessage);
    } catch (error) {
      port.postMessage({
        type: 'failed',
        id: request.id,
        message: error instanceof Error ? error.message : String(error),
      } satisfies WeewxWorkerMessage);
    }
  });
}

/** How many unreadable rows the survey sends back. */
const SURVEY_EXAMPLES = 10;

/** Counts the archive for the preview (WeewxSurveyRequest): a few whole-table aggregates, no row sent. */
function answerSurvey(
  port: NonNullable<typeof parentPort>,
  db: SqliteDatabase.Database,
  request: WeewxSurveyRequest,
): void {
  try {
    const columns = [...request.mapped, ...request.unseen];
    const counts =
      columns.length === 0
        ? []
        : (db
            .prepare(`SELECT ${columns.map((c) => `count(${quote(c)})`).join(', ')} FROM archive`)
            .raw(true)
            .get() as number[]);
    const units = db
      .prepare('SELECT usUnits, count(*) FROM archive GROUP BY usUnits ORDER BY count(*) DESC')
      .raw(true)
      .all() as Array<[unknown, number]>;
    const bounds = db
      .prepare(
        "SELECT min(dateTime) AS first, max(dateTime) AS last FROM archive WHERE typeof(dateTime) = 'integer'",
      )
      .get() as { first: number | null; last: number | null };
    const systems = request.systems.filter((n) => Number.isInteger(n)).join(', ');
    const damaged = [
      "typeof(dateTime) != 'integer'",
      'usUnits IS NULL',
      `usUnits NOT IN (${systems})`,
      ...request.mapped.map((c) => `typeof(${quote(c)}) IN ('text', 'blob')`),
    ].join(' OR ');
    const unreadable = (
      db.prepare(`SELECT count(*) AS n FROM archive WHERE ${damaged}`).get() as { n: number }
    ).n;
    const examples = db
      .prepare(
        `SELECT dateTime, usUnits${request.mapped.map((c) => `, ${quote(c)}`).join('')} FROM archive ` +
          `WHERE ${damaged} LIMIT ${SURVEY_EXAMPLES}`,
      )
      .raw(true)
      .all() as unknown[][];
    port.postMessage({
      type: 'survey',
      id: request.id,
      counts,
      units,
      first: bounds.first,
      last: bounds.last,
      unreadable,
      examples,
    } satisfies WeewxWorkerMessage);
  } catch (error) {
    port.postMessage({
      type: 'failed',
      id: request.id,
      message: error instanceof Error ? error.message : String(error),
    } satisfies WeewxWorkerMessage);
  }
}

/** The columns of a daily summary table the importer reads (every WeeWX summary table has them). */
const DAY_COLUMNS = ['dateTime', 'min', 'mintime', 'max', 'maxtime'];
const DAY_S = 86_400;

/**
 * Reads the daily summary tables `archive_day_<type>` of the requested types that exist with WeeWX's
 * columns (others are passed over: an archive without daily summaries falls back to its rows), only the
 * days the archive's rows span and at most one row per day of that span (a file whose summary tables hold
 * more cannot make the answer grow without bound).
 */
function answerDays(
  port: NonNullable<typeof parentPort>,
  db: SqliteDatabase.Database,
  request: WeewxDaysRequest,
  span: { first: number | null; last: number | null },
): void {
  try {
    if (typeof span.first !== 'number' || typeof span.last !== 'number') {
      port.postMessage({
        type: 'days',
        id: request.id,
        usUnits: null,
        rows: [],
      } satisfies WeewxWorkerMessage);
      return;
    }
    // Day starts from a day (and an hour of DST) before the first row to the last row.
    const from = span.first - DAY_S - 3600;
    const most = Math.ceil((span.last - from) / DAY_S) + 2;
    const tables = new Set(
      (
        db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as Array<{ name: string }>
      ).map((t) => t.name),
    );
    const rows: WeewxDayRow[] = [];
    for (const observation of request.observations) {
      const table = `archive_day_${observation}`;
      if (!tables.has(table)) continue;
      const columns = (db.prepare(`PRAGMA table_info(${quote(table)})`).all() as Array<{ name: string }>).map(
        (c) => c.name,
      );
      if (!DAY_COLUMNS.every((c) => columns.includes(c))) continue;
      const found = db
        .prepare(
          `SELECT ${DAY_COLUMNS.map(quote).join(', ')} FROM ${quote(table)} ` +
            'WHERE dateTime >= ? AND dateTime < ? ORDER BY dateTime LIMIT ?',
        )
        .raw(true)
        .all(from, span.last, most) as unknown[][];
      for (const [dateTime, min, mintime, max, maxtime] of found) {
        rows.push([observation, dateTime, min, mintime, max, maxtime]);
      }
    }
    const first = db.prepare('SELECT usUnits FROM archive ORDER BY dateTime LIMIT 1').raw(true).get() as
      | unknown[]
      | undefined;
    port.postMessage({
      type: 'days',
      id: request.id,
      usUnits: first?.[0] ?? null,
      rows,
    } satisfies WeewxWorkerMessage);
  } catch (error) {
    port.postMessage({
      type: 'failed',
      id: request.id,
      message: error instanceof Error ? error.message : String(error),
    } satisfies WeewxWorkerMessage);
  }
}

/** What the worker is started with; `weewxReader` tells it from any other worker that imports this file. */
export interface WeewxWorkerData {
  weewxReader: true;
  path: string;
  leafWetness: string;
}

const data = workerData as WeewxWorkerData | undefined;
if (parentPort !== null && data?.weewxReader === true) serve(parentPort, data);
