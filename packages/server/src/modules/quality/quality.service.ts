/**
 * Data quality in the back office: a station's spike filter settings, the review of the values it
 * flagged, and the reading editor. Every write runs in the station's ingestion transaction (so it never
 * interleaves with a console's upload), recomputes the local days it touched from their readings (daily
 * summaries and rollups, hence every period, graph and record), is recorded in the audit trail, and is
 * announced like stored readings so caches and live views refresh at once, in this process and the others.
 */
import {
  type ApiErrorItem,
  completeQualityRules,
  EDITABLE_MEASURES,
  type FlagDecision,
  type FlaggedValue,
  type FlaggedValueList,
  type FlagListQuery,
  isPhysicallyPossible,
  QUALITY_MESSAGES as M,
  MAX_READINGS_SPAN_MS,
  type QualitySettings,
  READING_MEASURES,
  type ReadingCorrection,
  type ReadingMeasure,
  type StoredReadingItem,
  type StoredReadingList,
  type ValueFlag,
} from '@meteodeck/contract';
import { localDate } from '@meteodeck/weather';
import { invalid, invalidAll, notFound } from '../../app-error.ts';
import type { Clock } from '../../clock.ts';
import type { DialectName } from '../../db/create-db.ts';
import { type Db, inTransaction, type ReadingFlagRow, type ReadingRow } from '../../db/database.ts';
import type { ChangeFeed } from '../change-feed/index.ts';
import type { ReadingEvents } from '../readings/index.ts';
import {
  createReadingFlagsRepository,
  createReadingsReadRepository,
  createReadingsWriteRepository,
  createRollupsWriteRepository,
  createSummariesWriteRepository,
  READING_COLUMN_OF,
  recomputeDays,
  runIngestTransaction,
} from '../readings/index.ts';
import { createStationsRepository, type Station, type StationsRepository } from '../stations/index.ts';

/** Who made a change, for the audit trail. */
export interface Actor {
  id: number;
  email: string;
}

/** One audit entry, written in the change's own transaction (modules/audit). */
export interface QualityAuditEntry {
  actor: Actor;
  kind: 'reading' | 'flag' | 'quality';
  action: string;
  target: string;
  before: unknown;
  after: unknown;
}

export interface QualityServiceDeps {
  db: Db;
  dialect: DialectName;
  clock: Clock;
  stations: StationsRepository;
  events: ReadingEvents;
  changes?: ChangeFeed;
  /** Told when a station's settings changed (ingestion's cached station must be read again). */
  stationChanged: (stationId: number) => void;
  /** Records an audit entry on `trx`. */
  audit: (trx: Db, entry: QualityAuditEntry) => Promise<void>;
}

/** Readings listed before and after a flagged value, for context. */
const NEIGHBOURS = 3;

/** An ISO 8601 instant in UTC (`2026-11-23T10:15:00Z`, milliseconds allowed) as epoch ms; 400 otherwise. */
export function parseInstant(text: string, propertyPath: string): number {
  const ms = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{1,3})?Z$/.test(text) ? Date.parse(text) : Number.NaN;
  if (!Number.isFinite(ms)) throw invalid(M.badInstant, propertyPath);
  return ms;
}

const iso = (ms: number) => new Date(ms).toISOString();

function valueFlagOf(row: ReadingFlagRow): ValueFlag {
  return { value: row.value, rule: row.rule, limit: row.limit_value, status: row.status };
}

/** The measures of a stored row under their reading names. */
function valuesOf(row: ReadingRow): Record<ReadingMeasure, number | null> {
  const values = {} as Record<ReadingMeasure, number | null>;
  for (const measure of READING_MEASURES) {
    const value = row[READING_COLUMN_OF[measure]];
    values[measure] = typeof value === 'number' ? value : null;
  }
  return values;
}

