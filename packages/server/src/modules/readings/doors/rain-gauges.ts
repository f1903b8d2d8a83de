/**
 * The rain gauges of a console upload (DESIGN §5, rain): a tipping bucket, and on Ecowitt consoles a piezo
 * gauge (WS90…) sending the same counters under other names. Each gauge's counters are read apart, the
 * station's main rain source picks which one a reading's rain comes from, and the other is kept beside it.
 *
 * A counter is stored with a code telling its gauge and span ({@link RAIN_SOURCE}): a step between two
 * different counters (a yearly and a daily one, a bucket's and a piezo's) is not rain, and the derivation
 * (reading-derivation `rainOfInterval`) never reads it as such.
 */
import type { ApiErrorItem, RainMainSource } from '@meteodeck/contract';
import { inchesToMm } from '@meteodeck/weather';
import type { CanonicalReading, GaugeValues } from '../canonical-reading.ts';
import { readNumber, type UploadFields } from './upload-fields.ts';

/** Gauge codes (the tens of a source code). */
export const RAIN_GAUGE = { bucket: 1, piezo: 2 } as const;
/** Span codes (the units of a source code), longest first: the order a counter is preferred in. */
export const RAIN_SPAN = { yearly: 1, total: 2, monthly: 3, weekly: 4, daily: 5, event: 6 } as const;
export type RainSpan = keyof typeof RAIN_SPAN;

/** The code of a gauge's counter: `10 × gauge + span` (12: the bucket's lifetime total, 21: piezo yearly). */
export function rainSourceCode(gauge: keyof typeof RAIN_GAUGE, span: RainSpan): number {
  return RAIN_GAUGE[gauge] * 10 + RAIN_SPAN[span];
}

/** The gauge of a source code (1 bucket, 2 piezo), or null when not known. */
export function gaugeOf(source: number | null): number | null {
  return source === null ? null : Math.floor(source / 10);
}

/** The field names of one gauge in a console protocol. */
export interface GaugeKeys {
  gauge: keyof typeof RAIN_GAUGE;
  /** The cumulative counters, preferred first: the longest resets least often. */
  counters: ReadonlyArray<readonly [string, RainSpan]>;
  daily?: string;
  rate?: string;
  event?: string;
}

/**
 * The tipping bucket of Ecowitt's protocol. The yearly counter first, then the lifetime total (which some
 * firmware counts unreliably, so only when no yearly one comes), monthly, weekly, daily; the event counter
 * last (it resets when an event ends, which the reset rule absorbs). `hourlyrainin` and `last24hrainin`
 * are rolling sums, not counters.
 */
export const ECOWITT_BUCKET: GaugeKeys = {
  gauge: 'bucket',
  counters: [
    ['yearlyrainin', 'yearly'],
    ['totalrainin', 'total'],
    ['monthlyrainin', 'monthly'],
    ['weeklyrainin', 'weekly'],
    ['dailyrainin', 'daily'],
    ['eventrainin', 'event'],
  ],
  daily: 'dailyrainin',
  rate: 'rainratein',
  event: 'eventrainin',
};

/** The piezo gauge of Ecowitt's protocol (WS90, WS85…): the same counters as the bucket's. */
export const ECOWITT_PIEZO: GaugeKeys = {
  gauge: 'piezo',
  counters: [
    ['yrain_piezo', 'yearly'],
    ['mrain_piezo', 'monthly'],
    ['wrain_piezo', 'weekly'],
    ['drain_piezo', 'daily'],
    ['erain_piezo', 'event'],
  ],
  daily: 'drain_piezo',
  rate: 'rrain_piezo',
  event: 'erain_piezo',
};

/**
 * Weather Underground's one gauge, as WeeWX's interceptor reads it (`yearlyrainin` first, then
 * `dailyrainin`). `rainin` is a rolling hour, not a counter.
 */
