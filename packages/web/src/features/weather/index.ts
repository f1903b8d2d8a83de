// The visitor's weather data: the current data (/weather/current), a period's tables (/weather/{period})
// and graphs (/graphic/{period}), each page its own chunk.
export const loadCurrentWeatherPage = () =>
  import('./components/current-weather-page.tsx').then((m) => m.CurrentWeatherPage);
export const loadPeriodWeatherPage = () =>
  import('./components/period-weather-page.tsx').then((m) => m.PeriodWeatherPage);
export const loadGraphPage = () => import('./components/graph-page.tsx').then((m) => m.GraphPage);
