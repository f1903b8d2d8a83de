/**
 * A span's summary as a fold over its readings in time order: a local day (daily_summaries) or a rollup
 * bucket of 10 minutes or an hour (reading_rollups) folds the same way. The same fold serves the
 * incremental update of the newest reading and the full recomputation of a span (late readings,
 * rebuild-summaries), so both give identical rows (sums are added in the same order). Derived feels-like
 * values and the AQI come from the weather package; nothing is computed here twice.
 *
 * Every reading folds into three spans (its day, its hour, its 10 minutes), so the fold is the ingestion's
 * hot loop: it accumulates in typed arrays indexed by measure, computes a reading's inputs once for all
 * its spans, and turns into a row object only to be written.
 */
import {
  heatIndexC,
  humidexC,
  MIN_MAX_SUMMARY_COLUMN,
  MIN_MAX_SUMMARY_STEMS,
  pm25Aqi,
  windChillC,
} from '@meteodeck/weather';
import {
  type DailySummaryRow,
  MEAN_SUMMARY_COLUMNS,
  SUMMARY_MEASURES,
  type SummaryMeasure,
} from '../../../db/database.ts';
import type { ReadingRowValues } from '../ingest/reading-derivation.ts';

/** The summary columns without the key (station, day; or station, width, start for a rollup). */
export type SummaryValues = Omit<DailySummaryRow, 'weather_station_id' | 'day'>;

/** The six columns of one measure. */
const MEASURE_COLUMNS = SUMMARY_MEASURES.map(
  (m) =>
    ({
      min: `${m}_min`,
      minAt: `${m}_min_at`,
      max: `${m}_max`,
      maxAt: `${m}_max_at`,
      sum: `${m}_sum`,
      count: `${m}_count`,
    }) as const,
);

/** Every column of {@link SummaryValues}, in a fixed order (for hand-written SQL). */
export const SUMMARY_VALUE_COLUMNS: ReadonlyArray<keyof SummaryValues> = [
  ...MEASURE_COLUMNS.flatMap((c) => [c.min, c.minAt, c.max, c.maxAt, c.sum, c.count] as const),
  'rain_total_mm',
  'rain_event_max',
  'rain_event_max_at',
  'rain_event_min',
  'rain_event_min_at',
  'lightning_count',
  'reading_count',
  'first_at',
  'last_at',
  'wind_dir_east',
  'wind_dir_north',
  'wind_dir_count',
  ...MEAN_SUMMARY_COLUMNS,
];

const MEASURES = SUMMARY_MEASURES.length;

/** What one reading brings to every span it falls in, computed once (see {@link summaryInputs}). */
export interface SummaryInputs {
  at: number;
  /** Value of each summary measure, in SUMMARY_MEASURES order; NaN when missing. */
  values: Float64Array;
  rainMm: number | null;
  lightningCount: number | null;
  rainEventMm: number | null;
  /** Unit vector of the wind direction (calm and missing: none). */
  windEast: number | null;
  windNorth: number | null;
  pm25Avg: number | null;
}

const finiteOrNaN = (value: number | null) =>
  value === null || !Number.isFinite(value) ? Number.NaN : value;

/** Each catalogue stem with the readings column it folds. */
const STEM_COLUMNS = MIN_MAX_SUMMARY_STEMS.map((m) => [m, MIN_MAX_SUMMARY_COLUMN[m]] as const);

/**
 * The value each summary measure takes from one reading, or null: the catalogue's from their readings
 * column, the derived ones computed here.
 */
export function summaryMeasureValues(reading: ReadingRowValues): { [M in SummaryMeasure]: number | null } {
  const t = reading.temperature_c;
  const rh = reading.humidity_pct;
  const td = reading.dew_point_c;
  const wind = reading.wind_speed_ms;
  // Built field by field, once per reading (the hot loop): the catalogue's stems, then the derived ones.
  const values = {} as { [M in SummaryMeasure]: number | null };
  for (const [m, column] of STEM_COLUMNS) values[m] = reading[column];
  values.heat_index = t !== null && rh !== null ? heatIndexC(t, rh) : null;
  values.humidex = t !== null && td !== null ? humidexC(t, td) : null;
  values.wind_chill = t !== null && wind !== null ? windChillC(t, wind) : null;
  values.aqi = reading.pm25_ugm3 === null ? null : pm25Aqi(reading.pm25_ugm3);
  return values;
}

