import { type Static, Type } from 'typebox';

/**
 * Alert rules on a station's extra sensors (a greenhouse's frost, a cellar's leak, CO₂ too high): per
 * station, each rule watches one sensor by its key (`extraTemperature:2`, `leak:1`, `co2`). `above` and
 * `below` compare the sensor's values with a threshold given in one of its kind's units (`°F` for a
 * temperature under an imperial unit set) and kept canonical (°C, %, ppm…); `leak` is told when a leak
 * sensor reads 1. Episodes and channels are the station's alerts' (e-mail addresses, webhook): each episode
 * of a rule is told once when it starts and once when it ends.
 */

export const SENSOR_ALERT_CONDITIONS = ['above', 'below', 'leak'] as const;
export type SensorAlertCondition = (typeof SENSOR_ALERT_CONDITIONS)[number];

/** At most this many rules per station. */
export const SENSOR_ALERT_MAX_RULES = 50;

/** One rule as the back office sends it. */
export const SensorAlertRuleInput = Type.Object(
  {
    /** The rule being edited; absent for a new one. */
    id: Type.Optional(Type.Integer({ minimum: 1 })),
    sensorKey: Type.String({ minLength: 1, maxLength: 64 }),
    condition: Type.Enum(SENSOR_ALERT_CONDITIONS),
    /** In `unit`; null for `leak`. */
    threshold: Type.Union([Type.Number(), Type.Null()]),
    /** One of the sensor kind's display units (its canonical unit among them); null for `leak`. */
    unit: Type.Union([Type.String({ maxLength: 16 }), Type.Null()]),
    enabled: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type SensorAlertRuleInput = Static<typeof SensorAlertRuleInput>;

/** PUT /api/weatherStation/{id}/alerts/sensors (admin): the station's whole list of rules. */
export const SensorAlertRulesBody = Type.Object(
  { rules: Type.Array(SensorAlertRuleInput, { maxItems: SENSOR_ALERT_MAX_RULES }) },
  { additionalProperties: false },
);
export type SensorAlertRulesBody = Static<typeof SensorAlertRulesBody>;

/** One rule as stored: threshold canonical, with the sensor as its owner named it. */
export const SensorAlertRule = Type.Object({
  id: Type.Integer(),
  sensorKey: Type.String(),
  /** The owner's name of the sensor; null: the kind's label. */
  sensorName: Type.Union([Type.String(), Type.Null()]),
  /** The sensor's kind (`extraTemperature`, `leak`, `co2`). */
  kind: Type.String(),
  condition: Type.Enum(SENSOR_ALERT_CONDITIONS),
  /** Canonical (the kind's unit); null for `leak`. */
  threshold: Type.Union([Type.Number(), Type.Null()]),
  /** The kind's canonical unit ('°C', 'ppm'); null for `leak`. */
  unit: Type.Union([Type.String(), Type.Null()]),
  enabled: Type.Boolean(),
  /** True while an episode of the rule is open. */
  active: Type.Boolean(),
});
export type SensorAlertRule = Static<typeof SensorAlertRule>;

export const SensorAlertRuleList = Type.Object({
  rules: Type.Array(SensorAlertRule),
  numberOfResult: Type.Integer(),
});
export type SensorAlertRuleList = Static<typeof SensorAlertRuleList>;

/** What a webhook receives of a sensor alert besides the {@link AlertWebhookBody} fields (kind 'sensor'). */
export interface SensorAlertWebhookSensor {
  key: string;
  kind: string;
  /** The owner's name, or the kind's French label. */
  name: string;
  condition: SensorAlertCondition;
  /** Canonical; null for `leak`. */
  threshold: number | null;
}
