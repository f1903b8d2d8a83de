/**
 * Data quality in the back office: a station's spike filter settings, the review of the values it
 * flagged, and the reading editor. Every change of readings goes through readings' corrections
 * (ReadingsCorrections: the station's ingestion transaction, the local days it touched recomputed, the
 * change announced like stored readings, in this process and the others) and is recorded in the audit
 * trail in the same transaction.
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
import { invalid, invalidAll, notFound } from '../../app-error.ts';
import type { Clock } from '../../clock.ts';
import { type Db, inTransaction, type ReadingFlagRow, type ReadingRow } from '../../db/database.ts';
import { READING_COLUMN_OF, type ReadingsCorrections } from '../readings/index.ts';
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
  clock: Clock;
  stations: StationsRepository;
  /** Readings' corrections: every change of readings goes through them. */
  corrections: ReadingsCorrections;
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

/**
 * The measures a reading editor's form sets (null clears), checked: 400 with every impossible value, or
 * when it sets none.
 */
function checkCorrection(body: ReadingCorrection): Partial<Record<ReadingMeasure, number | null>> {
  const problems: ApiErrorItem[] = [];
  const values: Partial<Record<ReadingMeasure, number | null>> = {};
  for (const measure of EDITABLE_MEASURES) {
    const value = body[measure];
    if (typeof value === 'number' && !isPhysicallyPossible(measure, value))
      problems.push({ message: M.impossibleValue, propertyPath: measure });
    if (value !== undefined) values[measure] = value;
  }
  if (problems.length > 0) throw invalidAll(problems);
  if (Object.keys(values).length === 0) throw invalid(M.noMeasure);
  return values;
}

/** Stored readings and their flags as the reading editor lists them. */
function itemsOf(stored: {
  readings: readonly ReadingRow[];
  flags: readonly ReadingFlagRow[];
}): StoredReadingItem[] {
  const flagsAt = new Map<number, Record<string, ValueFlag>>();
  for (const row of stored.flags) {
    const entry = flagsAt.get(row.received_at) ?? {};
    entry[row.measure] = valueFlagOf(row);
    flagsAt.set(row.received_at, entry);
  }
  return stored.readings.map((row) => ({
    receivedAt: iso(row.received_at),
    values: valuesOf(row),
    flags: flagsAt.get(row.received_at) ?? {},
  }));
}

/** The readings around a flagged value, oldest first, with the flagged measure's value. */
async function neighboursOf(corrections: ReadingsCorrections, station: Station, flag: ReadingFlagRow) {
  const column = READING_COLUMN_OF[flag.measure as ReadingMeasure];
  const pick = (rows: ReadonlyArray<Pick<ReadingRow, 'received_at'> & Partial<ReadingRow>>) =>
    rows.map((row) => {
      const value = row[column];
      return { receivedAt: iso(row.received_at), value: typeof value === 'number' ? value : null };
    });
  const { before, after } = await corrections.neighbours(station.id, flag.received_at, NEIGHBOURS);
  return [...pick([...before].reverse()), ...pick(after)];
}

export function createQualityService(deps: QualityServiceDeps) {
  const { db, corrections } = deps;

  async function stationById(id: number): Promise<Station> {
    const station = await deps.stations.findById(id);
    if (station === undefined) throw notFound(`Station météo ${id} introuvable`);
    return station;
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
      const status = query.status ?? 'flagged';
      const maxResult = query.maxResult ?? 5;
      const page = query.page ?? 1;
      const offset = (page - 1) * maxResult;
      const { rows, numberOfResult } = await corrections.listFlags(station.id, status, {
        offset,
        limit: maxResult,
      });
      const items: FlaggedValue[] = [];
      for (const row of rows) {
        items.push({
          receivedAt: iso(row.received_at),
          measure: row.measure as ReadingMeasure,
          ...valueFlagOf(row),
          reviewedAt: row.reviewed_at === null ? null : iso(row.reviewed_at),
          neighbours: await neighboursOf(corrections, station, row),
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
      await corrections.edit(station, async (edit) => {
        const flag = await edit.findFlag(at, body.measure);
        if (flag === undefined || flag.rule === null) throw notFound(M.flagNotFound);
        if ((await edit.find(at)) === undefined) throw notFound(M.readingNotFound);
        const status = body.accepted ? 'accepted' : 'rejected';
        await edit.review(flag, body.accepted, { by: actor.id, at: deps.clock.now() });
        await deps.audit(edit.trx, {
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
      const readings = itemsOf(await corrections.listBetween(station.id, fromMs, toMs));
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
      const values = checkCorrection(body);
      await corrections.edit(station, async (edit) => {
        const row = await edit.find(at);
        if (row === undefined) throw notFound(M.readingNotFound);
        const reviewer = { by: actor.id, at: deps.clock.now() };
        const { before, after } = await edit.correct(row, values, reviewer);
        if (Object.keys(after).length === 0) return [];
        await deps.audit(edit.trx, {
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
      await corrections.edit(station, async (edit) => {
        const row = await edit.find(at);
        if (row === undefined) throw notFound(M.readingNotFound);
        await edit.remove(at);
        await deps.audit(edit.trx, {
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
