import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import type { AdminResourcePages } from '../components/admin/admin-pages.tsx';
import { NotFoundPage } from '../components/not-found-page.tsx';
import { PageLoading } from '../components/page-loading.tsx';
import { ADMIN_LANGUAGE, loadCatalogue } from '../lib/language.ts';
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

/** A route whose page code is fetched on first visit, so each page (and the whole admin) is its own chunk. */
function lazyPage(load: () => Promise<ComponentType>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: await load() }) };
}

/** A named route: the name is the route id, so `useCurrentRouteName()` reports it. */
function named(name: RouteName, route: Omit<RouteObject, 'id' | 'path' | 'index' | 'children'>): RouteObject {
  return { id: name, path: ROUTE_PATHS[name], ...route };
}

const section = (value: RouteHandle['section']): RouteHandle => ({ section: value });

/** Each admin resource's list, create and edit pages live in one lazily loaded module of the admin chunk. */
const ADMIN_RESOURCE_PAGES: Record<AdminResource, () => Promise<AdminResourcePages>> = {
  news: () => import('../features/admin-news/news-admin.tsx').then((m) => m.newsPages),
  unit: () => import('../features/admin-units/units-admin.tsx').then((m) => m.unitPages),
  user: () => import('../features/admin-users/users-admin.tsx').then((m) => m.userPages),
  observation: () =>
    import('../features/admin-observations/observations-admin.tsx').then((m) => m.observationPages),
  weatherStation: () => import('../features/admin-stations/stations-admin.tsx').then((m) => m.stationPages),
  contact: () => import('../features/admin-contacts/contacts-admin.tsx').then((m) => m.contactPages),
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
    ...lazyPage(() => import('../features/embed/embed-card.tsx').then((m) => m.EmbedCard)),
  }),
  {
    element: <PublicLayout />,
    ErrorBoundary: RouteError,
    HydrateFallback: PageLoading,
    children: [
      named('home', {
        handle: section('home'),
        ...lazyPage(() => import('../features/home/components/home-page.tsx').then((m) => m.HomePage)),
      }),
      named(
        'login',
        lazyPage(() => import('../features/auth/components/login-page.tsx').then((m) => m.LoginPage)),
      ),
      named('about', {
        handle: section('about'),
        ...lazyPage(() => import('../features/about/components/about-page.tsx').then((m) => m.AboutPage)),
      }),
      named('contact', {
        handle: section('contact'),
        ...lazyPage(() =>
          import('../features/contact/components/contact-page.tsx').then((m) => m.ContactPage),
        ),
      }),
      named('currentWeatherData', {
        handle: section('weatherData'),
        ...lazyPage(() =>
          import('../features/weather/components/current-weather-page.tsx').then((m) => m.CurrentWeatherPage),
        ),
      }),
      named('periodWeatherData', {
        handle: section('weatherData'),
        ...lazyPage(() =>
          import('../features/weather/components/period-weather-page.tsx').then((m) => m.PeriodWeatherPage),
        ),
      }),
      named('periodGraphic', {
        handle: section('graphic'),
        ...lazyPage(() => import('../features/weather/components/graph-page.tsx').then((m) => m.GraphPage)),
      }),
      named('climateReport', {
        handle: section('weatherData'),
        ...lazyPage(() =>
          import('../features/climate-report/components/climate-report-page.tsx').then(
            (m) => m.ClimateReportPage,
          ),
        ),
      }),
      named(
        'stationStatus',
        lazyPage(() => import('../features/status/components/status-page.tsx').then((m) => m.StatusPage)),
      ),
      named(
        'newsPost',
        lazyPage(() => import('../features/news/components/news-post-page.tsx').then((m) => m.NewsPostPage)),
      ),
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
          named(
            'adminDashboard',
            lazyPage(() =>
              import('../features/admin/components/admin-dashboard-page.tsx').then(
                (m) => m.AdminDashboardPage,
              ),
            ),
          ),
          ...ADMIN_RESOURCES.flatMap((resource) =>
            adminResourceRoutes(resource, ADMIN_ONLY_RESOURCES.includes(resource)),
          ),
          named(
            'adminExport',
            lazyPage(() =>
              import('../features/admin-export/components/export-page.tsx').then((m) => m.ExportPage),
            ),
          ),
          named(
            'adminAccount',
            lazyPage(() => import('../features/admin-account/account-page.tsx').then((m) => m.AccountPage)),
          ),
          named(
            'adminQuality',
            lazyPage(() => import('../features/admin-quality/quality-page.tsx').then((m) => m.QualityPage)),
          ),
          {
            element: <RequireAdmin />,
            children: [
              named(
                'adminAudit',
                lazyPage(() => import('../features/admin-quality/audit-page.tsx').then((m) => m.AuditPage)),
              ),
              named(
                'adminReadings',
                lazyPage(() =>
                  import('../features/admin-quality/readings-editor-page.tsx').then(
                    (m) => m.ReadingsEditorPage,
                  ),
                ),
              ),
              named(
                'adminImport',
                lazyPage(() =>
                  import('../features/admin-import/components/import-page.tsx').then((m) => m.ImportPage),
                ),
              ),
              named(
                'adminForwarding',
                lazyPage(() =>
                  import('../features/admin-forwarding/forwarding-page.tsx').then((m) => m.ForwardingPage),
                ),
              ),
            ],
          },
          named(
            'adminNotFound',
            lazyPage(() =>
              import('../features/admin/components/admin-not-found-page.tsx').then(
                (m) => m.AdminNotFoundPage,
              ),
            ),
          ),
        ],
      },
    ],
  },
];
