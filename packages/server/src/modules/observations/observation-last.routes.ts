import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiErrorList, LastObservation, StationReferenceParams } from '@meteodeck/contract';
import type { ObservationsService } from './observations.service.ts';

/** GET /api/weatherStation/observation/last/{reference}: public, the station's latest text observation. */
export function observationLastRoutes(deps: {
  observations: Pick<ObservationsService, 'latestOfStation'>;
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
      async (request) => deps.observations.latestOfStation(request.params.reference),
    );
  };
}
