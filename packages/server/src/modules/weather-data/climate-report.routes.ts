import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ApiErrorList,
  MonthlyReport,
  ReportMonths,
  ReportParams,
  WeatherDataParams,
  YearlyReport,
} from '@meteodeck/contract';
import { Type } from 'typebox';
import type { ClimateReportService } from './climate-report.service.ts';

const tags = ['weatherData'];

/**
 * Climate reports, public: GET /api/weatherData/{reference}/report (the months with data),
 * /report/{YYYY-MM} and /report/{YYYY} (JSON), the same with `.txt` (NOAA text, as a download).
 */
export function climateReportRoutes(deps: { reports: ClimateReportService }): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      '/api/weatherData/:reference/report',
      {
        schema: {
          tags,
          summary: 'The months (YYYY-MM) for which the station has data, oldest first',
          params: WeatherDataParams,
          response: { 200: ReportMonths, 404: ApiErrorList },
        },
      },
      async (request) => deps.reports.months(request.params.reference),
    );

    app.get(
      '/api/weatherData/:reference/report/:period',
      {
        schema: {
          tags,
          summary:
            'Monthly (YYYY-MM) or yearly (YYYY) climatological summary; with .txt, the NOAA text report',
          params: ReportParams,
          response: {
            200: Type.Union([MonthlyReport, YearlyReport, Type.String()]),
            400: ApiErrorList,
            404: ApiErrorList,
          },
        },
      },
      async (request, reply) => {
        const { reference, period } = request.params;
        if (period.endsWith('.txt')) {
          const base = period.slice(0, -'.txt'.length);
          const text = await deps.reports.text(reference, base);
          return reply
            .type('text/plain; charset=utf-8')
            .header('content-disposition', `inline; filename="NOAA-${base}.txt"`)
            .serializer((payload: unknown) => String(payload))
            .send(text);
        }
        return deps.reports.report(reference, period);
      },
    );
  };
}
