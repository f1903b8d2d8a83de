/**
 * The importer core, one for every history source (WeeWX, CumulusMX, CSV) and every caller (the `import`
 * command, the back office): rows go through the ingestion pipeline in batches, exactly as the JSON door
 * stores them (same quality control, same summaries), each batch cut by the pipeline into short
 * transactions so that a console's upload never waits long. Idempotent: a reading already stored (same
 * station and instant) is skipped, so running an import again, or again after it was stopped half way,
 * stores only what is missing. A source that keeps its own daily extremes (WeeWX, CumulusMX's dayfile) has them kept as the
 * imported days' extremes once the rows are stored (readings/imported-extremes.ts).
 */
import type { ImportTally } from '@meteodeck/contract';
import type { IngestItem, ReadingsService, UploadStation } from '../readings/index.ts';
import type {
  ImportedSensorExtremesStore,
  ImportedSensorRow,
  ImportedSensorsStore,
} from '../sensors/index.ts';
import type { ImportDisagreement, ImportKind, ImportSource, SourceRow } from './import-source.ts';
import { createImportTally } from './import-tally.ts';

/** Rows per pipeline request; the pipeline cuts each into transactions of about 40 ms. */
export const IMPORT_BATCH_SIZE = 5_000;
/** Rejections kept for the report (the count covers them all). */
export const MAX_REPORTED_REJECTIONS = 100;

/** A row the pipeline refused (or a record not kept): where it is in the source, and why. */
export interface ImportRejection {
  at: string;
  reason: string;
}

/** What an import did, for the closing summary. */
export interface ImportReport {
  kind: ImportKind;
  /** Rows read from the source. */
  rows: number;
  imported: number;
  /** Already stored (same instant), or twice in the source. */
  skipped: number;
  rejected: number;
  /** Values of stored readings quality control held for review (spikes). */
  valuesFlagged: number;
  /** Impossible values quality control took out of stored readings. */
  valuesDropped: number;
  /** The first MAX_REPORTED_REJECTIONS rejections, in source order. */
  rejections: ImportRejection[];
  /**
   * The first MAX_REPORTED_REJECTIONS rows the source itself left out (twice in the file), with the reason;
   * counted in `skipped`.
   */
  skips: ImportRejection[];
  /** Source columns holding data that meteodeck stores nowhere. */
  unmappedColumns: string[];
  /** Extra sensor values stored (the sensors module's), and those dropped (out of bounds). */
  sensorValues: number;
  sensorValuesDropped: number;
  /**
   * Imported days whose extremes came from the source's own daily records (WeeWX's daily summaries, from its
   * LOOP packets; CumulusMX's dayfile, from its live readings; imported-extremes.ts); the other days'
   * extremes are their readings'.
   */
  daysWithSourceExtremes: number;
  /** Extra sensors' days whose extremes came from the source's own daily records (WeeWX's daily summaries). */
  sensorDaysWithSourceExtremes: number;
  /** Records of the source's record files kept, and not (CumulusMX's alltime.ini: import-source.ts). */
  recordsApplied: number;
  recordsSkipped: ImportRejection[];
  /** Days the source's daily file and its rows disagree on (CumulusMX's dayfile and logs). */
  disagreementCount: number;
  disagreements: ImportDisagreement[];
  /** The figures by reason, over every row (import-tally.ts). */
  tally: ImportTally;
}

/** Progress while an import runs, after each batch. */
export interface ImportProgress {
  /** 0…1 of the source. */
  fraction: number;
  rows: number;
  imported: number;
  skipped: number;
  rejected: number;
}

export interface RunImportOptions {
  readings: ReadingsService;
  station: UploadStation;
  source: ImportSource;
  /** Stores the rows' extra sensors after each batch of readings (absent: they are not imported). */
  sensors?: ImportedSensorsStore;
  /** Stores the extra sensors' day extremes of the source's daily summaries (absent: not kept). */
  sensorExtremes?: ImportedSensorExtremesStore;
  batchSize?: number;
  onProgress?: (progress: ImportProgress) => void;
  /** Stops between two batches (what was stored stays; running the import again completes it). */
  signal?: AbortSignal;
}

/** The instant of a row's reading, undefined for a row already refused by its source. */
function instantOf(row: SourceRow): number | undefined {
  return 'item' in row && 'reading' in row.item ? row.item.reading.receivedAt : undefined;
}

/** A source row sent to the pipeline. */
type IngestRow = Extract<SourceRow, { item: IngestItem }>;

