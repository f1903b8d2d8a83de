import { isImportJob } from 'virtual:answer-checks';
import type { CreateImportBody, ImportJob } from '@meteodeck/contract';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/import: opens an import (station, kind, file name and size); the file follows in chunks. */
export function createImport(body: CreateImportBody): Promise<ImportJob> {
  return apiRequest('/api/import', isImportJob, { method: 'POST', body });
}
