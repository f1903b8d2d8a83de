/**
 * Owner alerts (issue 16): per station, who is told (e-mail over SMTP, a webhook) when the station has sent
 * nothing for N minutes, a battery its consoles report is low, or a threshold is crossed (frost, gust, rain
 * rate). A worker looks at every watched station every round: a condition that starts opens an episode, one
 * that ends closes it; each episode's start and end are told once. The message to send is claimed with a
 * conditional update before it is sent (so two processes never both send it) and released when sending
 * failed, so the next round tries again.
 */

import {
  ALERT_WINDOW_MINUTES,
  type AlertEpisodeList,
  type AlertKind,
  type AlertSettings,
  type AlertTestResult,
  type AlertWebhookBody,
  isBatteryLow,
  NO_ALERTS,
} from '@meteodeck/contract';
import { MINUTE_MS } from '@meteodeck/weather';
import type { Kysely } from 'kysely';
import { createTransport, type Transporter } from 'nodemailer';
import { invalidAll, notFound } from '../../app-error.ts';
import type { Clock } from '../../clock.ts';
import type { AlertEpisodesTable, AlertSettingsTable, Database } from '../../db/database.ts';
import { createReadingsReadRepository } from '../readings/readings-read.repository.ts';
import { createStationStateRepository } from '../stations/station-state.repository.ts';
import { createStationsRepository } from '../stations/stations.repository.ts';
import { SMTP_TIMEOUTS, sendAlert, sendThroughEachChannel } from './alert-delivery.ts';
import {
  type AlertUnits,
  alertAuditView,
  checkAlertSettings,
  displayValueOf,
  loadAlertUnits,
  METRIC_ALERT_UNITS,
} from './alert-units.ts';

type SettingsRow = AlertSettingsTable;
type EpisodeRow = Omit<AlertEpisodesTable, 'id'> & { id: number };

function toSettings(row: SettingsRow | undefined): AlertSettings {
  if (row === undefined) return NO_ALERTS;
  return {
    enabled: row.enabled === 1,
    emails: row.emails === '' ? [] : row.emails.split(','),
    webhookUrl: row.webhook_url,
    silenceMinutes: row.silence_minutes,
    battery: row.battery === 1,
    frost: row.frost_c,
    gust: row.gust_ms,
    rainRate: row.rain_rate_mmh,
  };
}

/** What a condition is worth now: active with its value and details, or not. */
interface Condition {
  active: boolean;
  value: number | null;
  details: string | null;
}

/** The French text of an alert's start or end, for the e-mail and the webhook, in the station's units. */
export function alertMessage(
  station: { name: string; reference: string },
  kind: AlertKind,
  state: 'started' | 'ended',
  value: number | null,
  details: string | null,
  units: AlertUnits = METRIC_ALERT_UNITS,
): string {
  const who = `${station.name} (${station.reference})`;
  const v = displayValueOf(kind, value, units)?.text ?? '';
  if (state === 'ended') {
    const what = {
      silence: 'la station envoie de nouveau des données',
      battery: 'plus aucune pile faible',
      frost: 'la température est remontée au-dessus du seuil de gel',
      gust: 'les rafales sont retombées sous le seuil',
      rainRate: "l'intensité de pluie est retombée sous le seuil",
    }[kind];
    return `Fin d'alerte, ${who} : ${what}.`;
  }
  const what = {
    silence: `aucune donnée depuis ${v}`,
    battery: `pile faible (${details ?? ''})`,
    frost: `gel, ${v}`,
    gust: `rafale de ${v}`,
    rainRate: `intensité de pluie de ${v}`,
  }[kind];
  return `Alerte, ${who} : ${what}.`;
}

export interface AlertsDeps {
  db: Kysely<Database>;
  clock: Clock;
  /** SMTP_URL and the sender (config.alerts); no URL: no e-mail. */
  smtp: { url: string | undefined; from: string };
  log: { warn(details: object, message: string): void };
  /** ALERT_WEBHOOK_ALLOW_PRIVATE (config.alerts): webhooks to internal addresses allowed. */
  webhooks?: { allowPrivate: boolean };
}

