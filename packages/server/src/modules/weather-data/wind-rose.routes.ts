import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiErrorList, PeriodQuery, WeatherPeriodParams, WindRose } from '@meteodeck/contract';
import type { FastifyReply } from 'fastify';
import type { AnswerCache } from './answer.cache.ts';
import type { AnswerScopes } from './answer-scope.ts';
import { sendAnswer } from './answer-sender.ts';
import type { WindRoseService } from './wind-rose.service.ts';

/**
 * GET /api/weatherData/{reference}/windRose/{period}: public, like the graph it sits beside, and kept as the
 * graph's answers are (answer-sender.ts: bytes, ETag, 304; a past window's kept until a reading lands in it).
 */
export function windRoseRoutes(deps: {
  windRose: WindRoseService;
  answers: { cache: AnswerCache; scopes: AnswerScopes };
}): FastifyPluginAsyncTypebox {
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
        // Compressed once per cached answer (answer-sender.ts), not on every call.
        compress: false,
      },
      async (request, reply) => {
        const { reference, period } = request.params;
        const call = await deps.answers.scopes('windRose', reference, period, request.query);
        // Bytes already serialised by the route's own schema: sent as they are (the typed reply wants objects).
        return sendAnswer(deps.answers.cache, request, reply as unknown as FastifyReply, call, () =>
          deps.windRose.getWindRose(reference, period, request.query),
        );
      },
    );
  };
}
