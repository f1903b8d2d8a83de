import { apiDownload } from '../../../lib/api-client.ts';

export type ExportFormat = 'csv' | 'json';
/** What is exported: every reading, or one row per day (the daily summaries). */
export type ExportContent = 'readings' | 'days';

/**
 * GET /api/weatherData/{reference}/export (the readings) or …/export/days (the daily summaries with the
 * public extra sensors' days): a station's period from `from` to `to` (dates 'YYYY-MM-DD') in its units,
 * as a CSV or JSON file.
 */
export function downloadExport(
  reference: string,
  from: string,
  to: string,
  format: ExportFormat,
  content: ExportContent = 'readings',
): Promise<Blob> {
  const path = `/api/weatherData/${encodeURIComponent(reference)}/export${content === 'days' ? '/days' : ''}`;
  return apiDownload(path, { query: { from, to, format } });
}
