import type { WeatherStation } from '@meteodeck/contract';

/**
 * Label of a station in the header selector (spec §2): its city and the first two digits of its postal
 * code, e.g. `Rütenbrock (49)`. A station without a postal code shows its city alone.
 */
export function stationLabel(station: Pick<WeatherStation, 'city' | 'postalCode'>): string {
  const prefix = station.postalCode.trim().slice(0, 2);
  return prefix === '' ? station.city : `${station.city} (${prefix})`;
}
