import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiErrorList, OnThisDayAnswer, OnThisDayQuery, WeatherDataParams } from '@meteodeck/contract';
import type { ClimateAnswers } from './climate-answers.ts';
import type { OnThisDayService } from './on-this-day.service.ts';

/**
 * GET /api/weatherData/{reference}/climate/onThisDay?date=MM-DD, public: that calendar day in every year of
 * the station, newest first, with each value's difference to the mean of the years.
 */
export function onThisDayRoutes(deps: {
  answers: ClimateAnswers;
  onThisDay: OnThisDayService;
}): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      '/api/weatherData/:reference/climate/onThisDay',
      {
        schema: {
          tags: ['weatherData'],
          summary:
            'On this day: one calendar day (MM-DD, default the station’s today) in every year of the station, ' +
            'newest first: high and low with their times, mean temperature, rain, largest gust, pressure ' +
            'range, and each one’s difference to the mean of the finished years; from the daily summaries. ' +
            '02-29 gives the leap years only',
          params: WeatherDataParams,
          querystring: OnThisDayQuery,
          response: { 200: OnThisDayAnswer, 400: ApiErrorList, 404: ApiErrorList },
        },
        // Compressed once per kept answer (weather-data's answer sender).
        compress: false,
      },
      async (request, reply) =>
        deps.answers.send('onThisDay', request, reply, request.params.reference, request.query, () =>
          deps.onThisDay.onThisDay(request.params.reference, request.query),
        ),
    );
  };
}
