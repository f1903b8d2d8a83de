import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ApiErrorList,
  IdParams,
  ListQuery,
  Observation,
  ObservationBody,
  ObservationList,
} from '@meteodeck/contract';
import { Type } from 'typebox';
import { currentUser, requireUser } from '../auth/index.ts';
import type { ObservationsService } from './observations.service.ts';

const errors = { 400: ApiErrorList, 401: ApiErrorList, 404: ApiErrorList };

/**
 * Observations in the back office: every route needs a login (any role, spec §6); the public reads the
 * latest one per station through observation-last.routes.ts. The author is the caller.
 */
export function observationsRoutes(deps: { observations: ObservationsService }): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      '/api/observation',
      {
        onRequest: requireUser,
        schema: {
          tags: ['observation'],
          summary: 'List observations of every station',
          security: [{ bearerAuth: [] }],
          querystring: ListQuery,
          response: { 200: ObservationList, 400: ApiErrorList, 401: ApiErrorList },
        },
      },
      async (request) => deps.observations.list(request.query),
    );
    app.get(
      '/api/observation/:id',
      {
        onRequest: requireUser,
        schema: {
          tags: ['observation'],
          summary: 'One observation',
          security: [{ bearerAuth: [] }],
          params: IdParams,
          response: { 200: Observation, ...errors },
        },
      },
      async (request) => deps.observations.get(request.params.id),
    );
    app.post(
      '/api/observation',
      {
        onRequest: requireUser,
        schema: {
          tags: ['observation'],
          summary: 'Create an observation',
          security: [{ bearerAuth: [] }],
          body: ObservationBody,
          response: { 201: Observation, ...errors },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await deps.observations.create(request.body, currentUser(request).id)),
    );
    app.put(
      '/api/observation/:id',
      {
        onRequest: requireUser,
        schema: {
          tags: ['observation'],
          summary: 'Update an observation',
          security: [{ bearerAuth: [] }],
          params: IdParams,
          body: ObservationBody,
          response: { 200: Observation, ...errors },
        },
      },
      async (request) => deps.observations.update(request.params.id, request.body),
    );
    app.delete(
      '/api/observation/:id',
      {
        onRequest: requireUser,
        schema: {
          tags: ['observation'],
          summary: 'Delete an observation',
          security: [{ bearerAuth: [] }],
          params: IdParams,
          response: { 204: Type.Null(), ...errors },
        },
      },
      async (request, reply) => {
        await deps.observations.remove(request.params.id);
        return reply.status(204).send(null);
      },
    );
  };
}
