import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ApiErrorList,
  ClimateRecords,
  DisplayUnitsQuery,
  TodaysRecords,
  WeatherDataParams,
} from '@meteodeck/contract';
import type { ClimateAnswers } from './climate-answers.ts';
import type { ClimateRecordsService } from './records.service.ts';

/**
 * GET /api/weatherData/{reference}/climate/records, public: the station's records all time and per calendar
 * month, with their days, and the records today sets, the public extra sensors' too; GET
 * .../climate/records/today: the records today sets alone, the public extra sensors' too.
 */
export function climateRecordsRoutes(deps: {
  answers: ClimateAnswers;
  records: ClimateRecordsService;
}): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      '/api/weatherData/:reference/climate/records',
      {
        schema: {
          tags: ['weatherData'],
          summary:
            'Records all time and per calendar month with their day and time: highest and lowest daily ' +
            'high and low, wettest day and month, highest rain rate and gust, highest and lowest pressure; ' +
            'and the records today (so far) sets, from the daily summaries in the station time zone; ' +
            "per public extra sensor (sensors) its highest and lowest value or largest day's sum, all time " +
            'and per calendar month, from its days, with the records today sets',
          params: WeatherDataParams,
          querystring: DisplayUnitsQuery,
          response: { 200: ClimateRecords, 400: ApiErrorList, 404: ApiErrorList },
        },
        // Compressed once per kept answer (weather-data's answer sender).
        compress: false,
      },
      async (request, reply) =>
        deps.answers.send('records', request, reply, request.params.reference, request.query, () =>
          deps.records.records(request.params.reference, request.query),
        ),
    );

    app.get(
      '/api/weatherData/:reference/climate/records/today',
      {
        schema: {
          tags: ['weatherData'],
          summary:
            'The records today (so far) sets: all-time once the station has a year of data, else of the ' +
            'calendar month once it has that month of an earlier year; the public extra sensors that set ' +
            'one (sensors) with their records',
          params: WeatherDataParams,
          querystring: DisplayUnitsQuery,
          response: { 200: TodaysRecords, 400: ApiErrorList, 404: ApiErrorList },
        },
        // Compressed once per kept answer (weather-data's answer sender).
        compress: false,
      },
      async (request, reply) =>
        deps.answers.send('recordsToday', request, reply, request.params.reference, request.query, () =>
          deps.records.today(request.params.reference, request.query),
        ),
    );
  };
}
