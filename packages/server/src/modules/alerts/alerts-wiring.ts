/**
 * The alerts module wired: the owners' alert settings and their routes, the 30 s rounds (started with the
 * app when ALERTS_ENABLED, stopped with it), and the owners told once when the disk is full (the event
 * hub's `storageFull`, which is logged either way).
 */
import type { AlertSettings } from '@meteodeck/contract';
import type { ModuleWiring, WireContext } from '../../wiring.ts';
import { createAlertRounds, startAlertWorker } from './alert-worker.ts';
import { alertsRoutes } from './alerts.routes.ts';
import { createAlertsService } from './alerts.service.ts';
import { sensorAlertsRoutes } from './sensor-alerts.routes.ts';
import { createSensorAlertsService } from './sensor-alerts.service.ts';
import { createStorageAlert } from './storage-alert.ts';

export function wireAlerts(ctx: WireContext) {
  const { config, db, clock, log, events } = ctx;
  const deps = {
    db,
    clock,
    smtp: { url: config.alerts.smtpUrl, from: config.alerts.from },
    webhooks: { allowPrivate: config.alerts.webhookAllowPrivate },
  };
  const alerts = createAlertsService(deps);
  const sensorRules = createSensorAlertsService({ db, clock });
  const storageAlert = createStorageAlert(deps);
  events.on('storageFull', ({ reason }) => {
    log.error({ reason }, 'storage full: uploads are refused until space is freed');
    if (!config.alerts.enabled) return;
    storageAlert
      .tell(reason)
      .catch((error: unknown) => log.warn({ err: error }, 'telling the owners of the full disk failed'));
  });
  let worker: ReturnType<typeof startAlertWorker> | undefined;
  return {
    /** A station's alert settings as the audit trail keeps them (those a PUT answered, when given). */
    auditView: (id: number, settings?: unknown) =>
      alerts.auditView(id, settings as AlertSettings | undefined),
    /** A station's sensor alert rules as the audit trail keeps them (thresholds as text in its units). */
    sensorRulesAuditView: (id: number) => sensorRules.auditView(id),
    async routes(app) {
      await app.register(alertsRoutes({ alerts }));
      await app.register(sensorAlertsRoutes({ rules: sensorRules }));
    },
    start() {
      if (config.alerts.enabled) worker = startAlertWorker(createAlertRounds({ ...deps, log }), log);
    },
    async stop() {
      await worker?.stop();
    },
  } satisfies ModuleWiring & Record<string, unknown>;
}
