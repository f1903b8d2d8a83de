import { isImportJob } from 'virtual:answer-checks';
import type { ImportJob } from '@meteodeck/contract';
import { apiRequest } from '../../../lib/api-client.ts';

/** PUT /api/import/{id}/content?offset=: one chunk of the file, raw bytes; answers the job with `received`. */
export function sendImportChunk(id: number, offset: number, chunk: Blob): Promise<ImportJob> {
  return apiRequest(`/api/import/${id}/content`, isImportJob, {
    method: 'PUT',
    query: { offset },
    rawBody: chunk,
  });
}
