/**
 * Sensor alert rules in the owner's words: a rule's sensor named as the owner named it, its threshold and
 * values in the station's unit set with a French decimal comma, the start and end messages, and the checks
 * of a rules body (each problem in French, naming its field). Thresholds are kept canonical.
 */
import type {
  ApiErrorItem,
  SensorAlertCondition,
  SensorAlertRuleInput,
  SensorAlertRulesBody,
} from '@meteodeck/contract';
import {
  convertMeasureUnit,
  displayUnitOf,
  isMeasureKind,
  isUnitSymbol,
  MEASURE_UNITS,
  type MeasureDescriptor,
  type MeasureUnit,
  measureDescriptor,
  measureLabel,
  measureToCanonical,
  roundTo,
  UNIT_DISPLAY_DECIMALS,
  type UnitSet,
  unitText,
} from '@meteodeck/weather';
import type { OutgoingSensor } from '../sensors/index.ts';
import { frenchNumber } from './alert-units.ts';
import type { SensorRule, SensorRuleWrite } from './sensor-rules.repository.ts';

/** The owner's name of a sensor, or its kind's French label with its channel ('Température supplémentaire 2'). */
export function sensorDisplayName(sensor: Pick<OutgoingSensor, 'kind' | 'channel' | 'name'>): string {
  if (sensor.name !== null && sensor.name.trim() !== '') return sensor.name;
  const label = isMeasureKind(sensor.kind) ? measureLabel(sensor.kind, 'fr') : sensor.kind;
  return sensor.channel === null ? label : `${label} ${sensor.channel}`;
}

/** A canonical value of a sensor of `kind` in the station's unit: its number, unit symbol and text. */
export function sensorValueShown(kind: string, canonical: number, units: Partial<UnitSet>) {
  if (!isMeasureKind(kind)) return { value: canonical, unit: null, text: frenchNumber(canonical) };
  const unit = displayUnitOf(kind, units);
  const converted = convertMeasureUnit(canonical, measureDescriptor(kind).unit, unit) ?? canonical;
  const decimals = isUnitSymbol(unit) ? UNIT_DISPLAY_DECIMALS[unit] : Number.isInteger(converted) ? 0 : 1;
  const value = roundTo(converted, decimals);
  const symbol = unitText(unit);
  return {
    value,
    unit: symbol === '' ? null : symbol,
    text: symbol === '' ? frenchNumber(value) : `${frenchNumber(value)} ${symbol}`,
  };
}

/** 'sous 0 °C', 'au-dessus de 1 000 ppm' (thousands not grouped), 'fuite'. */
export function conditionText(
  rule: Pick<SensorRule, 'condition' | 'threshold'>,
  kind: string,
  units: Partial<UnitSet>,
) {
  if (rule.condition === 'leak' || rule.threshold === null) return 'fuite détectée';
  const threshold = sensorValueShown(kind, rule.threshold, units).text;
  return rule.condition === 'below' ? `sous ${threshold}` : `au-dessus de ${threshold}`;
}

/** What an episode of a rule keeps as its details: the sensor and the condition ('Serre, sous 0 °C'). */
export function episodeDetails(name: string, condition: string): string {
  return `${name}, ${condition}`;
}

/**
 * The French text of a sensor alert's start or end. `value`: the value that opened it (start) or the
 * sensor's latest (end), canonical; null when unknown.
 */
export function sensorAlertMessage(input: {
  station: { name: string; reference: string };
  name: string;
  kind: string;
  rule: Pick<SensorRule, 'condition' | 'threshold'>;
  state: 'started' | 'ended';
  value: number | null;
  units: Partial<UnitSet>;
}): string {
  const { name, kind, rule, state, units } = input;
  const who = `${input.station.name} (${input.station.reference})`;
  const shown =
    input.value === null || rule.condition === 'leak'
      ? ''
      : ` (${sensorValueShown(kind, input.value, units).text})`;
  if (rule.condition === 'leak') {
    return state === 'started'
      ? `Alerte, ${who} : fuite détectée (${name}).`
      : `Fin d'alerte, ${who} : plus de fuite détectée (${name}).`;
  }
  const condition = conditionText(rule, kind, units);
  return state === 'started'
    ? `Alerte, ${who} : ${name} ${condition}${shown}.`
    : `Fin d'alerte, ${who} : ${name} n'est plus ${condition}${shown}.`;
}