export function createAlerts(deps: AlertsDeps) {
  const { db } = deps;
  const readings = createReadingsReadRepository(db);
  let transport: Transporter | undefined;
  const mailer = () => {
    if (deps.smtp.url === undefined) return undefined;
    transport ??= createTransport({ url: deps.smtp.url, ...SMTP_TIMEOUTS });
    return transport;
  };

  async function stationById(id: number) {
    const station = await createStationsRepository(db).findById(id);
    if (station === undefined) throw notFound(`Station météo ${id} introuvable`);
    return station;
  }

  /** The conditions of one station now, for the kinds its settings watch. */
  async function conditionsOf(
    stationId: number,
    settings: AlertSettings,
    now: number,
  ): Promise<Partial<Record<AlertKind, Condition>>> {
    const conditions: Partial<Record<AlertKind, Condition>> = {};
    if (settings.silenceMinutes !== null) {
      const latest = await readings.findLatest(stationId);
      const silent = latest === undefined ? null : (now - Number(latest.received_at)) / MINUTE_MS;
      conditions.silence = {
        active: silent !== null && silent >= settings.silenceMinutes,
        value: silent === null ? null : Math.floor(silent),
        details: null,
      };
    }
    if (settings.battery) {
      const sensors = await createStationStateRepository(db).listSensors(stationId);
      const low = sensors.filter((s) => isBatteryLow(s.name, s.value)).map((s) => s.name);
      conditions.battery = { active: low.length > 0, value: low.length, details: low.join(', ') || null };
    }
    if (settings.frost !== null || settings.gust !== null || settings.rainRate !== null) {
      const window = await readings.windowExtremes(stationId, now - ALERT_WINDOW_MINUTES * MINUTE_MS, now);
      const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
      const minTemperature = num(window?.minTemperature);
      const maxGust = num(window?.maxGust);
      const maxRainRate = num(window?.maxRainRate);
      if (settings.frost !== null)
        conditions.frost = {
          active: minTemperature !== null && minTemperature <= settings.frost,
          value: minTemperature,
          details: null,
        };
      if (settings.gust !== null)
        conditions.gust = {
          active: maxGust !== null && maxGust >= settings.gust,
          value: maxGust,
          details: null,
        };
      if (settings.rainRate !== null)
        conditions.rainRate = {
          active: maxRainRate !== null && maxRainRate >= settings.rainRate,
          value: maxRainRate,
          details: null,
        };
    }
    return conditions;
  }

  /** Opens and closes the episodes of one station for its conditions now. */
  async function update(stationId: number, settings: AlertSettings, now: number): Promise<void> {
    const conditions = await conditionsOf(stationId, settings, now);
    const open = await db
      .selectFrom('alert_episodes')
      .selectAll()
      .where('weather_station_id', '=', stationId)
      .where('ended_at', 'is', null)
      .execute();
    for (const episode of open) {
      const condition = conditions[episode.kind as AlertKind];
      // A kind no longer watched ends too.
      if (condition === undefined || !condition.active)
        await db.updateTable('alert_episodes').set({ ended_at: now }).where('id', '=', episode.id).execute();
    }
    for (const [kind, condition] of Object.entries(conditions) as [AlertKind, Condition][]) {
      if (!condition.active || open.some((e) => e.kind === kind)) continue;
      await db
        .insertInto('alert_episodes')
        .values({
          weather_station_id: stationId,
          kind,
          started_at: now,
          ended_at: null,
          value: condition.value,
          details: condition.details,
          start_sent: 0,
          end_sent: 0,
        })
        .execute();
    }
  }

  /** Sends one message by e-mail and webhook; throws when one of them failed. */
  async function send(
    station: { id: number; reference: string; name: string },
    settings: AlertSettings,
    episode: EpisodeRow,
    state: 'started' | 'ended',
  ): Promise<void> {
    const kind = episode.kind as AlertKind;
    const units = await loadAlertUnits(db, station.id);
    const message = alertMessage(station, kind, state, episode.value, episode.details, units);
    const shown = displayValueOf(kind, episode.value, units);
    const body: AlertWebhookBody = {
      station: { reference: station.reference, name: station.name },
      kind,
      state,
      startedAt: new Date(Number(episode.started_at)).toISOString(),
      endedAt: episode.ended_at === null ? null : new Date(Number(episode.ended_at)).toISOString(),
      value: episode.value,
      displayValue: shown?.value ?? null,
      unit: shown?.unit ?? null,
      message,
    };
    const since = state === 'started' ? Number(episode.started_at) : Number(episode.ended_at);
    const mail = {
      subject: `[meteodeck] ${message}`,
      text: `${message}\n\n${state === 'started' ? 'Depuis' : 'Terminée le'} ${new Date(since).toISOString()}.\n`,
    };
    await sendAlert(
      { transport: mailer(), from: deps.smtp.from, allowPrivate: deps.webhooks?.allowPrivate ?? false },
      settings,
      mail,
      body,
    );
  }

  /** Tells every start and end not told yet, each once: claimed first, released when sending failed. */
  async function notify(settingsOf: Map<number, AlertSettings>): Promise<void> {
    const pending = await db
      .selectFrom('alert_episodes')
      .selectAll()
      .where((eb) =>
        eb.or([eb('start_sent', '=', 0), eb.and([eb('ended_at', 'is not', null), eb('end_sent', '=', 0)])]),
      )
      .orderBy('id')
      .execute();
    for (const episode of pending) {
      const settings = settingsOf.get(episode.weather_station_id);
      if (settings === undefined) continue;
      if (!settings.enabled) {
        // Switched off: what was not told is not told any more.
        await db
          .updateTable('alert_episodes')
          .set({ start_sent: 1, end_sent: 1 })
          .where('id', '=', episode.id)
          .execute();
        continue;
      }
      const station = await stationById(episode.weather_station_id).catch(() => undefined);
      if (station === undefined) continue;
      for (const state of ['started', 'ended'] as const) {
        const column = state === 'started' ? 'start_sent' : 'end_sent';
        if (state === 'ended' && episode.ended_at === null) continue;
        const claimed = await db
          .updateTable('alert_episodes')
          .set({ [column]: 1 })
          .where('id', '=', episode.id)
          .where(column, '=', 0)
          .executeTakeFirst();
        if (Number(claimed.numUpdatedRows) === 0) continue;
        try {
          await send(station, settings, episode, state);
        } catch (error) {
          await db
            .updateTable('alert_episodes')
            .set({ [column]: 0 })
            .where('id', '=', episode.id)
            .execute();
          deps.log.warn(
            { station: station.reference, kind: episode.kind, err: error },
            'an alert could not be sent; the next round tries again',
          );
          break;
        }
      }
    }
  }

  const service = {
    /** The alert settings of station `id` (nothing watched when never set); 404 for an unknown station. */
    async getSettings(id: number): Promise<AlertSettings> {
      await stationById(id);
      const row = await db
        .selectFrom('alert_settings')
        .selectAll()
        .where('weather_station_id', '=', id)
        .executeTakeFirst();
      return toSettings(row);
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
      await stationById(id);
      const problems = checkAlertSettings(body, await loadAlertUnits(db, id), deps.smtp.url !== undefined);
      if (problems.length > 0) throw invalidAll(problems);
      const values = {
        enabled: body.enabled ? 1 : 0,
        emails: body.emails.join(','),
        webhook_url: body.webhookUrl,
        silence_minutes: body.silenceMinutes,
        battery: body.battery ? 1 : 0,
        frost_c: body.frost,
        gust_ms: body.gust,
        rain_rate_mmh: body.rainRate,
        updated_at: deps.clock.now(),
      };
      await db
        .insertInto('alert_settings')
        .values({ weather_station_id: id, ...values })
        .onConflict((oc) => oc.column('weather_station_id').doUpdateSet(values))
        .execute();
      return service.getSettings(id);
    },

    /** Sends a test message through station `id`'s saved channels and tells how each went. */
    async sendTest(id: number): Promise<AlertTestResult> {
      const station = await stationById(id);
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
      await stationById(id);
      const rows = await db
        .selectFrom('alert_episodes')
        .selectAll()
        .where('weather_station_id', '=', id)
        .orderBy('started_at', 'desc')
        .orderBy('id', 'desc')
        .limit(20)
        .execute();
      const iso = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());
      return {
        episodes: rows.map((row) => ({
          id: row.id,
          kind: row.kind as AlertKind,
          startedAt: iso(row.started_at) as string,
          endedAt: iso(row.ended_at),
          value: row.value,
          details: row.details,
        })),
        numberOfResult: rows.length,
      };
    },

    /** One round: every watched station's episodes brought up to date, then every message not told yet. */
    async runOnce(): Promise<void> {
      const now = deps.clock.now();
      const rows = await db.selectFrom('alert_settings').selectAll().execute();
      const settingsOf = new Map<number, AlertSettings>();
      for (const row of rows) {
        const settings = toSettings(row);
        settingsOf.set(row.weather_station_id, settings);
        await update(row.weather_station_id, settings.enabled ? settings : NO_ALERTS, now);
      }
      await notify(settingsOf);
    },
  };
  return service;
}

export type Alerts = ReturnType<typeof createAlerts>;