/**
 * Imports every row of `source` into `station` and reports what happened. Rows the pipeline rejects are
 * counted and listed, never fatal. While the source is in time order, each request tells the pipeline where
 * the next one starts (`followedBy`), so the stored readings after an imported range are repaired once, not
 * once per request. Throws the signal's reason when stopped.
 */
export async function runImport(options: RunImportOptions): Promise<ImportReport> {
  const { readings, station, source } = options;
  const batchSize = options.batchSize ?? IMPORT_BATCH_SIZE;
  const report: ImportReport = {
    kind: source.kind,
    rows: 0,
    imported: 0,
    skipped: 0,
    rejected: 0,
    valuesFlagged: 0,
    valuesDropped: 0,
    rejections: [],
    skips: [],
    unmappedColumns: [],
    sensorValues: 0,
    sensorValuesDropped: 0,
    daysWithSourceExtremes: 0,
    sensorDaysWithSourceExtremes: 0,
    recordsApplied: 0,
    recordsSkipped: [],
    disagreementCount: 0,
    disagreements: [],
    tally: createImportTally(station.timezone).result(),
  };
  const tally = createImportTally(station.timezone);
  let batch: IngestRow[] = [];
  let newestInBatch = Number.NEGATIVE_INFINITY;

  const flush = async (next: SourceRow | undefined) => {
    if (batch.length === 0) return;
    options.signal?.throwIfAborted();
    const nextAt = next === undefined ? undefined : instantOf(next);
    const items: IngestItem[] = batch.map((row) => row.item);
    const result = await readings.ingest(
      station,
      items,
      nextAt !== undefined && nextAt > newestInBatch ? { followedBy: nextAt } : {},
    );
    report.imported += result.stored;
    report.skipped += result.skipped;
    report.rejected += result.rejected.length;
    report.valuesFlagged += result.valuesFlagged;
    report.valuesDropped += result.valuesDropped;
    tally.batch(items, result);
    for (const { index, reason } of result.rejected) {
      if (report.rejections.length >= MAX_REPORTED_REJECTIONS) break;
      report.rejections.push({ at: batch[index]?.at ?? '?', reason });
    }
    await storeSensors(result.rejected);
    batch = [];
    newestInBatch = Number.NEGATIVE_INFINITY;
    options.onProgress?.({
      fraction: source.progress(),
      rows: report.rows,
      imported: report.imported,
      skipped: report.skipped,
      rejected: report.rejected,
    });
  };

  /** The batch's sensors, of the rows the pipeline took (stored now or before: a resent value is skipped). */
  const storeSensors = async (rejected: readonly { index: number }[]) => {
    if (options.sensors === undefined) return;
    const refused = new Set(rejected.map((r) => r.index));
    const rows: ImportedSensorRow[] = [];
    batch.forEach((row, index) => {
      const at = instantOf(row);
      if (row.sensors !== undefined && row.sensors.length > 0 && at !== undefined && !refused.has(index))
        rows.push({ at, values: row.sensors });
    });
    if (rows.length === 0) return;
    const stored = await options.sensors(station, rows);
    report.sensorValues += stored.stored;
    report.sensorValuesDropped += stored.dropped;
  };

  for await (const row of source.rows()) {
    if ('skip' in row) {
      report.rows += 1;
      report.skipped += 1;
      tally.duplicate();
      if (report.skips.length < MAX_REPORTED_REJECTIONS) report.skips.push({ at: row.at, reason: row.skip });
      continue;
    }
    if (batch.length >= batchSize) await flush(row);
    report.rows += 1;
    batch.push(row);
    newestInBatch = Math.max(newestInBatch, instantOf(row) ?? newestInBatch);
  }
  await flush(undefined);
  report.tally = tally.result();
  report.unmappedColumns = source.unmappedColumns();
  if (source.dayExtremes !== undefined) {
    // Once every row is stored: only days holding readings take them (an import stopped before this point
    // takes them when run again).
    options.signal?.throwIfAborted();
    const days = await source.dayExtremes();
    report.daysWithSourceExtremes = await readings.storeSourceExtremes(station, source.kind, days);
  }
  if (source.sensorDayExtremes !== undefined && options.sensorExtremes !== undefined) {
    // Likewise once the sensors' values are stored: only sensor days holding values take them.
    options.signal?.throwIfAborted();
    const days = await source.sensorDayExtremes();
    report.sensorDaysWithSourceExtremes = await options.sensorExtremes(station, source.kind, days);
  }
  if (source.checks !== undefined) Object.assign(report, source.checks());
  return report;
}
