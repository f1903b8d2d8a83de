/**
 * History imports started from the back office: the file arrives in chunks into the import folder, is
 * checked to be what the admin said it is (nothing stored otherwise), then imported in the background by
 * the importer core through this server's own ingestion service, so live uploads keep going first. The
 * job's progress and closing summary live in `import_jobs`: a page reopened later, or served by another
 * process, shows them. A job whose process stops (shutdown, crash) ends as interrupted; importing the same
 * file again completes it.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, open, rm, statfs } from 'node:fs/promises';
import { join } from 'node:path';
import {
  type CreateImportBody,
  IMPORT_CHUNK_BYTES,
  type ImportJob,
  type ImportJobList,
  type ListQuery,
} from '@meteodeck/contract';
import { conflict, insufficientStorage, invalid, notFound } from '../../app-error.ts';
import type { Clock } from '../../clock.ts';
import type { NewImportJobRow } from '../../db/database.ts';
import { toRowPage } from '../list-page.ts';
import type { ReadingsService } from '../readings/index.ts';
import type { ImportedSensorExtremesStore, ImportedSensorsStore } from '../sensors/index.ts';
import type { StationsRepository } from '../stations/index.ts';
import { type ImportRun, runImportJob } from './import-job-run.ts';
import { type ImportJobsRepository, toImportJob } from './import-jobs.repository.ts';
import { IMPORT_MESSAGES } from './import-messages.ts';
import { ImportFileError, type ImportSource } from './import-source.ts';
import { openJobFile } from './open-source.ts';

/** After how long without a heartbeat (import-job-run.ts's, every 5 s) a running job is dead. */
const STALE_AFTER_MS = 30_000;
/** An upload not finished for this long is given up and its file removed. */
const ABANDONED_AFTER_MS = 24 * 3_600_000;
/** How often the server looks for abandoned uploads and dead jobs by itself (no page needs to be opened). */
export const SWEEP_EVERY_MS = 15 * 60_000;

export interface ImportJobsDeps {
  jobs: ImportJobsRepository;
  stations: StationsRepository;
  readings: ReadingsService;
  sensors?: ImportedSensorsStore;
  sensorExtremes?: ImportedSensorExtremesStore;
  clock: Clock;
  /** Folder of uploaded files (created when missing, for the owner only). */
  dir: string;
  maxBytes: number;
  /** Free space an upload must leave on the import folder's disk, bytes (IMPORT_DISK_MARGIN_MB). */
  diskMarginBytes: number;
  /** How often abandoned uploads are swept (default SWEEP_EVERY_MS). */
  sweepEveryMs?: number;
  log: { error(details: object, message: string): void; info(details: object, message: string): void };
}

/** Bytes free for this process on the disk of `dir`. */
async function freeBytes(dir: string): Promise<number> {
  const stats = await statfs(dir);
  return stats.bavail * stats.bsize;
}

/** The row of a new import, waiting for its file. */
function uploadingRow(
  body: CreateImportBody,
  stationId: number,
  userId: number,
  uploadPath: string,
  now: number,
): NewImportJobRow {
  return {
    weather_station_id: stationId,
    user_id: userId,
    kind: body.kind,
    file_name: body.fileName,
    options: JSON.stringify({ cumulusUnits: body.cumulusUnits ?? {} }),
    upload_path: uploadPath,
    size: body.size,
    received: 0,
    status: 'uploading',
    progress: 0,
    rows_read: 0,
    imported: 0,
    skipped: 0,
    rejected: 0,
    rejections: '[]',
    unmapped_columns: '[]',
    error: null,
    heartbeat_at: null,
    finished_at: null,
    created_at: now,
    updated_at: now,
  };
}

