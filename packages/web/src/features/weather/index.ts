// The visitor's weather data: the current data (/weather/current), a period's tables (/weather/{period})
// and graphs (/graphic/{period}), each page its own chunk.
import { preloadChart } from '../../components/chart/lazy-chart.tsx';

export const loadCurrentWeatherPage = () =>
  import('./components/current-weather-page.tsx').then((m) => m.CurrentWeatherPage);
export const loadPeriodWeatherPage = () =>
  import('./components/period-weather-page.tsx').then((m) => m.PeriodWeatherPage);
/** The graph page is charts: their code is fetched alongside the page's, not after the page has shown. */
export const loadGraphPage = () => {
  void preloadChart().catch(() => undefined);
  return import('./components/graph-page.tsx').then((m) => m.GraphPage);
};
