/**
 * Owner alerts in the back office: a station's settings (who is told of what), checked in the
 * station's units; which channels the server can deliver through and a test alert through them;
 * the station's latest episodes. The rounds that open, close and tell episodes are alert-worker.ts's.
 */
import {
  type AlertEpisodeList,
  type AlertSettings,
  type AlertTestResult,
  NO_ALERTS,
} from '@meteodeck/contract';
import { invalidAll, notFound } from '../../app-error.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import { createStationsRepository } from '../stations/index.ts';
import { sendThroughEachChannel, smtpTransport } from './alert-delivery.ts';
import { alertAuditView, checkAlertSettings, loadAlertUnits } from './alert-units.ts';
import { createAlertsRepository } from './alerts.repository.ts';

export interface AlertsDeps {
  db: Db;
  clock: Clock;
  /** SMTP_URL and the sender (config.alerts); no URL: no e-mail. */
  smtp: { url: string | undefined; from: string };
  /** ALERT_WEBHOOK_ALLOW_PRIVATE (config.alerts): webhooks to internal addresses allowed. */
  webhooks?: { allowPrivate: boolean };
}

/** Station `id`, or 404. */
async function stationById(db: Db, id: number) {
  const station = await createStationsRepository(db).findById(id);
  if (station === undefined) throw notFound(`Station météo ${id} introuvable`);
  return station;
}

/** The back office's alert use cases; 404 for an unknown station, 400 with every problem of a body. */
export function createAlertsService(deps: AlertsDeps) {
  const { db } = deps;
  const alerts = createAlertsRepository(db);
  const mailer = smtpTransport(deps.smtp.url);
  const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

  const service = {
    /** The alert settings of station `id` (nothing watched when never set); 404 for an unknown station. */
    async getSettings(id: number): Promise<AlertSettings> {
      await stationById(db, id);
      return (await alerts.findSettings(id)) ?? NO_ALERTS;
    },

    /** Which channels this server can deliver through (no SMTP_URL: no e-mail). */
    channels() {
      return { email: deps.smtp.url !== undefined };
    },

    /** Station `id`'s settings as the audit trail keeps them: thresholds as text in its units ('30 km/h'). */
    async auditView(id: number, settings?: AlertSettings) {
      return alertAuditView(settings ?? (await service.getSettings(id)), await loadAlertUnits(db, id));
    },

    /**
     * Replaces station `id`'s alert settings; the next round applies them. 400 with every problem, each in
     * French and naming its field; e-mail recipients are refused while no SMTP_URL is configured.
     */
    async putSettings(id: number, body: AlertSettings): Promise<AlertSettings> {
      await stationById(db, id);
      const problems = checkAlertSettings(body, await loadAlertUnits(db, id), deps.smtp.url !== undefined);
      if (problems.length > 0) throw invalidAll(problems);
      await alerts.saveSettings(id, body, deps.clock.now());
      return service.getSettings(id);
    },

    /** Sends a test message through station `id`'s saved channels and tells how each went. */
    async sendTest(id: number): Promise<AlertTestResult> {
      const station = await stationById(db, id);
      const settings = await service.getSettings(id);
      const message = `Alerte de test, ${station.name} (${station.reference}) : les alertes de cette station arrivent bien ici.`;
      const at = new Date(deps.clock.now()).toISOString();
      const body = {
        station: { reference: station.reference, name: station.name },
        kind: 'test',
        state: 'started',
        startedAt: at,
        endedAt: at,
        value: null,
        displayValue: null,
        unit: null,
        message,
      };
      const mail = { subject: `[meteodeck] ${message}`, text: `${message}\n\nEnvoyée le ${at}.\n` };
      const channels = await sendThroughEachChannel(
        { transport: mailer(), from: deps.smtp.from, allowPrivate: deps.webhooks?.allowPrivate ?? false },
        settings,
        mail,
        body,
      );
      return { channels };
    },

    /** The station's latest alert episodes, newest first (at most 20). */
    async listEpisodes(id: number): Promise<AlertEpisodeList> {
      await stationById(db, id);
      const episodes = await alerts.listLatestEpisodes(id, 20);
      return {
        episodes: episodes.map((episode) => ({
          id: episode.id,
          kind: episode.kind,
          startedAt: iso(episode.startedAt) as string,
          endedAt: iso(episode.endedAt),
          value: episode.value,
          details: episode.details,
        })),
        numberOfResult: episodes.length,
      };
    },
  };
  return service;
}

export type AlertsService = ReturnType<typeof createAlertsService>;
