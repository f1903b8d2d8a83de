/**
 * The owner's sensor alert rules while edited: one draft per rule, its threshold typed in the unit the
 * owner picked among the sensor kind's (the station's unit set's by default), converted from and to the
 * canonical value the server keeps by the server only (the body carries the typed number and its unit).
 */
import type {
  AdminSensor,
  SensorAlertCondition,
  SensorAlertRule,
  SensorAlertRuleInput,
  Unit,
} from '@meteodeck/contract';
import { convertMeasureUnit, isMeasureKind, type MeasureUnit, measureDescriptor } from '@meteodeck/weather';

export interface RuleDraft {
  /** Absent for a rule not saved yet; `draftId` keys the row either way. */
  id?: number;
  draftId: string;
  sensorKey: string;
  condition: SensorAlertCondition;
  /** As typed (a French decimal comma allowed). */
  threshold: string;
  unit: string;
  enabled: boolean;
}

/** True for a leak sensor's kind: its one condition is 'leak'. */
export function isLeakKind(kind: string): boolean {
  return isMeasureKind(kind) && measureDescriptor(kind).quantity === 'leak';
}

/** The units a threshold of `kind` may be typed in (the kind's display units). */
export function unitChoices(kind: string): readonly MeasureUnit[] {
  return isMeasureKind(kind) ? measureDescriptor(kind).displayUnits : [];
}

/** The unit the station's unit set shows `kind` in (its canonical unit when the set says nothing of it). */
export function stationUnitOf(kind: string, units: Unit | undefined): MeasureUnit | '' {
  if (!isMeasureKind(kind)) return '';
  const descriptor = measureDescriptor(kind);
  const field = descriptor.unitSetField;
  const chosen = field === null ? undefined : units?.[field];
  return descriptor.displayUnits.find((unit) => unit === chosen) ?? descriptor.unit;
}

let drafted = 0;
const nextDraftId = () => {
  drafted += 1;
  return `draft-${drafted}`;
};

/** A number as the back office writes it: French decimal comma, at most two decimals. */
const typed = (value: number) => String(Math.round(value * 100) / 100).replace('.', ',');

/** The drafts of saved rules, thresholds in the station's unit of each sensor's kind. */
export function draftsOf(rules: readonly SensorAlertRule[], units: Unit | undefined): RuleDraft[] {
  return rules.map((rule) => {
    const unit = stationUnitOf(rule.kind, units);
    const shown =
      rule.threshold === null || unit === '' || !isMeasureKind(rule.kind)
        ? rule.threshold
        : (convertMeasureUnit(rule.threshold, measureDescriptor(rule.kind).unit, unit) ?? rule.threshold);
    return {
      id: rule.id,
      draftId: `rule-${rule.id}`,
      sensorKey: rule.sensorKey,
      condition: rule.condition,
      threshold: shown === null ? '' : typed(shown),
      unit,
      enabled: rule.enabled,
    };
  });
}

/** The draft of a sensor picked for a rule: its kind's condition and unit, the threshold kept. */
export function withSensor(draft: RuleDraft, sensor: AdminSensor, units: Unit | undefined): RuleDraft {
  const leak = isLeakKind(sensor.kind);
  const condition: SensorAlertCondition = leak
    ? 'leak'
    : draft.condition === 'leak'
      ? 'below'
      : draft.condition;
  return { ...draft, sensorKey: sensor.key, condition, unit: stationUnitOf(sensor.kind, units) };
}

/** A new rule on the first sensor. */
export function newDraft(sensors: readonly AdminSensor[], units: Unit | undefined): RuleDraft {
  const empty: RuleDraft = {
    draftId: nextDraftId(),
    sensorKey: '',
    condition: 'below',
    threshold: '',
    unit: '',
    enabled: true,
  };
  const [first] = sensors;
  return first === undefined ? empty : withSensor(empty, first, units);
}

/** The body of a save: each draft's typed threshold as a number (null when blank or not a number). */
export function rulesBody(drafts: readonly RuleDraft[]): { rules: SensorAlertRuleInput[] } {
  return {
    rules: drafts.map((draft) => {
      const leak = draft.condition === 'leak';
      const number = Number(draft.threshold.trim().replace(',', '.'));
      const threshold = leak || draft.threshold.trim() === '' || !Number.isFinite(number) ? null : number;
      return {
        ...(draft.id === undefined ? {} : { id: draft.id }),
        sensorKey: draft.sensorKey,
        condition: draft.condition,
        threshold,
        unit: leak ? null : draft.unit,
        enabled: draft.enabled,
      };
    }),
  };
}
