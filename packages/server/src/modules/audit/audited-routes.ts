/**
 * Which back-office routes the audit trail records (audit-hooks.ts), and how each reads its entity before
 * the change: the same service answer the back office shows, so before and after compare field by field.
 */
import type { AuditedRoute } from './audit-hooks.ts';
import { createdId } from './audit-hooks.ts';

type Getter = (id: number) => Promise<unknown>;

export interface AuditedEntities {
  user: Getter;
  unit: Getter;
  post: Getter;
  observation: Getter;
  contact: Getter;
  station: Getter;
  forwarding: Getter;
  /** A station's alert settings as the trail keeps them (thresholds as text in the station's units). */
  alerts: Getter;
  /** The same view of the settings a PUT answered. */
  alertsView: (id: number, settings: unknown) => Promise<unknown>;
  /** A station's alert rules on its extra sensors (thresholds as text in the station's units). */
  sensorAlerts: Getter;
  /** The site's settings (one record, no id). */
  siteSettings: () => Promise<unknown>;
  /** A station's extra sensors as the owner set them (names, where they show, order). */
  sensors: Getter;
  /** A station's climate settings (normals, growing-degree base, anemometer height, news switch). */
  climate: Getter;
}

/** The audited routes, keyed `METHOD /url/:pattern`. */
export function backOfficeAuditedRoutes(get: AuditedEntities): Record<string, AuditedRoute> {
  const routes: Record<string, AuditedRoute> = {};
  const crud = (path: string, kind: AuditedRoute['kind'], read: Getter) => {
    routes[`POST ${path}`] = { kind, action: 'create', target: (_p, after) => createdId(after) };
    for (const [method, action] of [
      ['PUT', 'update'],
      ['DELETE', 'delete'],
    ] as const) {
      routes[`${method} ${path}/:id`] = {
        kind,
        action,
        target: (params) => String(params.id),
        before: (params) => read(Number(params.id)),
      };
    }
  };
  crud('/api/user', 'user', get.user);
  crud('/api/unit', 'unit', get.unit);
  crud('/api/post', 'post', get.post);
  crud('/api/observation', 'observation', get.observation);
  crud('/api/contact', 'contact', get.contact);
  crud('/api/weatherStation', 'station', get.station);
  routes['POST /api/weatherStation/:id/token'] = {
    kind: 'station',
    action: 'token',
    target: (params) => String(params.id),
    before: (params) => get.station(Number(params.id)),
  };
  const forwarding = '/api/weatherStation/:id/forwarding';
  routes[`POST ${forwarding}`] = {
    kind: 'forwarding',
    action: 'create',
    target: (params, after) => `${params.id}/${createdId(after)}`,
  };
  for (const [method, action] of [
    ['PUT', 'update'],
    ['DELETE', 'delete'],
  ] as const) {
    routes[`${method} ${forwarding}/:forwardingId`] = {
      kind: 'forwarding',
      action,
      target: (params) => `${params.id}/${params.forwardingId}`,
      before: (params) => get.forwarding(Number(params.forwardingId)),
    };
  }
  routes['PUT /api/weatherStation/:id/alerts'] = {
    kind: 'alert',
    action: 'update',
    target: (params) => String(params.id),
    before: (params) => get.alerts(Number(params.id)),
    after: (params, answer) => get.alertsView(Number(params.id), answer),
  };
  routes['PUT /api/weatherStation/:id/alerts/sensors'] = {
    kind: 'alert',
    action: 'sensorRules',
    target: (params) => String(params.id),
    before: (params) => get.sensorAlerts(Number(params.id)),
    after: (params) => get.sensorAlerts(Number(params.id)),
  };
  routes['PUT /api/me'] = {
    kind: 'user',
    action: 'account',
    target: (_params, after) =>
      typeof after === 'object' && after !== null && 'user' in after ? createdId(after.user) : '?',
  };
  routes['PUT /api/siteSettings'] = {
    kind: 'siteSettings',
    action: 'update',
    target: () => 'site',
    before: () => get.siteSettings(),
  };
  routes['PUT /api/weatherStation/:id/sensors'] = {
    kind: 'sensors',
    action: 'update',
    target: (params) => String(params.id),
    before: (params) => get.sensors(Number(params.id)),
    after: (params) => get.sensors(Number(params.id)),
  };
  routes['PUT /api/weatherStation/:id/climateSettings'] = {
    kind: 'climate',
    action: 'update',
    target: (params) => String(params.id),
    before: (params) => get.climate(Number(params.id)),
  };
  routes['POST /api/import'] = { kind: 'import', action: 'create', target: (_p, after) => createdId(after) };
  routes['POST /api/import/:id/start'] = {
    kind: 'import',
    action: 'start',
    target: (params) => String(params.id),
  };
  return routes;
}
