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
  type ImportKind,
  type ListQuery,
} from '@meteodeck/contract';
import { conflict, insufficientStorage, invalid, notFound } from '../../app-error.ts';
import type { Clock } from '../../clock.ts';
import type { ImportJobUpdate } from '../../db/database.ts';
import { toRowPage } from '../list-page.ts';
import type { ReadingsService, UploadStation } from '../readings/index.ts';
import type { StationsRepository } from '../stations/index.ts';
import type { CumulusUnits } from './cumulus-settings.ts';
import { type ImportJobsRepository, toImportJob } from './import-jobs.repository.ts';
import { ImportFileError, type ImportSource } from './import-source.ts';
import { type ImportProgress, runImport } from './importer.ts';
import { openImportSource } from './open-source.ts';

/** How often a running job's process says it is alive, and after how long without it the job is dead. */
const HEARTBEAT_MS = 5_000;
const STALE_AFTER_MS = 30_000;
/** Progress is written at most this often (every batch would be a write every few hundred ms). */
const PROGRESS_EVERY_MS = 1_000;
/** An upload not finished for this long is given up and its file removed. */
const ABANDONED_AFTER_MS = 24 * 3_600_000;
/** How often the server looks for abandoned uploads and dead jobs by itself (no page needs to be opened). */
export const SWEEP_EVERY_MS = 15 * 60_000;

export const IMPORT_MESSAGES = {
  unknownStation: (reference: string) => `La station météo « ${reference} » n'existe pas.`,
  tooLarge: (maxMb: number) => `Fichier trop volumineux : ${maxMb} Mo au plus.`,
  badOffset: (received: number) => `Position inattendue : ${received} octets déjà reçus.`,
  pastEnd: 'Ce morceau dépasse la taille annoncée du fichier.',
  chunkTooLarge: `Morceau trop volumineux : ${IMPORT_CHUNK_BYTES / 1024 / 1024} Mo au plus.`,
  notUploading: "Cet import n'attend plus de fichier.",
  incomplete: (received: number, size: number) => `Fichier incomplet : ${received} octets reçus sur ${size}.`,
  busy: 'Un import est déjà en cours pour cette station.',
  stopped: "Arrêt du serveur pendant l'import : importez le même fichier à nouveau pour le compléter.",
  failed: "L'import s'est arrêté sur une erreur (détails dans le journal du serveur).",
  abandoned: "Envoi abandonné : le fichier n'est jamais arrivé entier.",
  diskFull: (marginMb: number) =>
    `Espace disque insuffisant : ce fichier laisserait moins de ${marginMb} Mo libres sur le serveur.`,
  notFound: 'Import introuvable',
} as const;

export interface ImportJobsDeps {
  jobs: ImportJobsRepository;
  stations: StationsRepository;
  readings: ReadingsService;
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

/** The back-office import service; `shutdown()` stops the running jobs (they end as interrupted). */
export function createImportJobsService(deps: ImportJobsDeps) {
  const running = new Map<number, { stop: AbortController; done: Promise<void> }>();

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

  /** Runs job `id` in the background to its end, keeping its row up to date; never throws. */
  function execute(id: number, uploadPath: string, source: ImportSource, station: UploadStation): void {
    const stop = new AbortController();
    const beat = setInterval(() => {
      void deps.jobs.update(id, { heartbeat_at: deps.clock.now() }).catch(() => {});
    }, HEARTBEAT_MS);
    let lastWrite = 0;
    let loggedTenth = 0;
    const startedAt = deps.clock.now();
    const subject = { importJob: id, station: station.reference, kind: source.kind };
    deps.log.info(subject, 'history import started');
    const onProgress = (p: ImportProgress) => {
      // A line in the server's log at each tenth of the way, for an owner watching the terminal.
      const tenth = Math.floor(p.fraction * 10);
      if (tenth > loggedTenth && tenth < 10) {
        loggedTenth = tenth;
        deps.log.info(
          { ...subject, percent: tenth * 10, rows: p.rows, imported: p.imported },
          'history import progress',
        );
      }
      const now = deps.clock.now();
      if (now - lastWrite < PROGRESS_EVERY_MS) return;
      lastWrite = now;
      void deps.jobs
        .update(id, {
          progress: p.fraction,
          rows_read: p.rows,
          imported: p.imported,
          skipped: p.skipped,
          rejected: p.rejected,
          heartbeat_at: now,
          updated_at: now,
        })
        .catch(() => {});
    };
    const done = (async () => {
      let outcome: ImportJobUpdate;
      try {
        const report = await runImport({
          readings: deps.readings,
          station,
          source,
          signal: stop.signal,
          onProgress,
        });
        outcome = {
          status: 'done',
          progress: 1,
          rows_read: report.rows,
          imported: report.imported,
          skipped: report.skipped,
          rejected: report.rejected,
          values_flagged: report.valuesFlagged,
          values_dropped: report.valuesDropped,
          days_with_source_extremes: report.daysWithSourceExtremes,
          tally: JSON.stringify(report.tally),
          rejections: JSON.stringify(report.rejections),
          skips: JSON.stringify(report.skips),
          unmapped_columns: JSON.stringify(report.unmappedColumns),
          records_applied: report.recordsApplied,
          records_skipped: JSON.stringify(report.recordsSkipped),
          disagreement_count: report.disagreementCount,
          disagreements: JSON.stringify(report.disagreements),
        };
        deps.log.info(
          {
            ...subject,
            rows: report.rows,
            imported: report.imported,
            skipped: report.skipped,
            rejected: report.rejected,
            valuesFlagged: report.valuesFlagged,
            valuesDropped: report.valuesDropped,
            daysWithSourceExtremes: report.daysWithSourceExtremes,
            recordsApplied: report.recordsApplied,
            disagreements: report.disagreementCount,
            seconds: Math.round((deps.clock.now() - startedAt) / 100) / 10,
          },
          'history import done',
        );
      } catch (error) {
        if (!stop.signal.aborted) deps.log.error({ err: error, importJob: id }, 'history import failed');
        outcome = stop.signal.aborted
          ? { status: 'interrupted', error: IMPORT_MESSAGES.stopped }
          : {
              status: 'failed',
              error: error instanceof ImportFileError ? error.message : IMPORT_MESSAGES.failed,
            };
      } finally {
        clearInterval(beat);
        await source.close().catch(() => {});
        await rm(uploadPath, { force: true }).catch(() => {});
      }
      const now = deps.clock.now();
      await deps.jobs.update(id, { ...outcome, finished_at: now, updated_at: now }).catch(() => {});
      running.delete(id);
    })();
    running.set(id, { stop, done });
  }

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
      const id = await deps.jobs.insert({
        weather_station_id: station.id,
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
      });
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
      const options = JSON.parse(row.options) as { cumulusUnits?: Partial<CumulusUnits> };
      // Claimed (running, with a heartbeat) before the file is opened: if opening it ever took the process
      // down, the job would end as interrupted, never stay 'uploading' for a retry to open it again.
      if (!(await deps.jobs.claimRun(id, station.id, deps.clock.now()))) throw conflict(IMPORT_MESSAGES.busy);
      let source: ImportSource;
      try {
        source = await openImportSource(
          {
            kind: row.kind as ImportKind,
            path: row.upload_path,
            name: row.file_name,
            cumulusUnits: options.cumulusUnits ?? {},
          },
          station.timezone,
        );
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
      execute(id, row.upload_path, source, station);
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
