import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiErrorList, ClimateYearQuery, HeatMapAnswer, WeatherDataParams } from '@meteodeck/contract';
import type { ClimateAnswers } from './climate-answers.ts';
import type { ClimateDaysService } from './day-counts.service.ts';

/**
 * GET /api/weatherData/{reference}/climate/heatMap?year=YYYY, public: one cell per day of the year with its
 * mean temperature, extremes and rain.
 */
export function heatMapRoutes(deps: {
  answers: ClimateAnswers;
  climateDays: ClimateDaysService;
}): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      '/api/weatherData/:reference/climate/heatMap',
      {
        schema: {
          tags: ['weatherData'],
          summary:
            "Calendar heat map of a year: every local day's mean temperature, extremes and rain, from the " +
            'daily summaries (null where the day has no data)',
          params: WeatherDataParams,
          querystring: ClimateYearQuery,
          response: { 200: HeatMapAnswer, 400: ApiErrorList, 404: ApiErrorList },
        },
        // Compressed once per kept answer (weather-data's answer sender).
        compress: false,
      },
      async (request, reply) =>
        deps.answers.send('heatMap', request, reply, request.params.reference, request.query, () =>
          deps.climateDays.heatMap(request.params.reference, request.query),
        ),
    );
  };
}
