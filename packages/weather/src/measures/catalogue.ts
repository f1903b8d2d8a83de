/**
 * The measure catalogue (the descriptors of measure-descriptor.ts): the reading's measures, the extra
 * sensors' and the sensors' batteries and signal, with the look-ups the doors, importers, forwarding and the
 * web derive their tables from (the forwarding networks' field lists: catalogue-networks.ts).
 */

import type { UnitSet } from '../unit-symbols.ts';
import { HEALTH_CATALOGUE } from './catalogue-health.ts';
import { READING_CATALOGUE } from './catalogue-reading.ts';
import { READING_SENSOR_CATALOGUE } from './catalogue-reading-sensors.ts';
import { SENSOR_CATALOGUE } from './catalogue-sensors.ts';
import type { MeasureDescriptor, MeasureQuantity, MeasureUnit } from './measure-descriptor.ts';
import {
  type CsvHeaderWords,
  type DoorSource,
  type MeasureSources,
  type ResolvedField,
  resolveFields,
} from './measure-fields.ts';
import { convertMeasureUnit } from './measure-units.ts';

/** Every measure kind the product knows, the reading's first (in the JSON door's order). */
export const MEASURE_CATALOGUE = [
  ...READING_CATALOGUE,
  ...READING_SENSOR_CATALOGUE,
  ...SENSOR_CATALOGUE,
  ...HEALTH_CATALOGUE,
] as const;

type Entry = (typeof MEASURE_CATALOGUE)[number];
/** The stable id of a measure kind. */
export type MeasureKind = Entry['kind'];
/** The kinds every reading carries (the readings table's measure columns). */
export type ReadingMeasureKind = Extract<Entry, { readonly reading: true }>['kind'];
/** A main measure's entry. */
type ReadingEntry = Extract<Entry, { readonly reading: true }>;
/** The readings table's measure columns (one per main measure; the table's other columns are fixed). */
export type ReadingColumn = ReadingEntry['column'];
/** The column of each main measure, as a type: `ReadingColumnOf['uv']` is `'uv_index'`. */
export type ReadingColumnOf = { readonly [E in ReadingEntry as E['kind']]: E['column'] };

/** The main measures the forwarding outbox queues with each reading. */
export type ForwardedMeasureKind = Extract<ReadingEntry, { readonly forwarded: true }>['kind'];

/** The kinds the sensors module stores beside the readings. */
export type SensorMeasureKind = Exclude<MeasureKind, ReadingMeasureKind>;

/** The reading's measures the spike filter checks by default (those with a largest change per minute). */
export type SpikeCheckedKind = Extract<
  Entry,
  { readonly reading: true; readonly maxChangePerMinute: number }
>['kind'];

/** The reading's measures the back office's reading editor may change. */
export type EditableMeasureKind = Extract<Entry, { readonly reading: true; readonly editable: true }>['kind'];

/** Every kind, in catalogue order. */
export const MEASURE_KINDS: readonly MeasureKind[] = MEASURE_CATALOGUE.map((entry) => entry.kind);

/** The reading's measures, in the JSON door's order. */
export const READING_MEASURE_KINDS: readonly ReadingMeasureKind[] = [
  ...READING_CATALOGUE,
  ...READING_SENSOR_CATALOGUE,
].map((entry) => entry.kind);

const READING_ENTRIES: readonly ReadingEntry[] = [...READING_CATALOGUE, ...READING_SENSOR_CATALOGUE];

/** The readings table's measure columns, in the reading's order. */
export const READING_COLUMNS: readonly ReadingColumn[] = READING_ENTRIES.map((entry) => entry.column);

/** Each main measure's column in the readings table. */
export const MEASURE_COLUMN: ReadingColumnOf = Object.fromEntries(
  READING_ENTRIES.map((entry) => [entry.kind, entry.column]),
  // Each entry's kind with its own column: the mapped type, which fromEntries cannot tell.
) as ReadingColumnOf;

/** The main measures the forwarding outbox queues, in the reading's order. */
export const FORWARDED_MEASURE_KINDS: readonly ForwardedMeasureKind[] = READING_ENTRIES.filter(
  (entry): entry is Extract<ReadingEntry, { readonly forwarded: true }> => entry.forwarded,
).map((entry) => entry.kind);

/** A main measure with daily summary and rollup columns of its own, and those folded by minimum and maximum. */
type SummarisedEntry = Extract<ReadingEntry, { readonly summary: object }>;
type MinMaxSummarisedEntry = Extract<SummarisedEntry, { readonly fold: 'minMax' }>;
/** The stems of the summaries' min/max columns (`<stem>_min`, `_min_at`, `_max`, `_max_at`, `_sum`, `_count`). */
export type MinMaxSummaryStem = MinMaxSummarisedEntry['summary']['stem'];
/** The stems of the summaries' mean-only columns (`<stem>_sum`, `_count`). */
export type MeanSummaryStem = Extract<SummarisedEntry, { readonly fold: 'mean' }>['summary']['stem'];
/** The main measures whose mean the graphs read from the rollups. */
export type GraphMeanKind = Extract<
  SummarisedEntry,
  { readonly summary: { readonly graphMean: true } }
