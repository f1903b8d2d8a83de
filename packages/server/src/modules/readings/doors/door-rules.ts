/**
 * The upload doors' field rules, derived from the measure catalogue (@meteodeck/weather `doorFields`): for
 * each main measure a door reads by rule, the fields it tries in order, each with the conversion from the
 * unit the console writes it in to the measure's canonical unit and its "no value" marker. What the
 * catalogue marks as read in code (rain, the lightning counter) is not here: rain-gauges.ts and the doors
 * read it. Every table is built once, when the door's module loads, never per upload.
 */
import {
  type DoorSource,
  doorFields,
  type MeasureKind,
  measureDescriptor,
  measureUnitConverter,
  READING_MEASURE_KINDS,
  type ResolvedField,
} from '@meteodeck/weather';
import type { FieldRule, RuleField } from './upload-fields.ts';

/** A source field as a rule reads it into a value of `kind`'s canonical unit. */
function ruleField(kind: MeasureKind, field: ResolvedField): RuleField {
  const unit = measureDescriptor(kind).unit;
  const convert = measureUnitConverter(field.unit, unit);
  // The catalogue's test keeps every door field's unit convertible; a new one that is not fails at start.
  if (convert === null) throw new Error(`${field.name}: ${field.unit} does not convert to ${unit}`);
  return {
    key: field.name,
    ...(field.unit === unit ? {} : { convert }),
    ...(field.noValue === undefined ? {} : { sentinel: field.noValue }),
  };
}

/** A rule filling `measure` of the reading from `fields` of `kind` (a main measure's, or a coded one's). */
export function fieldRule(
  measure: FieldRule['measure'],
  kind: MeasureKind,
  fields: readonly ResolvedField[],
): FieldRule {
  return { measure, fields: fields.map((field) => ruleField(kind, field)) };
}

/** The rules of door `source` for every main measure it reads by rule, in the reading's order. */
export function catalogueRules(source: DoorSource): FieldRule[] {
  const rules: FieldRule[] = [];
  for (const kind of READING_MEASURE_KINDS) {
    const fields = doorFields(kind, source);
    if (fields === 'code' || fields.length === 0) continue;
    rules.push(fieldRule(kind, kind, fields));
  }
  return rules;
}
