/**
 * One import job run in the background to its end: the importer core through this server's ingestion
 * service, a heartbeat on the job's row, its progress written at most once a second (and a line in the log
 * at each tenth), then its closing summary, or why it stopped, written to the row. Its file is removed at
 * the end either way.
 */
import { rm } from 'node:fs/promises';
import type { Clock } from '../../clock.ts';
import type { ImportJobUpdate } from '../../db/database.ts';
import type { ReadingsService, UploadStation } from '../readings/index.ts';
import type { ImportedSensorExtremesStore, ImportedSensorsStore } from '../sensors/index.ts';
import type { ImportJobsRepository } from './import-jobs.repository.ts';
import { IMPORT_MESSAGES } from './import-messages.ts';
import { ImportFileError, type ImportSource } from './import-source.ts';
import { type ImportProgress, runImport } from './importer.ts';

/** How often a running job's process says it is alive (import-jobs.service.ts gives it up after 30 s). */
const HEARTBEAT_MS = 5_000;
/** Progress is written at most this often (every batch would be a write every few hundred ms). */
const PROGRESS_EVERY_MS = 1_000;

export interface ImportRunDeps {
  jobs: ImportJobsRepository;
  readings: ReadingsService;
  /** Stores the imported rows' extra sensors (the sensors module's). */
  sensors?: ImportedSensorsStore;
  /** Stores the extra sensors' day extremes of the source's own daily summaries (the sensors module's). */
  sensorExtremes?: ImportedSensorExtremesStore;
  clock: Clock;
  log: { error(details: object, message: string): void; info(details: object, message: string): void };
}

/** A job running in this process: `stop` aborts it (it ends as interrupted), `done` resolves once it ended. */
export interface ImportRun {
  stop: AbortController;
  done: Promise<void>;
}

/** Runs a claimed job in the background, keeping its row up to date; never throws. `onEnd` once it ended. */
export function runImportJob(
  deps: ImportRunDeps,
  job: { id: number; uploadPath: string; source: ImportSource; station: UploadStation },
  onEnd: () => void,
): ImportRun {
  const { id, uploadPath, source, station } = job;
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
        ...(deps.sensors === undefined ? {} : { sensors: deps.sensors }),
        ...(deps.sensorExtremes === undefined ? {} : { sensorExtremes: deps.sensorExtremes }),
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
          sensorDaysWithSourceExtremes: report.sensorDaysWithSourceExtremes,
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
    onEnd();
  })();
  return { stop, done };
}