/** Checks the settings a back-office form sends: one rule per measure, min below max. */
function checkSettings(settings: QualitySettings): void {
  const problems: ApiErrorItem[] = [];
  const seen = new Set<string>();
  settings.rules.forEach((rule, index) => {
    if (seen.has(rule.measure))
      problems.push({ message: M.duplicateMeasure, propertyPath: `rules/${index}/measure` });
    seen.add(rule.measure);
    if (rule.min !== null && rule.max !== null && rule.min >= rule.max)
      problems.push({ message: M.limitsOrder, propertyPath: `rules/${index}/min` });
  });
  if (problems.length > 0) throw invalidAll(problems);
}

export function createQualityService(deps: QualityServiceDeps) {
  const { db, dialect } = deps;

  /**
   * Runs `work` in station `station`'s ingestion transaction, then recomputes the local days of the
   * instants `work` returns, records the change for other processes and announces it here.
   */
  async function change(station: Station, work: (trx: Db) => Promise<number[]>): Promise<void> {
    let touched: number[] = [];
    await runIngestTransaction(db, dialect, station.id, async (trx) => {
      touched = await work(trx);
      if (touched.length === 0) return;
      const days = new Set(touched.map((at) => localDate(at, station.timezone)));
      await recomputeDays(
        {
          summaries: createSummariesWriteRepository(trx, dialect),
          rollups: createRollupsWriteRepository(trx, dialect),
          readings: createReadingsWriteRepository(trx, dialect),
        },
        station.id,
        station.timezone,
        days,
      );
      const earliestAt = Math.min(...touched);
      const newestAt = Math.max(...touched);
      await deps.changes?.record(trx, { topic: 'readings', stationId: station.id, newestAt, earliestAt });
    });
    if (touched.length > 0) deps.events.publish(station.id, Math.max(...touched), Math.min(...touched));
  }

  /**
   * A dew point computed with a flagged temperature or humidity (rule `derived`) follows their review: it
   * counts again once each of them counts, and stays out while one is flagged or rejected.
   */
  async function followDerived(
    trx: Db,
    station: Station,
    at: number,
    reviewer: { by: number; at: number },
  ): Promise<void> {
    const flags = createReadingFlagsRepository(trx);
    const all = await flags.listAt(station.id, at);
    const derived = all.find((f) => f.measure === 'dewPoint' && f.rule === 'derived');
    if (derived === undefined) return;
    const sources = all.filter((f) => f.measure === 'temperature' || f.measure === 'humidity');
    const counts = (f: ReadingFlagRow) => f.status === 'accepted' || f.status === 'corrected';
    const status = sources.every(counts)
      ? 'accepted'
      : sources.some((f) => f.status === 'rejected')
        ? 'rejected'
        : 'flagged';
    if (status === derived.status) return;
    await createReadingsWriteRepository(trx, dialect).updateValues(station.id, at, {
      dew_point_c: status === 'accepted' ? derived.value : null,
    });
    await flags.setStatus(station.id, at, 'dewPoint', status, reviewer);
  }

  async function stationById(id: number): Promise<Station> {
    const station = await deps.stations.findById(id);
    if (station === undefined) throw notFound(`Station météo ${id} introuvable`);
    return station;
  }

  async function neighboursOf(station: Station, flag: ReadingFlagRow) {
    const column = READING_COLUMN_OF[flag.measure as ReadingMeasure];
    const pick = (rows: ReadonlyArray<Pick<ReadingRow, 'received_at'> & Partial<ReadingRow>>) =>
      rows.map((row) => {
        const value = row[column];
        return { receivedAt: iso(row.received_at), value: typeof value === 'number' ? value : null };
      });
    const [before, after] = await Promise.all([
      createReadingsWriteRepository(db, dialect).listFilterBaseBefore(
        station.id,
        flag.received_at,
        NEIGHBOURS,
      ),
      createReadingsReadRepository(db).listAfter(station.id, flag.received_at, NEIGHBOURS),
    ]);
    return [...pick([...before].reverse()), ...pick(after)];
  }

  return {
    /** The spike filter settings of station `id` (every measure's rule, canonical units). */
    async getSettings(id: number): Promise<QualitySettings> {
      return (await stationById(id)).quality;
    },

    /** Replaces station `id`'s spike filter settings (400 with every problem); applies to the next upload. */
    async putSettings(id: number, body: QualitySettings, actor: Actor): Promise<QualitySettings> {
      checkSettings(body);
      const station = await stationById(id);
      const settings = { enabled: body.enabled, rules: completeQualityRules(body.rules) };
      await inTransaction(db, async (trx) => {
        await createStationsRepository(trx).update(id, {
          quality_settings: JSON.stringify(settings),
          updated_at: deps.clock.now(),
        });
        await deps.audit(trx, {
          actor,
          kind: 'quality',
          action: 'update',
          target: station.reference,
          before: station.quality,
          after: settings,
        });
      });
      deps.stationChanged(id);
      return settings;
    },

    /** One page of a station's flagged values (or those in `status`), newest first, with neighbours. */
    async listFlags(reference: string, query: FlagListQuery): Promise<FlaggedValueList> {
      const station = await deps.stations.getByReference(reference);
      const flags = createReadingFlagsRepository(db);
      const status = query.status ?? 'flagged';
      const maxResult = query.maxResult ?? 5;
      const page = query.page ?? 1;
      const [rows, numberOfResult] = await Promise.all([
        flags.listByStatus(station.id, status, { offset: (page - 1) * maxResult, limit: maxResult }),
        flags.countByStatus(station.id, status),
      ]);
      const items: FlaggedValue[] = [];
      for (const row of rows) {
        items.push({
          receivedAt: iso(row.received_at),
          measure: row.measure as ReadingMeasure,
          ...valueFlagOf(row),
          reviewedAt: row.reviewed_at === null ? null : iso(row.reviewed_at),
          neighbours: await neighboursOf(station, row),
        });
      }
      return { flags: items, numberOfResult };
    },

    /**
     * Accepts (the value counts again) or rejects (it stays out) a flagged value; 404 when the value was
     * never flagged. The reading's day is recomputed.
     */
    async decide(reference: string, receivedAt: string, body: FlagDecision, actor: Actor): Promise<void> {
      const station = await deps.stations.getByReference(reference);
      const at = parseInstant(receivedAt, 'receivedAt');
      await change(station, async (trx) => {
        const flags = createReadingFlagsRepository(trx);
        const flag = await flags.find(station.id, at, body.measure);
        if (flag === undefined || flag.rule === null) throw notFound(M.flagNotFound);
        const readings = createReadingsWriteRepository(trx, dialect);
        if ((await readings.findAt(station.id, at)) === undefined) throw notFound(M.readingNotFound);
        const status = body.accepted ? 'accepted' : 'rejected';
        const column = READING_COLUMN_OF[body.measure];
        await readings.updateValues(station.id, at, { [column]: body.accepted ? flag.value : null });
        const reviewer = { by: actor.id, at: deps.clock.now() };
        await flags.setStatus(station.id, at, body.measure, status, reviewer);
        await followDerived(trx, station, at, reviewer);
        await deps.audit(trx, {
          actor,
          kind: 'flag',
          action: body.accepted ? 'accept' : 'reject',
          target: `${station.reference} ${iso(at)} ${body.measure}`,
          before: { status: flag.status, value: flag.value },
          after: { status, value: flag.value },
        });
        return [at];
      });
    },

    /** A station's readings in [from, to) (at most 36 h), canonical units, each value's flag alongside. */
    async listReadings(reference: string, from: string, to: string): Promise<StoredReadingList> {
      const station = await deps.stations.getByReference(reference);
      const fromMs = parseInstant(from, 'from');
      const toMs = parseInstant(to, 'to');
      if (!(toMs > fromMs && toMs - fromMs <= MAX_READINGS_SPAN_MS)) throw invalid(M.badRange, 'to');
      const [rows, flagRows] = await Promise.all([
        createReadingsWriteRepository(db, dialect).listBetween(station.id, fromMs, toMs),
        createReadingFlagsRepository(db).listBetween(station.id, fromMs, toMs),
      ]);
      const flagsAt = new Map<number, Record<string, ValueFlag>>();
      for (const row of flagRows) {
        const entry = flagsAt.get(row.received_at) ?? {};
        entry[row.measure] = valueFlagOf(row);
        flagsAt.set(row.received_at, entry);
      }
      const readings: StoredReadingItem[] = rows.map((row) => ({
        receivedAt: iso(row.received_at),
        values: valuesOf(row),
        flags: flagsAt.get(row.received_at) ?? {},
      }));
      return { readings, numberOfResult: readings.length };
    },

    /** Changes measures of one reading (canonical units; null clears); 404 without a reading there. */
    async correct(
      reference: string,
      receivedAt: string,
      body: ReadingCorrection,
      actor: Actor,
    ): Promise<StoredReadingItem> {
      const station = await deps.stations.getByReference(reference);
      const at = parseInstant(receivedAt, 'receivedAt');
      const problems: ApiErrorItem[] = [];
      for (const measure of EDITABLE_MEASURES) {
        const value = body[measure];
        if (typeof value === 'number' && !isPhysicallyPossible(measure, value))
          problems.push({ message: M.impossibleValue, propertyPath: measure });
      }
      if (problems.length > 0) throw invalidAll(problems);
      if (!EDITABLE_MEASURES.some((measure) => body[measure] !== undefined)) throw invalid(M.noMeasure);
      await change(station, async (trx) => {
        const readings = createReadingsWriteRepository(trx, dialect);
        const row = await readings.findAt(station.id, at);
        if (row === undefined) throw notFound(M.readingNotFound);
        const flags = createReadingFlagsRepository(trx);
        const before: Record<string, number | null> = {};
        const after: Record<string, number | null> = {};
        const columns: Partial<ReadingRow> = {};
        const reviewer = { by: actor.id, at: deps.clock.now() };
        for (const measure of EDITABLE_MEASURES) {
          const value = body[measure];
          if (value === undefined) continue;
          const column = READING_COLUMN_OF[measure];
          const old = typeof row[column] === 'number' ? (row[column] as number) : null;
          if (old === value) continue;
          // A value left out by the filter is the value "before" the correction.
          const flagged = await flags.find(station.id, at, measure);
          const previous = old ?? flagged?.value ?? null;
          await flags.recordCorrection(station.id, at, measure, previous, reviewer);
          Object.assign(columns, { [column]: value });
          before[measure] = previous;
          after[measure] = value;
        }
        if (Object.keys(columns).length === 0) return [];
        await readings.updateValues(station.id, at, columns);
        await deps.audit(trx, {
          actor,
          kind: 'reading',
          action: 'update',
          target: `${station.reference} ${iso(at)}`,
          before,
          after,
        });
        return [at];
      });
      const item = (await this.listReadings(reference, iso(at), iso(at + 1))).readings[0];
      if (item === undefined) throw notFound(M.readingNotFound);
      return item;
    },

    /** Deletes one reading (and its flags); 404 without a reading there. */
    async remove(reference: string, receivedAt: string, actor: Actor): Promise<void> {
      const station = await deps.stations.getByReference(reference);
      const at = parseInstant(receivedAt, 'receivedAt');
      await change(station, async (trx) => {
        const readings = createReadingsWriteRepository(trx, dialect);
        const row = await readings.findAt(station.id, at);
        if (row === undefined) throw notFound(M.readingNotFound);
        await readings.deleteAt(station.id, at);
        await createReadingFlagsRepository(trx).deleteForReading(station.id, at);
        await deps.audit(trx, {
          actor,
          kind: 'reading',
          action: 'delete',
          target: `${station.reference} ${iso(at)}`,
          before: valuesOf(row),
          after: null,
        });
        return [at];
      });
    },
  };
}

export type QualityService = ReturnType<typeof createQualityService>;
