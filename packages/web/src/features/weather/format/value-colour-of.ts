import { type CurrentData, PERIOD_EXTREMES, type PeriodHistory } from '@meteodeck/contract';
import { aqiColour, temperatureColour, uvColour, type ValueColour } from '../../../lib/value-colours.ts';

/**
 * Which values of the data pages are coloured by value (lib/value-colours.ts) and from which field: the
 * temperatures on the blue–red scale, the UV index in the WHO's colours, the AQI in the EPA's. Keyed by the
 * tables' row ids (current-rows.ts, contract PERIOD_EXTREMES).
 */

const CURRENT_TEMPERATURES = {
  temperature: 'temperature',
  soilTemperature: 'soilTemperature',
  humidex: 'humidex',
  dewPoint: 'dewPoint',
  heatIndex: 'heatIndex',
  windChill: 'windChill',
} as const satisfies Record<string, keyof CurrentData>;

/** The colour of a row of the current-data table, or null for a row shown without one. */
export function currentRowColour(data: CurrentData, rowId: string): ValueColour | null {
  if (rowId in CURRENT_TEMPERATURES) {
    const field = CURRENT_TEMPERATURES[rowId as keyof typeof CURRENT_TEMPERATURES];
    return temperatureColour(data[field], data.unit.temperatureUnit);
  }
  if (rowId === 'uv') return uvColour(data.uv);
  if (rowId === 'aqi') return aqiColour(data.aqi);
  if (rowId === 'aqiAvg') return aqiColour(data.aqiAvg);
  return null;
}

const PERIOD_TEMPERATURES = [
  'temperature',
  'soilTemperature',
  'humidex',
  'dewPoint',
  'heatIndex',
  'windChill',
];

/**
 * The colour of an extreme of the period table (`max` or `min` of a row), or null for a row shown without
 * one. The answer names its fields `max<Field>`, as contract PERIOD_EXTREMES lists them.
 */
export function periodExtremeColour(
  history: PeriodHistory,
  rowId: string,
  side: 'max' | 'min',
): ValueColour | null {
  const field = PERIOD_EXTREMES.find((extreme) => extreme.row === rowId)?.field;
  if (field === undefined) return null;
  const value = (history as unknown as Record<string, unknown>)[`${side}${field}`];
  const number = typeof value === 'number' ? value : null;
  if (PERIOD_TEMPERATURES.includes(rowId)) return temperatureColour(number, history.unit.temperatureUnit);
  if (rowId === 'uv') return uvColour(number);
  if (rowId === 'aqi') return aqiColour(number);
  return null;
}

/** The colour of a total of the period (the mean AQI), or null. */
export function periodTotalColour(history: PeriodHistory, totalId: string): ValueColour | null {
  return totalId === 'avgAqi' ? aqiColour(history.avgAqi) : null;
}
