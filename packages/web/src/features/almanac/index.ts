// The almanac (/weather/almanac): sun, twilight and moon of the station's day, and the next turns of the year.
export const loadAlmanacPage = () => import('./components/almanac-page.tsx').then((m) => m.AlmanacPage);
