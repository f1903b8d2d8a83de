import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ApiErrorList,
  FORECAST_LANGUAGES,
  Forecast,
  type ForecastLanguage,
  ForecastQuery,
} from '@meteodeck/contract';
import Value from 'typebox/value';
import { preferredLanguage } from '../../accept-language.ts';
import { upstreamRateLimit } from '../upstream/index.ts';
import type { ForecastService } from './forecast.service.ts';

/**
 * GET /api/openWeather?lat&lng: public; 400 for a missing or out-of-range position, 429 when a client asks
 * more new positions than `perMinute` (cached answers are free), 502 when the provider fails. The
 * descriptions come in the language the request's Accept-Language prefers among German, English and French
 * (the web app sends its page's), German otherwise.
 */
const languageOf = (acceptLanguage: string | undefined): ForecastLanguage =>
  preferredLanguage(acceptLanguage, FORECAST_LANGUAGES, 'de');

export function forecastRoutes(deps: {
  forecast: ForecastService;
  perMinute: number;
}): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      '/api/openWeather',
      {
        config: {
          rateLimit: upstreamRateLimit(deps.perMinute, (query, request) =>
            Value.Check(ForecastQuery, query)
              ? deps.forecast.isCached(query, languageOf(request.headers['accept-language']))
              : Promise.resolve(true),
          ),
        },
        schema: {
          tags: ['forecast'],
          summary: 'Current weather and daily forecast (today + at least 5 days) for a position',
          querystring: ForecastQuery,
          response: { 200: Forecast, 400: ApiErrorList, 429: ApiErrorList, 502: ApiErrorList },
        },
        // The visitor gets the short message; the owner's log keeps which provider failed and how.
        onError: async (request, _reply, error) => {
          if (error.statusCode === 502) request.log.warn({ err: error }, 'forecast provider failed');
        },
      },
      async (request, reply) => {
        // Shared caches must keep each language's answer apart.
        reply.header('vary', 'Accept-Language');
        return deps.forecast.getForecast(request.query, languageOf(request.headers['accept-language']));
      },
    );
  };
}
