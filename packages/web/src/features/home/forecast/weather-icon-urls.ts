/**
 * One picture per OpenWeatherMap icon code, shipped with the app (no icon CDN, DESIGN §8). Each SVG is
 * imported so that Vite fingerprints and bundles it; `?no-inline` keeps them out of the JavaScript (they are
 * 1-7 KB each and would otherwise become data URIs), so a visitor downloads only the few icons on screen.
 *
 * Icons: Meteocons "fill" set by Bas Milius, npm package @bybas/weather-icons 2.0.0, MIT licence
 * (https://github.com/basmilius/weather-icons, https://meteocons.com). The package's own `openweathermap`
 * folder draws 03 and 04 alike and gives 11, 13 and 50 no night variant; picking from its full set instead
 * tells overcast (04) from scattered clouds (03) and shows a moon, not a sun, at night.
 */

import clearDay from '@bybas/weather-icons/production/fill/all/clear-day.svg?no-inline';
import clearNight from '@bybas/weather-icons/production/fill/all/clear-night.svg?no-inline';
import cloudy from '@bybas/weather-icons/production/fill/all/cloudy.svg?no-inline';
import fogDay from '@bybas/weather-icons/production/fill/all/fog-day.svg?no-inline';
import fogNight from '@bybas/weather-icons/production/fill/all/fog-night.svg?no-inline';
import overcast from '@bybas/weather-icons/production/fill/all/overcast.svg?no-inline';
import partlyCloudyDay from '@bybas/weather-icons/production/fill/all/partly-cloudy-day.svg?no-inline';
import partlyCloudyDayRain from '@bybas/weather-icons/production/fill/all/partly-cloudy-day-rain.svg?no-inline';
import partlyCloudyDaySnow from '@bybas/weather-icons/production/fill/all/partly-cloudy-day-snow.svg?no-inline';
import partlyCloudyNight from '@bybas/weather-icons/production/fill/all/partly-cloudy-night.svg?no-inline';
import partlyCloudyNightRain from '@bybas/weather-icons/production/fill/all/partly-cloudy-night-rain.svg?no-inline';
import partlyCloudyNightSnow from '@bybas/weather-icons/production/fill/all/partly-cloudy-night-snow.svg?no-inline';
import rain from '@bybas/weather-icons/production/fill/all/rain.svg?no-inline';
import thunderstormsDay from '@bybas/weather-icons/production/fill/all/thunderstorms-day.svg?no-inline';
import thunderstormsNight from '@bybas/weather-icons/production/fill/all/thunderstorms-night.svg?no-inline';
import type { WeatherIconCode } from '@meteodeck/contract';

/** URL of the bundled SVG for each icon code; typed as a full Record so a missing code fails the type check. */
export const WEATHER_ICON_URLS: Readonly<Record<WeatherIconCode, string>> = {
  '01d': clearDay,
  '01n': clearNight,
  '02d': partlyCloudyDay,
  '02n': partlyCloudyNight,
  '03d': cloudy,
  '03n': cloudy,
  '04d': overcast,
  '04n': overcast,
  '09d': rain,
  '09n': rain,
  '10d': partlyCloudyDayRain,
  '10n': partlyCloudyNightRain,
  '11d': thunderstormsDay,
  '11n': thunderstormsNight,
  '13d': partlyCloudyDaySnow,
  '13n': partlyCloudyNightSnow,
  '50d': fogDay,
  '50n': fogNight,
};
