import type { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiErrorList, WeatherDataParams } from '@meteodeck/contract';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { requireUser } from '../auth/index.ts';
import type { DaysExportService } from './days-export.service.ts';
import type { ReadingsDownload, ReadingsExportService } from './readings-export.service.ts';

const DATE = '^[0-9]{4}-[0-9]{2}-[0-9]{2}$';
const INSTANT =
  '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}(:[0-9]{2}(\\.[0-9]{1,3})?)?(Z|[+-][0-9]{2}:[0-9]{2})$';

const ExportQuery = Type.Object({
  /** First day (station's local date, inclusive) or instant (ISO 8601, inclusive). */
  from: Type.String({ pattern: `${DATE}|${INSTANT}` }),
  /** Last day (local date, inclusive) or instant (ISO 8601, exclusive). */
  to: Type.String({ pattern: `${DATE}|${INSTANT}` }),
  format: Type.Optional(Type.Union([Type.Literal('csv'), Type.Literal('json')])),
});

const DaysExportQuery = Type.Object({
  /** First local day, inclusive. */
  from: Type.String({ pattern: DATE }),
  /** Last local day, inclusive. */
  to: Type.String({ pattern: DATE }),
  format: Type.Optional(Type.Union([Type.Literal('csv'), Type.Literal('json')])),
});

const Download = Type.Unsafe<Readable>({
  type: 'string',
  description: 'CSV or JSON, streamed as a download',
});

/** Answers `download` as an attachment named after it, its body streamed as it is produced. */
function sendDownload(reply: FastifyReply, download: ReadingsDownload): FastifyReply {
  return reply
    .type(download.contentType)
    .header('content-disposition', `attachment; filename="${download.name}"`)
    .send(download.body);
}

/**
 * GET /api/weatherData/{reference}/export?from&to&format=csv|json (logged in): the readings of the period in
 * the station's units, streamed (readings-export.ts) as a download. GET …/export/days: the daily summaries
 * of the period with the public extra sensors' days (days-export.ts).
 */
export function readingsExportRoutes(deps: {
  exports: ReadingsExportService;
  days: DaysExportService;
}): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      '/api/weatherData/:reference/export',
      {
        onRequest: requireUser,
        schema: {
          tags: ['weatherData'],
          summary: "The station's readings of a period in its units, as CSV (the importer's columns) or JSON",
          security: [{ bearerAuth: [] }],
          params: WeatherDataParams,
          querystring: ExportQuery,
          response: {
            200: Download,
            400: ApiErrorList,
            401: ApiErrorList,
            404: ApiErrorList,
          },
        },
      },
      async (request, reply) => {
        const { from, to } = request.query;
        const download = await deps.exports.download(
          request.params.reference,
          from,
          to,
          request.query.format ?? 'csv',
        );
        return sendDownload(reply, download);
      },
    );

    app.get(
      '/api/weatherData/:reference/export/days',
      {
        onRequest: requireUser,
        schema: {
          tags: ['weatherData'],
          summary:
            "The station's daily summaries of a period in its units, as CSV or JSON: per local day its " +
            'reading count, each measure’s lowest and highest value with their time and its mean, the ' +
            'rain; then each public extra sensor’s day: lowest, highest and mean (a counter: its sum)',
          security: [{ bearerAuth: [] }],
          params: WeatherDataParams,
          querystring: DaysExportQuery,
          response: { 200: Download, 400: ApiErrorList, 401: ApiErrorList, 404: ApiErrorList },
        },
      },
      async (request, reply) => {
        const { from, to } = request.query;
        const download = await deps.days.download(
          request.params.reference,
          from,
          to,
          request.query.format ?? 'csv',
        );
        return sendDownload(reply, download);
      },
    );
  };
}
