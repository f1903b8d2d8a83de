/**
 * The server's own work: the change log between processes, the import jobs, forwarding, the audit trail and
 * the alerts.
 */
import type { Generated } from 'kysely';

/** A change other processes on the same database must hear of (see modules/change-feed). */
export interface ChangeLogTable {
  id: Generated<number>;
  topic: string;
  station_id: number | null;
  /** JSON text. */
  payload: string;
  /** The writing process's id; a process skips its own rows. */
  origin: string;
  created_at: number;
}

/** A history import started from the back office (modules/imports). */
export interface ImportJobsTable {
  id: Generated<number>;
  weather_station_id: number;
  user_id: number | null;
  kind: string;
  file_name: string;
  /** JSON text: the options of its kind (CumulusMX units). */
  options: string;
  /** Where the received file is kept until the import ends. */
  upload_path: string;
  size: number;
  received: number;
  status: string;
  progress: number;
  rows_read: number;
  imported: number;
  skipped: number;
  rejected: number;
  /** Values quality control held for review (spikes) in the imported readings. */
  values_flagged: Generated<number>;
  /** Impossible values quality control took out of the imported readings. */
  values_dropped: Generated<number>;
  /** Imported days whose extremes came from the source's own daily summaries (WeeWX). */
  days_with_source_extremes: Generated<number>;
  /** JSON text: the first rejections, `[{ at, reason }]`. */
  rejections: string;
  /** JSON text: the first rows the source left out (given twice), `[{ at, reason }]`. */
  skips: Generated<string>;
  /** JSON text: source columns with data that meteodeck stores nowhere. */
  unmapped_columns: string;
  /** Records of the source (CumulusMX's alltime.ini, monthlyalltime.ini) kept as their days' extremes. */
  records_applied: Generated<number>;
  /** JSON text: the source's records not kept, `[{ at, reason }]`. */
  records_skipped: Generated<string>;
  /** JSON text: the first days the source's daily file and its logs disagree on (ImportDisagreement). */
  disagreements: Generated<string>;
  disagreement_count: Generated<number>;
  /** JSON text: the finished import's figures by reason (ImportTally), '{}' before. */
  tally: Generated<string>;
  error: string | null;
  heartbeat_at: number | null;
  finished_at: number | null;
  created_at: number;
  updated_at: number;
}

/** A station's forwarding target; `secret` is the key or password, never in public answers. */
export interface ForwardingTargetsTable {
  id: Generated<number>;
  weather_station_id: number;
  service: string;
  station_id: string;
  secret: string;
  /** 1 or 0. */
  enabled: number;
  /** 1 when the service refused the credentials: nothing is sent until an admin edits the target. */
  paused: number;
  /** Instant of the newest reading queued for this target, epoch ms (the target's own rate counts from it). */
  last_enqueued_at: number | null;
  last_success_at: number | null;
  last_error_at: number | null;
  last_error: string | null;
  /** Since when every attempt failed, epoch ms; null after a success. */
  failing_since: number | null;
  /** Failed attempts in a row (the retry delay grows with it). */
  attempts: number;
  /** No attempt before this instant, epoch ms. */
  next_attempt_at: number;
  created_at: number;
  updated_at: number;
}

/** One reading waiting to be sent to one target, in canonical units (JSON of the reading's measures). */
export interface ForwardingOutboxTable {
  id: Generated<number>;
  target_id: number;
  reading_at: number;
  payload: string;
  created_at: number;
}

/** One write of the back office or the reading editor; JSON text before and after. */
export interface AuditLogTable {
  id: Generated<number>;
  created_at: number;
  user_id: number | null;
  user_email: string;
  kind: string;
  action: string;
  target: string;
  before: string | null;
  after: string | null;
}

/** Who is told of what about a station; canonical units. */
export interface AlertSettingsTable {
  weather_station_id: number;
  enabled: number;
  /** Comma-separated e-mail addresses. */
  emails: string;
  webhook_url: string | null;
  silence_minutes: number | null;
  battery: number;
  frost_c: number | null;
  gust_ms: number | null;
  rain_rate_mmh: number | null;
  updated_at: number;
}

/** One alert from its start to its end. */
export interface AlertEpisodesTable {
  id: Generated<number>;
  weather_station_id: number;
  kind: string;
  started_at: number;
  ended_at: number | null;
  value: number | null;
  details: string | null;
  start_sent: number;
  end_sent: number;
  /** Kind 'sensor': its rule (alert_sensor_rules.id); null for the other kinds. */
  sensor_rule_id: number | null;
}

/** An alert rule on one of a station's extra sensors; threshold canonical (migration 202611271405). */
export interface AlertSensorRulesTable {
  id: Generated<number>;
  weather_station_id: number;
  sensor_key: string;
  /** 'above', 'below' or 'leak'. */
  condition: string;
  /** The kind's canonical unit; null for 'leak'. */
  threshold: number | null;
  enabled: number;
  created_at: number;
  updated_at: number;
}
