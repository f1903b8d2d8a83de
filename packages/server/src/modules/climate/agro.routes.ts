import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AgroAnswer, ApiErrorList, ClimateYearQuery, WeatherDataParams } from '@meteodeck/contract';
import type { AgroService } from './agro.service.ts';
import type { ClimateAnswers } from './climate-answers.ts';

/** GET /api/weatherData/{reference}/climate/agro?year=YYYY, public: the year's agro and energy figures. */
export function agroRoutes(deps: { answers: ClimateAnswers; agro: AgroService }): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      '/api/weatherData/:reference/climate/agro',
      {
        schema: {
          tags: ['weatherData'],
          summary:
            'Agro and energy figures of a year per day, month and in all: FAO-56 Penman–Monteith reference ' +
            'evapotranspiration, growing degree days above the owner’s base (default 10 °C), chill hours ' +
            '(< 7.2 °C, hourly rollups), sunshine hours (solar radiation ≥ 120 W/m², 10-minute rollups)',
          params: WeatherDataParams,
          querystring: ClimateYearQuery,
          response: { 200: AgroAnswer, 400: ApiErrorList, 404: ApiErrorList },
        },
        // Compressed once per kept answer (weather-data's answer sender).
        compress: false,
      },
      async (request, reply) =>
        deps.answers.send('agro', request, reply, request.params.reference, request.query, () =>
          deps.agro.agro(request.params.reference, request.query),
        ),
    );
  };
}
