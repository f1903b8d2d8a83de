/**
 * WMO weather interpretation codes (WMO 4677, the subset Open-Meteo documents at
 * https://open-meteo.com/en/docs#weathervariables) mapped onto OpenWeatherMap's icon groups
 * (https://openweathermap.org/weather-conditions) with descriptions in the site's languages (German, the
 * default, English and French; our own wording).
 *
 * Group choices follow how OpenWeatherMap itself files the same weather: drizzle and showers use 09, steady
 * rain 10, freezing rain (OWM 511) and all snow 13, fog 50, every thunderstorm 11.
 */
import type { ForecastLanguage, ForecastWeather, WeatherIconCode } from '@meteodeck/contract';

/** OpenWeatherMap's icon groups, without the day/night suffix. */
export type IconGroup = '01' | '02' | '03' | '04' | '09' | '10' | '11' | '13' | '50';

interface WmoEntry {
  group: IconGroup;
  /** Capitalised, as shown under the icon, in each language of the site. */
  description: Readonly<Record<ForecastLanguage, string>>;
}

/** Code, icon group, then the description in German, English and French. */
const ROWS: readonly (readonly [number, IconGroup, string, string, string])[] = [
  [0, '01', 'Klarer Himmel', 'Clear sky', 'Ciel dégagé'],
  [1, '02', 'Überwiegend klar', 'Mostly clear', 'Plutôt dégagé'],
  [2, '03', 'Teilweise bewölkt', 'Partly cloudy', 'Partiellement nuageux'],
  [3, '04', 'Bedeckt', 'Overcast', 'Couvert'],
  [45, '50', 'Nebel', 'Fog', 'Brouillard'],
  [48, '50', 'Nebel mit Reifablagerung', 'Freezing fog with rime', 'Brouillard givrant'],
  [51, '09', 'Leichter Nieselregen', 'Light drizzle', 'Bruine faible'],
  [53, '09', 'Mäßiger Nieselregen', 'Moderate drizzle', 'Bruine modérée'],
  [55, '09', 'Starker Nieselregen', 'Heavy drizzle', 'Bruine forte'],
  [56, '13', 'Leichter gefrierender Nieselregen', 'Light freezing drizzle', 'Bruine verglaçante faible'],
  [57, '13', 'Starker gefrierender Nieselregen', 'Heavy freezing drizzle', 'Bruine verglaçante forte'],
  [61, '10', 'Leichter Regen', 'Light rain', 'Pluie faible'],
  [63, '10', 'Mäßiger Regen', 'Moderate rain', 'Pluie modérée'],
  [65, '10', 'Starker Regen', 'Heavy rain', 'Pluie forte'],
  [66, '13', 'Leichter gefrierender Regen', 'Light freezing rain', 'Pluie verglaçante faible'],
  [67, '13', 'Starker gefrierender Regen', 'Heavy freezing rain', 'Pluie verglaçante forte'],
  [71, '13', 'Leichter Schneefall', 'Light snowfall', 'Chute de neige faible'],
  [73, '13', 'Mäßiger Schneefall', 'Moderate snowfall', 'Chute de neige modérée'],
  [75, '13', 'Starker Schneefall', 'Heavy snowfall', 'Chute de neige forte'],
  [77, '13', 'Schneegriesel', 'Snow grains', 'Neige en grains'],
  [80, '09', 'Leichte Regenschauer', 'Light showers', 'Averses faibles'],
  [81, '09', 'Mäßige Regenschauer', 'Moderate showers', 'Averses modérées'],
  [82, '09', 'Heftige Regenschauer', 'Violent showers', 'Averses violentes'],
  [85, '13', 'Leichte Schneeschauer', 'Light snow showers', 'Averses de neige faibles'],
  [86, '13', 'Starke Schneeschauer', 'Heavy snow showers', 'Averses de neige fortes'],
  [95, '11', 'Gewitter', 'Thunderstorm', 'Orage'],
  [96, '11', 'Gewitter mit leichtem Hagel', 'Thunderstorm with light hail', 'Orage avec grêle faible'],
  [99, '11', 'Gewitter mit starkem Hagel', 'Thunderstorm with heavy hail', 'Orage avec forte grêle'],
];

/** Every code Open-Meteo produces. Exported for the tests, which walk the whole table. */
export const WMO_WEATHER_CODES: ReadonlyMap<number, WmoEntry> = new Map(
  ROWS.map(([code, group, de, en, fr]) => [code, { group, description: { de, en, fr } }]),
);

/**
 * The OpenWeatherMap-style condition for a WMO code: icon `<group>d` by day, `<group>n` by night, and the
 * description in `language`. Returns undefined for a code outside the table (the caller treats the payload
 * as malformed rather than guess an icon).
 */
export function wmoToWeather(
  code: number,
  isDay: boolean,
  language: ForecastLanguage = 'de',
): ForecastWeather | undefined {
  const entry = WMO_WEATHER_CODES.get(code);
  if (entry === undefined) return undefined;
  const icon: WeatherIconCode = `${entry.group}${isDay ? 'd' : 'n'}`;
  return { icon, description: entry.description[language] };
}
