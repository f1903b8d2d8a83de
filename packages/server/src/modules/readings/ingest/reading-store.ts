/**
 * Stores one chunk of a station's readings (sorted by time) inside an ingestion transaction: chains them
 * with the stored readings around them, inserts the new rows, rewrites the stored rows whose derived values
 * changed, and brings the daily summaries and rollups up to date. Readings newer than every stored one fold
 * into their spans; a chunk reaching back among stored readings refolds the hours it touched and merges
 * their days from their hours.
 */

import { defaultQualitySettings } from '@meteodeck/contract';
import { RAIN_RATE_WINDOW_MS } from '@meteodeck/weather';
import type { Kysely } from 'kysely';
import type { DialectName } from '../../../db/create-db.ts';
import type { Database } from '../../../db/database.ts';
import type { CanonicalReading } from '../canonical-reading.ts';
import type { UploadStation } from '../doors/station-credentials.ts';
import { createReadingFlagsRepository } from '../store/reading-flags.repository.ts';
import {
  type ChainRow,
  createReadingsWriteRepository,
  type LatestWithBaseRow,
  latestWithFilterBaseText,
  type ReadingState,
  type ReadingsWriteRepository,
} from '../store/readings-write.repository.ts';
import {
  APPEND_ONE_NEXT_PARAMETER,
  type AppendPart,
  appendOnePostgres,
} from '../summaries/append-one.repository.ts';
import { createRollupsWriteRepository } from '../summaries/rollups-write.repository.ts';
import { createSummariesWriteRepository } from '../summaries/summaries-write.repository.ts';
import { appendToSummaries, daySpannerOf, recomputeAround } from '../summaries/summary-maintenance.ts';
import {
  type ChainState,
  type ChainUpdate,
  chainStateAfter,
  chainStoredReading,
  createDayStarts,
  type RecentRain,
  recentRainOf,
  walkSpan,
  withinRateWindow,
} from './reading-chain.ts';
import type { OnCounterJump, ReadingRowValues } from './reading-derivation.ts';
import { baseFrom, filterSpikes, type SpikeFlag } from './spike-filter.ts';

/** Most stored readings a chunk walks within its span; a chunk reaching over more is cut shorter. */
const MAX_STORED_IN_SPAN = 20_000;
/** Stored readings read per query while repairing the readings after a chunk. */
const REPAIR_PAGE = 500;

/** Stored readings the spike filter looks back over for the last accepted value of each measure. */
const FILTER_LOOKBACK = 8;

/**
 * Runs the spike filter over `inserts` (in place) against the readings stored before `beforeMs`, and
 * records its flags. Every insert is new: the chunk's walk left out the instants already stored.
 */
async function filterAndFlag(
  trx: Kysely<Database>,
  repo: ReadingsWriteRepository,
  station: UploadStation,
  inserts: ReadingRowValues[],
  beforeMs: number,
  now: number,
  baseRows?: readonly LatestWithBaseRow[],
): Promise<SpikeFlag[]> {
  const settings = station.quality ?? defaultQualitySettings();
  if (!settings.enabled || inserts.length === 0) return [];
  const base = baseFrom(baseRows ?? (await repo.listFilterBaseBefore(station.id, beforeMs, FILTER_LOOKBACK)));
  const flags = filterSpikes(inserts, settings, base);
  await createReadingFlagsRepository(trx).insertFlags(station.id, flags, now);
  return flags;
}

/** What a chunk stored: how many of its readings it took (a prefix), stored, and the instants it wrote. */
export interface ChunkResult {
  consumed: number;
  stored: number;
  /** Newest and earliest instants inserted, undefined when nothing new was stored. */
  newestAt: number | undefined;
  earliestAt: number | undefined;
  /** The values the spike filter left out of the stored readings. */
  flagged: readonly SpikeFlag[];
  /** The `alsoOnInsert` parts went into the statement that stored the reading (see storeChunk). */
  partsWritten?: boolean;
}

