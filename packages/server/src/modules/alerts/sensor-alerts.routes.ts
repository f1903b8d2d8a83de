/**
 * Alert rules on a station's extra sensors in the back office, admin only: the list, and its replacement
 * as a whole (audited like the station's alert settings).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  type ApiErrorItem,
  ApiErrorList,
  IdParams,
  SensorAlertRuleList,
  SensorAlertRulesBody,
} from '@meteodeck/contract';
import { invalidAll } from '../../app-error.ts';
import { requireAdmin } from '../auth/index.ts';
import type { SensorAlertsService } from './sensor-alerts.service.ts';

/** The schema's problems with a rules body, in French, each naming its field (`rules[0].threshold`). */
function schemaProblems(issues: readonly { instancePath?: string; message?: string }[]): ApiErrorItem[] {
  const problems = issues.map((issue) => {
    const segments = (issue.instancePath ?? '').split('/').filter((s) => s !== '');
    const path = segments.reduce(
      (all, s) => (/^\d+$/.test(s) ? `${all}[${s}]` : all === '' ? s : `${all}.${s}`),
      '',
    );
    const n = /^rules\[(\d+)\]/.exec(path)?.[1];
    const which = n === undefined ? "Règles d'alerte des capteurs" : `Règle ${Number(n) + 1}`;
    return {
      propertyPath: path === '' ? 'rules' : path,
      message: `${which} : valeur invalide (${path || 'rules'}).`,
    };
  });
  return problems.length > 0 ? problems : [{ message: "Règles d'alerte des capteurs invalides." }];
}

const errors = { 400: ApiErrorList, 401: ApiErrorList, 403: ApiErrorList, 404: ApiErrorList };
const doc = (summary: string) => ({ tags: ['alerts'], summary, security: [{ bearerAuth: [] }] });

export function sensorAlertsRoutes(deps: { rules: SensorAlertsService }): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      '/api/weatherStation/:id/alerts/sensors',
      {
        onRequest: requireAdmin,
        schema: {
          ...doc("A station's alert rules on its extra sensors (thresholds canonical, in the kind's unit)"),
          params: IdParams,
          response: { 200: SensorAlertRuleList, ...errors },
        },
      },
      async (request) => deps.rules.list(request.params.id),
    );
    app.put(
      '/api/weatherStation/:id/alerts/sensors',
      {
        onRequest: requireAdmin,
        schema: {
          ...doc(
            "Replace a station's sensor alert rules: each by sensor key, 'above' or 'below' a threshold in one of the kind's units (stored canonical), or 'leak'",
          ),
          params: IdParams,
          body: SensorAlertRulesBody,
          response: { 200: SensorAlertRuleList, ...errors },
        },
        attachValidation: true,
      },
      async (request) => {
        const invalid = request.validationError;
        if (invalid !== undefined) throw invalidAll(schemaProblems(invalid.validation));
        return deps.rules.replace(request.params.id, request.body);
      },
    );
  };
}
