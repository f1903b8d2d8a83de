/**
 * The one shape every ingestion door produces: a reading in canonical units (°C, %, hPa, m/s, degrees, mm,
 * mm/h, W/m², UV index, µg/m³, km; instants in epoch ms), and the quality control applied to it before it
 * reaches the pipeline.
 */
import { isPhysicallyPossible, READING_MEASURES, type ReadingMeasure } from '@meteodeck/contract';

/**
 * Earliest instant a reading (or its last lightning strike) may carry, 2000-01-01T00:00:00Z: no station
 * uploaded to a personal weather site before; an earlier date is a console clock that lost its setting
 * (1970) or garbage (year 0050), and would open the record graph decades before the station existed.
 */
export const EARLIEST_INSTANT_MS = Date.UTC(2000, 0, 1);

/** How far after its reading a last-strike time may lie (a console's clocks disagree by a few minutes). */
const LIGHTNING_TIME_SKEW_MS = 5 * 60_000;

/** Every measure of a reading, null when not measured (absent, sentinel, or dropped by quality control). */
export type ReadingMeasures = { [M in ReadingMeasure]: number | null };

/** A reading in canonical units, whichever door it came through: the pipeline's input. */
export interface CanonicalReading extends ReadingMeasures {
  /** Instant of the measurement, epoch ms (UTC). */
  receivedAt: number;
  /** Instant of the last lightning strike, epoch ms. */
  lightningTime: number | null;
  /** A station's cumulative lightning counter (Ecowitt `lightning_num`, daily); strikes come from its rise. */
  lightningCounter: number | null;
  /**
   * The console's daily rain counter (`dailyrainin`), mm: rain since its midnight. `rainTotal` holds the
   * longest counter sent (which may be this one); the first reading of a local day takes this as its rain.
   */
  rainDaily: number | null;
  /** Which counter `rainTotal` is: its gauge and span (rain-gauges RAIN_SOURCE codes); null: not known. */
  rainSource: number | null;
  /** The rain event as the console counts it (Ecowitt `eventrainin`, `erain_piezo`), mm. */
  rainEvent: number | null;
  /**
   * The other rain gauge's values, when the console sends two (a tipping bucket and a piezo gauge): stored
   * beside the main gauge's, which the station's main rain source picks (rain-gauges `applyMainRainSource`).
   */
  rainAlt: GaugeValues | null;
}

/** What a console sends of one rain gauge, in mm (mm/h for the rate); null when not sent. */
export interface GaugeValues {
  /** The longest cumulative counter sent, and which one it is (rain-gauges RAIN_SOURCE codes). */
  counter: number | null;
  source: number | null;
  daily: number | null;
  rate: number | null;
  event: number | null;
}

/** Every measure of the contract's READING_MEASURES (the measure catalogue's main measures), missing. */
const NO_MEASURES: Readonly<ReadingMeasures> = Object.freeze(
  // One null per measure, which fromEntries cannot type.
  Object.fromEntries(READING_MEASURES.map((measure) => [measure, null])) as ReadingMeasures,
);

/** A reading with every measure missing, at `receivedAt`: the starting point of each door's parser. */
export function emptyReading(receivedAt: number): CanonicalReading {
  return {
    receivedAt,
    ...NO_MEASURES,
    lightningTime: null,
    lightningCounter: null,
    rainDaily: null,
    rainSource: null,
    rainEvent: null,
    rainAlt: null,
  };
}

/** A value quality control removed from a reading. */
export interface DroppedValue {
  measure:
    | ReadingMeasure
    | 'lightningCounter'
    | 'lightningTime'
    | 'rainDaily'
    | 'rainEvent'
    | 'rainAltCounter'
    | 'rainAltDaily';
  value: number;
}

/**
 * Quality control (DESIGN §5): every value outside the physical bounds of its measure (contract
 * READING_BOUNDS; a daily rain counter those of a counter) is set to null and reported; so is a last-strike time before 2000 or after the reading
 * (Ecowitt's seconds can be any number, and 1e20 s overflows PostgreSQL's bigint). The rest of the reading
 * is kept. Returns a new reading.
 */
export function applyQualityControl(reading: CanonicalReading): {
  reading: CanonicalReading;
  dropped: DroppedValue[];
} {
  const checked: CanonicalReading = { ...reading };
  const dropped: DroppedValue[] = [];
  for (const measure of READING_MEASURES) {
    const value = checked[measure];
    if (value !== null && !isPhysicallyPossible(measure, value)) {
      dropped.push({ measure, value });
      checked[measure] = null;
    }
  }
  const counter = checked.lightningCounter;
  if (counter !== null && !isPhysicallyPossible('lightningCount', counter)) {
    dropped.push({ measure: 'lightningCounter', value: counter });
    checked.lightningCounter = null;
  }
  // A day's counter holds no more than a day's rain, which no interval's rain bound exceeds (the world's
  // 24-hour record is 1,825 mm): beyond it, garbage, which would be a first reading's rain.
  const daily = checked.rainDaily;
  if (daily !== null && !isPhysicallyPossible('rain', daily)) {
    dropped.push({ measure: 'rainDaily', value: daily });
    checked.rainDaily = null;
  }
  // The console's event and the other gauge's counters: the bounds of the main gauge's.
  const event = checked.rainEvent;
  if (event !== null && !isPhysicallyPossible('rain', event)) {
    dropped.push({ measure: 'rainEvent', value: event });
    checked.rainEvent = null;
  }
  const alt = checked.rainAlt;
  if (alt !== null) {
    const kept = { ...alt };
    if (alt.counter !== null && !isPhysicallyPossible('rainTotal', alt.counter)) {
      dropped.push({ measure: 'rainAltCounter', value: alt.counter });
      kept.counter = null;
      kept.source = null;
    }
    if (alt.daily !== null && !isPhysicallyPossible('rain', alt.daily)) {
      dropped.push({ measure: 'rainAltDaily', value: alt.daily });
      kept.daily = null;
    }
    if (alt.rate !== null && !isPhysicallyPossible('rainRate', alt.rate)) kept.rate = null;
    if (alt.event !== null && !isPhysicallyPossible('rain', alt.event)) kept.event = null;
    checked.rainAlt = kept;
  }
  if (checked.rainTotal === null) checked.rainSource = null;
  const strike = checked.lightningTime;
  if (
    strike !== null &&
    !(strike >= EARLIEST_INSTANT_MS && strike <= checked.receivedAt + LIGHTNING_TIME_SKEW_MS)
  ) {
    dropped.push({ measure: 'lightningTime', value: strike });
    checked.lightningTime = null;
  }
  return { reading: checked, dropped };
}

/** True when the reading carries at least one measure (a reading of nothing is not worth a row). */
export function hasAnyMeasure(reading: CanonicalReading): boolean {
  return (
    READING_MEASURES.some((measure) => reading[measure] !== null) ||
    reading.lightningCounter !== null ||
    reading.rainDaily !== null ||
    reading.rainEvent !== null ||
    reading.lightningTime !== null
  );
}
