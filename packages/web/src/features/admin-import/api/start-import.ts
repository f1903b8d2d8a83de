import { isImportJob } from 'virtual:answer-checks';
import type { ImportJob } from '@meteodeck/contract';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/import/{id}/start: the server checks the file and imports it in the background (400 if not). */
export function startImport(id: number): Promise<ImportJob> {
  return apiRequest(`/api/import/${id}/start`, isImportJob, { method: 'POST' });
}