/** What `reading` brings to its spans. */
export function summaryInputs(reading: ReadingRowValues): SummaryInputs {
  const byMeasure = summaryMeasureValues(reading);
  const values = new Float64Array(MEASURES);
  SUMMARY_MEASURES.forEach((m, i) => {
    values[i] = finiteOrNaN(byMeasure[m]);
  });
  // Calm leaves the vane anywhere: such directions do not count, as in meanWindDirectionDeg.
  const direction = reading.wind_dir_deg;
  const windy = direction !== null && Number.isFinite(direction) && reading.wind_speed_ms !== 0;
  const radians = windy ? (direction * Math.PI) / 180 : 0;
  const pm25Avg = reading.pm25_avg24h_ugm3;
  return {
    at: reading.received_at,
    values,
    rainMm: reading.rain_mm,
    lightningCount: reading.lightning_count,
    rainEventMm: reading.rain_event_mm,
    windEast: windy ? Math.sin(radians) : null,
    windNorth: windy ? Math.cos(radians) : null,
    pm25Avg: pm25Avg !== null && Number.isFinite(pm25Avg) ? pm25Avg : null,
  };
}

const plus = (a: number | null, b: number | null): number | null => (b === null ? a : (a ?? 0) + b);

/** The running summary of a span: add readings (or later spans) in time order, then write `values()`. */
export class SummaryFold {
  private readonly min = new Float64Array(MEASURES);
  private readonly minAt = new Float64Array(MEASURES);
  private readonly max = new Float64Array(MEASURES);
  private readonly maxAt = new Float64Array(MEASURES);
  private readonly sum = new Float64Array(MEASURES);
  private readonly count = new Float64Array(MEASURES);
  private rainTotal: number | null = null;
  private lightning: number | null = null;
  private eventMax: number | null = null;
  private eventMaxAt: number | null = null;
  private eventMin: number | null = null;
  private eventMinAt: number | null = null;
  private readings = 0;
  private firstAt: number | null = null;
  private lastAt: number | null = null;
  private windEast: number | null = null;
  private windNorth: number | null = null;
  private windCount = 0;
  private pm25AvgSum: number | null = null;
  private pm25AvgCount = 0;

  /** A fold continuing a stored summary. */
  static of(values: SummaryValues): SummaryFold {
    const fold = new SummaryFold();
    MEASURE_COLUMNS.forEach((c, i) => {
      const count = Number(values[c.count]);
      fold.count[i] = count;
      if (count === 0) return;
      fold.min[i] = values[c.min] ?? Number.NaN;
      fold.minAt[i] = values[c.minAt] ?? Number.NaN;
      fold.max[i] = values[c.max] ?? Number.NaN;
      fold.maxAt[i] = values[c.maxAt] ?? Number.NaN;
      fold.sum[i] = values[c.sum] ?? 0;
    });
    fold.rainTotal = values.rain_total_mm;
    fold.lightning = values.lightning_count;
    fold.eventMax = values.rain_event_max;
    fold.eventMaxAt = values.rain_event_max_at;
    fold.eventMin = values.rain_event_min;
    fold.eventMinAt = values.rain_event_min_at;
    fold.readings = Number(values.reading_count);
    fold.firstAt = values.first_at;
    fold.lastAt = values.last_at;
    fold.windEast = values.wind_dir_east;
    fold.windNorth = values.wind_dir_north;
    fold.windCount = Number(values.wind_dir_count);
    fold.pm25AvgSum = values.pm25_avg24h_sum;
    fold.pm25AvgCount = Number(values.pm25_avg24h_count);
    return fold;
  }

  /**
   * Adds one reading's inputs (readings in time order: the first of equal extremes keeps its time, and
   * first/last follow).
   */
  add(inputs: SummaryInputs): this {
    const at = inputs.at;
    const values = inputs.values;
    for (let i = 0; i < MEASURES; i += 1) {
      const value = values[i] ?? Number.NaN;
      if (Number.isNaN(value)) continue;
      const count = this.count[i] ?? 0;
      if (count === 0 || value < (this.min[i] ?? 0)) {
        this.min[i] = value;
        this.minAt[i] = at;
      }
      if (count === 0 || value > (this.max[i] ?? 0)) {
        this.max[i] = value;
        this.maxAt[i] = at;
      }
      this.sum[i] = (count === 0 ? 0 : (this.sum[i] ?? 0)) + value;
      this.count[i] = count + 1;
    }
    this.rainTotal = plus(this.rainTotal, inputs.rainMm);
    this.lightning = plus(this.lightning, inputs.lightningCount);
    const event = inputs.rainEventMm;
    if (event !== null && (this.eventMax === null || event > this.eventMax)) {
      this.eventMax = event;
      this.eventMaxAt = at;
    }
    if (event !== null && (this.eventMin === null || event < this.eventMin)) {
      this.eventMin = event;
      this.eventMinAt = at;
    }
    if (inputs.windEast !== null && inputs.windNorth !== null) {
      this.windEast = plus(this.windEast, inputs.windEast);
      this.windNorth = plus(this.windNorth, inputs.windNorth);
      this.windCount += 1;
    }
    if (inputs.pm25Avg !== null) {
      this.pm25AvgSum = plus(this.pm25AvgSum, inputs.pm25Avg);
      this.pm25AvgCount += 1;
    }
    this.readings += 1;
    if (this.firstAt === null || at < this.firstAt) this.firstAt = at;
    if (this.lastAt === null || at > this.lastAt) this.lastAt = at;
    return this;
  }

