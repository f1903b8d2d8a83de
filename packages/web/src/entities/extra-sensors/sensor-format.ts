/**
 * The extra sensors as the public pages show them: each in a group (temperatures and humidity, soil, air
 * quality, leaks, lightning, snow, rain gauges), named by the owner (else the catalogue's label of its kind
 * and its channel, in the visitor's language), its canonical value in the unit the page shows its own
 * values in (the visitor's or the station's unit set), a leak as dry or wet.
 */
import {
  convertMeasureUnit,
  isMeasureKind,
  isUnitSymbol,
  MEASURE_UNITS,
  type MeasureUnit,
  measureDescriptor,
  measureLabel,
  unitText,
} from '@meteodeck/weather';
import { formatNumber } from '../../lib/format/number-format.ts';
import type { Language } from '../../lib/language.ts';

/** The groups, in the order the pages show them. */
export const SENSOR_GROUPS = ['climate', 'soil', 'air', 'leak', 'lightning', 'snow', 'rain'] as const;
export type SensorGroup = (typeof SENSOR_GROUPS)[number];

/** What the formatters need of a sensor (the current, summaries and series answers all carry it). */
export interface SensorIdentity {
  kind: string;
  channel: number | null;
  name: string | null;
  unit: string;
}

/** Unit-set fields a page's answer carries (a Unit, the visitor's DisplayUnits): a field → a unit symbol. */
export type ShownUnits = Partial<Record<string, string>>;

const QUANTITY_GROUP: Record<string, SensorGroup> = {
  temperature: 'climate',
  humidity: 'climate',
  wetness: 'climate',
  soilMoisture: 'soil',
  soilTension: 'soil',
  particulates: 'air',
  co2: 'air',
  leak: 'leak',
  count: 'lightning',
  lightningDistance: 'lightning',
  instant: 'lightning',
  snowDepth: 'snow',
  rain: 'rain',
  rainRate: 'rain',
};

/** A sensor's group: by its kind (soil temperature is soil), else by its quantity; null for an unknown kind. */
export function sensorGroup(kind: string): SensorGroup | null {
  if (!isMeasureKind(kind)) return null;
  if (kind === 'soilTemperature') return 'soil';
  return QUANTITY_GROUP[measureDescriptor(kind).quantity] ?? null;
}

/** The owner's name, else the kind's label with its channel ('Zusatztemperatur 3'). */
export function sensorLabel(sensor: SensorIdentity, language: Language): string {
  if (sensor.name !== null && sensor.name.trim() !== '') return sensor.name;
  const label = isMeasureKind(sensor.kind) ? measureLabel(sensor.kind, language) : sensor.kind;
  return sensor.channel === null ? label : `${label} ${sensor.channel}`;
}

function canonicalOf(sensor: SensorIdentity): MeasureUnit | undefined {
  return MEASURE_UNITS.find((unit) => unit === sensor.unit);
}

/** The unit a sensor is shown in under `units`: the set's choice for its quantity, else canonical. */
export function shownUnit(sensor: SensorIdentity, units: ShownUnits | undefined): MeasureUnit | undefined {
  const canonical = canonicalOf(sensor);
  if (canonical === undefined || !isMeasureKind(sensor.kind)) return canonical;
  const descriptor = measureDescriptor(sensor.kind);
  const field = descriptor.unitSetField;
  const chosen = field === null ? undefined : units?.[field];
  if (chosen === undefined) return canonical;
  if (descriptor.quantity === 'rainRate') return chosen === 'in' ? 'in/h' : 'mm/h';
  return isUnitSymbol(chosen) && descriptor.displayUnits.includes(chosen) ? chosen : canonical;
}

/** A canonical value in the sensor's shown unit (unchanged when it does not convert). */
export function toShownUnit(sensor: SensorIdentity, value: number, units: ShownUnits | undefined): number {
  const canonical = canonicalOf(sensor);
  const shown = shownUnit(sensor, units);
  if (canonical === undefined || shown === undefined) return value;
  return convertMeasureUnit(value, canonical, shown) ?? value;
}

/** Decimals a unit is written with. */
function decimalsOf(unit: MeasureUnit | undefined): number {
  switch (unit) {
    case 'in':
    case 'in/h':
    case 'inHg':
      return 2;
    case '%':
    case 'ppm':
    case 'count':
    case 'flag':
    case 'level':
      return 0;
    default:
      return 1;
  }
}

/** The symbol written after a sensor's values ('' for the unitless ones). */
export function sensorUnitText(sensor: SensorIdentity, units: ShownUnits | undefined): string {
  const shown = shownUnit(sensor, units);
  return shown === undefined ? sensor.unit : unitText(shown);
}

/**
 * A sensor's value as text: '21,4 °C', '70,5 °F', '612 ppm'; a leak as `leakTexts` says (dry, water
 * detected); an instant (the last strike) through `instantText`; '-' without a value.
 */
export function sensorValueText(
  sensor: SensorIdentity,
  value: number | null,
  units: ShownUnits | undefined,
  texts: { dry: string; wet: string; instant: (ms: number) => string },
): string {
  if (value === null) return '-';
  if (sensor.kind === 'leak') return value >= 1 ? texts.wet : texts.dry;
  if (sensor.unit === 'epochMs') return texts.instant(value);
  const shown = shownUnit(sensor, units);
  const text = formatNumber(toShownUnit(sensor, value, units), decimalsOf(shown));
  const symbol = shown === undefined ? sensor.unit : unitText(shown);
  return symbol === '' ? text : `${text} ${symbol}`;
}

/** How a sensor's period folds (what its history row shows): extremes, a mean, a sum, or the last value. */
export function sensorFold(kind: string): 'minMax' | 'mean' | 'sum' | 'last' {
  if (!isMeasureKind(kind)) return 'last';
  const fold = measureDescriptor(kind).fold;
  return fold === 'vector' ? 'mean' : fold;
}

/** Sensors by group, in group order, each keeping the order it came in (the owner's positions). */
export function groupSensors<T extends SensorIdentity>(sensors: readonly T[]): [SensorGroup, T[]][] {
  const groups = new Map<SensorGroup, T[]>();
  for (const sensor of sensors) {
    const group = sensorGroup(sensor.kind);
    if (group === null) continue;
    const list = groups.get(group);
    if (list === undefined) groups.set(group, [sensor]);
    else list.push(sensor);
  }
  return SENSOR_GROUPS.flatMap((group) => {
    const list = groups.get(group);
    return list === undefined ? [] : [[group, list] as [SensorGroup, T[]]];
  });
}
