/**
 * The readings' tables (modules/readings): the stored readings, their quality flags and the extremes an
 * import brought.
 */
import type { ReadingColumn } from '@meteodeck/weather';
import type { Generated, Selectable } from 'kysely';
import type { SummaryMeasure } from './summaries.ts';

/**
 * A main measure's column (the measure catalogue's `column`, @meteodeck/weather): one per main measure, in
 * its canonical unit, null when not measured. `rain_mm` is the rain fallen in the interval ending at the
 * reading, `rain_counter_mm` the station's cumulative counter as sent, `lightning_count` the strikes of the
 * interval.
 */
type ReadingMeasureColumns = { [C in ReadingColumn]: number | null };

/** One received reading: its measures (above), and the columns the pipeline keeps beside them. */
export interface ReadingsTable extends ReadingMeasureColumns {
  id: Generated<number>;
  weather_station_id: number;
  received_at: number;
  /** Epoch ms of the last strike. */
  lightning_time: number | null;
  /** Rain event at this reading, mm: rain of the current wet spell (ends after 24 h without rain). */
  rain_event_mm: number | null;
  /** Epoch ms of the last rainy reading of the current spell; null when no spell is running. */
  rain_last_at: number | null;
  /** The station's raw cumulative lightning counter (e.g. Ecowitt `lightning_num`), as sent. */
  lightning_counter: number | null;
  /** 1: the station sent rain_rate_mmh; 0: ingestion derived it (or found none); null: stored before this was kept. */
  rain_rate_sent: number | null;
  /** The console's daily rain counter (`dailyrainin`, mm), as sent; null when none was sent. */
  rain_daily_mm: number | null;
  /** Which counter rain_counter_mm is: gauge and span (reading-derivation RAIN_SOURCE); null: not known. */
  rain_source: number | null;
  /** The other rain gauge's longest counter, daily counter (mm) and counter code, as sent; null: none. */
  rain_alt_counter_mm: number | null;
  rain_alt_daily_mm: number | null;
  rain_alt_source: number | null;
  /** The rain event as the console counts it (`eventrainin`, `erain_piezo`), mm; null when not sent. */
  rain_console_event_mm: number | null;
}

/** A value the spike filter left out of a reading, or the reading editor changed. */
export interface ReadingFlagsTable {
  weather_station_id: number;
  received_at: number;
  /** A reading measure under its contract name. */
  measure: string;
  /** The value as received (a correction: the value before it, null when there was none), canonical units. */
  value: number | null;
  rule: 'rate' | 'min' | 'max' | 'derived' | null;
  limit_value: number | null;
  status: 'flagged' | 'accepted' | 'rejected' | 'corrected';
  reviewed_by: number | null;
  reviewed_at: number | null;
  created_at: number;
}

/**
 * A day's extremes of one measure as a history source's own daily summaries gave them (WeeWX's, from its
 * LOOP packets): kept in the day's summary by every recomputation (the more extreme of these and the
 * readings'). Values in canonical units, instants epoch ms.
 */
export interface ImportedExtremesTable {
  weather_station_id: number;
  /** Local day in the station's time zone, YYYY-MM-DD. */
  day: string;
  measure: SummaryMeasure;
  /** The source they came from ('weewx'). */
  source: string;
  min: number | null;
  min_at: number | null;
  max: number | null;
  max_at: number | null;
  /** 1: the min (max) is a record the owner kept (CumulusMX's alltime.ini): the day's, whatever its readings. */
  min_authoritative: Generated<number>;
  max_authoritative: Generated<number>;
}

export type ImportedExtremesRow = Selectable<ImportedExtremesTable>;
