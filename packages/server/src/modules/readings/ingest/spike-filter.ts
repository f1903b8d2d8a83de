/**
 * The spike filter: a value that changes faster than its measure's limit per minute since the
 * last accepted value, or lies outside the station's absolute limits, is left out of its reading (its
 * column stays null, so current data, summaries, rollups, graphs and records never see it) and recorded as
 * a flag with the rule it broke, for review. The rest of the reading counts as usual.
 *
 * Rates compare with the last accepted value of the same measure before the reading (a flagged value is
 * never the base of the next comparison, so a spike and the return to normal after it cost one value);
 * the allowed change is the rate times the minutes between the two, at least one minute. `rain` is an
 * amount: its limit applies to the amount per minute of the reading's interval.
 */

import { QUALITY_MEASURES, type QualityMeasure, type QualitySettings } from '@meteodeck/contract';
import { MINUTE_MS } from '@meteodeck/weather';
import type { ReadingRow } from '../../../db/database.ts';
import { READING_COLUMN_OF } from '../store/reading-columns.ts';

/** A value the filter left out. */
export interface SpikeFlag {
  receivedAt: number;
  measure: QualityMeasure;
  value: number;
  rule: 'rate' | 'min' | 'max' | 'derived';
  /** The broken rule's limit; null for a derived value. */
  limit: number | null;
}

/** The last accepted value of each checked measure, and the instant of the last reading of any kind. */
export interface FilterBase {
  values: Map<QualityMeasure, { at: number; value: number }>;
  lastAt: number | undefined;
}

type Row = Pick<ReadingRow, 'received_at'> & Partial<Record<keyof ReadingRow, unknown>>;

/** The filter's base from stored readings before the first filtered one (any order; newest wins). */
export function baseFrom(rows: readonly Row[]): FilterBase {
  const base: FilterBase = { values: new Map(), lastAt: undefined };
  const sorted = [...rows].sort((a, b) => a.received_at - b.received_at);
  for (const row of sorted) advance(base, row);
  return base;
}

function advance(base: FilterBase, row: Row): void {
  for (const measure of QUALITY_MEASURES) {
    const value = row[READING_COLUMN_OF[measure]];
    if (typeof value === 'number') base.values.set(measure, { at: row.received_at, value });
  }
  base.lastAt = row.received_at;
}

/** The rule `value` of `measure` at `at` breaks, given `base`, or undefined. */
function brokenRule(
  settings: QualitySettings,
  measure: QualityMeasure,
  value: number,
  at: number,
  base: FilterBase,
): Pick<SpikeFlag, 'rule' | 'limit'> | undefined {
  const rule = settings.rules.find((r) => r.measure === measure);
  if (rule === undefined) return undefined;
  if (rule.min !== null && value < rule.min) return { rule: 'min', limit: rule.min };
  if (rule.max !== null && value > rule.max) return { rule: 'max', limit: rule.max };
  const rate = rule.maxChangePerMinute;
  if (rate === null) return undefined;
  if (measure === 'rain') {
    // A station's first reading covers an interval nobody knows.
    if (base.lastAt === undefined) return undefined;
    const minutes = Math.max(1, (at - base.lastAt) / MINUTE_MS);
    return value / minutes > rate ? { rule: 'rate', limit: rate } : undefined;
  }
  const previous = base.values.get(measure);
  if (previous === undefined) return undefined;
  const minutes = Math.max(1, (at - previous.at) / MINUTE_MS);
  return Math.abs(value - previous.value) / minutes > rate ? { rule: 'rate', limit: rate } : undefined;
}

/**
 * Filters `rows` (sorted by time, about to be inserted) in place: each value breaking a rule is set to null
 * and returned as a flag. `base` describes the stored readings before the first row and is advanced.
 */
export function filterSpikes(rows: readonly Row[], settings: QualitySettings, base: FilterBase): SpikeFlag[] {
  if (!settings.enabled) return [];
  const flags: SpikeFlag[] = [];
  for (const row of rows) {
    let sourceFlagged = false;
    for (const measure of QUALITY_MEASURES) {
      const column = READING_COLUMN_OF[measure];
      const value = row[column];
      if (typeof value !== 'number') continue;
      // QUALITY_MEASURES lists temperature and humidity before the dew point computed from them.
      const broken =
        measure === 'dewPoint' && sourceFlagged
          ? { rule: 'derived' as const, limit: null }
          : brokenRule(settings, measure, value, row.received_at, base);
      if (broken === undefined) continue;
      if (measure === 'temperature' || measure === 'humidity') sourceFlagged = true;
      flags.push({ receivedAt: row.received_at, measure, value, ...broken });
      (row as Record<string, unknown>)[column] = null;
    }
    advance(base, row);
  }
  return flags;
}
