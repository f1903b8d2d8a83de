import type { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiErrorList, WeatherDataParams } from '@meteodeck/contract';
import { addDays, startOfLocalDate } from '@meteodeck/weather';
import { Type } from 'typebox';
import { invalidAll } from '../../app-error.ts';
import { requireUser } from '../../plugins/auth.ts';
import type { ReadingsRepository } from '../readings/readings.repository.ts';
import { type ExportFormat, exportReadings } from './readings-export.ts';
import type { StationViewRepository } from './station-view.ts';

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

/**
 * GET /api/weatherData/{reference}/export?from&to&format=csv|json (logged in): the readings of the period in
 * the station's units, streamed (readings-export.ts) as a download.
 */
export function readingsExportRoutes(deps: {
  stationViews: StationViewRepository;
  readings: Pick<ReadingsRepository, 'listPageBefore'>;
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
            200: Type.Unsafe<Readable>({
              type: 'string',
              description: 'CSV or JSON, streamed as a download',
            }),
            400: ApiErrorList,
            401: ApiErrorList,
            404: ApiErrorList,
          },
        },
      },
      async (request, reply) => {
        const station = await deps.stationViews.getByReference(request.params.reference);
        const { from, to } = request.query;
        const format: ExportFormat = request.query.format ?? 'csv';
        const fromMs = from.length === 10 ? startOfLocalDate(from, station.timezone) : Date.parse(from);
        const toMs = to.length === 10 ? startOfLocalDate(addDays(to, 1), station.timezone) : Date.parse(to);
        if (!Number.isFinite(fromMs) || !Number.isFinite(toMs) || fromMs >= toMs) {
          throw invalidAll([{ propertyPath: 'to', message: 'La fin de la période doit suivre son début' }]);
        }
        const name = `${station.reference}-${from.slice(0, 10)}-${to.slice(0, 10)}.${format}`;
        return reply
          .type(format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8')
          .header('content-disposition', `attachment; filename="${name}"`)
          .send(
            exportReadings(
              station,
              (after, before, limit) => deps.readings.listPageBefore(station.id, after, before, limit),
              fromMs,
              toMs,
              format,
            ),
          );
      },
    );
  };
}
