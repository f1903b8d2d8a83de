import type { RecordKind, WeatherDataUnit } from '@meteodeck/contract';
import type { UnitSymbol } from '@meteodeck/weather';
import { dateTimeFormat } from '../../lib/format/locale.ts';

/** The unit a kind of record is shown in, from the answer's units (rain rates: the rain unit per hour). */
export function recordUnit(kind: RecordKind, unit: WeatherDataUnit): { symbol: UnitSymbol; label: string } {
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

/** A month 'YYYY-MM' written out: 'November 2025'. */
export function formatMonth(month: string): string {
  return dateTimeFormat({ month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, 1),
  );
}
