/**
 * The extra sensors' routes. Back office, admin only: GET /api/weatherStation/{id}/sensors (the station's
 * sensors, unmapped fields and last raw uploads) and PUT (the owner's names, visibility, home tiles and
 * order). Public: GET /api/weatherData/{reference}/sensors (the visible sensors' current values) and
 * GET /api/weatherData/{reference}/sensors/summaries (their days and the period's fold) and
 * GET /api/weatherData/{reference}/sensors/series (their values in buckets, for the graph page).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ApiErrorList,
  IdParams,
  PublicSensors,
  SensorSeries,
  SensorSeriesQuery,
  SensorSettingsBody,
  SensorSummaries,
  SensorSummariesQuery,
  StationSensors,
  WeatherDataParams,
} from '@meteodeck/contract';
import { requireAdmin } from '../auth/index.ts';
import type { SensorsService } from './sensors.service.ts';

const errors = { 400: ApiErrorList, 401: ApiErrorList, 403: ApiErrorList, 404: ApiErrorList };
const adminDoc = (summary: string) => ({ tags: ['sensors'], summary, security: [{ bearerAuth: [] }] });

export function sensorsRoutes(deps: { sensors: SensorsService }): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      '/api/weatherStation/:id/sensors',
      {
        onRequest: requireAdmin,
        schema: {
          ...adminDoc("A station's extra sensors (new ones flagged), unmapped fields and last raw uploads"),
          params: IdParams,
          response: { 200: StationSensors, ...errors },
        },
      },
      async (request) => deps.sensors.list(request.params.id),
    );
    app.put(
      '/api/weatherStation/:id/sensors',
      {
        onRequest: requireAdmin,
        schema: {
          ...adminDoc("Save the names, visibility, home tiles and order of a station's extra sensors"),
          params: IdParams,
          body: SensorSettingsBody,
          response: { 200: StationSensors, ...errors },
        },
      },
      async (request) => deps.sensors.saveSettings(request.params.id, request.body),
    );
    app.get(
      '/api/weatherData/:reference/sensors',
      {
        schema: {
          tags: ['weatherData'],
          summary: "The station's public extra sensors and their current values (canonical units)",
          params: WeatherDataParams,
          response: { 200: PublicSensors, 404: ApiErrorList },
        },
      },
      async (request) => deps.sensors.current(request.params.reference),
    );
    app.get(
      '/api/weatherData/:reference/sensors/summaries',
      {
        schema: {
          tags: ['weatherData'],
          summary: "The public extra sensors' station days from `from` to `to` (at most 366) and the period",
          params: WeatherDataParams,
          querystring: SensorSummariesQuery,
          response: { 200: SensorSummaries, 400: ApiErrorList, 404: ApiErrorList },
        },
      },
      async (request) => deps.sensors.summaries(request.params.reference, request.query),
    );
    app.get(
      '/api/weatherData/:reference/sensors/series',
      {
        schema: {
          tags: ['weatherData'],
          summary:
            "The public extra sensors' values from local day `from` to `to` (at most 366) in buckets: 10 min up to two days, hourly up to 31 days, else daily",
          params: WeatherDataParams,
          querystring: SensorSeriesQuery,
          response: { 200: SensorSeries, 400: ApiErrorList, 404: ApiErrorList },
        },
      },
      async (request) => deps.sensors.series(request.params.reference, request.query),
    );
  };
}