  /**
   * Adds the fold of a later span (e.g. the next hour): the same result as folding both spans' readings in
   * time order, up to the rounding of sums (added in another order). A day is the merge of its hours.
   */
  merge(later: SummaryFold): this {
    for (let i = 0; i < MEASURES; i += 1) {
      const theirs = later.count[i] ?? 0;
      if (theirs === 0) continue;
      const mine = this.count[i] ?? 0;
      if (mine === 0 || (later.min[i] ?? 0) < (this.min[i] ?? 0)) {
        this.min[i] = later.min[i] ?? Number.NaN;
        this.minAt[i] = later.minAt[i] ?? Number.NaN;
      }
      if (mine === 0 || (later.max[i] ?? 0) > (this.max[i] ?? 0)) {
        this.max[i] = later.max[i] ?? Number.NaN;
        this.maxAt[i] = later.maxAt[i] ?? Number.NaN;
      }
      this.sum[i] = (mine === 0 ? 0 : (this.sum[i] ?? 0)) + (later.sum[i] ?? 0);
      this.count[i] = mine + theirs;
    }
    this.rainTotal = plus(this.rainTotal, later.rainTotal);
    this.lightning = plus(this.lightning, later.lightning);
    if (later.eventMax !== null && (this.eventMax === null || later.eventMax > this.eventMax)) {
      this.eventMax = later.eventMax;
      this.eventMaxAt = later.eventMaxAt;
    }
    if (later.eventMin !== null && (this.eventMin === null || later.eventMin < this.eventMin)) {
      this.eventMin = later.eventMin;
      this.eventMinAt = later.eventMinAt;
    }
    this.windEast = plus(this.windEast, later.windEast);
    this.windNorth = plus(this.windNorth, later.windNorth);
    this.windCount += later.windCount;
    this.pm25AvgSum = plus(this.pm25AvgSum, later.pm25AvgSum);
    this.pm25AvgCount += later.pm25AvgCount;
    this.readings += later.readings;
    if (later.firstAt !== null && (this.firstAt === null || later.firstAt < this.firstAt)) {
      this.firstAt = later.firstAt;
    }
    if (later.lastAt !== null && (this.lastAt === null || later.lastAt > this.lastAt)) {
      this.lastAt = later.lastAt;
    }
    return this;
  }

  /** The summary as a row's columns (a measure without values has null extremes and sum, count 0). */
  values(): SummaryValues {
    const row: Partial<Record<keyof SummaryValues, number | null>> = {
      rain_total_mm: this.rainTotal,
      rain_event_max: this.eventMax,
      rain_event_max_at: this.eventMaxAt,
      rain_event_min: this.eventMin,
      rain_event_min_at: this.eventMinAt,
      lightning_count: this.lightning,
      reading_count: this.readings,
      first_at: this.firstAt,
      last_at: this.lastAt,
      wind_dir_east: this.windEast,
      wind_dir_north: this.windNorth,
      wind_dir_count: this.windCount,
      pm25_avg24h_sum: this.pm25AvgSum,
      pm25_avg24h_count: this.pm25AvgCount,
    };
    MEASURE_COLUMNS.forEach((c, i) => {
      const count = this.count[i] ?? 0;
      const some = count > 0;
      row[c.min] = some ? (this.min[i] ?? null) : null;
      row[c.minAt] = some ? (this.minAt[i] ?? null) : null;
      row[c.max] = some ? (this.max[i] ?? null) : null;
      row[c.maxAt] = some ? (this.maxAt[i] ?? null) : null;
      row[c.sum] = some ? (this.sum[i] ?? null) : null;
      row[c.count] = count;
    });
    return toSummaryValues(row);
  }
}

/** The row object once every column is set (checked, so a column added to the schema is never left out). */
function toSummaryValues(row: Partial<Record<keyof SummaryValues, number | null>>): SummaryValues {
  const missing = SUMMARY_VALUE_COLUMNS.find((column) => row[column] === undefined);
  if (missing !== undefined) throw new Error(`incomplete summary: ${missing}`);
  // Every column was just checked to be present, with its number (counts) or nullable number.
  return row as SummaryValues;
}

/** The summary of a span from all its readings (sorted here by time, the input is not modified). */
export function summarize(readings: readonly ReadingRowValues[]): SummaryValues {
  const fold = new SummaryFold();
  for (const reading of [...readings].sort((a, b) => a.received_at - b.received_at)) {
    fold.add(summaryInputs(reading));
  }
  return fold.values();
}
