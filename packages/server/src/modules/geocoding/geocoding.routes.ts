import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiErrorList, GeocodingQuery, GeocodingResponse } from '@meteodeck/contract';
import Value from 'typebox/value';
import { upstreamRateLimit } from '../upstream/index.ts';
import type { GeocodingService } from './geocoding.service.ts';

/**
 * GET /api/geocoding?address: public, Google's answer shape; 400 for a blank or over-long address, 429 when
 * a client searches more new addresses than `perMinute` (cached answers are free) or too many searches wait
 * for Nominatim, 502 when the provider fails.
 */
export function geocodingRoutes(deps: {
  geocoding: GeocodingService;
  perMinute: number;
}): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      '/api/geocoding',
      {
        config: {
          rateLimit: upstreamRateLimit(deps.perMinute, (query) =>
            Value.Check(GeocodingQuery, query) ? deps.geocoding.isCached(query) : Promise.resolve(true),
          ),
        },
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
