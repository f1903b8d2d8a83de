import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiErrorList, ClimateYearQuery, DayCountsAnswer, WeatherDataParams } from '@meteodeck/contract';
import type { ClimateAnswers } from './climate-answers.ts';
import type { ClimateDaysService } from './day-counts.service.ts';

/**
 * GET /api/weatherData/{reference}/climate/dayCounts?year=YYYY, public: the year's frost, ice, summer and hot
 * days, tropical nights, rain days and degree days, per month and in all.
 */
export function dayCountsRoutes(deps: {
  answers: ClimateAnswers;
  climateDays: ClimateDaysService;
}): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      '/api/weatherData/:reference/climate/dayCounts',
      {
        schema: {
          tags: ['weatherData'],
          summary:
            'Day counts of a year per month and in all: frost days (min < 0 °C), ice days (max < 0 °C), ' +
            'summer days (max ≥ 25 °C), hot days (max ≥ 30 °C), tropical nights (min ≥ 20 °C), rain days ' +
            '(≥ 0.1 mm, ≥ 1 mm), heating and cooling degree days (base 18.3 °C = 65 °F), from the daily summaries',
          params: WeatherDataParams,
          querystring: ClimateYearQuery,
          response: { 200: DayCountsAnswer, 400: ApiErrorList, 404: ApiErrorList },
        },
        // Compressed once per kept answer (weather-data's answer sender).
        compress: false,
      },
      async (request, reply) =>
        deps.answers.send('dayCounts', request, reply, request.params.reference, request.query, () =>
          deps.climateDays.dayCounts(request.params.reference, request.query),
        ),
    );
  };
}
