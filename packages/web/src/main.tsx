import './styles/bootstrap.scss';
import './styles/theme.css';
import type { i18n as I18n } from 'i18next';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router';
import { PageRoot } from './app/page-root.tsx';
import { createQueryClient } from './app/providers.tsx';
import { routes } from './app/routes.tsx';
import { readServerPage, rendersAsServer, seedAnswers } from './app/server-page.ts';
import { readStoredReference } from './entities/station/index.ts';
import { getDisplayUnits, rememberUnitsForServer, setPageUnits, unitsKey } from './lib/display-units.ts';
import { warmUpFormatters } from './lib/format/warm-up.ts';
import { createI18n } from './lib/i18n.ts';
import { currentLanguage, loadRememberedLanguage, setPageLanguage } from './lib/language.ts';

const container = document.getElementById('root');
if (container === null) throw new Error('index.html lacks the #root element');

const queryClient = createQueryClient();
// A public page arrives rendered by the server (packages/web/src/entry-server.tsx) with the answers it shows.
const serverPage = readServerPage(document);
let router: ReturnType<typeof createBrowserRouter>;
let i18n: I18n | undefined;
/** The texts' i18next instance, made once: ahead of the first render when the browser had time. */
const texts = (): I18n => {
  i18n ??= createI18n();
  return i18n;
};

function App({ hydrating }: { hydrating: boolean }) {
  return (
    <PageRoot queryClient={queryClient} i18n={texts()} hydrating={hydrating}>
      <RouterProvider router={router} />
    </PageRoot>
  );
}

function render() {
  const visitor = {
    station: readStoredReference(),
    unitsKey: unitsKey(getDisplayUnits()),
    language: currentLanguage(),
  };
  // A choice made before the server knew of it: its next pages come in these units.
  if (visitor.unitsKey !== '') rememberUnitsForServer(getDisplayUnits());
  if (serverPage !== null && rendersAsServer(serverPage, visitor)) {
    // The same answers, the same markup: React takes over the server's page without drawing it again.
    seedAnswers(queryClient, serverPage.state);
    setPageLanguage(visitor.language);
    setPageUnits(visitor.unitsKey);
    // In a transition: the page is on screen already, so React takes it over in short slices, between
    // which the browser answers taps and scrolls, rather than in one long task; from the next task, not in
    // the seeding's.
    setTimeout(() => {
      startTransition(() => {
        hydrateRoot(container as HTMLElement, <App hydrating />);
      });
    }, 0);
  } else {
    createRoot(container as HTMLElement).render(<App hydrating={false} />);
  }
}

function renderWhenRouted() {
  if (container?.firstElementChild === null || router.state.initialized) {
    render();
    return;
  }
  // The server's page stays until the page's own code has arrived, so React's first render takes it over
  // (or replaces it) with the same page rather than with a loading spinner.
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    // The page's code has just been evaluated in this task: the app starts in the next.
    setTimeout(render, 0);
  });
}

// On a slow phone the evaluation of this module and of what it imports (React, the router, the app's shared
// code) is one long task already: the app starts in the next, and what the hydration would otherwise do inside
// its own tasks (the texts' i18next instance, ICU's first formatters: lib/format/warm-up.ts) runs in tasks of
// its own while the page's code downloads, so the browser paints and answers in between (bench/web.ts's
// total blocking time, docs/OPERATIONS.md).
setTimeout(() => {
  // The page's code is asked for in a task of its own: Vite's preload helper appends a link for each of its
  // chunks (39 on the graph page, some 70 ms on the throttled phone), which would otherwise lengthen the
  // router's first task. The router asks again and gets the same modules; it reports a failed load.
  for (const { route } of matchRoutes(routes, window.location) ?? []) {
    if (typeof route.lazy === 'function') route.lazy().catch(() => undefined);
  }
  setTimeout(() => {
    router = createBrowserRouter(routes);
    // A returning English or French visitor's texts are fetched (alongside the page's chunk) before the first
    // render, so the page appears in their language; German needs nothing.
    void loadRememberedLanguage().then(renderWhenRouted);
    warmUpFormatters();
    setTimeout(texts, 0);
  }, 0);
}, 0);
