/**
 * The `import_jobs` table: history imports started from the back office, with their station's reference
 * and their author's e-mail for the API (toImportJob).
 */
import type {
  ImportDisagreement,
  ImportJob,
  ImportKind,
  ImportRejection,
  ImportStatus,
  ImportTally,
} from '@meteodeck/contract';
import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database, ImportJobRow, ImportJobsTable } from '../../db/database.ts';
import { pageByCreation, type RowPage } from '../list-page.ts';

/** A job row with what its answer shows of its station and author. */
export type ImportJobJoinedRow = ImportJobRow & { station_reference: string; user_email: string | null };

const iso = (ms: number) => new Date(ms).toISOString();

/** A tally with every figure at zero: a job not finished, or finished before tallies were kept. */
export const EMPTY_TALLY: ImportTally = {
  daysImported: 0,
  alreadyStored: 0,
  duplicates: 0,
  unreadable: 0,
  outOfRange: 0,
  noMeasure: 0,
  other: 0,
};

/** The API shape of a job (never its upload path). */
export function toImportJob(row: ImportJobJoinedRow): ImportJob {
  return {
    id: row.id,
    station: row.station_reference,
    kind: row.kind as ImportKind,
    fileName: row.file_name,
    size: row.size,
    received: row.received,
    status: row.status as ImportStatus,
    progress: row.progress,
    rows: row.rows_read,
    imported: row.imported,
    skipped: row.skipped,
    rejected: row.rejected,
    valuesFlagged: row.values_flagged,
    valuesDropped: row.values_dropped,
    daysWithSourceExtremes: row.days_with_source_extremes,
    rejections: JSON.parse(row.rejections) as ImportRejection[],
    skips: JSON.parse(row.skips) as ImportRejection[],
    unmappedColumns: JSON.parse(row.unmapped_columns) as string[],
    recordsApplied: row.records_applied,
    recordsSkipped: JSON.parse(row.records_skipped) as ImportRejection[],
    disagreementCount: row.disagreement_count,
    disagreements: JSON.parse(row.disagreements) as ImportDisagreement[],
    tally: { ...EMPTY_TALLY, ...(JSON.parse(row.tally) as Partial<ImportTally>) },
    error: row.error,
    createdBy: row.user_email,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    finishedAt: row.finished_at === null ? null : iso(row.finished_at),
  };
}

export function createImportJobsRepository(db: Kysely<Database>) {
  const joined = () =>
    db
      .selectFrom('import_jobs as j')
      .innerJoin('weather_stations as s', 's.id', 'j.weather_station_id')
      .leftJoin('users as u', 'u.id', 'j.user_id')
      .selectAll('j')
      .select(['s.reference as station_reference', 'u.email as user_email']);

  return {
    async insert(row: Insertable<ImportJobsTable>): Promise<number> {
      const inserted = await db
        .insertInto('import_jobs')
        .values(row)
        .returning('id')
        .executeTakeFirstOrThrow();
      return inserted.id;
    },

    findById(id: number): Promise<ImportJobJoinedRow | undefined> {
      return joined().where('j.id', '=', id).executeTakeFirst();
    },

    async list(page: RowPage): Promise<ImportJobJoinedRow[]> {
      return pageByCreation(joined(), page, { createdAt: 'j.created_at', id: 'j.id' }).execute();
    },

    async count(): Promise<number> {
      const row = await db
        .selectFrom('import_jobs')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async update(id: number, changes: Updateable<ImportJobsTable>): Promise<void> {
      await db.updateTable('import_jobs').set(changes).where('id', '=', id).execute();
    },

    /**
     * Moves `received` from `offset` to `offset + bytes` if it still is at `offset` (so two chunks for the
     * same place never both count); true when it moved.
     */
    async advanceReceived(id: number, offset: number, bytes: number, now: number): Promise<boolean> {
      const result = await db
        .updateTable('import_jobs')
        .set({ received: offset + bytes, updated_at: now })
        .where('id', '=', id)
        .where('status', '=', 'uploading')
        .where('received', '=', offset)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Takes `id` from `uploading` to `running` unless its station already runs one; true when it did. */
    async claimRun(id: number, stationId: number, now: number): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const busy = await trx
          .selectFrom('import_jobs')
          .select('id')
          .where('weather_station_id', '=', stationId)
          .where('status', '=', 'running')
          .executeTakeFirst();
        if (busy !== undefined) return false;
        const result = await trx
          .updateTable('import_jobs')
          .set({ status: 'running', heartbeat_at: now, updated_at: now })
          .where('id', '=', id)
          .where('status', '=', 'uploading')
          .executeTakeFirst();
        return Number(result.numUpdatedRows) === 1;
      });
    },

    /** Marks as interrupted the running jobs whose process stopped beating before `staleBefore`. */
    async interruptStale(staleBefore: number, error: string, now: number): Promise<void> {
      await db
        .updateTable('import_jobs')
        .set({ status: 'interrupted', error, finished_at: now, updated_at: now })
        .where('status', '=', 'running')
        .where('heartbeat_at', '<', staleBefore)
        .execute();
    },

    /** Uploads left unfinished since before `before`: their files are to be removed. */
    listAbandonedUploads(before: number): Promise<Array<{ id: number; upload_path: string }>> {
      return db
        .selectFrom('import_jobs')
        .select(['id', 'upload_path'])
        .where('status', '=', 'uploading')
        .where('updated_at', '<', before)
        .execute();
    },
  };
}

export type ImportJobsRepository = ReturnType<typeof createImportJobsRepository>;
