/**
 * One picture per OpenWeatherMap icon code, shipped with the app (no icon CDN, DESIGN §8). Each SVG is
 * imported so that Vite fingerprints and bundles it; `?no-inline` keeps them out of the JavaScript (they are
 * 2-7 KB each and would otherwise become data URIs), so a visitor downloads only the few icons on screen.
 *
 * Icons: Meteocons "fill" set by Bas Milius, npm package @bybas/weather-icons 2.0.0, MIT licence
 * (https://github.com/basmilius/weather-icons, https://meteocons.com). Its `openweathermap` folder holds
 * exactly OpenWeatherMap's 18 codes, so the mapping is one file per code.
 */
import type { WeatherIconCode } from '@meteodeck/contract';
import icon01d from '@bybas/weather-icons/production/fill/openweathermap/01d.svg?no-inline';
import icon01n from '@bybas/weather-icons/production/fill/openweathermap/01n.svg?no-inline';
import icon02d from '@bybas/weather-icons/production/fill/openweathermap/02d.svg?no-inline';
import icon02n from '@bybas/weather-icons/production/fill/openweathermap/02n.svg?no-inline';
import icon03d from '@bybas/weather-icons/production/fill/openweathermap/03d.svg?no-inline';
import icon03n from '@bybas/weather-icons/production/fill/openweathermap/03n.svg?no-inline';
import icon04d from '@bybas/weather-icons/production/fill/openweathermap/04d.svg?no-inline';
import icon04n from '@bybas/weather-icons/production/fill/openweathermap/04n.svg?no-inline';
import icon09d from '@bybas/weather-icons/production/fill/openweathermap/09d.svg?no-inline';
import icon09n from '@bybas/weather-icons/production/fill/openweathermap/09n.svg?no-inline';
import icon10d from '@bybas/weather-icons/production/fill/openweathermap/10d.svg?no-inline';
import icon10n from '@bybas/weather-icons/production/fill/openweathermap/10n.svg?no-inline';
import icon11d from '@bybas/weather-icons/production/fill/openweathermap/11d.svg?no-inline';
import icon11n from '@bybas/weather-icons/production/fill/openweathermap/11n.svg?no-inline';
import icon13d from '@bybas/weather-icons/production/fill/openweathermap/13d.svg?no-inline';
import icon13n from '@bybas/weather-icons/production/fill/openweathermap/13n.svg?no-inline';
import icon50d from '@bybas/weather-icons/production/fill/openweathermap/50d.svg?no-inline';
import icon50n from '@bybas/weather-icons/production/fill/openweathermap/50n.svg?no-inline';

/** URL of the bundled SVG for each icon code; typed as a full Record so a missing code fails the build. */
export const WEATHER_ICON_URLS: Readonly<Record<WeatherIconCode, string>> = {
  '01d': icon01d,
  '01n': icon01n,
  '02d': icon02d,
  '02n': icon02n,
  '03d': icon03d,
  '03n': icon03n,
  '04d': icon04d,
  '04n': icon04n,
  '09d': icon09d,
  '09n': icon09n,
  '10d': icon10d,
  '10n': icon10n,
  '11d': icon11d,
  '11n': icon11n,
  '13d': icon13d,
  '13n': icon13n,
  '50d': icon50d,
  '50n': icon50n,
};
