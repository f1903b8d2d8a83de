// The home page (/): the weather now, the forecast, the day's strip and tiles, the gauges, sun and moon,
// radar and map.
export const loadHomePage = () => import('./components/home-page.tsx').then((m) => m.HomePage);
