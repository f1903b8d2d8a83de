import { generatePath } from 'react-router';

/** Periods of the history tables (spec §2, §9), in URL order. */
export const HISTORY_PERIODS = ['daily', 'weekly', 'monthly', 'yearly', 'record'] as const;
export type HistoryPeriod = (typeof HISTORY_PERIODS)[number];

export function isHistoryPeriod(value: string | undefined): value is HistoryPeriod {
  return HISTORY_PERIODS.some((period) => period === value);
}

/**
 * Every named route of the app and its path pattern (spec §2). The name is also the router's route id, so
 * `useMatches()` reports it; build links with {@link pathTo} rather than writing paths by hand.
 */
export const ROUTE_PATHS = {
  home: '/',
  login: '/login',
  about: '/about',
  contact: '/contact',
  currentWeatherData: '/weather/current',
  periodWeatherData: '/weather/history/:period',
  periodGraphic: '/weather/graph',
  climateReport: '/weather/report',
  climateDays: '/weather/climate',
  climateRecords: '/weather/records',
  almanac: '/weather/almanac',
  onThisDay: '/weather/on-this-day',
  newsPost: '/news/:id',
  stationStatus: '/status',
  embed: '/embed/:reference',
  adminDashboard: '/admin/dashboard',
  adminNewsList: '/admin/news',
  adminNewsCreate: '/admin/news/create',
  adminNewsEdit: '/admin/news/edit/:id',
  adminUnitList: '/admin/unit',
  adminUnitCreate: '/admin/unit/create',
  adminUnitEdit: '/admin/unit/edit/:id',
  adminUserList: '/admin/user',
  adminUserCreate: '/admin/user/create',
  adminUserEdit: '/admin/user/edit/:id',
  adminObservationList: '/admin/observation',
  adminObservationCreate: '/admin/observation/create',
  adminObservationEdit: '/admin/observation/edit/:id',
  adminWeatherStationList: '/admin/weatherStation',
  adminWeatherStationCreate: '/admin/weatherStation/create',
  adminWeatherStationEdit: '/admin/weatherStation/edit/:reference',
  adminWeatherStationSensors: '/admin/weatherStation/sensors/:reference',
  adminContactList: '/admin/contact',
  adminContactCreate: '/admin/contact/create',
  adminContactEdit: '/admin/contact/edit/:id',
  adminImport: '/admin/import',
  adminExport: '/admin/export',
  adminForwarding: '/admin/forwarding',
  adminQuality: '/admin/quality',
  adminReadings: '/admin/readings',
  adminAudit: '/admin/audit',
  adminAccount: '/admin/account',
  adminSiteSettings: '/admin/settings',
  adminNotFound: '/admin/*',
  notFound: '*',
} as const;

export type RouteName = keyof typeof ROUTE_PATHS;

/** Routes whose path has no parameter, so `pathTo(name)` needs nothing else. */
export type StaticRouteName = {
  [Name in RouteName]: (typeof ROUTE_PATHS)[Name] extends `${string}:${string}` ? never : Name;
}[RouteName];

/** The admin resources that have list, create and edit pages. */
export const ADMIN_RESOURCES = ['news', 'unit', 'user', 'observation', 'weatherStation', 'contact'] as const;
export type AdminResource = (typeof ADMIN_RESOURCES)[number];

/** Resources whose create and edit pages only ROLE_ADMIN may open (spec §6, §9). */
export const ADMIN_ONLY_RESOURCES: readonly AdminResource[] = ['user', 'weatherStation', 'unit'];

/** Menu entry highlighted for a route (spec §2): the "current route name" the header tracks. */
export type MenuSection = 'home' | 'weatherData' | 'graphic' | 'contact' | 'administration' | 'about';

type PathParams<Path extends string> = Path extends `${string}:${infer Param}/${infer Rest}`
  ? { [K in Param | keyof PathParams<`/${Rest}`>]: string }
  : Path extends `${string}:${infer Param}`
    ? { [K in Param]: string }
    : Record<string, never>;

/** The URL of a named route, e.g. `pathTo('adminNewsEdit', { id: '3' })` → `/admin/news/edit/3`. */
export function pathTo<Name extends RouteName>(
  name: Name,
  ...params: PathParams<(typeof ROUTE_PATHS)[Name]> extends Record<string, never>
    ? []
    : [PathParams<(typeof ROUTE_PATHS)[Name]>]
): string {
  return generatePath<string>(ROUTE_PATHS[name], params[0] ?? {});
}

/** Path of one history table, e.g. `/weather/history/daily`. */
export function historyPath(period: HistoryPeriod): string {
  return pathTo('periodWeatherData', { period });
}
