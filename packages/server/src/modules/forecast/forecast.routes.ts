import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiErrorList, Forecast, ForecastQuery } from '@meteodeck/contract';
import type { ForecastService } from './forecast.service.ts';

/** GET /api/openWeather?lat&lng: public; 400 for a missing or out-of-range position, 502 when the provider fails. */
export function forecastRoutes(deps: { forecast: ForecastService }): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      '/api/openWeather',
      {
        schema: {
          tags: ['forecast'],
          summary: 'Current weather and daily forecast (today + at least 5 days) for a position',
          querystring: ForecastQuery,
          response: { 200: Forecast, 400: ApiErrorList, 502: ApiErrorList },
        },
        // The visitor gets the short message; the owner's log keeps which provider failed and how.
        onError: async (request, _reply, error) => {
          if (error.statusCode === 502) request.log.warn({ err: error }, 'forecast provider failed');
        },
      },
      async (request) => deps.forecast.getForecast(request.query),
    );
  };
}
