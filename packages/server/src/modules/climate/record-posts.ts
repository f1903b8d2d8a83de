/**
 * The news post of a record a station sets: a German title and text (the public site's language), the
 * value in the station's units with a decimal comma, the record it beat, the day; for an extra sensor's
 * record, the sensor by the name its owner gave it. Pure.
 */
import type {
  NewRecord,
  NewRecordKind,
  RecordUnits,
  SensorNewRecord,
  SensorRecordKind,
  TodaysSensorRecords,
} from '@meteodeck/contract';
import { isMeasureKind, MEASURE_UNITS, measureLabel, unitText } from '@meteodeck/weather';

/** Each kind's name as the public records page writes it. */
const KIND_NAMES: { readonly [K in NewRecordKind]: string } = {
  highestHigh: 'Höchste Temperatur',
  lowestLow: 'Tiefste Temperatur',
  wettestDay: 'Nassester Tag',
  wettestMonth: 'Nassester Monat',
  highestRainRate: 'Höchste Regenrate',
  highestGust: 'Stärkste Böe',
  highestPressure: 'Höchster Luftdruck',
  lowestPressure: 'Tiefster Luftdruck',
};

function unitOf(kind: NewRecordKind, unit: RecordUnits): string {
  switch (kind) {
    case 'highestHigh':
    case 'lowestLow':
      return unit.temperatureUnit;
    case 'wettestDay':
    case 'wettestMonth':
      return unit.rainUnit;
    case 'highestRainRate':
      return `${unit.rainUnit}/h`;
    case 'highestGust':
      return unit.speedUnit;
    default:
      return unit.pressureUnit;
  }
}

/** Each sensor record kind's name as the public records page writes it (its sensors' tables). */
const SENSOR_KIND_NAMES: { readonly [K in SensorRecordKind]: string } = {
  highest: 'Höchstwert',
  lowest: 'Tiefstwert',
  largestDaySum: 'Größte Tagessumme',
};

const number = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 2, useGrouping: false });

/** '−3,5 °C' (a unitless count: '12'). */
const shownWith = (symbol: string) => (value: number) => {
  const text = number.format(value).replace('-', '−');
  return symbol === '' ? text : `${text} ${symbol}`;
};

/** What the posts say first: the station, the day, "a record since its records began". */
const opening = (stationName: string, day: string) =>
  `Die Station ${stationName} hat am ${germanDate(day)} einen neuen Rekord seit Beginn ihrer ` +
  'Aufzeichnungen gemessen';

/** '24.11.2026' from '2026-11-24'. */
const germanDate = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;

/** The post announcing `record`, set on `day` ('YYYY-MM-DD') by the station named `stationName`. */
export function recordPostBody(
  record: NewRecord,
  unit: RecordUnits,
  day: string,
  stationName: string,
): { name: string; description: string } {
  const kind = KIND_NAMES[record.kind];
  const shown = shownWith(unitOf(record.kind, unit));
  return {
    name: `Neuer Rekord: ${kind}`,
    description: `${opening(stationName, day)}: ${kind} ${shown(record.value)} (bisher ${shown(record.previous)}).`,
  };
}

/**
 * The sensor's name on the public site: its owner's, else its kind's German label with its channel
 * ('Zusatztemperatur 3'), as the site names an unnamed sensor.
 */
export function sensorPostName(sensor: Pick<TodaysSensorRecords, 'name' | 'kind' | 'channel'>): string {
  if (sensor.name !== null && sensor.name.trim() !== '') return sensor.name;
  const label = isMeasureKind(sensor.kind) ? measureLabel(sensor.kind, 'de') : sensor.kind;
  return sensor.channel === null ? label : `${label} ${sensor.channel}`;
}

/**
 * The post announcing `record` of the extra sensor `sensor` (its values in `sensor.unit`), set on `day` by
 * the station named `stationName`: 'Neuer Rekord: Gewächshaus (Höchstwert)'.
 */
export function sensorRecordPostBody(
  record: SensorNewRecord,
  sensor: Pick<TodaysSensorRecords, 'name' | 'kind' | 'channel' | 'unit'>,
  day: string,
  stationName: string,
): { name: string; description: string } {
  const kind = SENSOR_KIND_NAMES[record.kind];
  const sensorName = sensorPostName(sensor);
  const known = MEASURE_UNITS.find((unit) => unit === sensor.unit);
  const shown = shownWith(known === undefined ? sensor.unit : unitText(known));
  return {
    name: `Neuer Rekord: ${sensorName} (${kind})`,
    description:
      `${opening(stationName, day)}: ${sensorName}, ${kind} ${shown(record.value)} ` +
      `(bisher ${shown(record.previous)}).`,
  };
}
