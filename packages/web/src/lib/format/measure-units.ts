import type { ReadingMeasure, Unit } from '@meteodeck/contract';
import {
  convertFromCanonical,
  convertToCanonical,
  isUnitSymbol,
  METRIC_UNIT_SET,
  measureDescriptor,
  measureLabel,
  type UnitSymbol,
} from '@meteodeck/weather';
import { formatLanguage } from '../language.ts';
import { decimalSeparator } from './number-format.ts';

/**
 * The symbol a measure shows in under unit set `units` (null: a plain number, e.g. the UV index): the unit-set
 * field the measure catalogue names for it (Metric's choice without a set), else its canonical unit.
 */
export function unitOf(measure: ReadingMeasure, units: Unit | undefined): UnitSymbol | null {
  const { unitSetField, unit } = measureDescriptor(measure);
  if (unitSetField !== null) return (units?.[unitSetField] ?? METRIC_UNIT_SET[unitSetField]) as UnitSymbol;
  return isUnitSymbol(unit) ? unit : null;
}

/** A measure's name in the language of the area shown (the back office's French), from the catalogue. */
export function measureName(measure: ReadingMeasure): string {
  return measureLabel(measure, formatLanguage());
}

/** The label of a measure's unit (rain rate: per hour). */
export function unitLabel(measure: ReadingMeasure, units: Unit | undefined): string {
  const symbol = unitOf(measure, units);
  if (symbol === null) return '';
  return measureDescriptor(measure).quantity === 'rainRate' ? `${symbol}/h` : symbol;
}

const round = (value: number, decimals = 2) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/** A canonical value in the station's unit, rounded to two decimals. */
export function toStationUnit(measure: ReadingMeasure, value: number, units: Unit | undefined): number {
  const symbol = unitOf(measure, units);
  return round(symbol === null ? value : convertFromCanonical(value, symbol));
}

/** A canonical value as the back office shows it: in the station's unit, French decimal comma ('27,4'). */
export function formatInStationUnit(measure: ReadingMeasure, value: number, units: Unit | undefined): string {
  return String(toStationUnit(measure, value, units)).replace('.', decimalSeparator());
}

/** A value typed in the station's unit, back to canonical. */
export function fromStationUnit(measure: ReadingMeasure, value: number, units: Unit | undefined): number {
  const symbol = unitOf(measure, units);
  return symbol === null ? value : convertToCanonical(value, symbol);
}

/** A change (a difference, per minute) in the station's unit: no offset, so °C → °F is × 1.8. */
export function changeToStationUnit(
  measure: ReadingMeasure,
  change: number,
  units: Unit | undefined,
): number {
  return round(toStationUnitRaw(measure, change, units) - toStationUnitRaw(measure, 0, units));
}

/** The inverse of {@link changeToStationUnit}. */
export function changeFromStationUnit(
  measure: ReadingMeasure,
  change: number,
  units: Unit | undefined,
): number {
  return fromStationUnit(measure, change, units) - fromStationUnit(measure, 0, units);
}

function toStationUnitRaw(measure: ReadingMeasure, value: number, units: Unit | undefined): number {
  const symbol = unitOf(measure, units);
  return symbol === null ? value : convertFromCanonical(value, symbol);
}
