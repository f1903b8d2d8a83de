// The back office's weather stations: list, create and edit pages (/admin/weatherStation…), the edit page
// with the connection, spike-filter and alert cards; one lazily loaded module.
export const loadStationPages = () => import('./components/stations-admin.tsx').then((m) => m.stationPages);
