import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import type { AdminResourcePages } from '../components/admin/admin-pages.tsx';
import { NotFoundPage } from '../components/not-found-page.tsx';
import { PageLoading } from '../components/page-loading.tsx';
import { loadAboutPage } from '../features/about/index.ts';
import { loadAlmanacPage } from '../features/almanac/index.ts';
import { loadLoginPage } from '../features/auth/index.ts';
import { loadClimateDaysPage, loadOnThisDayPage } from '../features/climate/index.ts';
import { loadClimateRecordsPage } from '../features/climate-records/index.ts';
import { loadClimateReportPage } from '../features/climate-report/index.ts';
import { loadContactPage } from '../features/contact/index.ts';
import { loadEmbedCard } from '../features/embed/index.ts';
import { loadHomePage } from '../features/home/index.ts';
import { loadNewsPostPage } from '../features/news/index.ts';
import { loadStatusPage } from '../features/status/index.ts';
import { loadCurrentWeatherPage, loadGraphPage, loadPeriodWeatherPage } from '../features/weather/index.ts';
import { ADMIN_LANGUAGE, loadCatalogue, loadGermanPageTexts } from '../lib/language.ts';
import type { RouteHandle } from '../lib/route-meta.ts';
import {
  ADMIN_ONLY_RESOURCES,
  ADMIN_RESOURCES,
  type AdminResource,
  ROUTE_PATHS,
  type RouteName,
} from '../lib/route-paths.ts';
import { RequireAdmin } from './guards/require-admin.tsx';
import { RequireAuth } from './guards/require-auth.tsx';
import { PublicLayout } from './layouts/public-layout.tsx';
import { RouteError } from './route-error.tsx';

/** The back office's page loaders (app/admin-pages.ts), a chunk of their own. */
type AdminPages = typeof import('./admin-pages.ts');
const adminPages = (): Promise<AdminPages> => import('./admin-pages.ts');

/** An admin page's loader, fetched with the back office's loaders on the first admin visit. */
function adminLoader<T>(pick: (pages: AdminPages) => () => Promise<T>): () => Promise<T> {
  return () => adminPages().then((pages) => pick(pages)());
}

/** A route whose page code is fetched on first visit, so each page (and the whole admin) is its own chunk. */
function lazyPage(load: () => Promise<ComponentType>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: await load() }) };
}

/** A page whose German texts are in the pages' catalogue (lib/language.ts): both load before it shows. */
function lazyPageWithTexts(load: () => Promise<ComponentType>): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const [Component] = await Promise.all([load(), loadGermanPageTexts()]);
      return { Component };
    },
  };
}

/** A named route: the name is the route id, so `useCurrentRouteName()` reports it. */
function named(name: RouteName, route: Omit<RouteObject, 'id' | 'path' | 'index' | 'children'>): RouteObject {
  return { id: name, path: ROUTE_PATHS[name], ...route };
}

const section = (value: RouteHandle['section']): RouteHandle => ({ section: value });

/** Each admin resource's list, create and edit pages live in one lazily loaded module of the admin chunk. */
const ADMIN_RESOURCE_PAGES: Record<AdminResource, () => Promise<AdminResourcePages>> = {
  news: adminLoader((p) => p.loadNewsPages),
  unit: adminLoader((p) => p.loadUnitPages),
  user: adminLoader((p) => p.loadUserPages),
  observation: adminLoader((p) => p.loadObservationPages),
  weatherStation: adminLoader((p) => p.loadStationPages),
  contact: adminLoader((p) => p.loadContactPages),
};

type AdminPageKind = 'List' | 'Create' | 'Edit';

const ADMIN_RESOURCE_ROUTES: Record<AdminResource, Record<AdminPageKind, RouteName>> = {
  news: { List: 'adminNewsList', Create: 'adminNewsCreate', Edit: 'adminNewsEdit' },
  unit: { List: 'adminUnitList', Create: 'adminUnitCreate', Edit: 'adminUnitEdit' },
  user: { List: 'adminUserList', Create: 'adminUserCreate', Edit: 'adminUserEdit' },
  observation: {
    List: 'adminObservationList',
    Create: 'adminObservationCreate',
    Edit: 'adminObservationEdit',
  },
  weatherStation: {
    List: 'adminWeatherStationList',
    Create: 'adminWeatherStationCreate',
    Edit: 'adminWeatherStationEdit',
  },
  contact: { List: 'adminContactList', Create: 'adminContactCreate', Edit: 'adminContactEdit' },
};

