/**
 * Every query on `alert_settings` (who is told of what about a station, canonical units) and
 * `alert_episodes` (one alert from its start to its end, with whether each was told).
 */
import type { AlertKind, AlertSettings } from '@meteodeck/contract';
import type { AlertEpisodesTable, AlertSettingsTable, Db } from '../../db/database.ts';

/** One alert of a station: epoch ms as numbers, whether its start and its end were told. */
export interface AlertEpisode {
  id: number;
  stationId: number;
  kind: AlertKind;
  startedAt: number;
  endedAt: number | null;
  value: number | null;
  details: string | null;
  startSent: boolean;
  endSent: boolean;
  /** Kind 'sensor': its rule; null otherwise. */
  sensorRuleId: number | null;
}

/** Which message of an episode: its start or its end. */
export type EpisodeMessage = 'started' | 'ended';

/** Maps an `alert_settings` row to the API's {@link AlertSettings}. */
export function toAlertSettings(row: AlertSettingsTable): AlertSettings {
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

/** Maps an `alert_episodes` row to an {@link AlertEpisode} (PostgreSQL answers bigints as text). */
export function toAlertEpisode(row: Omit<AlertEpisodesTable, 'id'> & { id: number }): AlertEpisode {
  return {
    id: row.id,
    stationId: row.weather_station_id,
    kind: row.kind as AlertKind,
    startedAt: Number(row.started_at),
    endedAt: row.ended_at === null ? null : Number(row.ended_at),
    value: row.value,
    details: row.details,
    startSent: Number(row.start_sent) === 1,
    endSent: Number(row.end_sent) === 1,
    sensorRuleId: row.sensor_rule_id === null ? null : Number(row.sensor_rule_id),
  };
}

/**
 * Opens an episode of `kind` at `now`, neither message told; `sensorRuleId` names its rule (kind 'sensor',
 * sensor-rules.repository.ts), null for the station's own alerts.
 */
export async function insertEpisode(
  db: Db,
  episode: {
    stationId: number;
    kind: AlertKind;
    now: number;
    value: number | null;
    details: string | null;
    sensorRuleId: number | null;
  },
): Promise<void> {
  await db
    .insertInto('alert_episodes')
    .values({
      weather_station_id: episode.stationId,
      kind: episode.kind,
      sensor_rule_id: episode.sensorRuleId,
      started_at: episode.now,
      ended_at: null,
      value: episode.value,
      details: episode.details,
      start_sent: 0,
      end_sent: 0,
    })
    .execute();
}

const sentColumn = (message: EpisodeMessage) => (message === 'started' ? 'start_sent' : 'end_sent');

/** Queries of `alert_settings`. */
function settingsQueries(db: Db) {
  return {
    /** Station `stationId`'s settings, or undefined when never set. */
    async findSettings(stationId: number): Promise<AlertSettings | undefined> {
      const row = await db
        .selectFrom('alert_settings')
        .selectAll()
        .where('weather_station_id', '=', stationId)
        .executeTakeFirst();
      return row && toAlertSettings(row);
    },

    /** Every station's settings, enabled or not. */
    async listSettings(): Promise<{ stationId: number; settings: AlertSettings }[]> {
      const rows = await db.selectFrom('alert_settings').selectAll().execute();
      return rows.map((row) => ({ stationId: row.weather_station_id, settings: toAlertSettings(row) }));
    },

    /** The addresses and webhook of every enabled station alert. */
    async listEnabledRecipients(): Promise<{ emails: string[]; webhookUrl: string | null }[]> {
      const rows = await db
        .selectFrom('alert_settings')
        .select(['emails', 'webhook_url'])
        .where('enabled', '=', 1)
        .execute();
      return rows.map((row) => ({
        emails: row.emails === '' ? [] : row.emails.split(','),
        webhookUrl: row.webhook_url,
      }));
    },

    /** Sets station `stationId`'s settings, whether it had some or not. */
    async saveSettings(stationId: number, settings: AlertSettings, now: number): Promise<void> {
      const values = {
        enabled: settings.enabled ? 1 : 0,
        emails: settings.emails.join(','),
        webhook_url: settings.webhookUrl,
        silence_minutes: settings.silenceMinutes,
        battery: settings.battery ? 1 : 0,
        frost_c: settings.frost,
        gust_ms: settings.gust,
        rain_rate_mmh: settings.rainRate,
        updated_at: now,
      };
      await db
        .insertInto('alert_settings')
        .values({ weather_station_id: stationId, ...values })
        .onConflict((oc) => oc.column('weather_station_id').doUpdateSet(values))
        .execute();
    },
  };
}

/** Queries of `alert_episodes`. */
function episodeQueries(db: Db) {
  return {
    /** Station `stationId`'s episodes not ended yet, but those of its sensor rules (sensor-alerts.ts). */
    async listOpenEpisodes(stationId: number): Promise<AlertEpisode[]> {
      const rows = await db
        .selectFrom('alert_episodes')
        .selectAll()
        .where('weather_station_id', '=', stationId)
        .where('ended_at', 'is', null)
        .where('kind', '!=', 'sensor')
        .execute();
      return rows.map(toAlertEpisode);
    },

    /** Station `stationId`'s latest `limit` episodes, newest first. */
    async listLatestEpisodes(stationId: number, limit: number): Promise<AlertEpisode[]> {
      const rows = await db
        .selectFrom('alert_episodes')
        .selectAll()
        .where('weather_station_id', '=', stationId)
        .orderBy('started_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map(toAlertEpisode);
    },

    /** Episodes with a message not told yet (the start, or the end of an ended one), oldest first. */
    async listUntold(): Promise<AlertEpisode[]> {
      const rows = await db
        .selectFrom('alert_episodes')
        .selectAll()
        .where((eb) =>
          eb.or([eb('start_sent', '=', 0), eb.and([eb('ended_at', 'is not', null), eb('end_sent', '=', 0)])]),
        )
        .orderBy('id')
        .execute();
      return rows.map(toAlertEpisode);
    },

    /** Opens an episode of `kind` at `now`, neither message told. */
    async openEpisode(
      stationId: number,
      kind: AlertKind,
      now: number,
      value: number | null,
      details: string | null,
    ): Promise<void> {
      await insertEpisode(db, { stationId, kind, now, value, details, sensorRuleId: null });
    },

    /** Ends episode `id` at `now`. */
    async endEpisode(id: number, now: number): Promise<void> {
      await db.updateTable('alert_episodes').set({ ended_at: now }).where('id', '=', id).execute();
    },

    /** Marks both messages of episode `id` as told (alerts switched off: they never will be). */
    async markAllTold(id: number): Promise<void> {
      await db
        .updateTable('alert_episodes')
        .set({ start_sent: 1, end_sent: 1 })
        .where('id', '=', id)
        .execute();
    },

    /**
     * Claims `message` of episode `id` before it is sent, by a conditional update: false when it was told
     * or claimed already (by another process too).
     */
    async claim(id: number, message: EpisodeMessage): Promise<boolean> {
      const column = sentColumn(message);
      const claimed = await db
        .updateTable('alert_episodes')
        .set({ [column]: 1 })
        .where('id', '=', id)
        .where(column, '=', 0)
        .executeTakeFirst();
      return Number(claimed.numUpdatedRows) > 0;
    },

    /** Releases a claim whose sending failed, so the next round tries again. */
    async release(id: number, message: EpisodeMessage): Promise<void> {
      await db
        .updateTable('alert_episodes')
        .set({ [sentColumn(message)]: 0 })
        .where('id', '=', id)
        .execute();
    },
  };
}

/** The queries of both tables on `db` (the root instance or a transaction). */
export function createAlertsRepository(db: Db) {
  return { ...settingsQueries(db), ...episodeQueries(db) };
}
export type AlertsRepository = ReturnType<typeof createAlertsRepository>;

/**
 * Removes a station's alert settings, sensor rules and episodes (inside the transaction that deletes the
 * station).
 */
export async function deleteAlertStateOf(db: Db, stationId: number): Promise<void> {
  await db.deleteFrom('alert_sensor_rules').where('weather_station_id', '=', stationId).execute();
  await db.deleteFrom('alert_settings').where('weather_station_id', '=', stationId).execute();
  await db.deleteFrom('alert_episodes').where('weather_station_id', '=', stationId).execute();
}
