/**
 * A WeeWX archive as an import source: the `archive` table of a WeeWX SQLite database (the `wview` schema
 * of WeeWX 3 and 4, `wview_extended` of WeeWX 5), one row per archive interval.
 *
 * - `dateTime` is the END of the interval, epoch seconds (interval-records.ts: a row at local midnight
 *   closes the day before).
 * - `usUnits` says, row by row, the units of every value: 1 US (°F, inHg, mph, in, in/h, miles),
 *   16 METRIC (°C, mbar, km/h, cm, cm/h, km), 17 METRICWX (°C, mbar, m/s, mm, mm/h, km).
 * - `rain` is the rain of the interval, `lightning_strike_count` the strikes of the interval.
 * - `leafWet1` is WeeWX's leaf wetness count: the Davis index 0–15 (0 dry, 15 saturated), stored as a
 *   percentage of 15; an archive whose values exceed 15 was filled in percent by its driver (Ecowitt) and is
 *   taken as it is. The daily summary table `archive_day_leafWet1` tells which, before the first row.
 *
 * Read in pages by `dateTime` in a worker thread (weewx.worker.ts: read only, `trusted_schema` off, a plain
 * `archive` table or nothing), each page within a time limit: a hostile file can neither hold the server's
 * event loop nor keep an import running for good.
 */
