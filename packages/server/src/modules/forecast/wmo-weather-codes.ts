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

/** Every code Open-Meteo produces. Exported for the tests, which walk the whole table. */
export const WMO_WEATHER_CODES: ReadonlyMap<number, WmoEntry> = new Map<number, WmoEntry>([
  [0, { group: '01', description: { de: 'Klarer Himmel', en: 'Clear sky', fr: 'Ciel dégagé' } }],
  [1, { group: '02', description: { de: 'Überwiegend klar', en: 'Mostly clear', fr: 'Plutôt dégagé' } }],
  [
    2,
    {
      group: '03',
      description: { de: 'Teilweise bewölkt', en: 'Partly cloudy', fr: 'Partiellement nuageux' },
    },
  ],
  [3, { group: '04', description: { de: 'Bedeckt', en: 'Overcast', fr: 'Couvert' } }],
  [45, { group: '50', description: { de: 'Nebel', en: 'Fog', fr: 'Brouillard' } }],
  [
    48,
    {
      group: '50',
      description: { de: 'Nebel mit Reifablagerung', en: 'Freezing fog with rime', fr: 'Brouillard givrant' },
    },
  ],
  [
    51,
    { group: '09', description: { de: 'Leichter Nieselregen', en: 'Light drizzle', fr: 'Bruine faible' } },
  ],
  [
    53,
    { group: '09', description: { de: 'Mäßiger Nieselregen', en: 'Moderate drizzle', fr: 'Bruine modérée' } },
  ],
  [55, { group: '09', description: { de: 'Starker Nieselregen', en: 'Heavy drizzle', fr: 'Bruine forte' } }],
  [
    56,
    {
      group: '13',
      description: {
        de: 'Leichter gefrierender Nieselregen',
        en: 'Light freezing drizzle',
        fr: 'Bruine verglaçante faible',
      },
    },
  ],
  [
    57,
    {
      group: '13',
      description: {
        de: 'Starker gefrierender Nieselregen',
        en: 'Heavy freezing drizzle',
        fr: 'Bruine verglaçante forte',
      },
    },
  ],
  [61, { group: '10', description: { de: 'Leichter Regen', en: 'Light rain', fr: 'Pluie faible' } }],
  [63, { group: '10', description: { de: 'Mäßiger Regen', en: 'Moderate rain', fr: 'Pluie modérée' } }],
  [65, { group: '10', description: { de: 'Starker Regen', en: 'Heavy rain', fr: 'Pluie forte' } }],
  [
    66,
    {
      group: '13',
      description: {
        de: 'Leichter gefrierender Regen',
        en: 'Light freezing rain',
        fr: 'Pluie verglaçante faible',
      },
    },
  ],
  [
    67,
    {
      group: '13',
      description: {
        de: 'Starker gefrierender Regen',
        en: 'Heavy freezing rain',
        fr: 'Pluie verglaçante forte',
      },
    },
  ],
  [
    71,
    {
      group: '13',
      description: { de: 'Leichter Schneefall', en: 'Light snowfall', fr: 'Chute de neige faible' },
    },
  ],
  [
    73,
    {
      group: '13',
      description: { de: 'Mäßiger Schneefall', en: 'Moderate snowfall', fr: 'Chute de neige modérée' },
    },
  ],
  [
    75,
    {
      group: '13',
      description: { de: 'Starker Schneefall', en: 'Heavy snowfall', fr: 'Chute de neige forte' },
    },
  ],
  [77, { group: '13', description: { de: 'Schneegriesel', en: 'Snow grains', fr: 'Neige en grains' } }],
  [
    80,
    { group: '09', description: { de: 'Leichte Regenschauer', en: 'Light showers', fr: 'Averses faibles' } },
  ],
  [
    81,
    {
      group: '09',
      description: { de: 'Mäßige Regenschauer', en: 'Moderate showers', fr: 'Averses modérées' },
    },
  ],
  [
    82,
    {
      group: '09',
      description: { de: 'Heftige Regenschauer', en: 'Violent showers', fr: 'Averses violentes' },
    },
  ],
  [
    85,
    {
      group: '13',
      description: { de: 'Leichte Schneeschauer', en: 'Light snow showers', fr: 'Averses de neige faibles' },
    },
  ],
  [
    86,
    {
      group: '13',
      description: { de: 'Starke Schneeschauer', en: 'Heavy snow showers', fr: 'Averses de neige fortes' },
    },
  ],
  [95, { group: '11', description: { de: 'Gewitter', en: 'Thunderstorm', fr: 'Orage' } }],
  [
    96,
    {
      group: '11',
      description: {
        de: 'Gewitter mit leichtem Hagel',
        en: 'Thunderstorm with light hail',
        fr: 'Orage avec grêle faible',
      },
    },
  ],
  [
    99,
    {
      group: '11',
      description: {
        de: 'Gewitter mit starkem Hagel',
        en: 'Thunderstorm with heavy hail',
        fr: 'Orage avec forte grêle',
      },
    },
  ],
]);

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
