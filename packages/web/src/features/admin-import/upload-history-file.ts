import type { CreateImportBody, ImportJob } from '@meteodeck/contract';

/** Bytes per chunk the page sends (the server takes up to 8 MiB). */
export const UPLOAD_CHUNK_BYTES = 4 * 1024 * 1024;

/** The two calls an upload makes; the page passes the real ones, tests may pass others. */
export interface UploadCalls {
  create(body: CreateImportBody): Promise<ImportJob>;
  sendChunk(id: number, offset: number, chunk: Blob): Promise<ImportJob>;
}

/**
 * Sends `file` for an import described by `request` (everything but its name and size): opens the import,
 * then sends the file chunk by chunk in order (`onSent(bytes)` after each). Resolves with the job once the
 * whole file is on the server, not started: the page shows what the file holds (its preview) and the admin
 * starts it (startImport). Rejects with the failing call's error (the job id is in `onCreated`).
 */
export async function uploadHistoryFile(
  calls: UploadCalls,
  file: File,
  request: Omit<CreateImportBody, 'fileName' | 'size'>,
  events: { onCreated?: (job: ImportJob) => void; onSent?: (bytes: number) => void } = {},
  chunkBytes = UPLOAD_CHUNK_BYTES,
): Promise<ImportJob> {
  let job = await calls.create({ ...request, fileName: file.name, size: file.size });
  events.onCreated?.(job);
  for (let offset = 0; offset < file.size; offset += chunkBytes) {
    job = await calls.sendChunk(job.id, offset, file.slice(offset, offset + chunkBytes));
    events.onSent?.(job.received);
  }
  return job;
}