import { closeSync, openSync, readSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { emptyReading } from '../readings/index.ts';
import { ImportFileError, type ImportSource, type SourceRow, type SourceSurvey } from './import-source.ts';
import { createDayCloser } from './interval-records.ts';
import { weewxUnit } from './source-units.ts';
import {
  CONVERSIONS,
  identity,
  WEEWX_COLUMNS,
  WEEWX_DAY_SUMMARIES,
  WEEWX_SENSOR_COLUMNS,
} from './weewx.columns.ts';
import { readDayExtremes, readSensorDayExtremes } from './weewx.days.ts';
import type {
  WeewxDaysRequest,
  WeewxPageRequest,
  WeewxSurveyRequest,
  WeewxWorkerData,
  WeewxWorkerMessage,
} from './weewx.worker.ts';

/** Columns of every archive that are bookkeeping, not observations. */
const BOOKKEEPING = new Set(['dateTime', 'usUnits', 'interval']);

/** How leafWet1 is read: the Davis index 0–15, a percentage, or decided from the archive's maximum. */
export type LeafWetnessScale = 'auto' | 'index' | 'percent';

/** Highest value of the Davis leaf wetness index. */
const LEAF_WETNESS_INDEX_MAX = 15;

/** Longest a query on the archive may take (opening and checking it, or one page of rows). */
export const WEEWX_TIME_LIMIT_MS = 30_000;

/** Rows read per query. */
const PAGE_ROWS = 5_000;

/** True when the file starts with SQLite's header ("SQLite format 3\0"). */
function isSqliteFile(path: string): boolean {
  const header = Buffer.alloc(16);
  let fd: number | undefined;
  try {
    fd = openSync(path, 'r');
    return readSync(fd, header, 0, 16, 0) === 16 && header.toString('latin1') === 'SQLite format 3\u0000';
  } catch {
    return false;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/** The worker file beside this one, as this module runs: TypeScript source or built JavaScript. */
const WORKER_URL = new URL(
  `./weewx.worker${import.meta.url.endsWith('.ts') ? '.ts' : '.js'}`,
  import.meta.url,
);

type Ready = Extract<WeewxWorkerMessage, { type: 'ready' }>;
type Page = Extract<WeewxWorkerMessage, { type: 'page' }>;
type Days = Extract<WeewxWorkerMessage, { type: 'days' }>;
type Survey = Extract<WeewxWorkerMessage, { type: 'survey' }>;

/**
 * The worker reading one archive: `ready` once it is opened and checked, `page()` for each page of rows.
 * Every answer has `timeLimitMs`; past it the worker is terminated and the archive refused.
 */
function startReader(path: string, leafWetness: LeafWetnessScale, timeLimitMs: number) {
  const worker = new Worker(WORKER_URL, {
    workerData: { weewxReader: true, path, leafWetness } satisfies WeewxWorkerData,
    resourceLimits: { maxOldGenerationSizeMb: 256 },
  });
  worker.unref();
  let pending: { resolve(message: WeewxWorkerMessage): void; reject(error: Error): void } | undefined;
  let ended: Error | undefined;
  const end = (error: Error) => {
    ended ??= error;
    pending?.reject(ended);
    pending = undefined;
  };
  worker.on('message', (message: WeewxWorkerMessage) => {
    const waiting = pending;
    pending = undefined;
    waiting?.resolve(message);
  });
  worker.on('error', () => end(new ImportFileError("Ce fichier n'est pas une archive WeeWX lisible")));
  worker.on('exit', () => end(new Error('the WeeWX reader stopped')));
  const tooSlow = () =>
    new ImportFileError(
      `La lecture de l'archive WeeWX a dépassé ${Math.round(timeLimitMs / 1000)} s : fichier refusé`,
    );
  /** The worker's next message, or a rejection once `timeLimitMs` has passed (the worker is then ended). */
  const next = (send?: WeewxPageRequest | WeewxDaysRequest | WeewxSurveyRequest) =>
    new Promise<WeewxWorkerMessage>((resolve, reject) => {
      if (ended !== undefined) {
        reject(ended);
        return;
      }
      const timer = setTimeout(() => {
        end(tooSlow());
        void worker.terminate();
      }, timeLimitMs);
      pending = {
        resolve: (message) => {
          clearTimeout(timer);
          resolve(message);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      };
      if (send !== undefined) worker.postMessage(send);
    });
  let ids = 0;
  return {
    ready: next() as Promise<Extract<WeewxWorkerMessage, { type: 'ready' | 'refused' }>>,
    async page(request: Omit<WeewxPageRequest, 'id'>): Promise<Page> {
      const id = ++ids;
      const answer = await next({ ...request, id });
      if (answer.type === 'page' && answer.id === id) return answer;
      throw new Error(answer.type === 'failed' ? answer.message : `unexpected ${answer.type}`);
    },
    async days(observations: string[]): Promise<Days> {
      const id = ++ids;
      const answer = await next({ id, observations });
      if (answer.type === 'days' && answer.id === id) return answer;
      throw new Error(answer.type === 'failed' ? answer.message : `unexpected ${answer.type}`);
    },
    async survey(request: Omit<WeewxSurveyRequest, 'id' | 'survey'>): Promise<Survey> {
      const id = ++ids;
      const answer = await next({ ...request, id, survey: true });
      if (answer.type === 'survey' && answer.id === id) return answer;
      throw new Error(answer.type === 'failed' ? answer.message : `unexpected ${answer.type}`);
    },
    async close() {
      end(new Error('closed'));
      await worker.terminate();
    },
  };
}

type Reader = ReturnType<typeof startReader>;

/**
 * Opens the WeeWX archive at `path` for a station in `timeZone` (read only, in a worker thread). Throws
 * ImportFileError when the file is not a SQLite database, has no plain `archive` table with `dateTime` and
 * `usUnits`, holds views, triggers or virtual tables, or takes longer than `timeLimitMs` to answer.
 */
export async function openWeewxArchive(
  path: string,
  timeZone: string,
  options: { leafWetness?: LeafWetnessScale; timeLimitMs?: number; dayStartHour?: number } = {},
): Promise<ImportSource> {
  if (!isSqliteFile(path)) {
    throw new ImportFileError("Ce fichier n'est pas une base SQLite : une archive WeeWX (.sdb) est attendue");
  }
  const reader = startReader(path, options.leafWetness ?? 'auto', options.timeLimitMs ?? WEEWX_TIME_LIMIT_MS);
  let ready: Ready;
  try {
    const answer = await reader.ready;
    if (answer.type === 'refused') throw new ImportFileError(answer.message);
    ready = answer;
  } catch (error) {
    await reader.close();
    if (error instanceof ImportFileError) throw error;
    throw new ImportFileError("Ce fichier n'est pas une archive WeeWX lisible");
  }
  return createSource(reader, ready, timeZone, options.dayStartHour);
}

function createSource(reader: Reader, ready: Ready, timeZone: string, dayStartHour = 0): ImportSource {
  const { columns } = ready;
  const mapped = WEEWX_COLUMNS.filter((c) => columns.includes(c.column));
  const sensorColumns = WEEWX_SENSOR_COLUMNS.filter((c) => columns.includes(c.column));
  // The columns each page reads: the reading's, then the extra sensors' not among them.
  const requested = [...new Set([...mapped, ...sensorColumns].map((c) => c.column))];
  const sensorAt = sensorColumns.map((c) => requested.indexOf(c.column));
  const unseen = new Set(columns.filter((c) => !BOOKKEEPING.has(c) && !requested.includes(c)));
  const withData: string[] = [];
  const leafToPercent = ready.leafIsIndex
    ? (value: number) => (value / LEAF_WETNESS_INDEX_MAX) * 100
    : identity;
  const closeDay = createDayCloser(timeZone, dayStartHour);
  let position = ready.first === null ? 0 : ready.first - 1;
  let rowsRead = 0;

  const toRow = (values: unknown[]): SourceRow => {
    const [dateTime, usUnits] = values;
    const at = typeof dateTime === 'number' ? new Date(dateTime * 1000).toISOString() : String(dateTime);
    if (typeof dateTime !== 'number' || !Number.isInteger(dateTime)) {
      return { at, item: { reason: `dateTime invalide (${String(dateTime)})` } };
    }
    const convert = typeof usUnits === 'number' ? CONVERSIONS[usUnits] : undefined;
    if (convert === undefined) return { at, item: { reason: `usUnits inconnu (${String(usUnits)})` } };
    const reading = emptyReading(closeDay(dateTime * 1000));
    for (let i = 0; i < mapped.length; i += 1) {
      const value = values[i + 2];
      const column = mapped[i];
      if (value === null || value === undefined || column === undefined) continue;
      if (typeof value !== 'number') {
        return { at, item: { reason: `${column.column} : valeur numérique attendue (${String(value)})` } };
      }
      const converted = convert[column.quantity](value);
      reading[column.measure] = column.quantity === 'leafWetness' ? leafToPercent(converted) : converted;
    }
    const sensors = sensorColumns.flatMap((column, i) => {
      const value = values[(sensorAt[i] ?? 0) + 2];
      if (typeof value !== 'number') return [];
      const converted = column.toCanonical(convert[column.quantity](value));
      return [
        { key: column.key, value: column.quantity === 'leafWetness' ? leafToPercent(converted) : converted },
      ];
    });
    return sensors.length === 0 ? { at, item: { reading } } : { at, item: { reading }, sensors };
  };

  return {
    kind: 'weewx',
    async *rows() {
      for (;;) {
        const names = [...unseen];
        const page = await reader.page({
          position,
          limit: PAGE_ROWS,
          mapped: requested,
          unseen: names,
        });
        names.forEach((name, i) => {
          if ((page.counts[i] ?? 0) > 0) {
            unseen.delete(name);
            withData.push(name);
          }
        });
        const { rows } = page;
        if (rows.length === 0) return;
        const last = rows.at(-1)?.[0];
        position = page.next;
        for (const values of rows) {
          rowsRead += 1;
          yield toRow(values);
        }
        // A dateTime that is no number (a damaged row) sorts after every number: nothing follows it.
        if (rows.length < PAGE_ROWS || typeof last !== 'number') return;
      }
    },
    /** Rows read of the archive's rows: an archive whose early years are sparse no longer looks nearly done. */
    progress() {
      return ready.rows === 0 ? 1 : Math.min(1, rowsRead / ready.rows);
    },
    unmappedColumns: () => [...withData],
    async dayExtremes() {
      const answer = await reader.days([...new Set(WEEWX_DAY_SUMMARIES.map((d) => d.observation))]);
      return readDayExtremes(answer, timeZone, leafToPercent);
    },
    /** The extra sensors' columns' daily summary tables (archive_day_extraTemp1…): weewx.days.ts. */
    async sensorDayExtremes() {
      const answer = await reader.days(sensorColumns.map((c) => c.column));
      return readSensorDayExtremes(answer, timeZone, sensorColumns, leafToPercent);
    },
    /** The preview's counts, in SQL over the whole archive: no row is read here. */
    async survey(): Promise<SourceSurvey> {
      const names = [...unseen];
      const answer = await reader.survey({
        mapped: requested,
        unseen: names,
        systems: Object.keys(CONVERSIONS).map(Number),
      });
      const systems = answer.units.map(([system]) => system).filter(isNumber);
      const examples = answer.examples.flatMap((values) => {
        const row = toRow(values);
        return 'item' in row && 'reason' in row.item ? [{ at: row.at, reason: row.item.reason }] : [];
      });
      const rows = answer.units.reduce((sum, [, n]) => sum + n, 0);
      return {
        rows,
        first: answer.first === null ? null : closeDay(answer.first * 1000),
        last: answer.last === null ? null : closeDay(answer.last * 1000),
        unreadable: answer.unreadable,
        // dateTime is the archive's primary key: never twice.
        duplicates: 0,
        examples,
        columns: [
          ...mapped.flatMap((column, i) => {
            const count = answer.counts[i] ?? 0;
            if (count === 0) return [];
            const unit = weewxUnit(column.measure, column.quantity, systems, ready.leafIsIndex);
            return [{ column: column.column, measure: column.measure, unit, rows: count }];
          }),
          ...sensorColumns.flatMap((column, i) => {
            const count = answer.counts[sensorAt[i] ?? 0] ?? 0;
            if (count === 0 || mapped.some((m) => m.column === column.column)) return [];
            const unit =
              column.quantity === 'same'
                ? column.usUnit
                : weewxUnit(column.key, column.quantity, systems, ready.leafIsIndex);
            return [{ column: column.column, measure: column.key, unit, rows: count }];
          }),
        ],
        unmapped: names.filter((_, i) => (answer.counts[requested.length + i] ?? 0) > 0),
      };
    },
    close: () => reader.close(),
  };
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
