import './styles/bootstrap.scss';
import './styles/theme.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { PageRoot } from './app/page-root.tsx';
import { createQueryClient } from './app/providers.tsx';
import { routes } from './app/routes.tsx';
import { readServerPage, rendersAsServer, seedAnswers } from './app/server-page.ts';
import { readStoredReference } from './entities/station/index.ts';
import { readToken } from './lib/auth-token.ts';
import { getDisplayUnits, unitsKey } from './lib/display-units.ts';
import { currentLanguage, loadRememberedLanguage, setPageLanguage } from './lib/language.ts';

const container = document.getElementById('root');
if (container === null) throw new Error('index.html lacks the #root element');

const queryClient = createQueryClient();
// A public page arrives rendered by the server (packages/web/src/entry-server.tsx) with the answers it shows.
const serverPage = readServerPage(document);
const router = createBrowserRouter(routes);

function App() {
  return (
    <PageRoot queryClient={queryClient}>
      <RouterProvider router={router} />
    </PageRoot>
  );
}

function render() {
  const visitor = {
    station: readStoredReference(),
    unitsKey: unitsKey(getDisplayUnits()),
    language: currentLanguage(),
    signedIn: readToken() !== null,
  };
  if (serverPage !== null && rendersAsServer(serverPage, visitor)) {
    // The same answers, the same markup: React takes over the server's page without drawing it again.
    seedAnswers(queryClient, serverPage.state);
    setPageLanguage(visitor.language);
    // In a transition: the page is on screen already, so React takes it over in short slices, between
    // which the browser answers taps and scrolls, rather than in one long task.
    startTransition(() => {
      hydrateRoot(container as HTMLElement, <App />);
    });
  } else {
    createRoot(container as HTMLElement).render(<App />);
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
    render();
  });
}

// A returning English or French visitor's texts are fetched (alongside the page's chunk) before the first
// render, so the page appears in their language; German needs nothing.
void loadRememberedLanguage().then(renderWhenRouted);
