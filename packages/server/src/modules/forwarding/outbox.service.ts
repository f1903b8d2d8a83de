/**
 * Queuing for forwarding: `enqueueForwarding` runs inside the ingestion transaction, so a reading
 * acknowledged to the console is queued for each enabled target or not stored at all. The worker
 * (outbox.worker.ts) delivers what is queued, after the commit.
 */
import {
  addDays,
  DAY_MS,
  FORWARDED_MEASURE_KINDS,
  HOUR_MS,
  localDate,
  startOfLocalDate,
} from '@meteodeck/weather';
import type { Db } from '../../db/database.ts';
import type { CanonicalReading } from '../readings/index.ts';
import { createReadingsWriteRepository } from '../readings/index.ts';
import {
  createForwardingRepository,
  type EnabledTargetRow,
  enabledTargetsOf,
} from './forwarding.repository.ts';
import type { ForwardedMeasures, ForwardingPayload } from './networks/network.ts';
import { minIntervalOf } from './networks/networks.ts';

/** The oldest backlog kept: a reading queued longer ago than this is dropped (with a log line). */
export const MAX_BACKLOG_MS = 24 * 3_600_000;

/** The rain up to a reading: of the past hour, of the past 24 hours, and since the local midnight, mm. */
interface RainWindows {
  lastHour: number | null;
  last24h: number | null;
  today: number | null;
}

/**
 * A sum of rain over a window sliding forward over stored readings (sorted by time): readings enter when
 * they reach the window's end and leave when they fall behind its start. Null while no reading in the window
 * has rain (a station without a gauge sends nothing, not 0).
 */
function slidingRain(stored: readonly { at: number; rain: number | null }[]) {
  let start = 0;
  let end = 0;
  let sum = 0;
  let withRain = 0;
  const add = (index: number, sign: 1 | -1) => {
    const rain = stored[index]?.rain ?? null;
    if (rain === null) return;
    sum += sign * rain;
    withRain += sign;
  };
  /** The rain of the stored readings with from < at ≤ to (`inclusiveFrom`: from ≤ at); windows only move on. */
  return (from: number, to: number, inclusiveFrom = false): number | null => {
    for (; end < stored.length && (stored[end]?.at ?? Number.POSITIVE_INFINITY) <= to; end += 1) add(end, 1);
    const behind = (at: number) => (inclusiveFrom ? at < from : at <= from);
    for (; start < end && behind(stored[start]?.at ?? Number.POSITIVE_INFINITY); start += 1) add(start, -1);
    // Float sums drift: a window that holds no rain is exactly 0.
    return withRain === 0 ? null : Math.round(sum * 1e6) / 1e6;
  };
}

/**
 * The rain windows of each reading of a chunk (its stored rain, as SQL's SUM: null when no reading of the
 * window has rain), from one query over the chunk's span and the day before, not one per reading: a
 * backfill of 10,000 readings into a station with a target costs one read, not 10,000.
 */
async function rainWindowsOf(
  trx: Db,
  station: { id: number; timezone: string },
  readings: readonly CanonicalReading[],
): Promise<Map<number, RainWindows>> {
  const times = readings.map((reading) => reading.receivedAt).sort((a, b) => a - b);
  const first = times[0];
  const last = times.at(-1);
  const windows = new Map<number, RainWindows>();
  if (first === undefined || last === undefined) return windows;
  const midnightOf = createMidnights(station.timezone);
  // Rain of the readings with from < received_at ≤ last (instants are whole milliseconds).
  const rows = await createReadingsWriteRepository(trx).listRainAfter(
    station.id,
    Math.min(first - DAY_MS, midnightOf(first) - 1),
    last + 1,
  );
  const stored = rows.map((row) => ({ at: Number(row.received_at), rain: row.rain_mm }));
  const hour = slidingRain(stored);
  const day = slidingRain(stored);
  const today = slidingRain(stored);
  for (const at of times) {
    windows.set(at, {
      lastHour: hour(at - HOUR_MS, at),
      last24h: day(at - DAY_MS, at),
      today: today(midnightOf(at), at, true),
    });
  }
  return windows;
}

/** The local midnight before each instant in `timeZone` (instants in time order; the last day is kept). */
function createMidnights(timeZone: string): (at: number) => number {
  let day: { from: number; to: number } | undefined;
  return (at) => {
    if (day === undefined || at < day.from || at >= day.to) {
      const date = localDate(at, timeZone);
      day = { from: startOfLocalDate(date, timeZone), to: startOfLocalDate(addDays(date, 1), timeZone) };
    }
    return day.from;
  };
}

/** The forwarded measures of `reading` (the measure catalogue's `forwarded`). */
function forwardedOf(reading: CanonicalReading): ForwardedMeasures {
  const measures: Partial<ForwardedMeasures> = {};
  for (const kind of FORWARDED_MEASURE_KINDS) measures[kind] = reading[kind];
  // Every forwarded kind was just set.
  return measures as ForwardedMeasures;
}

/** What a network gets of `reading`: its forwarded measures and its rain windows. */
function payloadOf(reading: CanonicalReading, windows: RainWindows | undefined): ForwardingPayload {
  return {
    at: reading.receivedAt,
    ...forwardedOf(reading),
    rainLastHour: windows?.lastHour ?? null,
    rainLast24h: windows?.last24h ?? null,
    // The day's total as the console counted it: what it counted before the station's first upload of the
    // day, or during an outage, may be missing from the stored readings.
    rainToday: reading.rainDaily ?? windows?.today ?? null,
  };
}

/**
 * Queues `readings` (just stored for `station`, sorted by time) for each enabled target of the station, at
 * the target's own rate; returns how many rows it queued. Runs in the ingestion transaction `trx` (which
 * holds the station's write lock), so `last_enqueued_at` moves without races. Readings not newer than what a
 * target last had queued are not queued again (a console's retry, an import of the past), nor readings
 * older than the backlog kept. `targetRows`: the targets as `enabledTargetsText` read them in the same
 * transaction (after the station's lock), when already read.
 */
export async function enqueueForwarding(
  trx: Db,
  station: { id: number; timezone: string },
  readings: readonly CanonicalReading[],
  now: number,
  targetRows?: readonly unknown[],
): Promise<number> {
  if (readings.length === 0) return 0;
  const repository = createForwardingRepository(trx);
  const targets =
    targetRows === undefined
      ? await repository.listEnabledOfStation(station.id)
      : enabledTargetsOf(targetRows as readonly EnabledTargetRow[]);
  if (targets.length === 0) return 0;
  const rain = await rainWindowsOf(trx, station, readings);
  const payloads = new Map<number, string>();
  const payloadJson = (reading: CanonicalReading): string => {
    let json = payloads.get(reading.receivedAt);
    if (json === undefined) {
      json = JSON.stringify(payloadOf(reading, rain.get(reading.receivedAt)));
      payloads.set(reading.receivedAt, json);
    }
    return json;
  };
  let queued = 0;
  for (const target of targets) {
    const interval = minIntervalOf(target.service);
    let last = target.lastEnqueuedAt;
    const rows = [];
    for (const reading of readings) {
      if (last !== null && reading.receivedAt < last + Math.max(1, interval)) continue;
      if (reading.receivedAt < now - MAX_BACKLOG_MS) continue;
      rows.push({ readingAt: reading.receivedAt, payload: payloadJson(reading) });
      last = reading.receivedAt;
    }
    if (rows.length === 0 || last === null) continue;
    await repository.enqueue(target.id, rows, last, now);
    queued += rows.length;
  }
  return queued;
}
