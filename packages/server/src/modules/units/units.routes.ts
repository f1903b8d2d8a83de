import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiErrorList, IdParams, Unit, UnitBody, UnitList, UnitListQuery } from '@meteodeck/contract';
import { adminCreateOptions, adminDeleteOptions, adminUpdateOptions } from '../admin-write-options.ts';
import type { UnitsService } from './units.service.ts';

/** GET /api/unit[/{id}] public; POST, PUT and DELETE admin-only (spec §6). */
export function unitsRoutes(deps: { units: UnitsService }): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      '/api/unit',
      {
        schema: {
          tags: ['unit'],
          summary: 'List unit sets (all of them without page/maxResult)',
          querystring: UnitListQuery,
          response: { 200: UnitList, 400: ApiErrorList },
        },
      },
      async (request) => deps.units.list(request.query),
    );
    app.get(
      '/api/unit/:id',
      {
        schema: {
          tags: ['unit'],
          summary: 'One unit set',
          params: IdParams,
          response: { 200: Unit, 400: ApiErrorList, 404: ApiErrorList },
        },
      },
      async (request) => deps.units.get(request.params.id),
    );
    app.post(
      '/api/unit',
      adminCreateOptions({ tag: 'unit', summary: 'Create a unit set (admin)', body: UnitBody, answer: Unit }),
      async (request, reply) => reply.status(201).send(await deps.units.create(request.body)),
    );
    app.put(
      '/api/unit/:id',
      adminUpdateOptions({ tag: 'unit', summary: 'Update a unit set (admin)', body: UnitBody, answer: Unit }),
      async (request) => deps.units.update(request.params.id, request.body),
    );
    app.delete(
      '/api/unit/:id',
      adminDeleteOptions({ tag: 'unit', summary: 'Delete a unit set not used by any station (admin)' }),
      async (request, reply) => {
        await deps.units.remove(request.params.id);
        return reply.status(204).send(null);
      },
    );
  };
}