/** The state before `firstAt`: the previous reading, the counters and rain it leaves for `readings`. */
async function stateBefore(
  repo: ReadingsWriteRepository,
  station: UploadStation,
  previous: ReadingState | undefined,
  readings: readonly CanonicalReading[],
  onCounterJump: OnCounterJump | undefined,
): Promise<ChainState> {
  const stationId = station.id;
  const firstAt = readings[0]?.receivedAt ?? 0;
  // A station that never sends a counter has none to look for: only search when this chunk carries one.
  const needs = (pick: (r: CanonicalReading) => number | null) => readings.some((r) => pick(r) !== null);
  const rain =
    previous?.rain_counter_mm == null && needs((r) => r.rainTotal ?? r.rainDaily)
      ? await repo.findRainCounterBefore(stationId, firstAt)
      : undefined;
  const lightning =
    previous?.lightning_counter == null && needs((r) => r.lightningCounter)
      ? ((await repo.findCounterBefore(stationId, 'lightning_counter', firstAt)) ?? null)
      : null;
  // Rain inside the rate window before the first reading exists only if the last rain falls inside it.
  const windowStart = firstAt - RAIN_RATE_WINDOW_MS;
  const lastRain = previous?.rain_last_at ?? null;
  const dayStartOf = createDayStarts(station.timezone);
  let recent: RecentRain[] = [];
  if (lastRain !== null && lastRain > windowStart) {
    const rows = await repo.listChainThrough(stationId, windowStart + 1, firstAt - 1, MAX_STORED_IN_SPAN);
    // Only a daily counter's rain has an interval to spread: then the last counter reading before them
    // tells where the first one's starts (a station without counters is not searched back to its start).
    const before = rows.some((row) => row.rain_daily_mm !== null)
      ? await repo.findRainCounterBefore(stationId, windowStart + 1)
      : undefined;
    recent = recentRainOf(rows, before?.received_at ?? null, dayStartOf);
  }
  return chainStateAfter(previous, { rain, lightning }, recent, dayStartOf, onCounterJump);
}

/**
 * Rewrites the stored readings after `afterMs` whose derived values changed because of the readings just
 * inserted before them, until one is unchanged and no counter step is pending.
 */
async function repairFollowing(
  repo: ReadingsWriteRepository,
  stationId: number,
  state: ChainState,
  afterMs: number,
  untilMs: number,
): Promise<ChainUpdate[]> {
  const updates: ChainUpdate[] = [];
  let after = afterMs;
  for (;;) {
    const page = await repo.listChainThrough(stationId, after + 1, untilMs - 1, REPAIR_PAGE);
    for (const row of page) {
      const update = chainStoredReading(state, row);
      if (update !== undefined) updates.push(update);
      else if (
        !state.rainCounterMoved &&
        !state.lightningCounterMoved &&
        !withinRateWindow(state, row.received_at)
      ) {
        return updates;
      }
    }
    const last = page.at(-1);
    if (last === undefined || page.length < REPAIR_PAGE) return updates;
    after = last.received_at;
  }
}

/** The stored readings of the chunk's span, and the chunk cut so that they stay few enough to walk. */
async function spanOf(
  repo: ReadingsWriteRepository,
  stationId: number,
  readings: readonly CanonicalReading[],
): Promise<{ readings: readonly CanonicalReading[]; stored: ChainRow[] }> {
  let chunk = readings;
  for (;;) {
    const first = chunk[0]?.receivedAt ?? 0;
    const last = chunk.at(-1)?.receivedAt ?? first;
    const stored = await repo.listChainThrough(stationId, first, last, MAX_STORED_IN_SPAN + 1);
    if (stored.length <= MAX_STORED_IN_SPAN || chunk.length === 1) return { readings: chunk, stored };
    const cut = stored[MAX_STORED_IN_SPAN - 1]?.received_at ?? first;
    const shorter = chunk.filter((reading) => reading.receivedAt <= cut);
    chunk = shorter.length > 0 ? shorter : chunk.slice(0, 1);
  }
}

/**
 * Stores a prefix of `readings` (sorted by time, distinct instants) for `station` on `trx`, the transaction
 * of the chunk; returns how many it took and stored. The stored readings after the chunk are repaired up to
 * `repairUntil` (exclusive): from there on, the next chunk of the same request, which starts there, does
 * it (a backfill stored in time order would otherwise rewrite the same following readings once per chunk).
 * `onCounterJump` hears of the counter jumps met (reading-derivation). `alsoOnInsert`: parts to add to the
 * single statement of PostgreSQL's one-reading append (written only if the reading is), the result's
 * `partsWritten` telling when they were.
 */
/**
 * PostgreSQL: what storeChunk reads first (the station's newest readings with the spike filter's columns),
 * as a text to run in the ingestion transaction's first round trip (runIngestTransaction's `firstRead`);
 * its rows are storeChunk's `firstRows`. Undefined on SQLite, where a round trip costs nothing.
 */
export function chunkFirstRead(dialect: DialectName, stationId: number): string | undefined {
  return dialect === 'postgres' ? latestWithFilterBaseText(stationId, FILTER_LOOKBACK) : undefined;
}

/** The newest readings as the first read's JSON brings them (chunked-store.ts), the newest first. */
export function newestRowsOf(json: unknown): LatestWithBaseRow[] {
  const rows = Array.isArray(json) ? (json as LatestWithBaseRow[]) : [];
  // json_agg keeps the subquery's order in practice, not by promise.
  return rows.sort((a, b) => b.received_at - a.received_at);
}

