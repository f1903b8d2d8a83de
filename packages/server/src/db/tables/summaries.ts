/**
 * The folds of the readings (modules/readings keeps them in step): the daily summaries and the rollups the
 * graphs read.
 */
import { MEAN_SUMMARY_STEMS, type MeanSummaryStem, MIN_MAX_SUMMARY_STEMS } from '@meteodeck/weather';
import type { ColumnType } from 'kysely';

/**
 * The measures computed from a reading's others (heat index, humidex, wind chill: weather's feels-like
 * formulas; the PM2.5 AQI, US EPA, migration 202611210606), summarised like the catalogue's.
 */
export const DERIVED_SUMMARY_MEASURES = ['heat_index', 'humidex', 'wind_chill', 'aqi'] as const;

/**
 * Measures summarised per day; each has `<m>_min`, `_min_at`, `_max`, `_max_at`, `_sum`, `_count` columns:
 * the catalogue's main measures folded by minimum and maximum (their `summary.stem`), then the derived ones.
 */
export const SUMMARY_MEASURES = [...MIN_MAX_SUMMARY_STEMS, ...DERIVED_SUMMARY_MEASURES] as const;
export type SummaryMeasure = (typeof SUMMARY_MEASURES)[number];

type SummaryColumns = {
  [M in SummaryMeasure as `${M}_min` | `${M}_min_at` | `${M}_max` | `${M}_max_at` | `${M}_sum`]:
    | number
    | null;
} & {
  [M in SummaryMeasure as `${M}_count`]: ColumnType<number, number | undefined, number>;
};

/** The catalogue's mean-only measures (the PM2.5 24-hour averages the station sent): their sum and count. */
type MeanColumns = { [M in MeanSummaryStem as `${M}_sum`]: number | null } & {
  [M in MeanSummaryStem as `${M}_count`]: ColumnType<number, number | undefined, number>;
};

/** Every mean-only column, in the catalogue's order. */
export const MEAN_SUMMARY_COLUMNS = MEAN_SUMMARY_STEMS.flatMap((m) => [`${m}_sum`, `${m}_count`] as const);

/** The fold of a span of readings (a local day, or a rollup bucket): every column but the key. */
export type SummaryFoldColumns = SummaryColumns &
  MeanColumns & {
    rain_total_mm: number | null;
    /** Largest rain event (mm) reached during the span, and when. */
    rain_event_max: number | null;
    rain_event_max_at: number | null;
    /** Smallest rain event (mm) during the span, and when (migration 202611261000). */
    rain_event_min: number | null;
    rain_event_min_at: number | null;
    lightning_count: number | null;
    reading_count: ColumnType<number, number | undefined, number>;
    first_at: number | null;
    last_at: number | null;
    /** Σ sin θ and Σ cos θ of the wind directions of readings with wind (calm excluded), and their count. */
    wind_dir_east: number | null;
    wind_dir_north: number | null;
    wind_dir_count: ColumnType<number, number | undefined, number>;
  };

/** Per station and local calendar day (`YYYY-MM-DD` in the station's time zone). */
export type DailySummariesTable = SummaryFoldColumns & {
  weather_station_id: number;
  day: string;
};

/** Widths of the rollup buckets, minutes: graphs of a week and a month read 10 min, of a year 1 h. */
export const ROLLUP_WIDTHS_MIN = [10, 60] as const;
export type RollupWidthMin = (typeof ROLLUP_WIDTHS_MIN)[number];

/** Per station, width and bucket: the fold of the readings of [start_at, start_at + width). */
export type ReadingRollupsTable = SummaryFoldColumns & {
  weather_station_id: number;
  width_min: number;
  /** Bucket start, epoch ms: the station's local midnight plus a whole number of widths. */
  start_at: number;
};
