import { type Static, type TSchema, Type } from 'typebox';
import type { SensorAlertWebhookSensor } from './sensor-alerts.ts';

/**
 * Owner alerts: per station, who is told (e-mail addresses, a webhook) when the station has sent
 * nothing for N minutes, a battery is low, or a threshold is crossed. Thresholds in canonical units (°C,
 * m/s, mm/h); the back office converts them to and from the station's units. Each alert is one episode,
 * told once when it starts and once when it ends.
 */

/** `sensor`: a rule on an extra sensor (sensor-alerts.ts). */
export const ALERT_KINDS = ['silence', 'battery', 'frost', 'gust', 'rainRate', 'sensor'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/** How far back the thresholds look: the lowest temperature, highest gust and rain rate of 10 minutes. */
export const ALERT_WINDOW_MINUTES = 10;

const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/**
 * The bounds of the settings, canonical units. The schema fixes the JSON types only; the server checks these
 * bounds itself (alert-checks.ts) so that each problem is told in French, naming its field, with the bound in
 * the station's units.
 */
export const ALERT_LIMITS = {
  emails: { maxItems: 10, maxLength: 254 },
  webhookUrl: { maxLength: 2000 },
  silenceMinutes: { min: 5, max: 10_080 },
  frost: { min: -90, max: 60 },
  gust: { min: 0, max: 115 },
  rainRate: { min: 0, max: 2000 },
} as const;

export const AlertSettings = Type.Object(
  {
    enabled: Type.Boolean(),
    /** E-mail addresses told (at most 10); refused while no SMTP_URL is configured. */
    emails: Type.Array(Type.String()),
    /** An http(s) address POSTed an {@link AlertWebhookBody}. */
    webhookUrl: Type.Union([Type.String(), Type.Null()]),
    /** Told when the station has sent nothing for this many minutes, 5 to 10,080 (null: not watched). */
    silenceMinutes: nullable(Type.Number()),
    /** Told when a battery the consoles report is low. */
    battery: Type.Boolean(),
    /** Told when the temperature falls to this or below, °C (−90 to 60). */
    frost: nullable(Type.Number()),
    /** Told when a gust reaches this, m/s (0 to 115). */
    gust: nullable(Type.Number()),
    /** Told when the rain rate reaches this, mm/h (0 to 2,000). */
    rainRate: nullable(Type.Number()),
  },
  { additionalProperties: false },
);
export type AlertSettings = Static<typeof AlertSettings>;

/** The settings of a station nobody set up: nothing watched. */
export const NO_ALERTS: AlertSettings = {
  enabled: false,
  emails: [],
  webhookUrl: null,
  silenceMinutes: null,
  battery: false,
  frost: null,
  gust: null,
  rainRate: null,
};

export const AlertEpisode = Type.Object({
  id: Type.Integer(),
  kind: Type.Enum(ALERT_KINDS),
  startedAt: Type.String({ format: 'date-time' }),
  endedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  value: Type.Union([Type.Number(), Type.Null()]),
  details: Type.Union([Type.String(), Type.Null()]),
});
export type AlertEpisode = Static<typeof AlertEpisode>;

export const AlertEpisodeList = Type.Object({
  episodes: Type.Array(AlertEpisode),
  numberOfResult: Type.Integer(),
});
export type AlertEpisodeList = Static<typeof AlertEpisodeList>;

/**
 * The JSON a webhook receives, once when an alert starts and once when it ends. The test alert of the back
 * office sends the same shape with `kind` 'test' (value, displayValue and unit null).
 */
export interface AlertWebhookBody {
  station: { reference: string; name: string };
  kind: AlertKind;
  state: 'started' | 'ended';
  /** When the alert started, and (state `ended`) when it ended, ISO 8601 UTC. */
  startedAt: string;
  endedAt: string | null;
  /** The measured value, canonical units (°C, m/s, mm/h; minutes for silence). */
  value: number | null;
  /** The same value in the station's units, rounded as the site shows it, and its unit ('km/h'). */
  displayValue: number | null;
  unit: string | null;
  /** The message the e-mail carries (French, the back office's language, the station's units). */
  message: string;
  /** Kind `sensor`: the sensor and the rule. */
  sensor?: SensorAlertWebhookSensor;
}

/** GET /api/alerts/channels (admin): which delivery channels this server can use. */
export const AlertChannels = Type.Object({
  /** False while no SMTP_URL is configured: e-mail recipients are refused, the webhook still works. */
  email: Type.Boolean(),
});
export type AlertChannels = Static<typeof AlertChannels>;

/** POST /api/weatherStation/{id}/alerts/test (admin): a test message sent through each configured channel. */
export const AlertTestResult = Type.Object({
  channels: Type.Array(
    Type.Object({
      channel: Type.Union([Type.Literal('email'), Type.Literal('webhook')]),
      /** The addresses or the webhook's address. */
      target: Type.String(),
      ok: Type.Boolean(),
      /** What happened, in French ("Envoyé", "Le webhook a répondu HTTP 500"). */
      message: Type.String(),
    }),
  ),
});
export type AlertTestResult = Static<typeof AlertTestResult>;

/**
 * Whether a battery or signal value a console sends means "low". Ecowitt: `wh65batt`, `wh25batt`,
 * `wh26batt`, `wh24batt`, `wh32batt`, `batt1`…`batt8` are 0 (ok) or 1 (low); `pm25batt*`, `wh57batt`,
 * `co2_batt`, `leakbatt*`, `wh45batt` are levels 0–6 (low at 1 or below; 6 is mains power); the others
 * (`wh40batt`, `wh68batt`, `soilbatt*`, `leafbatt*`, `tf_batt*`: one AA cell; `wh80batt`, `wh90batt`: two)
 * are volts. Davis through WeeWX: `txBatteryStatus` 0 or 1. Signal values (`rxCheckPercent`, `rssi`) are
 * never a battery.
 */
export function isBatteryLow(name: string, value: number): boolean {
  const key = name.toLowerCase();
  if (!key.includes('batt')) return false;
  if (/^(wh65|wh25|wh26|wh24|wh32)batt$|^batt\d$|^txbatterystatus$/.test(key)) return value >= 1;
  if (/^(pm25batt\d*|wh57batt|co2_batt|leakbatt\d*|wh45batt)$/.test(key)) return value <= 1;
  if (/^(wh80|wh90)batt$/.test(key)) return value < 2.4;
  if (/volt/.test(key)) return false;
  return value < 1.2;
}

/**
 * The JSON a webhook receives when the server's disk is full: once per episode, to every enabled
 * station's alert webhook, whatever the station; uploads are refused (507) until space is freed.
 */
export interface StorageAlertWebhookBody {
  kind: 'storage';
  state: 'started';
  /** When the first write failed, ISO 8601 UTC. */
  startedAt: string;
  /** The failure's code (SQLITE_FULL, ENOSPC, 53100). */
  reason: string;
  /** The message the e-mail carries (French). */
  message: string;
}
