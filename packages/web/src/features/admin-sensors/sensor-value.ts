/** A sensor's last value as the back office shows it: in the station's unit set, with its symbol. */
import type { AdminSensor, Unit } from '@meteodeck/contract';
import {
  convertMeasureUnit,
  isMeasureKind,
  isUnitSymbol,
  MEASURE_UNITS,
  type MeasureUnit,
  measureDescriptor,
  unitText,
} from '@meteodeck/weather';
import { formatNumber } from '../../lib/format/number-format.ts';

/** The unit the station's unit set shows a kind in (its canonical unit when the set says nothing of it). */
function shownUnit(kind: string, canonical: MeasureUnit, units: Unit | undefined): MeasureUnit {
  if (!isMeasureKind(kind)) return canonical;
  const field = measureDescriptor(kind).unitSetField;
  const chosen = field === null ? undefined : units?.[field];
  return isUnitSymbol(chosen) ? chosen : canonical;
}

/** `25 °C`, `77 °F` under an imperial set, `612 ppm`, `0` for a flag; '-' without a value. */
export function sensorValueText(
  sensor: Pick<AdminSensor, 'kind' | 'unit' | 'lastValue'>,
  units: Unit | undefined,
): string {
  if (sensor.lastValue === null) return '-';
  const canonical = MEASURE_UNITS.find((unit) => unit === sensor.unit);
  if (canonical === undefined) return formatNumber(sensor.lastValue, 1);
  const shown = shownUnit(sensor.kind, canonical, units);
  const converted = convertMeasureUnit(sensor.lastValue, canonical, shown);
  const [value, unit] = converted === null ? [sensor.lastValue, canonical] : [converted, shown];
  const text = formatNumber(value, Number.isInteger(value) ? 0 : 1);
  const symbol = unitText(unit);
  return symbol === '' ? text : `${text} ${symbol}`;
}
