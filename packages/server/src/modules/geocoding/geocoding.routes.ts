import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiErrorList, GeocodingQuery, GeocodingResponse } from '@meteodeck/contract';
import type { GeocodingService } from './geocoding.service.ts';

/**
 * GET /api/geocoding?address: public, Google's answer shape; 400 for a blank or over-long address, 429 when
 * too many searches wait for Nominatim, 502 when the provider fails.
 */
export function geocodingRoutes(deps: { geocoding: GeocodingService }): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      '/api/geocoding',
      {
        schema: {
          tags: ['geocoding'],
          summary: 'Search an address (status OK or ZERO_RESULTS, best match first)',
          querystring: GeocodingQuery,
          response: { 200: GeocodingResponse, 400: ApiErrorList, 429: ApiErrorList, 502: ApiErrorList },
        },
        // The visitor gets the short message; the owner's log keeps which provider failed and how.
        onError: async (request, _reply, error) => {
          if (error.statusCode === 502) request.log.warn({ err: error }, 'geocoding provider failed');
        },
      },
      async (request) => deps.geocoding.geocode(request.query),
    );
  };
}
