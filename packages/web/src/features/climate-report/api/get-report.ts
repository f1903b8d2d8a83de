import { MonthlyReport, ReportMonths, YearlyReport } from '@meteodeck/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { Type } from 'typebox';
import { apiRequest } from '../../../lib/api-client.ts';

const stationPath = (reference: string) => `/api/weatherData/${encodeURIComponent(reference)}`;

/** GET /api/weatherData/{reference}/report: the months ('YYYY-MM') with data, oldest first. */
export function useReportMonths(reference: string) {
  return useQuery(
    queryOptions({
      queryKey: ['climateReport', reference, 'months'],
      queryFn: ({ signal }) => apiRequest(`${stationPath(reference)}/report`, ReportMonths, { signal }),
    }),
  );
}

const Report = Type.Union([MonthlyReport, YearlyReport]);

/** GET /api/weatherData/{reference}/report/{period}: a month ('YYYY-MM') or a year ('YYYY'). */
export function useReport(reference: string, period: string | null) {
  return useQuery(
    queryOptions({
      queryKey: ['climateReport', reference, period],
      queryFn: ({ signal }) => apiRequest(`${stationPath(reference)}/report/${period}`, Report, { signal }),
      enabled: period !== null,
    }),
  );
}

/** Where the text report of `period` downloads from. */
export function reportTextUrl(reference: string, period: string): string {
  return `${stationPath(reference)}/report/${period}.txt`;
}
