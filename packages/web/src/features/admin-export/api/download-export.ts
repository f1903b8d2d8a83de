import { apiDownload } from '../../../lib/api-client.ts';

export type ExportFormat = 'csv' | 'json';

/**
 * GET /api/weatherData/{reference}/export: a station's readings of the period from `from` to `to` (dates
 * 'YYYY-MM-DD') in its units, as a CSV or JSON file.
 */
export function downloadExport(
  reference: string,
  from: string,
  to: string,
  format: ExportFormat,
): Promise<Blob> {
  return apiDownload(`/api/weatherData/${encodeURIComponent(reference)}/export`, {
    query: { from, to, format },
  });
}
