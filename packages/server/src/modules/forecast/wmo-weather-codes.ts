/**
 * WMO weather interpretation codes (WMO 4677, the subset Open-Meteo documents at
 * https://open-meteo.com/en/docs#weathervariables) mapped onto OpenWeatherMap's icon groups
 * (https://openweathermap.org/weather-conditions) with German descriptions.
 *
 * Group choices follow how OpenWeatherMap itself files the same weather: drizzle and showers use 09, steady
 * rain 10, freezing rain (OWM 511) and all snow 13, fog 50, every thunderstorm 11.
 */
import type { ForecastWeather, WeatherIconCode } from '@meteodeck/contract';

/** OpenWeatherMap's icon groups, without the day/night suffix. */
export type IconGroup = '01' | '02' | '03' | '04' | '09' | '10' | '11' | '13' | '50';

interface WmoEntry {
  group: IconGroup;
  /** German, capitalised, as shown under the icon. */
  description: string;
}

/** Every code Open-Meteo produces. Exported for the tests, which walk the whole table. */
export const WMO_WEATHER_CODES: ReadonlyMap<number, WmoEntry> = new Map<number, WmoEntry>([
  [0, { group: '01', description: 'Klarer Himmel' }],
  [1, { group: '02', description: 'Überwiegend klar' }],
  [2, { group: '03', description: 'Teilweise bewölkt' }],
  [3, { group: '04', description: 'Bedeckt' }],
  [45, { group: '50', description: 'Nebel' }],
  [48, { group: '50', description: 'Nebel mit Reifablagerung' }],
  [51, { group: '09', description: 'Leichter Nieselregen' }],
  [53, { group: '09', description: 'Mäßiger Nieselregen' }],
  [55, { group: '09', description: 'Starker Nieselregen' }],
  [56, { group: '13', description: 'Leichter gefrierender Nieselregen' }],
  [57, { group: '13', description: 'Starker gefrierender Nieselregen' }],
  [61, { group: '10', description: 'Leichter Regen' }],
  [63, { group: '10', description: 'Mäßiger Regen' }],
  [65, { group: '10', description: 'Starker Regen' }],
  [66, { group: '13', description: 'Leichter gefrierender Regen' }],
  [67, { group: '13', description: 'Starker gefrierender Regen' }],
  [71, { group: '13', description: 'Leichter Schneefall' }],
  [73, { group: '13', description: 'Mäßiger Schneefall' }],
  [75, { group: '13', description: 'Starker Schneefall' }],
  [77, { group: '13', description: 'Schneegriesel' }],
  [80, { group: '09', description: 'Leichte Regenschauer' }],
  [81, { group: '09', description: 'Mäßige Regenschauer' }],
  [82, { group: '09', description: 'Heftige Regenschauer' }],
  [85, { group: '13', description: 'Leichte Schneeschauer' }],
  [86, { group: '13', description: 'Starke Schneeschauer' }],
  [95, { group: '11', description: 'Gewitter' }],
  [96, { group: '11', description: 'Gewitter mit leichtem Hagel' }],
  [99, { group: '11', description: 'Gewitter mit starkem Hagel' }],
]);

/**
 * The OpenWeatherMap-style condition for a WMO code: icon `<group>d` by day, `<group>n` by night, and the
 * German description. Returns undefined for a code outside the table (the caller treats the payload as
 * malformed rather than guess an icon).
 */
export function wmoToWeather(code: number, isDay: boolean): ForecastWeather | undefined {
  const entry = WMO_WEATHER_CODES.get(code);
  if (entry === undefined) return undefined;
  const icon: WeatherIconCode = `${entry.group}${isDay ? 'd' : 'n'}`;
  return { icon, description: entry.description };
}
