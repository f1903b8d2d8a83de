/**
 * The column mapping of a received CSV file (GET /api/import/{id}/columns, PUT /api/import/{id}/mapping):
 * the file as read before it is mapped, with the mapping to offer (the job's, else the station's remembered
 * one for the same header); then a mapping checked against the file and the measure catalogue (a 400 listing
 * every problem, nothing changed), kept on the job and for the station's next file with that header, and
 * answered with the preview of the file read through it. The import then runs it (open-source.ts).
 */
import type {
  CsvSeparator,
  ImportColumnMapping,
  ImportCsvColumns,
  ImportKind,
  ImportPreview,
} from '@meteodeck/contract';
import { conflict, invalid, invalidAll, notFound } from '../../app-error.ts';
import type { Clock } from '../../clock.ts';
import { type Db, inTransaction } from '../../db/database.ts';
import type { StationsRepository } from '../stations/index.ts';
import { createColumnMappingsRepository } from './column-mappings.repository.ts';
import { openCsvFile } from './csv.source.ts';
import {
  checkMapping,
  detectDecimalComma,
  detectSeparator,
  headerKey,
  readCsvSample,
  sampleCells,
} from './csv-mapping.ts';
import { createImportJobsRepository } from './import-jobs.repository.ts';
import { IMPORT_MESSAGES } from './import-messages.ts';
import type { ImportPreviewService } from './import-preview.ts';
import { ImportFileError } from './import-source.ts';
import { openMappedCsv } from './mapped-csv.source.ts';
import { jobOptions } from './open-source.ts';

export interface ImportMappingDeps {
  db: Db;
  stations: StationsRepository;
  preview: ImportPreviewService;
  clock: Clock;
}

/** An ImportFileError as the 400 of the file, anything else as it is. */
async function asFileError<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ImportFileError) throw invalid(error.message, 'file');
    throw error;
  }
}

/** The format the file at `path` reads as without a mapping, or null. */
async function recognizedKind(path: string, timeZone: string): Promise<ImportKind | null> {
  try {
    const source = await openCsvFile(path, timeZone);
    await source.close();
    return source.kind;
  } catch (error) {
    if (error instanceof ImportFileError) return null;
    throw error;
  }
}

export function createImportMappingService(deps: ImportMappingDeps) {
  const jobs = createImportJobsRepository(deps.db);
  const mappings = createColumnMappingsRepository(deps.db);

  /** Job `id` with its station, received whole, not started, of kind csv (404, 409, 400 otherwise). */
  const receivedCsv = async (id: number) => {
    const row = await jobs.findById(id);
    if (row === undefined) throw notFound(IMPORT_MESSAGES.notFound);
    if (row.status !== 'uploading') throw conflict(IMPORT_MESSAGES.notUploading);
    if (row.received !== row.size) throw conflict(IMPORT_MESSAGES.incomplete(row.received, row.size));
    if (row.kind !== 'csv') throw invalid(IMPORT_MESSAGES.mappingCsvOnly, 'kind');
    const station = await deps.stations.findById(row.weather_station_id);
    if (station === undefined) throw notFound(IMPORT_MESSAGES.notFound);
    return { row, station };
  };

  return {
    /**
     * The file's header, separator, decimal mark and first rows, with the mapping to offer; split by
     * `separator` when given (the page never splits the file itself: quoted fields stay whole).
     */
    async columns(id: number, asked?: CsvSeparator): Promise<ImportCsvColumns> {
      const { row, station } = await receivedCsv(id);
      return asFileError(async () => {
        const sample = await readCsvSample(row.upload_path);
        const separator = asked ?? detectSeparator(sample.headerLine);
        const { header, rows } = sampleCells(sample, separator);
        const own = jobOptions(row).mapping;
        const remembered =
          own === undefined ? await mappings.find(station.id, headerKey(sample.headerLine)) : undefined;
        return {
          id,
          recognized: await recognizedKind(row.upload_path, station.timezone),
          separator,
          decimalComma: detectDecimalComma(rows, separator),
          header,
          rows,
          mapping: own ?? remembered ?? null,
          remembered: remembered !== undefined,
        };
      });
    },

    /**
     * Checks `mapping` against job `id`'s file (400 with every problem, nothing changed), keeps it on the job
     * and for the station's header, and answers the file's preview read through it.
     */
    async map(id: number, mapping: ImportColumnMapping): Promise<ImportPreview> {
      const { row, station } = await receivedCsv(id);
      const sample = await asFileError(() => readCsvSample(row.upload_path));
      const { header } = sampleCells(sample, mapping.separator);
      const problems = checkMapping(mapping, header.length);
      if (problems.length > 0) throw invalidAll(problems);
      // Opened once before anything is kept: a file the mapping cannot open changes nothing.
      await asFileError(async () =>
        (await openMappedCsv(row.upload_path, station.timezone, mapping)).close(),
      );
      const now = deps.clock.now();
      await inTransaction(deps.db, async (trx) => {
        const options = { ...jobOptions(row), mapping };
        await createImportJobsRepository(trx).update(id, {
          options: JSON.stringify(options),
          updated_at: now,
        });
        await createColumnMappingsRepository(trx).save(
          station.id,
          headerKey(sample.headerLine),
          header,
          mapping,
          now,
        );
      });
      return deps.preview.preview(id);
    },
  };
}

export type ImportMappingService = ReturnType<typeof createImportMappingService>;
