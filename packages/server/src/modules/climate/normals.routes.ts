import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ApiErrorList,
  ClimateNormalsAnswer,
  ClimateSettings,
  ClimateYearQuery,
  IdParams,
  WeatherDataParams,
} from '@meteodeck/contract';
import { adminUpdateOptions, adminWriteErrors } from '../admin-write-options.ts';
import { requireAdmin } from '../auth/index.ts';
import type { ClimateAnswers } from './climate-answers.ts';
import type { NormalsService } from './normals.service.ts';

/**
 * GET and PUT /api/weatherStation/{id}/climateSettings, admin-only: a station's monthly normals (°C, mm),
 * growing degree days' base (°C), anemometer height (m), day end hour and rain season start month. GET /api/weatherData/{reference}/climate/normals,
 * public: a year's months beside their normals.
 */
export function normalsRoutes(deps: {
  answers: ClimateAnswers;
  normals: NormalsService;
}): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      '/api/weatherStation/:id/climateSettings',
      {
        onRequest: requireAdmin,
        schema: {
          tags: ['weatherStation'],
          summary:
            "A station's climate settings: monthly normals (°C, mm), growing degree days' base (°C), " +
            'anemometer height (m), the local hour its day ends (0, 7 or 9) and its rain season start month ' +
            '(admin)',
          security: [{ bearerAuth: [] }],
          params: IdParams,
          response: { 200: ClimateSettings, ...adminWriteErrors },
        },
      },
      async (request) => deps.normals.getSettings(request.params.id),
    );

    app.put(
      '/api/weatherStation/:id/climateSettings',
      adminUpdateOptions({
        tag: 'weatherStation',
        summary:
          "Replace a station's climate settings (admin); a new day end hour rebuilds the station's daily " +
          'summaries into the new days before the answer',
        body: ClimateSettings,
        answer: ClimateSettings,
      }),
      async (request) => deps.normals.putSettings(request.params.id, request.body),
    );

    app.get(
      '/api/weatherData/:reference/climate/normals',
      {
        schema: {
          tags: ['weatherData'],
          summary:
            "A year's months beside their climate normals (the owner's, else the station's own finished " +
            'years once it has five): mean temperature, mean high and low, rain; the departure of the mean ' +
            'temperature and the rain as a percentage of its normal',
          params: WeatherDataParams,
          querystring: ClimateYearQuery,
          response: { 200: ClimateNormalsAnswer, 400: ApiErrorList, 404: ApiErrorList },
        },
        // Compressed once per kept answer (weather-data's answer sender).
        compress: false,
      },
      async (request, reply) =>
        deps.answers.send('normals', request, reply, request.params.reference, request.query, () =>
          deps.normals.normals(request.params.reference, request.query),
        ),
    );
  };
}
