/**
 * GET /api/weatherStation/{id}/uploads (admin; issue 19): each door's newest upload of a station with its
 * fields and the values quality control took out, newest first: the back office's connection view polls
 * it to show the first reading arrive.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiErrorList, IdParams, StationUploadList } from '@meteodeck/contract';
import type { Kysely } from 'kysely';
import { notFound } from '../../app-error.ts';
import type { Database } from '../../db/database.ts';
import { requireAdmin } from '../../plugins/auth.ts';

const list = (text: string | null): unknown[] => (text === null ? [] : (JSON.parse(text) as unknown[]));

export function stationUploadsRoutes(deps: { db: Kysely<Database> }): FastifyPluginAsyncTypebox {
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
        const { id } = request.params;
        const station = await deps.db
          .selectFrom('weather_stations')
          .select('id')
          .where('id', '=', id)
          .executeTakeFirst();
        if (station === undefined) throw notFound(`Station météo ${id} introuvable`);
        const rows = await deps.db
          .selectFrom('station_uploads')
          .selectAll()
          .where('weather_station_id', '=', id)
          .orderBy('received_at', 'desc')
          .execute();
        reply.header('cache-control', 'no-store');
        return {
          uploads: rows.map((row) => ({
            protocol: row.protocol,
            readingAt: new Date(Number(row.reading_at)).toISOString(),
            receivedAt: new Date(Number(row.received_at)).toISOString(),
            fieldsSeen: list(row.fields_seen) as string[],
            fieldsIgnored: list(row.fields_ignored) as string[],
            rejected: list(row.rejected) as { measure: string; value: number; reason: string }[],
          })),
        };
      },
    );
  };
}
