import type { RecordKind, RecordUnits } from '@meteodeck/contract';
import type { UnitSymbol } from '@meteodeck/weather';
import { dateTimeFormat } from '../../lib/format/locale.ts';
import { decimalsFor, formatWithUnit } from '../../lib/format/number-format.ts';

/** The unit a kind of record is shown in, from the answer's units (rain rates: the rain unit per hour). */
export function recordUnit(kind: RecordKind, unit: RecordUnits): { symbol: UnitSymbol; label: string } {
  switch (kind) {
    case 'highestHigh':
    case 'lowestLow':
    case 'highestLow':
    case 'lowestHigh':
      return { symbol: unit.temperatureUnit, label: unit.temperatureUnit };
    case 'wettestDay':
    case 'wettestMonth':
      return { symbol: unit.rainUnit, label: unit.rainUnit };
    case 'highestRainRate':
      return { symbol: unit.rainUnit, label: `${unit.rainUnit}/h` };
    case 'highestGust':
      return { symbol: unit.speedUnit, label: unit.speedUnit };
    case 'highestPressure':
    case 'lowestPressure':
      return { symbol: unit.pressureUnit, label: unit.pressureUnit };
  }
}

/** The name of calendar month `month` (1 = January) in the page's language: 'November', 'novembre'. */
export function monthName(month: number): string {
  return dateTimeFormat({ month: 'long', timeZone: 'UTC' }).format(Date.UTC(2000, month - 1, 1));
}

/** A record's value with its unit in the answer's units: '18,2 °C', '37,0 mm', '48,0 mm/h'; '-' when null. */
export function formatRecordValue(kind: RecordKind, value: number | null, unit: RecordUnits): string {
  const { symbol, label } = recordUnit(kind, unit);
  return formatWithUnit(value, decimalsFor(symbol), label);
}