/** The back-office import service; `shutdown()` stops the running jobs (they end as interrupted). */
export function createImportJobsService(deps: ImportJobsDeps) {
  const running = new Map<number, ImportRun>();

  const view = async (id: number): Promise<ImportJob> => {
    const row = await deps.jobs.findById(id);
    if (row === undefined) throw notFound(IMPORT_MESSAGES.notFound);
    return toImportJob(row);
  };

  /** Running jobs whose process died are interrupted; abandoned uploads are removed. */
  const tidy = async () => {
    const now = deps.clock.now();
    await deps.jobs.interruptStale(now - STALE_AFTER_MS, IMPORT_MESSAGES.stopped, now);
    for (const upload of await deps.jobs.listAbandonedUploads(now - ABANDONED_AFTER_MS)) {
      await rm(upload.upload_path, { force: true });
      await deps.jobs.update(upload.id, {
        status: 'failed',
        error: IMPORT_MESSAGES.abandoned,
        finished_at: now,
      });
    }
  };

  /** Refuses (507) `bytes` more on the disk when they would leave less than the margin free. */
  const checkDisk = async (bytes: number) => {
    if ((await freeBytes(deps.dir)) - bytes < deps.diskMarginBytes) {
      throw insufficientStorage(IMPORT_MESSAGES.diskFull(Math.round(deps.diskMarginBytes / 1024 / 1024)));
    }
  };

  const sweep = setInterval(() => {
    tidy().catch((error: unknown) => deps.log.error({ err: error }, 'import sweep failed'));
  }, deps.sweepEveryMs ?? SWEEP_EVERY_MS);
  sweep.unref();

  return {
    /** Opens an import for `body.station` (400 for an unknown station or a file over the limit). */
    async create(body: CreateImportBody, userId: number): Promise<ImportJob> {
      await tidy();
      const station = await deps.stations.findByReference(body.station);
      if (station === undefined) throw invalid(IMPORT_MESSAGES.unknownStation(body.station), 'station');
      if (body.size > deps.maxBytes)
        throw invalid(IMPORT_MESSAGES.tooLarge(deps.maxBytes / 1024 / 1024), 'size');
      await mkdir(deps.dir, { recursive: true, mode: 0o700 });
      await checkDisk(body.size);
      // The CSV source reads gzip by the file's name.
      const suffix = body.kind === 'csv' && body.fileName.toLowerCase().endsWith('.gz') ? '.gz' : '';
      const uploadPath = join(deps.dir, `import-${randomBytes(12).toString('hex')}${suffix}`);
      await (await open(uploadPath, 'wx', 0o600)).close();
      const now = deps.clock.now();
      const id = await deps.jobs.insert(uploadingRow(body, station.id, userId, uploadPath, now));
      return view(id);
    },

    /** Writes `chunk` at `offset` of job `id`'s file: 409 unless `offset` is what was received so far. */
    async appendChunk(id: number, offset: number, chunk: Buffer): Promise<ImportJob> {
      const row = await deps.jobs.findById(id);
      if (row === undefined) throw notFound(IMPORT_MESSAGES.notFound);
      if (row.status !== 'uploading') throw conflict(IMPORT_MESSAGES.notUploading);
      if (chunk.length > IMPORT_CHUNK_BYTES) throw invalid(IMPORT_MESSAGES.chunkTooLarge);
      if (offset !== row.received) throw conflict(IMPORT_MESSAGES.badOffset(row.received));
      if (offset + chunk.length > row.size) throw invalid(IMPORT_MESSAGES.pastEnd);
      await checkDisk(row.size - offset);
      const file = await open(row.upload_path, 'r+');
      try {
        await file.write(chunk, 0, chunk.length, offset);
        await file.truncate(offset + chunk.length);
      } finally {
        await file.close();
      }
      if (!(await deps.jobs.advanceReceived(id, offset, chunk.length, deps.clock.now()))) {
        throw conflict(IMPORT_MESSAGES.badOffset(offset));
      }
      return view(id);
    },

    /**
     * Checks the received file is what the job says it is and starts importing it in the background. A
     * file that is not stores nothing: the job fails with the reason, and the answer is a 400 with it.
     */
    async start(id: number): Promise<ImportJob> {
      const row = await deps.jobs.findById(id);
      if (row === undefined) throw notFound(IMPORT_MESSAGES.notFound);
      if (row.status !== 'uploading') throw conflict(IMPORT_MESSAGES.notUploading);
      if (row.received !== row.size) throw conflict(IMPORT_MESSAGES.incomplete(row.received, row.size));
      const station = await deps.stations.findById(row.weather_station_id);
      if (station === undefined) throw notFound(IMPORT_MESSAGES.notFound);
      // Claimed (running, with a heartbeat) before the file is opened: if opening it ever took the process
      // down, the job would end as interrupted, never stay 'uploading' for a retry to open it again.
      if (!(await deps.jobs.claimRun(id, station.id, deps.clock.now()))) throw conflict(IMPORT_MESSAGES.busy);
      let source: ImportSource;
      try {
        source = await openJobFile(row, station);
      } catch (error) {
        if (!(error instanceof ImportFileError))
          deps.log.error({ err: error, importJob: id }, 'import check failed');
        const now = deps.clock.now();
        await deps.jobs.update(id, {
          status: 'failed',
          error: error instanceof ImportFileError ? error.message : IMPORT_MESSAGES.failed,
          finished_at: now,
          updated_at: now,
        });
        await rm(row.upload_path, { force: true });
        if (error instanceof ImportFileError) throw invalid(error.message, 'file');
        throw error;
      }
      const run = runImportJob(deps, { id, uploadPath: row.upload_path, source, station }, () =>
        running.delete(id),
      );
      running.set(id, run);
      return view(id);
    },

    async get(id: number): Promise<ImportJob> {
      await tidy();
      return view(id);
    },

    async list(query: ListQuery): Promise<ImportJobList> {
      await tidy();
      const page = toRowPage(query);
      const [rows, numberOfResult] = await Promise.all([deps.jobs.list(page), deps.jobs.count()]);
      return { imports: rows.map(toImportJob), numberOfResult };
    },

    /** Resolves once the jobs running in this process have stopped (they end as interrupted). */
    async shutdown(): Promise<void> {
      clearInterval(sweep);
      const jobs = [...running.values()];
      for (const job of jobs) job.stop.abort(new Error('shutdown'));
      await Promise.all(jobs.map((job) => job.done));
    },

    /** Resolves once job `id`, if it runs in this process, has ended (tests). */
    async settled(id: number): Promise<void> {
      await running.get(id)?.done;
    },
  };
}

export type ImportJobsService = ReturnType<typeof createImportJobsService>;
