/**
 * What every history importer reads from (a WeeWX archive, a CumulusMX data folder, a CSV file): rows in time
 * order as pipeline items, each with a label that finds it again in the source, and what the source held that
 * meteodeck has no place for. The importer core (importer.ts) takes any of them through the ingestion
 * pipeline the same way.
 */
import type { ImportDisagreement, ImportKind, ImportRejection } from '@meteodeck/contract';
import type { IngestItem, SourceDayExtremes } from '../readings/index.ts';
import type { ImportedSensorDayExtremes, ImportedSensorValue } from '../sensors/index.ts';

export type { SourceExtreme } from '../readings/index.ts';
export type { ImportDisagreement, ImportKind, SourceDayExtremes };

/**
 * One row of a source: the reading it makes (or why it makes none) and where it came from; or a row the
 * source leaves out (`skip`: a second row at an instant the file already gave, kept first), counted as
 * skipped with its reason and never sent to the pipeline.
 */
export type SourceRow =
  | {
      item: IngestItem;
      /** The row as the owner finds it in the source: its time ('2024-03-01T12:05:00Z') or 'Nov23log.txt:45'. */
      at: string;
      /** The row's extra sensors, canonical units (a WeeWX archive's extraTemp1, a Cumulus MX extra log). */
      sensors?: ImportedSensorValue[];
    }
  | { skip: string; at: string };

/** A history source opened and checked; read `rows()` once, then `close()`. */
export interface ImportSource {
  readonly kind: ImportKind;
  /** Rows in the source's order (time order for every supported format). */
  rows(): AsyncIterable<SourceRow>;
  /** How much of the source `rows()` has gone through, 0…1. */
  progress(): number;
  /** Source columns holding data that meteodeck stores nowhere; complete once `rows()` has ended. */
  unmappedColumns(): string[];
  /**
   * The source's own daily extremes (WeeWX's daily summaries, CumulusMX's dayfile), read once `rows()` has ended; absent when
   * the format keeps none.
   */
  dayExtremes?(): Promise<SourceDayExtremes[]>;
  /**
   * The extra sensors' daily extremes of the source's own daily summaries (WeeWX's archive_day_extraTemp1…),
   * by sensor key and local day, canonical units; read once `rows()` has ended; absent when the format keeps
   * none.
   */
  sensorDayExtremes?(): Promise<ImportedSensorDayExtremes[]>;
  /** What the source's own records and daily file said beside its rows; complete once dayExtremes() ran. */
  checks?(): SourceChecks;
  /** The columns the source reads into measures, with the units they are written in (the preview's). */
  columns?(): SourceColumn[];
  /**
   * An account of the whole source without going through its rows (WeeWX: SQL counts), for a preview of a
   * large file; absent when the preview reads `rows()`.
   */
  survey?(): Promise<SourceSurvey>;
  close(): Promise<void>;
}

/** A column of a source a measure is read from, and the unit it is written in ('' for a count). */
export interface SourceColumn {
  column: string;
  measure: string;
  unit: string;
  /** Rows holding a value, when the source counted them. */
  rows?: number;
}

/** A source counted without reading its rows one by one (ImportSource.survey). */
export interface SourceSurvey {
  rows: number;
  /** First and last instant of its readings, epoch ms; null when it holds none. */
  first: number | null;
  last: number | null;
  unreadable: number;
  /** Rows at an instant the source already gave. */
  duplicates: number;
  /** The first unreadable or repeated rows, with why. */
  examples: ImportRejection[];
  columns: SourceColumn[];
  /** Columns holding data that meteodeck stores nowhere. */
  unmapped: string[];
}

/** What a source's records files and daily file said (CumulusMX: alltime.ini, the dayfile against the logs). */
export interface SourceChecks {
  /** Records kept as their days' extremes (authoritative: readings/imported-extremes.ts). */
  recordsApplied: number;
  recordsSkipped: ImportRejection[];
  disagreementCount: number;
  disagreements: ImportDisagreement[];
}

/**
 * A file that is not what it was said to be (not a WeeWX archive, neither a CumulusMX log nor a dayfile in the folder, a CSV
 * without its header): said before anything is stored, in French for the back office.
 */
export class ImportFileError extends Error {
  override readonly name = 'ImportFileError';
}
