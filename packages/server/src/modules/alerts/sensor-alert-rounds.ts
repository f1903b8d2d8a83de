/**
 * The sensor rules' part of an alert round (alert-worker.ts): each enabled rule compared with the values
 * the sensors module stored over the last ALERT_WINDOW_MINUTES (below: their lowest; above and leak: their
 * highest), an episode of kind 'sensor' opened once when the condition starts and ended once no value of the
 * window meets it any more (the window is the hysteresis: no message storm around a threshold). A sensor
 * that sent nothing over the window leaves its rule's episode as it is. An episode whose rule was deleted or
 * switched off ends. Evaluated off the upload path, on the worker's rounds, never in an upload.
 */
import { ALERT_WINDOW_MINUTES, type AlertSettings, type AlertWebhookBody } from '@meteodeck/contract';
import { MINUTE_MS } from '@meteodeck/weather';
import type { Db } from '../../db/database.ts';
import { createSensorValuesReader, type OutgoingSensor } from '../sensors/index.ts';
import { sendAlert } from './alert-delivery.ts';
import { loadStationUnitSet } from './alert-units.ts';
import { type AlertEpisode, createAlertsRepository, type EpisodeMessage } from './alerts.repository.ts';
import {
  conditionText,
  episodeDetails,
  sensorAlertMessage,
  sensorDisplayName,
  sensorValueShown,
} from './sensor-alert-text.ts';
import { createSensorRulesRepository, type SensorRule } from './sensor-rules.repository.ts';

/** Whether a rule's condition holds over the window's values, and the value that decides. */
export function ruleCondition(rule: Pick<SensorRule, 'condition' | 'threshold'>, values: readonly number[]) {
  if (values.length === 0) return undefined;
  if (rule.condition === 'below') {
    const lowest = Math.min(...values);
    return { active: rule.threshold !== null && lowest < rule.threshold, value: lowest };
  }
  const highest = Math.max(...values);
  if (rule.condition === 'leak') return { active: highest >= 1, value: highest };
  return { active: rule.threshold !== null && highest > rule.threshold, value: highest };
}

export function createSensorAlertRounds(db: Db) {
  const rules = createSensorRulesRepository(db);
  const episodes = createAlertsRepository(db);
  const sensors = createSensorValuesReader(db);

  /** Opens and ends the sensor episodes of every station for the stored values up to `now`. */
  async function update(now: number): Promise<void> {
    const enabled = await rules.listEnabledRules();
    const open = new Map((await rules.listOpenSensorEpisodes()).map((e) => [e.sensorRuleId, e]));
    const byStation = new Map<number, SensorRule[]>();
    for (const rule of enabled)
      byStation.set(rule.stationId, [...(byStation.get(rule.stationId) ?? []), rule]);
    for (const [stationId, stationRules] of byStation) {
      const known = new Map((await sensors.sensors(stationId, 'all')).map((s) => [s.key, s]));
      const keys = [...new Set(stationRules.map((rule) => rule.sensorKey))];
      const values = await sensors.valuesAfter(
        stationId,
        keys,
        now - ALERT_WINDOW_MINUTES * MINUTE_MS,
        now + 1,
      );
      const units = await loadStationUnitSet(db, stationId);
      for (const rule of stationRules) {
        const episode = open.get(rule.id);
        open.delete(rule.id);
        const sensor = known.get(rule.sensorKey);
        const condition = ruleCondition(
          rule,
          values.filter((v) => v.key === rule.sensorKey).map((v) => v.value),
        );
        if (condition === undefined || sensor === undefined) continue;
        if (condition.active && episode === undefined) {
          const details = episodeDetails(sensorDisplayName(sensor), conditionText(rule, sensor.kind, units));
          await rules.openSensorEpisode(stationId, rule.id, now, condition.value, details);
        } else if (!condition.active && episode !== undefined) {
          await episodes.endEpisode(episode.id, now);
        }
      }
    }
    // The rules deleted or switched off meanwhile: their episodes end.
    for (const episode of open.values()) await episodes.endEpisode(episode.id, now);
  }

  /** Sends one message of a sensor episode through the station's channels; throws when one failed. */
  async function send(
    station: { id: number; reference: string; name: string },
    settings: AlertSettings,
    episode: AlertEpisode,
    state: EpisodeMessage,
    channels: Parameters<typeof sendAlert>[0],
  ): Promise<void> {
    const rule = episode.sensorRuleId === null ? undefined : await rules.findRule(episode.sensorRuleId);
    const latest = await sensors.latest(station.id);
    const sensor: (OutgoingSensor & { value: number | null }) | undefined = latest.find(
      (s) => s.key === rule?.sensorKey,
    );
    const units = await loadStationUnitSet(db, station.id);
    const who = `${station.name} (${station.reference})`;
    const value = state === 'started' ? episode.value : (sensor?.value ?? null);
    const message =
      rule === undefined || sensor === undefined
        ? `${state === 'started' ? 'Alerte' : "Fin d'alerte"}, ${who} : ${episode.details ?? 'capteur'} (règle supprimée).`
        : sensorAlertMessage({
            station,
            name: sensorDisplayName(sensor),
            kind: sensor.kind,
            rule,
            state,
            value,
            units,
          });
    const shown = value === null || sensor === undefined ? null : sensorValueShown(sensor.kind, value, units);
    const body: AlertWebhookBody = {
      station: { reference: station.reference, name: station.name },
      kind: 'sensor',
      state,
      startedAt: new Date(episode.startedAt).toISOString(),
      endedAt: episode.endedAt === null ? null : new Date(episode.endedAt).toISOString(),
      value,
      displayValue: shown?.value ?? null,
      unit: shown?.unit ?? null,
      message,
      ...(rule === undefined || sensor === undefined
        ? {}
        : {
            sensor: {
              key: sensor.key,
              kind: sensor.kind,
              name: sensorDisplayName(sensor),
              condition: rule.condition,
              threshold: rule.threshold,
            },
          }),
    };
    const since = state === 'started' ? episode.startedAt : Number(episode.endedAt);
    const mail = {
      subject: `[meteodeck] ${message}`,
      text: `${message}\n\n${state === 'started' ? 'Depuis' : 'Terminée le'} ${new Date(since).toISOString()}.\n`,
    };
    await sendAlert(channels, settings, mail, body);
  }

  return { update, send };
}

export type SensorAlertRounds = ReturnType<typeof createSensorAlertRounds>;
