import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminWeatherStation,
  AdminWeatherStationList,
  ApiErrorList,
  IdParams,
  ListQuery,
  StationBody,
  StationReferenceParams,
  TimeZoneAnswer,
  TimeZoneQuery,
  WeatherStation,
  WeatherStationList,
} from '@meteodeck/contract';
import type { FastifyReply } from 'fastify';
import {
  adminCreateOptions,
  adminDeleteOptions,
  adminUpdateOptions,
  adminWriteErrors,
} from '../admin-write-options.ts';
import { isAdmin, requireAdmin, requireUser } from '../auth/index.ts';
import type { StationAnswers } from './station-answers.ts';
import { timeZoneAt } from './station-time-zone.ts';
import type { StationsService } from './stations.service.ts';

/**
 * The declared 200 schema is the public one, so by default `apiToken` is dropped. Only for an admin does
 * the handler switch the reply to the admin schema's serializer.
 */
function serializeAs(reply: FastifyReply, schema: Record<string, unknown>): FastifyReply {
  // Fastify caches compiled serializers by schema identity, so the schemas below are built once.
  return reply.type('application/json; charset=utf-8').serializer(reply.compileSerializationSchema(schema));
}
const adminStationSchema: Record<string, unknown> = { ...AdminWeatherStation };
const adminStationListSchema: Record<string, unknown> = { ...AdminWeatherStationList };

/**
 * GET /api/weatherStation and GET /api/weatherStation/{reference}: public, the token for admins only.
 * POST /api/weatherStation, PUT and DELETE /api/weatherStation/{id}: admin-only (spec §6); they answer
 * the admin shape, apiToken included.
 */
export function stationsRoutes(deps: {
  stations: StationsService;
  answers: StationAnswers;
}): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      '/api/weatherStation',
      {
        schema: {
          tags: ['weatherStation'],
          summary: 'List stations (apiToken only for admins)',
          querystring: ListQuery,
          response: { 200: WeatherStationList, 400: ApiErrorList },
        },
      },
      async (request, reply) => {
        const list = await deps.stations.list(request.query);
        if (isAdmin(request)) return serializeAs(reply, adminStationListSchema).send(list);
        return list;
      },
    );

    app.get(
      '/api/weatherStation/:reference',
      {
        schema: {
          tags: ['weatherStation'],
          summary: 'One station by reference (apiToken only for admins)',
          params: StationReferenceParams,
          response: { 200: WeatherStation, 404: ApiErrorList },
        },
      },
      async (request, reply) => {
        const { reference } = request.params;
        if (isAdmin(request)) {
          // Read first: an unknown reference's 404 must not meet the admin answer's serialiser.
          const station = await deps.stations.get(reference);
          return serializeAs(reply, adminStationSchema).send(station);
        }
        // The public answer, kept as bytes (station-answers.ts): serialised by the public schema, no token.
        const answer = await deps.answers.get(reference, async () => {
          const station = await deps.stations.get(reference);
          return { stationId: station.id, body: reply.serialize(station) as string };
        });
        const raw = reply as unknown as FastifyReply;
        raw.header('etag', answer.etag).header('cache-control', 'no-cache');
        if (request.headers['if-none-match'] === answer.etag) return raw.code(304).send();
        return raw.type('application/json; charset=utf-8').send(answer.body);
      },
    );

    app.post(
      '/api/weatherStation',
      adminCreateOptions({
        tag: 'weatherStation',
        summary: 'Create a station (admin)',
        body: StationBody,
        answer: AdminWeatherStation,
      }),
      async (request, reply) => reply.status(201).send(await deps.stations.create(request.body)),
    );

    app.put(
      '/api/weatherStation/:id',
      adminUpdateOptions({
        tag: 'weatherStation',
        summary: 'Update a station by id (admin)',
        body: StationBody,
        answer: AdminWeatherStation,
      }),
      async (request) => deps.stations.update(request.params.id, request.body),
    );

    app.get(
      '/api/timezone',
      {
        onRequest: requireUser,
        schema: {
          tags: ['weatherStation'],
          summary: 'The IANA time zone of a position (the station form proposes it)',
          security: [{ bearerAuth: [] }],
          querystring: TimeZoneQuery,
          response: { 200: TimeZoneAnswer, 400: ApiErrorList, 401: ApiErrorList },
        },
      },
      async (request) => ({ timezone: timeZoneAt(request.query.lat, request.query.lng) }),
    );

    app.post(
      '/api/weatherStation/:id/token',
      {
        onRequest: requireAdmin,
        schema: {
          tags: ['weatherStation'],
          summary: 'Give a station a new upload token; the old one stops at once (admin)',
          security: [{ bearerAuth: [] }],
          params: IdParams,
          response: { 200: AdminWeatherStation, ...adminWriteErrors },
        },
      },
      async (request) => deps.stations.regenerateToken(request.params.id),
    );

    app.delete(
      '/api/weatherStation/:id',
      adminDeleteOptions({
        tag: 'weatherStation',
        summary: 'Delete a station with its readings, summaries and observations (admin)',
      }),
      async (request, reply) => {
        await deps.stations.remove(request.params.id);
        return reply.status(204).send(null);
      },
    );
  };
}