export async function storeChunk(
  trx: Kysely<Database>,
  dialect: DialectName,
  station: UploadStation,
  readings: readonly CanonicalReading[],
  repairUntil = Number.MAX_SAFE_INTEGER,
  onCounterJump?: OnCounterJump,
  now = Date.now(),
  alsoOnInsert?: (atMs: number, firstParameter: number, flagged: readonly SpikeFlag[]) => AppendPart[],
  firstRows?: readonly LatestWithBaseRow[],
): Promise<ChunkResult> {
  const repo = createReadingsWriteRepository(trx, dialect);
  const stores = {
    summaries: createSummariesWriteRepository(trx, dialect),
    rollups: createRollupsWriteRepository(trx, dialect),
  };
  const first = readings[0];
  if (first === undefined)
    return { consumed: 0, stored: 0, newestAt: undefined, earliestAt: undefined, flagged: [] };
  // With the spike filter on, the newest readings are its base too when the chunk comes after them.
  const filtering = (station.quality ?? defaultQualitySettings()).enabled;
  // The newest readings read in the transaction's first round trip (PostgreSQL, chunkFirstRead) or now.
  const newest = firstRows;
  const { latest, base } =
    newest !== undefined
      ? { latest: newest[0], base: filtering ? newest : undefined }
      : filtering
        ? await repo.findLatestWithFilterBase(station.id, FILTER_LOOKBACK)
        : { latest: await repo.findLatestState(station.id), base: undefined };

  if (latest === undefined || first.receivedAt > latest.received_at) {
    // After every stored reading: chain in memory and extend the open spans.
    const state = await stateBefore(repo, station, latest, readings, onCounterJump);
    const { inserts } = walkSpan(state, station, readings, []);
    const flagged = await filterAndFlag(trx, repo, station, inserts, first.receivedAt, now, base);
    const only = inserts.length === 1 ? inserts[0] : undefined;
    // The station's day (a 09:00 day's reading at 08:50 closes the day before), as appendToSummaries folds.
    const rule = { timezone: station.timezone, dayStartHour: station.dayStartHour ?? 0 };
    const spanOf = daySpannerOf(rule);
    if (
      dialect === 'postgres' &&
      only !== undefined &&
      latest !== undefined &&
      spanOf(only.received_at).day === spanOf(latest.received_at).day
    ) {
      // A console's usual upload: the reading, its summary and rollups (and the caller's parts) in one
      // statement (append-one.repository.ts).
      const parts = alsoOnInsert?.(only.received_at, APPEND_ONE_NEXT_PARAMETER, flagged) ?? [];
      const stored = await appendOnePostgres(trx, rule, latest.received_at, only, parts);
      return {
        consumed: readings.length,
        stored,
        newestAt: stored > 0 ? only.received_at : undefined,
        earliestAt: stored > 0 ? only.received_at : undefined,
        flagged,
        partsWritten: parts.length > 0,
      };
    }
    const stored = await repo.insertMany(inserts);
    await appendToSummaries(stores, station.id, station, latest?.received_at, inserts);
    return {
      consumed: readings.length,
      stored,
      newestAt: inserts.at(-1)?.received_at,
      earliestAt: inserts[0]?.received_at,
      flagged,
    };
  }

  // Among stored readings: walk the span merged with them, repair what follows, recompute the days.
  const span = await spanOf(repo, station.id, readings);
  const spanFirst = span.readings[0]?.receivedAt ?? first.receivedAt;
  const spanLast = span.readings.at(-1)?.receivedAt ?? spanFirst;
  const previous = await repo.findChainBefore(station.id, spanFirst);
  const state = await stateBefore(repo, station, previous, span.readings, onCounterJump);
  const { inserts, updates } = walkSpan(state, station, span.readings, span.stored);
  if (inserts.length > 0 || updates.length > 0) {
    updates.push(...(await repairFollowing(repo, station.id, state, spanLast, repairUntil)));
  }
  const flagged = await filterAndFlag(trx, repo, station, inserts, spanFirst, now);
  const stored = await repo.insertMany(inserts);
  for (const update of updates) await repo.updateDerived(update.id, update.values);
  await recomputeAround({ ...stores, readings: repo }, station.id, station, {
    inserts,
    updatedAt: updates.map((update) => update.receivedAt),
    span: { from: spanFirst, to: spanLast, storedAt: span.stored.map((row) => row.received_at) },
  });
  return {
    consumed: span.readings.length,
    stored,
    newestAt: inserts.at(-1)?.received_at,
    earliestAt: inserts[0]?.received_at,
    flagged,
  };
}
