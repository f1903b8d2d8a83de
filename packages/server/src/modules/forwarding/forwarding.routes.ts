/** Forwarding targets of a station in the back office, admin only. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ApiErrorList,
  FailingForwardingList,
  ForwardingBody,
  ForwardingList,
  ForwardingParams,
  Forwarding as ForwardingSchema,
  IdParams,
} from '@meteodeck/contract';
import { Type } from 'typebox';
import { requireAdmin } from '../auth/index.ts';

import type { ForwardingService } from './forwarding.service.ts';

const errors = { 400: ApiErrorList, 401: ApiErrorList, 403: ApiErrorList, 404: ApiErrorList };
const doc = (summary: string) => ({ tags: ['forwarding'], summary, security: [{ bearerAuth: [] }] });

export function forwardingRoutes(deps: { forwarding: ForwardingService }): FastifyPluginAsyncTypebox {
  return async (app) => {
    const base = '/api/weatherStation/:id/forwarding';
    app.get(
      '/api/forwarding/failing',
      {
        onRequest: requireAdmin,
        schema: {
          ...doc('Forwarding targets failing for more than an hour, every station'),
          response: { 200: FailingForwardingList, ...errors },
        },
      },
      async () => deps.forwarding.failing(),
    );
    app.get(
      base,
      {
        onRequest: requireAdmin,
        schema: {
          ...doc("A station's forwarding targets, each with its status"),
          params: IdParams,
          response: { 200: ForwardingList, ...errors },
        },
      },
      async (request) => deps.forwarding.list(request.params.id),
    );
    app.post(
      base,
      {
        onRequest: requireAdmin,
        schema: {
          ...doc('Add a forwarding target to a station'),
          params: IdParams,
          body: ForwardingBody,
          response: { 201: ForwardingSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await deps.forwarding.create(request.params.id, request.body)),
    );
    app.put(
      `${base}/:forwardingId`,
      {
        onRequest: requireAdmin,
        schema: {
          ...doc('Change a forwarding target (resumes a paused one)'),
          params: ForwardingParams,
          body: ForwardingBody,
          response: { 200: ForwardingSchema, ...errors },
        },
      },
      async (request) => deps.forwarding.update(request.params.id, request.params.forwardingId, request.body),
    );
    app.delete(
      `${base}/:forwardingId`,
      {
        onRequest: requireAdmin,
        schema: {
          ...doc('Delete a forwarding target and its queue'),
          params: ForwardingParams,
          response: { 204: Type.Null(), ...errors },
        },
      },
      async (request, reply) => {
        await deps.forwarding.remove(request.params.id, request.params.forwardingId);
        return reply.status(204).send(null);
      },
    );
  };
}