export const WU_BUCKET: GaugeKeys = {
  gauge: 'bucket',
  counters: [
    ['yearlyrainin', 'yearly'],
    ['monthlyrainin', 'monthly'],
    ['weeklyrainin', 'weekly'],
    ['dailyrainin', 'daily'],
  ],
  daily: 'dailyrainin',
};

/** Every field name of `gauges` (for the connection view's list of fields read). */
export function gaugeKeysOf(...gauges: GaugeKeys[]): string[] {
  return gauges.flatMap((g) => [
    ...g.counters.map(([key]) => key),
    ...[g.daily, g.rate, g.event].filter((k): k is string => k !== undefined),
  ]);
}

/** One gauge's values from an upload (inches in, mm out), or null when it sent none. */
export function readGauge(
  fields: UploadFields,
  keys: GaugeKeys,
  problems: ApiErrorItem[],
): GaugeValues | null {
  // A field read for two purposes (the daily counter as the longest one too) is read, and reported, once.
  const read = new Map<string, number | null>();
  const inMm = (key: string | undefined) => {
    if (key === undefined) return null;
    if (!read.has(key)) {
      const value = readNumber(fields, key, problems);
      read.set(key, value === null ? null : inchesToMm(value));
    }
    return read.get(key) ?? null;
  };
  const values: GaugeValues = { counter: null, source: null, daily: null, rate: null, event: null };
  for (const [key, span] of keys.counters) {
    const value = inMm(key);
    if (value === null) continue;
    values.counter = value;
    values.source = rainSourceCode(keys.gauge, span);
    break;
  }
  values.daily = inMm(keys.daily);
  values.rate = inMm(keys.rate);
  values.event = inMm(keys.event);
  const sent = Object.values(values).some((value) => value !== null);
  return sent ? values : null;
}

/** Writes `values` as the reading's main gauge (all its rain fields, null where the gauge sent nothing). */
function setMain(reading: CanonicalReading, values: GaugeValues | null): void {
  reading.rainTotal = values?.counter ?? null;
  reading.rainSource = values?.counter == null ? null : values.source;
  reading.rainDaily = values?.daily ?? null;
  reading.rainRate = values?.rate ?? null;
  reading.rainEvent = values?.event ?? null;
}

/** Reads a console's gauges into `reading`: the first as its main gauge, the second (if any) as the other. */
export function applyGauges(
  fields: UploadFields,
  reading: CanonicalReading,
  problems: ApiErrorItem[],
  main: GaugeKeys,
  other?: GaugeKeys,
): void {
  setMain(reading, readGauge(fields, main, problems));
  reading.rainAlt = other === undefined ? null : readGauge(fields, other, problems);
}

/** The values of a reading's main gauge. */
function mainOf(reading: CanonicalReading): GaugeValues {
  return {
    counter: reading.rainTotal,
    source: reading.rainSource,
    daily: reading.rainDaily,
    rate: reading.rainRate,
    event: reading.rainEvent,
  };
}

/** Whether a gauge sent a counter (cumulative or daily). */
const counts = (values: GaugeValues | null) => values !== null && (values.counter ?? values.daily) !== null;

/**
 * The reading with its main gauge as the station's main rain source says: a console's tipping bucket is
 * the main gauge as parsed, its piezo gauge the other. A piezo main source swaps them; a main gauge that
 * sent no counter gives way to the other one (a piezo-only console with the default setting). Without a
 * rate of its own, the main gauge takes the other's (a rate is of the moment, whichever gauge saw it).
 */
export function applyMainRainSource(reading: CanonicalReading, main: RainMainSource): CanonicalReading {
  const other = reading.rainAlt;
  if (other === null) return reading;
  const current = mainOf(reading);
  const swap = counts(other) && (main === 'piezo' || !counts(current));
  const next = { ...reading };
  if (swap) {
    setMain(next, other);
    next.rainAlt = counts(current) || current.rate !== null ? current : null;
  }
  if (next.rainRate === null) next.rainRate = next.rainAlt?.rate ?? null;
  return next;
}
