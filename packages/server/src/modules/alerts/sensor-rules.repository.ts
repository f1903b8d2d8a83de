/**
 * Every query on `alert_sensor_rules` (a station's alert rules on its extra sensors, thresholds canonical)
 * and on the `alert_episodes` of kind 'sensor' (one per rule while its condition holds).
 */
import type { SensorAlertCondition } from '@meteodeck/contract';
import type { AlertSensorRulesTable, Db } from '../../db/database.ts';
import { type AlertEpisode, insertEpisode, toAlertEpisode } from './alerts.repository.ts';

/** One stored rule. */
export interface SensorRule {
  id: number;
  stationId: number;
  sensorKey: string;
  condition: SensorAlertCondition;
  /** Canonical; null for 'leak'. */
  threshold: number | null;
  enabled: boolean;
}

/** A rule as a save writes it (canonical threshold); `id` keeps an existing rule. */
export interface SensorRuleWrite {
  id?: number;
  sensorKey: string;
  condition: SensorAlertCondition;
  threshold: number | null;
  enabled: boolean;
}

/** Maps an `alert_sensor_rules` row to a {@link SensorRule}. */
export function toSensorRule(row: Omit<AlertSensorRulesTable, 'id'> & { id: number }): SensorRule {
  return {
    id: row.id,
    stationId: row.weather_station_id,
    sensorKey: row.sensor_key,
    condition: row.condition as SensorAlertCondition,
    threshold: row.threshold === null ? null : Number(row.threshold),
    enabled: Number(row.enabled) === 1,
  };
}

export function createSensorRulesRepository(db: Db) {
  return {
    /** Station `stationId`'s rules, oldest first. */
    async listRules(stationId: number): Promise<SensorRule[]> {
      const rows = await db
        .selectFrom('alert_sensor_rules')
        .selectAll()
        .where('weather_station_id', '=', stationId)
        .orderBy('id')
        .execute();
      return rows.map(toSensorRule);
    },

    /** Every enabled rule of every station, by station then id. */
    async listEnabledRules(): Promise<SensorRule[]> {
      const rows = await db
        .selectFrom('alert_sensor_rules')
        .selectAll()
        .where('enabled', '=', 1)
        .orderBy('weather_station_id')
        .orderBy('id')
        .execute();
      return rows.map(toSensorRule);
    },

    /**
     * Makes station `stationId`'s rules `rules`: those with an id of the station updated, the others
     * inserted, the station's rules not named deleted. Run it in a transaction.
     */
    async replaceRules(stationId: number, rules: readonly SensorRuleWrite[], now: number): Promise<void> {
      const kept = rules.flatMap((rule) => (rule.id === undefined ? [] : [rule.id]));
      let removal = db.deleteFrom('alert_sensor_rules').where('weather_station_id', '=', stationId);
      if (kept.length > 0) removal = removal.where('id', 'not in', kept);
      await removal.execute();
      for (const rule of rules) {
        const values = {
          sensor_key: rule.sensorKey,
          condition: rule.condition,
          threshold: rule.threshold,
          enabled: rule.enabled ? 1 : 0,
          updated_at: now,
        };
        if (rule.id === undefined) {
          await db
            .insertInto('alert_sensor_rules')
            .values({ weather_station_id: stationId, created_at: now, ...values })
            .execute();
        } else {
          await db
            .updateTable('alert_sensor_rules')
            .set(values)
            .where('weather_station_id', '=', stationId)
            .where('id', '=', rule.id)
            .execute();
        }
      }
    },

    /** The open sensor episodes of every station (rule id → episode). */
    async listOpenSensorEpisodes(): Promise<AlertEpisode[]> {
      const rows = await db
        .selectFrom('alert_episodes')
        .selectAll()
        .where('kind', '=', 'sensor')
        .where('ended_at', 'is', null)
        .execute();
      return rows.map(toAlertEpisode);
    },

    /** Opens an episode of rule `ruleId` at `now` with the value that opened it, neither message told. */
    async openSensorEpisode(
      stationId: number,
      ruleId: number,
      now: number,
      value: number,
      details: string,
    ): Promise<void> {
      await insertEpisode(db, { stationId, kind: 'sensor', now, value, details, sensorRuleId: ruleId });
    },

    /** Rule `id` of any station, or undefined (deleted since). */
    async findRule(id: number): Promise<SensorRule | undefined> {
      const row = await db
        .selectFrom('alert_sensor_rules')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      return row && toSensorRule(row);
    },
  };
}

export type SensorRulesRepository = ReturnType<typeof createSensorRulesRepository>;