>['kind'];

const SUMMARISED: readonly SummarisedEntry[] = READING_ENTRIES.filter(
  (entry): entry is SummarisedEntry => entry.summary !== undefined,
);

/** The summaries' min/max stems, in the reading's order (the summaries add their derived ones). */
export const MIN_MAX_SUMMARY_STEMS: readonly MinMaxSummaryStem[] = SUMMARISED.filter(
  (entry): entry is MinMaxSummarisedEntry => entry.fold === 'minMax',
).map((entry) => entry.summary.stem);

/** The summaries' mean-only stems, in the reading's order. */
export const MEAN_SUMMARY_STEMS: readonly MeanSummaryStem[] = SUMMARISED.filter(
  (entry): entry is Extract<SummarisedEntry, { readonly fold: 'mean' }> => entry.fold === 'mean',
).map((entry) => entry.summary.stem);

/** The readings column each min/max stem folds (`MIN_MAX_SUMMARY_COLUMN.dew_point` is `'dew_point_c'`). */
export const MIN_MAX_SUMMARY_COLUMN: { readonly [S in MinMaxSummaryStem]: ReadingColumn } =
  Object.fromEntries(
    SUMMARISED.filter((entry) => entry.fold === 'minMax').map((entry) => [entry.summary.stem, entry.column]),
    // Every min/max stem with its entry's column: the mapped type, which fromEntries cannot tell.
  ) as { readonly [S in MinMaxSummaryStem]: ReadingColumn };

/** The main measures the graphs read as rollup means, with their stem, in the reading's order. */
export const GRAPH_MEAN_MEASURES: readonly {
  readonly kind: GraphMeanKind;
  readonly stem: MinMaxSummaryStem | MeanSummaryStem;
}[] = SUMMARISED.filter(
  (entry): entry is Extract<SummarisedEntry, { readonly kind: GraphMeanKind }> => entry.summary.graphMean,
).map((entry) => ({ kind: entry.kind, stem: entry.summary.stem }));

/** The measures the spike filter checks, in the reading's order. */
export const SPIKE_CHECKED_KINDS: readonly SpikeCheckedKind[] = MEASURE_CATALOGUE.filter(
  (entry): entry is Extract<Entry, { readonly kind: SpikeCheckedKind }> =>
    entry.reading && entry.maxChangePerMinute !== null,
).map((entry) => entry.kind);

/** The measures the reading editor may change, in the reading's order. */
export const EDITABLE_MEASURE_KINDS: readonly EditableMeasureKind[] = MEASURE_CATALOGUE.filter(
  (entry): entry is Extract<Entry, { readonly kind: EditableMeasureKind }> =>
    entry.reading && entry.editable === true,
).map((entry) => entry.kind);

const BY_KIND: ReadonlyMap<string, MeasureDescriptor> = new Map(
  MEASURE_CATALOGUE.map((entry) => [entry.kind, entry]),
);

/** True when `value` names a measure kind of the catalogue. */
export function isMeasureKind(value: unknown): value is MeasureKind {
  return typeof value === 'string' && BY_KIND.has(value);
}

/** The descriptor of a kind. */
export function measureDescriptor(kind: MeasureKind): MeasureDescriptor {
  const descriptor = BY_KIND.get(kind);
  if (descriptor === undefined) throw new Error(`Unknown measure kind: ${kind}`);
  return descriptor;
}

/** A kind's label in one of the product's languages. */
export function measureLabel(kind: MeasureKind, language: 'de' | 'en' | 'fr'): string {
  return measureDescriptor(kind).labels[language];
}

/** A value a source sent in `unit`, in the kind's canonical unit; null when `unit` does not convert. */
export function measureToCanonical(kind: MeasureKind, value: number, unit: MeasureUnit): number | null {
  return convertMeasureUnit(value, unit, measureDescriptor(kind).unit);
}

/** Units written as a plain number, with no symbol (a UV index, a count, a flag, battery bars, instants). */
const UNITLESS: ReadonlySet<MeasureUnit> = new Set([
  'index',
  'count',
  'flag',
  'level',
  'epochSeconds',
  'epochMs',
]);

/**
 * The unit a kind is shown in under a unit set (a visitor's, a station's): the set's choice for the kind's
 * unit-set field (rain rates per hour of the set's rain unit), else the canonical unit. Without a set, or
 * for a field it leaves out, the canonical unit.
 */
