import { isImportPreview } from 'virtual:answer-checks';
import type { ImportColumnMapping, ImportPreview } from '@meteodeck/contract';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * PUT /api/import/{id}/mapping: gives the CSV file's columns their roles (kept for the station's next file
 * with the same header); answers the file's preview read through them, or a 400 listing every problem.
 */
export function mapImportColumns(id: number, mapping: ImportColumnMapping): Promise<ImportPreview> {
  return apiRequest(`/api/import/${id}/mapping`, isImportPreview, { method: 'PUT', body: mapping });
}
