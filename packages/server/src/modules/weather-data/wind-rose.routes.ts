import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiErrorList, PeriodQuery, WeatherPeriodParams, WindRose } from '@meteodeck/contract';
import type { WindRoseService } from './wind-rose.service.ts';

/** GET /api/weatherData/{reference}/windRose/{period}: public, like the graph it sits beside. */
export function windRoseRoutes(deps: { windRose: WindRoseService }): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      '/api/weatherData/:reference/windRose/:period',
      {
        schema: {
          tags: ['weatherData'],
          summary:
            'Wind rose of a period: percent of the 10-minute (record: hourly) means from each of 16 compass points by Beaufort class, and calm; of a calendar or rolling window with window and at',
          params: WeatherPeriodParams,
          querystring: PeriodQuery,
          response: { 200: WindRose, 400: ApiErrorList, 404: ApiErrorList },
        },
      },
      async (request) =>
        deps.windRose.getWindRose(request.params.reference, request.params.period, request.query),
    );
  };
}