/** The units a rule's threshold may be written in for `descriptor`, as the messages list them ('°C ou °F'). */
function unitChoices(descriptor: MeasureDescriptor): string {
  const names = descriptor.displayUnits.map((unit) => unitText(unit) || unit);
  return names.length === 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} ou ${names.at(-1)}`;
}

const isMeasureUnit = (unit: string): unit is MeasureUnit =>
  (MEASURE_UNITS as readonly string[]).includes(unit);

/** One rule's problems and, when it has none, the rule to store (threshold canonical). */
function checkRule(
  rule: SensorAlertRuleInput,
  index: number,
  sensors: ReadonlyMap<string, OutgoingSensor>,
): { problems: ApiErrorItem[]; write?: SensorRuleWrite } {
  const at = (field: string) => `rules[${index}].${field}`;
  const n = `Règle ${index + 1}`;
  const sensor = sensors.get(rule.sensorKey);
  if (sensor === undefined || !isMeasureKind(sensor.kind)) {
    return {
      problems: [
        {
          propertyPath: at('sensorKey'),
          message: `${n} : aucun capteur « ${rule.sensorKey.slice(0, 64)} » sur cette station.`,
        },
      ],
    };
  }
  const descriptor = measureDescriptor(sensor.kind);
  const label = sensorDisplayName(sensor);
  const base = {
    sensorKey: rule.sensorKey,
    enabled: rule.enabled,
    ...(rule.id === undefined ? {} : { id: rule.id }),
  };
  if (descriptor.quantity === 'leak' || rule.condition === 'leak') {
    if (descriptor.quantity !== 'leak' || rule.condition !== 'leak') {
      const message =
        descriptor.quantity === 'leak'
          ? `${n} : un capteur de fuite (${label}) ne connaît que la condition « fuite détectée ».`
          : `${n} : « fuite détectée » ne vaut que pour un capteur de fuite, pas pour ${label}.`;
      return { problems: [{ propertyPath: at('condition'), message }] };
    }
    return { problems: [], write: { ...base, condition: 'leak', threshold: null } };
  }
  if (descriptor.quantity === 'instant') {
    return {
      problems: [{ propertyPath: at('condition'), message: `${n} : ${label} ne se compare pas à un seuil.` }],
    };
  }
  const problems: ApiErrorItem[] = [];
  const unit = rule.unit;
  const unitOk = unit !== null && isMeasureUnit(unit) && descriptor.displayUnits.includes(unit);
  if (!unitOk) {
    problems.push({
      propertyPath: at('unit'),
      message: `${n} : unité « ${String(unit ?? '').slice(0, 16)} » impossible pour ${label} (${unitChoices(descriptor)}).`,
    });
  }
  const threshold = rule.threshold;
  const canonical =
    unitOk && threshold !== null && Number.isFinite(threshold)
      ? measureToCanonical(sensor.kind, threshold, unit)
      : null;
  const { min, max } = descriptor.bounds;
  if (threshold === null || !Number.isFinite(threshold)) {
    problems.push({ propertyPath: at('threshold'), message: `${n} : un seuil est attendu.` });
  } else if (unitOk && (canonical === null || canonical < min || canonical > max)) {
    const low = roundTo(convertMeasureUnit(min, descriptor.unit, unit) ?? min, 1);
    const high = roundTo(convertMeasureUnit(max, descriptor.unit, unit) ?? max, 1);
    const symbol = unitText(unit);
    problems.push({
      propertyPath: at('threshold'),
      message: `${n} : un seuil entre ${frenchNumber(low)} et ${frenchNumber(high)}${symbol === '' ? '' : ` ${symbol}`} est attendu.`,
    });
  }
  if (problems.length > 0 || canonical === null) return { problems };
  const condition: SensorAlertCondition = rule.condition;
  return { problems: [], write: { ...base, condition, threshold: canonical } };
}

/**
 * Every problem of a rules body, each in French naming its field (`rules[2].unit`), and the rules to store
 * when there is none. `sensors`: the station's sensors, hidden ones included; `ruleIds`: its rules' ids.
 */
export function checkSensorRules(
  body: SensorAlertRulesBody,
  sensors: readonly OutgoingSensor[],
  ruleIds: ReadonlySet<number>,
): { problems: ApiErrorItem[]; rules: SensorRuleWrite[] } {
  const byKey = new Map(sensors.map((sensor) => [sensor.key, sensor]));
  const problems: ApiErrorItem[] = [];
  const rules: SensorRuleWrite[] = [];
  const seen = new Set<number>();
  body.rules.forEach((rule, index) => {
    if (rule.id !== undefined && (!ruleIds.has(rule.id) || seen.has(rule.id))) {
      problems.push({
        propertyPath: `rules[${index}].id`,
        message: `Règle ${index + 1} : la règle ${rule.id} n'est pas (ou plus) une règle de cette station.`,
      });
    }
    if (rule.id !== undefined) seen.add(rule.id);
    const checked = checkRule(rule, index, byKey);
    problems.push(...checked.problems);
    if (checked.write !== undefined) rules.push(checked.write);
  });
  return { problems, rules };
}
