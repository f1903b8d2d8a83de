/**
 * The audit trail wired: the hooks that record each back-office change with the entity before and after
 * it, read through the services of the modules it audits, and the trail's routes.
 */
import type { ModuleWiring, WireContext } from '../../wiring.ts';
import { createAuditRepository } from './audit.repository.ts';
import { auditRoutes } from './audit.routes.ts';
import { createAuditService } from './audit.service.ts';
import { registerAuditHooks } from './audit-hooks.ts';
import { type AuditedEntities, backOfficeAuditedRoutes } from './audited-routes.ts';

type Getter = (id: number) => Promise<unknown>;

export function wireAudit(
  ctx: WireContext & {
    users: { service: { get: Getter } };
    units: { service: { get: Getter } };
    posts: { service: { get: Getter } };
    observations: { service: { get: Getter } };
    contacts: { service: { get: Getter } };
    stations: { auditView: Getter };
    forwarding: { auditView: Getter };
    alerts: {
      auditView: (id: number, settings?: unknown) => Promise<unknown>;
      sensorRulesAuditView: Getter;
    };
    siteSettings: { service: { get(): Promise<unknown> } };
    sensors: { auditView: Getter };
    climate: { auditView: Getter };
  },
) {
  const { db, clock } = ctx;
  const entities: AuditedEntities = {
    user: (id) => ctx.users.service.get(id),
    unit: (id) => ctx.units.service.get(id),
    post: (id) => ctx.posts.service.get(id),
    observation: (id) => ctx.observations.service.get(id),
    contact: (id) => ctx.contacts.service.get(id),
    station: (id) => ctx.stations.auditView(id),
    alerts: (id) => ctx.alerts.auditView(id),
    alertsView: (id, settings) => ctx.alerts.auditView(id, settings),
    sensorAlerts: (id) => ctx.alerts.sensorRulesAuditView(id),
    siteSettings: () => ctx.siteSettings.service.get(),
    forwarding: (id) => ctx.forwarding.auditView(id),
    sensors: (id) => ctx.sensors.auditView(id),
    climate: (id) => ctx.climate.auditView(id),
  };
  return {
    hooks(app) {
      registerAuditHooks(app, { db, clock, routes: backOfficeAuditedRoutes(entities) });
    },
    async routes(app) {
      await app.register(auditRoutes({ audit: createAuditService({ audit: createAuditRepository(db) }) }));
    },
  } satisfies ModuleWiring;
}
