import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiErrorList, LastObservation, StationReferenceParams } from '@meteodeck/contract';
import type { ObservationsRepository } from './observations.repository.ts';

/** GET /api/weatherStation/observation/last/{reference}: public, the station's latest text observation. */
export function observationLastRoutes(deps: {
  observations: ObservationsRepository;
}): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      '/api/weatherStation/observation/last/:reference',
      {
        schema: {
          tags: ['observation'],
          summary: "A station's latest observation (404 when it has none)",
          params: StationReferenceParams,
          response: { 200: LastObservation, 404: ApiErrorList },
        },
      },
      async (request) => deps.observations.getLatestOfStation(request.params.reference),
    );
  };
}
