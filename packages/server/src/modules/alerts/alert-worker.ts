/**
 * The alert rounds: every watched station is looked at every ALERT_ROUND_MS; a condition that
 * starts opens an episode, one that ends closes it; each episode's start and end are told once. The message
 * to send is claimed with a conditional update before it is sent (so two processes never both send it) and
 * released when sending failed, so the next round tries again. Every query is alerts.repository.ts's.
 */
import {
  ALERT_WINDOW_MINUTES,
  type AlertKind,
  type AlertSettings,
  type AlertWebhookBody,
  isBatteryLow,
  NO_ALERTS,
} from '@meteodeck/contract';
import { MINUTE_MS } from '@meteodeck/weather';
import type { Db } from '../../db/database.ts';
import { createReadingsReadRepository } from '../readings/index.ts';
import { createStationStateRepository, createStationsRepository } from '../stations/index.ts';
import { sendAlert, smtpTransport } from './alert-delivery.ts';
import { type AlertUnits, displayValueOf, loadAlertUnits, METRIC_ALERT_UNITS } from './alert-units.ts';
import { type AlertEpisode, createAlertsRepository, type EpisodeMessage } from './alerts.repository.ts';
import type { AlertsDeps } from './alerts.service.ts';
import { createSensorAlertRounds } from './sensor-alert-rounds.ts';

/** How often the worker looks at the watched stations. */
export const ALERT_ROUND_MS = 30_000;

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
  state: EpisodeMessage,
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
      sensor: 'le capteur est revenu dans les limites',
    }[kind];
    return `Fin d'alerte, ${who} : ${what}.`;
  }
  const what = {
    silence: `aucune donnée depuis ${v}`,
    battery: `pile faible (${details ?? ''})`,
    frost: `gel, ${v}`,
    gust: `rafale de ${v}`,
    rainRate: `intensité de pluie de ${v}`,
    sensor: `capteur${details === null ? '' : ` ${details}`}`,
  }[kind];
  return `Alerte, ${who} : ${what}.`;
}

/** The threshold conditions (frost, gust, rain rate) of one station over the last ALERT_WINDOW_MINUTES. */
async function thresholdConditions(
  db: Db,
  stationId: number,
  settings: AlertSettings,
  now: number,
): Promise<Partial<Record<AlertKind, Condition>>> {
  const conditions: Partial<Record<AlertKind, Condition>> = {};
  const window = await createReadingsReadRepository(db).windowExtremes(
    stationId,
    now - ALERT_WINDOW_MINUTES * MINUTE_MS,
    now,
  );
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
  return conditions;
}

/** The conditions of one station now, for the kinds its settings watch. */
async function conditionsOf(
  db: Db,
  stationId: number,
  settings: AlertSettings,
  now: number,
): Promise<Partial<Record<AlertKind, Condition>>> {
  const conditions: Partial<Record<AlertKind, Condition>> = {};
  if (settings.silenceMinutes !== null) {
    const latest = await createReadingsReadRepository(db).findLatest(stationId);
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
    Object.assign(conditions, await thresholdConditions(db, stationId, settings, now));
  }
  return conditions;
}

export interface AlertRoundsDeps extends AlertsDeps {
  log: { warn(details: object, message: string): void };
}

