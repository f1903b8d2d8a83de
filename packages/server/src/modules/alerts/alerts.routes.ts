/**
 * Owner alerts of a station in the back office, admin only: settings and recent episodes; which
 * channels the server can use and a test alert through them.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AlertChannels,
  AlertEpisodeList,
  AlertSettings,
  AlertTestResult,
  ApiErrorList,
  IdParams,
} from '@meteodeck/contract';
import { invalidAll } from '../../app-error.ts';
import { requireAdmin } from '../auth/index.ts';
import { frenchSchemaProblems } from './alert-units.ts';
import type { AlertsService } from './alerts.service.ts';

const errors = { 400: ApiErrorList, 401: ApiErrorList, 403: ApiErrorList, 404: ApiErrorList };
const doc = (summary: string) => ({ tags: ['alerts'], summary, security: [{ bearerAuth: [] }] });

export function alertsRoutes(deps: { alerts: AlertsService }): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      '/api/weatherStation/:id/alerts',
      {
        onRequest: requireAdmin,
        schema: {
          ...doc('Who is told of what about a station (thresholds canonical: °C, m/s, mm/h)'),
          params: IdParams,
          response: { 200: AlertSettings, ...errors },
        },
      },
      async (request) => deps.alerts.getSettings(request.params.id),
    );
    app.put(
      '/api/weatherStation/:id/alerts',
      {
        onRequest: requireAdmin,
        schema: {
          ...doc("Replace a station's alert settings"),
          params: IdParams,
          body: AlertSettings,
          response: { 200: AlertSettings, ...errors },
        },
        // The body's type errors are told in French, naming their field, like the service's checks.
        attachValidation: true,
      },
      async (request) => {
        const invalidBody = request.validationError;
        if (invalidBody !== undefined) {
          const problems = frenchSchemaProblems(invalidBody.validation);
          throw invalidAll(problems.length > 0 ? problems : [{ message: 'Réglages des alertes invalides.' }]);
        }
        return deps.alerts.putSettings(request.params.id, request.body);
      },
    );
    app.get(
      '/api/alerts/channels',
      {
        onRequest: requireAdmin,
        schema: {
          ...doc('Which alert channels this server can deliver through (no SMTP_URL: no e-mail)'),
          response: { 200: AlertChannels, 401: ApiErrorList, 403: ApiErrorList },
        },
      },
      async () => deps.alerts.channels(),
    );
    app.post(
      '/api/weatherStation/:id/alerts/test',
      {
        onRequest: requireAdmin,
        schema: {
          ...doc("Send a test alert through the station's saved channels; tells how each went"),
          params: IdParams,
          response: { 200: AlertTestResult, ...errors },
        },
      },
      async (request) => deps.alerts.sendTest(request.params.id),
    );
    app.get(
      '/api/weatherStation/:id/alerts/episodes',
      {
        onRequest: requireAdmin,
        schema: {
          ...doc("A station's latest alerts, newest first, with their start and end"),
          params: IdParams,
          response: { 200: AlertEpisodeList, ...errors },
        },
      },
      async (request) => deps.alerts.listEpisodes(request.params.id),
    );
  };
}
