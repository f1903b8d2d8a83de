/**
 * GET /api/weatherStation/{id}/uploads (admin): each door's newest upload of a station with its
 * fields and the values quality control took out, newest first: the back office's connection view reads it
 * again on each `upload` event of the station's live stream (polling only while the stream is down) to show
 * the first reading arrive.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiErrorList, IdParams, StationUploadList } from '@meteodeck/contract';
import { requireAdmin } from '../auth/index.ts';
import type { StatusService } from './status.service.ts';

export function stationUploadsRoutes(deps: {
  status: Pick<StatusService, 'uploadsOf'>;
}): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      '/api/weatherStation/:id/uploads',
      {
        onRequest: requireAdmin,
        schema: {
          tags: ['health'],
          summary: "Each door's newest upload of a station: fields seen, ignored, values rejected (admin)",
          security: [{ bearerAuth: [] }],
          params: IdParams,
          response: { 200: StationUploadList, 401: ApiErrorList, 403: ApiErrorList, 404: ApiErrorList },
        },
      },
      async (request, reply) => {
        const uploads = await deps.status.uploadsOf(request.params.id);
        reply.header('cache-control', 'no-store');
        return uploads;
      },
    );
  };
}