/** The rounds: `runOnce` brings every watched station's episodes up to date and tells what is untold. */
export function createAlertRounds(deps: AlertRoundsDeps) {
  const { db } = deps;
  const alerts = createAlertsRepository(db);
  const mailer = smtpTransport(deps.smtp.url);
  const sensorRounds = createSensorAlertRounds(db);

  /** Opens and closes the episodes of one station for its conditions now. */
  async function update(stationId: number, settings: AlertSettings, now: number): Promise<void> {
    const conditions = await conditionsOf(db, stationId, settings, now);
    const open = await alerts.listOpenEpisodes(stationId);
    for (const episode of open) {
      const condition = conditions[episode.kind];
      // A kind no longer watched ends too.
      if (condition === undefined || !condition.active) await alerts.endEpisode(episode.id, now);
    }
    for (const [kind, condition] of Object.entries(conditions) as [AlertKind, Condition][]) {
      if (!condition.active || open.some((e) => e.kind === kind)) continue;
      await alerts.openEpisode(stationId, kind, now, condition.value, condition.details);
    }
  }

  /** Sends one message by e-mail and webhook; throws when one of them failed. */
  async function send(
    station: { id: number; reference: string; name: string },
    settings: AlertSettings,
    episode: AlertEpisode,
    state: EpisodeMessage,
  ): Promise<void> {
    const kind = episode.kind;
    const units = await loadAlertUnits(db, station.id);
    const message = alertMessage(station, kind, state, episode.value, episode.details, units);
    const shown = displayValueOf(kind, episode.value, units);
    const body: AlertWebhookBody = {
      station: { reference: station.reference, name: station.name },
      kind,
      state,
      startedAt: new Date(episode.startedAt).toISOString(),
      endedAt: episode.endedAt === null ? null : new Date(episode.endedAt).toISOString(),
      value: episode.value,
      displayValue: shown?.value ?? null,
      unit: shown?.unit ?? null,
      message,
    };
    const since = state === 'started' ? episode.startedAt : Number(episode.endedAt);
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
    for (const episode of await alerts.listUntold()) {
      const settings = settingsOf.get(episode.stationId);
      if (settings === undefined || !settings.enabled) {
        // Switched off, or never set up (a sensor rule's episode): what was not told is not told any more.
        await alerts.markAllTold(episode.id);
        continue;
      }
      const station = await createStationsRepository(db)
        .findById(episode.stationId)
        .catch(() => undefined);
      if (station === undefined) continue;
      for (const state of ['started', 'ended'] as const) {
        if (state === 'ended' && episode.endedAt === null) continue;
        if (!(await alerts.claim(episode.id, state))) continue;
        try {
          if (episode.kind === 'sensor') {
            await sensorRounds.send(station, settings, episode, state, {
              transport: mailer(),
              from: deps.smtp.from,
              allowPrivate: deps.webhooks?.allowPrivate ?? false,
            });
          } else await send(station, settings, episode, state);
        } catch (error) {
          await alerts.release(episode.id, state);
          deps.log.warn(
            { station: station.reference, kind: episode.kind, err: error },
            'an alert could not be sent; the next round tries again',
          );
          break;
        }
      }
    }
  }

  return {
    /**
     * One round: every watched station's episodes and every sensor rule's brought up to date, then every
     * message not told yet.
     */
    async runOnce(): Promise<void> {
      const now = deps.clock.now();
      const settingsOf = new Map<number, AlertSettings>();
      for (const { stationId, settings } of await alerts.listSettings()) {
        settingsOf.set(stationId, settings);
        await update(stationId, settings.enabled ? settings : NO_ALERTS, now);
      }
      await sensorRounds.update(now);
      await notify(settingsOf);
    },
  };
}

export type AlertRounds = ReturnType<typeof createAlertRounds>;

/** Runs `rounds.runOnce` every ALERT_ROUND_MS until stopped; a failed round is logged and the next one runs. */
export function startAlertWorker(
  rounds: Pick<AlertRounds, 'runOnce'>,
  log: { error(details: object, message: string): void },
  everyMs = ALERT_ROUND_MS,
) {
  let stopped = false;
  let round: Promise<void> = Promise.resolve();
  const tick = () => {
    if (stopped) return;
    round = rounds
      .runOnce()
      .catch((error: unknown) => log.error({ err: error }, 'an alert round failed'))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, everyMs);
      });
  };
  let timer: NodeJS.Timeout = setTimeout(tick, everyMs);
  return {
    async stop(): Promise<void> {
      stopped = true;
      clearTimeout(timer);
      await round;
    },
  };
}