export function displayUnitOf(kind: MeasureKind, units?: Partial<UnitSet>): MeasureUnit {
  const descriptor = measureDescriptor(kind);
  const field = descriptor.unitSetField;
  const chosen = field === null ? undefined : units?.[field];
  if (chosen === undefined) return descriptor.unit;
  if (descriptor.quantity === 'rainRate') return chosen === 'in' ? 'in/h' : 'mm/h';
  return chosen;
}

/** The symbol a unit is written with after a number ('' for the unitless ones). */
export function unitText(unit: MeasureUnit): string {
  return UNITLESS.has(unit) ? '' : unit;
}

/** The sources whose fields have a name and a unit (the logs' positions, the CSV files' headers apart). */
export type FieldSource = Exclude<
  keyof MeasureSources,
  'cumulusExtraLog' | 'cumulusLog' | 'csv' | 'weatherlinkCsv' | 'ecowittCsv'
>;

/** The fields `source` reads for a kind, one per channel (0 for a single sensor), alternatives in order. */
export function sourceFields(kind: MeasureKind, source: FieldSource): ResolvedField[] {
  const descriptor = measureDescriptor(kind);
  return resolveFields(descriptor.sources[source], descriptor.channels);
}

/** The fields Weather Underground is sent for a kind, one per channel. */
export function wundergroundFields(kind: MeasureKind): ResolvedField[] {
  const descriptor = measureDescriptor(kind);
  return resolveFields(descriptor.forwarding.wunderground, descriptor.channels);
}

/** What one field of a source stands for. */
export interface FieldMeaning {
  readonly kind: MeasureKind;
  readonly channel: number;
  readonly unit: MeasureUnit;
  readonly noValue?: number;
}

/**
 * Every field `source` sends, by name: the kind and channel it carries and its unit (a door reads a form
 * through this; the catalogue's tests keep each name to one kind).
 */
export function sourceFieldIndex(source: FieldSource): ReadonlyMap<string, FieldMeaning> {
  const index = new Map<string, FieldMeaning>();
  for (const kind of MEASURE_KINDS) {
    for (const field of sourceFields(kind, source)) {
      if (index.has(field.name)) continue;
      const { channel, unit, noValue } = field;
      index.set(field.name, { kind, channel, unit, ...(noValue === undefined ? {} : { noValue }) });
    }
  }
  return index;
}

/** The Cumulus MX extra-log field index of each channel of a kind (empty: the log has none). */
export function cumulusExtraLogFields(kind: MeasureKind): readonly number[] {
  return measureDescriptor(kind).sources.cumulusExtraLog ?? [];
}

/** A main measure read from one field of Cumulus MX's monthly log (its `sources.cumulusLog`). */
export interface CumulusLogMeasure {
  readonly kind: ReadingMeasureKind;
  readonly quantity: MeasureQuantity;
  /** The field's name in CumulusMX's source, and its position (0-based). */
  readonly name: string;
  readonly index: number;
}

/** The main measures of Cumulus MX's monthly log, by field position (the importer's position → measure). */
export const CUMULUS_LOG_MEASURES: readonly CumulusLogMeasure[] = READING_ENTRIES.flatMap((entry) => {
  const field = entry.sources.cumulusLog;
  return field === undefined ? [] : [{ kind: entry.kind, quantity: entry.quantity, ...field }];
}).sort((a, b) => a.index - b.index);

/** A main measure with the words of its Ecowitt CSV column (its `sources.ecowittCsv`). */
export interface EcowittCsvMeasure {
  readonly kind: ReadingMeasureKind;
  readonly words: CsvHeaderWords;
}

/** The Ecowitt CSV importer's word table: the main measures with header words, in catalogue order. */
export const ECOWITT_CSV_MEASURES: readonly EcowittCsvMeasure[] = READING_ENTRIES.flatMap((entry) => {
  const words = entry.sources.ecowittCsv;
  return words === undefined ? [] : [{ kind: entry.kind, words }];
});

/**
 * The fields upload door `source` tries for a main measure, in order (first present wins): its `doors`
 * fields before, its own source fields up to the door's last channel, its `doors` fields after. Empty for a
 * measure the door does not read; `'code'` when the doors read it in code (rain, the lightning counter).
 */
export function doorFields(kind: ReadingMeasureKind, source: DoorSource): ResolvedField[] | 'code' {
  const descriptor = measureDescriptor(kind);
  const doors = descriptor.doors;
  if (doors === 'code') return 'code';
  const rules = doors?.[source];
  const own = sourceFields(kind, source).filter(
    (field) => rules?.lastChannel === undefined || field.channel <= rules.lastChannel,
  );
  // Another spelling or sensor carries no channel of this measure: resolved as a single sensor's.
  return [...resolveFields(rules?.before, 0), ...own, ...resolveFields(rules?.after, 0)];
}