/** List, create and edit routes of one admin resource; create and edit behind RequireAdmin when admin-only. */
function adminResourceRoutes(resource: AdminResource, adminOnly: boolean): RouteObject[] {
  const names = ADMIN_RESOURCE_ROUTES[resource];
  const page = (kind: AdminPageKind) =>
    named(names[kind], {
      lazy: async () => {
        const { List, Form } = await ADMIN_RESOURCE_PAGES[resource]();
        if (kind === 'List') return { Component: List };
        return { element: <Form mode={kind === 'Create' ? 'create' : 'edit'} /> };
      },
    });
  const forms = [page('Create'), page('Edit')];
  return [page('List'), ...(adminOnly ? [{ element: <RequireAdmin />, children: forms }] : forms)];
}

/** The route table of spec §2 (names in ROUTE_PATHS). Used by main.tsx and by the tests' memory router. */
export const routes: RouteObject[] = [
  // The embeddable card: no header, no footer, made to sit in another site's iframe.
  named('embed', {
    ErrorBoundary: RouteError,
    HydrateFallback: PageLoading,
    ...lazyPageWithTexts(loadEmbedCard),
  }),
  {
    element: <PublicLayout />,
    ErrorBoundary: RouteError,
    HydrateFallback: PageLoading,
    children: [
      named('home', {
        handle: section('home'),
        ...lazyPage(loadHomePage),
      }),
      named('login', lazyPageWithTexts(loadLoginPage)),
      named('about', {
        handle: section('about'),
        ...lazyPageWithTexts(loadAboutPage),
      }),
      named('contact', {
        handle: section('contact'),
        ...lazyPageWithTexts(loadContactPage),
      }),
      named('currentWeatherData', {
        handle: section('weatherData'),
        ...lazyPageWithTexts(loadCurrentWeatherPage),
      }),
      named('periodWeatherData', {
        handle: section('weatherData'),
        ...lazyPageWithTexts(loadPeriodWeatherPage),
      }),
      named('periodGraphic', {
        handle: section('graphic'),
        ...lazyPageWithTexts(loadGraphPage),
      }),
      named('climateReport', {
        handle: section('weatherData'),
        ...lazyPageWithTexts(loadClimateReportPage),
      }),
      named('climateDays', {
        handle: section('weatherData'),
        ...lazyPageWithTexts(loadClimateDaysPage),
      }),
      named('climateRecords', {
        handle: section('weatherData'),
        ...lazyPageWithTexts(loadClimateRecordsPage),
      }),
      named('almanac', {
        handle: section('weatherData'),
        ...lazyPageWithTexts(loadAlmanacPage),
      }),
      named('onThisDay', {
        handle: section('weatherData'),
        ...lazyPageWithTexts(loadOnThisDayPage),
      }),
      named('stationStatus', lazyPageWithTexts(loadStatusPage)),
      named('newsPost', lazyPage(loadNewsPostPage)),
      named('notFound', { Component: NotFoundPage }),
    ],
  },
  {
    // The whole back office needs a session; its layout and pages load only after the guard lets through.
    path: '/admin',
    element: <RequireAuth />,
    ErrorBoundary: RouteError,
    HydrateFallback: PageLoading,
    children: [
      {
        handle: section('administration'),
        // The layout's chunk and the French back-office texts arrive together (lib/language.ts).
        ...lazyPage(() =>
          Promise.all([import('./layouts/admin-layout.tsx'), loadCatalogue(ADMIN_LANGUAGE, 'admin')]).then(
            ([m]) => m.AdminLayout,
          ),
        ),
        children: [
          { index: true, element: <Navigate to={ROUTE_PATHS.adminDashboard} replace /> },
          named('adminDashboard', lazyPage(adminLoader((p) => p.loadAdminDashboardPage))),
          ...ADMIN_RESOURCES.flatMap((resource) =>
            adminResourceRoutes(resource, ADMIN_ONLY_RESOURCES.includes(resource)),
          ),
          named('adminExport', lazyPage(adminLoader((p) => p.loadExportPage))),
          named('adminAccount', lazyPage(adminLoader((p) => p.loadAccountPage))),
          named('adminQuality', lazyPage(adminLoader((p) => p.loadQualityPage))),
          {
            element: <RequireAdmin />,
            children: [
              named('adminAudit', lazyPage(adminLoader((p) => p.loadAuditPage))),
              named('adminReadings', lazyPage(adminLoader((p) => p.loadReadingsEditorPage))),
              named('adminImport', lazyPage(adminLoader((p) => p.loadImportPage))),
              named('adminForwarding', lazyPage(adminLoader((p) => p.loadForwardingPage))),
              named('adminSiteSettings', lazyPage(adminLoader((p) => p.loadSiteSettingsPage))),
              named('adminWeatherStationSensors', lazyPage(adminLoader((p) => p.loadSensorsPage))),
            ],
          },
          named('adminNotFound', lazyPage(adminLoader((p) => p.loadAdminNotFoundPage))),
        ],
      },
    ],
  },
];
