/**
 * The news post of a record a station sets: a German title and text (the public site's language), the
 * value in the station's units with a decimal comma, the record it beat, the day. Pure.
 */
import type { NewRecord, NewRecordKind, RecordUnits } from '@meteodeck/contract';

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

const number = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 2, useGrouping: false });

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
  const symbol = unitOf(record.kind, unit);
  const shown = (value: number) => `${number.format(value).replace('-', '−')} ${symbol}`;
  return {
    name: `Neuer Rekord: ${kind}`,
    description:
      `Die Station ${stationName} hat am ${germanDate(day)} einen neuen Rekord seit Beginn ihrer ` +
      `Aufzeichnungen gemessen: ${kind} ${shown(record.value)} (bisher ${shown(record.previous)}).`,
  };
}
