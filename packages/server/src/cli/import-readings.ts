/**
 * The importer's work, apart from argument parsing and the terminal: streams a CSV (or .csv.gz) file into
 * the ingestion pipeline in batches, one transaction per batch, exactly as the JSON door would store them.
 */
import { createReadStream, statSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import type { ReadingsService } from '../modules/readings/readings.service.ts';
import type { UploadStation } from '../modules/readings/station-credentials.ts';
import { csvLineToItem, parseCsvHeader } from './csv-readings.ts';

/** Readings per pipeline call (one transaction each). */
export const IMPORT_BATCH_SIZE = 5_000;

export interface ImportReport {
  /** Data lines read (header and blank lines not counted). */
  rows: number;
  imported: number;
  skipped: number;
  rejected: number;
  /** The first rejections, with their line number in the file (1 = header). */
  rejections: Array<{ line: number; reason: string }>;
}

/**
 * Imports `file` for `station` through `readings.ingest`. `onProgress(bytesRead, totalBytes)` follows the
 * file on disk (compressed bytes for .gz). Rejected lines are counted, never fatal; a file without the
 * `received_at` header throws before anything is stored.
 */
export async function importReadingsFile(options: {
  readings: ReadingsService;
  station: UploadStation;
  file: string;
  batchSize?: number;
  onProgress?: (bytesRead: number, totalBytes: number) => void;
}): Promise<ImportReport> {
  const batchSize = options.batchSize ?? IMPORT_BATCH_SIZE;
  const totalBytes = statSync(options.file).size;
  const raw = createReadStream(options.file);
  let bytesRead = 0;
  raw.on('data', (chunk) => {
    bytesRead += chunk.length;
  });
  const text = options.file.endsWith('.gz') ? raw.pipe(createGunzip()) : raw;
  const lines = createInterface({ input: text, crlfDelay: Number.POSITIVE_INFINITY });

  const report: ImportReport = { rows: 0, imported: 0, skipped: 0, rejected: 0, rejections: [] };
  let layout: ReturnType<typeof parseCsvHeader> | undefined;
  let batch: ReturnType<typeof csvLineToItem>[] = [];
  let batchLines: number[] = [];
  let lineNumber = 0;

  const flush = async () => {
    if (batch.length === 0) return;
    const result = await options.readings.ingest(options.station, batch);
    report.imported += result.stored;
    report.skipped += result.skipped;
    report.rejected += result.rejected.length;
    for (const { index, reason } of result.rejected) {
      if (report.rejections.length < 20) report.rejections.push({ line: batchLines[index] ?? 0, reason });
    }
    batch = [];
    batchLines = [];
    options.onProgress?.(bytesRead, totalBytes);
  };

  for await (const line of lines) {
    lineNumber += 1;
    if (line.trim() === '') continue;
    if (layout === undefined) {
      layout = parseCsvHeader(line);
      continue;
    }
    report.rows += 1;
    batch.push(csvLineToItem(line, layout));
    batchLines.push(lineNumber);
    if (batch.length >= batchSize) await flush();
  }
  await flush();
  options.onProgress?.(totalBytes, totalBytes);
  return report;
}
