import { isMonthlyReport, isReportMonths, isYearlyReport } from 'virtual:answer-checks';
import type { MonthlyReport, YearlyReport } from '@meteodeck/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

const stationPath = (reference: string) => `/api/weatherData/${encodeURIComponent(reference)}`;

/** GET /api/weatherData/{reference}/report: the months ('YYYY-MM') with data, oldest first. */
export function useReportMonths(reference: string) {
  return useQuery(
    queryOptions({
      queryKey: ['climateReport', reference, 'months'],
      queryFn: ({ signal }) => apiRequest(`${stationPath(reference)}/report`, isReportMonths, { signal }),
    }),
  );
}

/** A month's report or a year's, as the period asks. */
const isReport = (value: unknown): value is MonthlyReport | YearlyReport =>
  isMonthlyReport(value) || isYearlyReport(value);

/** GET /api/weatherData/{reference}/report/{period}: a month ('YYYY-MM') or a year ('YYYY'). */
export function useReport(reference: string, period: string | null) {
  return useQuery(
    queryOptions({
      queryKey: ['climateReport', reference, period],
      queryFn: ({ signal }) => apiRequest(`${stationPath(reference)}/report/${period}`, isReport, { signal }),
      enabled: period !== null,
    }),
  );
}

/** Where the text report of `period` downloads from. */
export function reportTextUrl(reference: string, period: string): string {
  return `${stationPath(reference)}/report/${period}.txt`;
}
