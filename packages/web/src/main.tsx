import './styles/bootstrap.scss';
import './styles/theme.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { readHomeShell, seedHomeShell } from './app/home-shell.ts';
import { AppProviders, createQueryClient } from './app/providers.tsx';
import { routes } from './app/routes.tsx';
import { readStoredReference } from './entities/station/index.ts';
import { getDisplayUnits } from './lib/display-units.ts';
import { loadRememberedLanguage } from './lib/language.ts';

const container = document.getElementById('root');
if (container === null) throw new Error('index.html lacks the #root element');

const queryClient = createQueryClient();
// GET / arrives with the home page's first screen filled in by the server: start from its answers.
const shell = readHomeShell(document);
if (shell !== null) seedHomeShell(queryClient, shell, readStoredReference(), getDisplayUnits());

const router = createBrowserRouter(routes);

function render() {
  createRoot(container as HTMLElement).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

function renderWhenRouted() {
  if (container?.firstElementChild === null || router.state.initialized) {
    render();
    return;
  }
  // The server's first screen stays until the page's own code has arrived, so React's first render
  // replaces it with the same page rather than with a loading spinner.
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    render();
  });
}

// A returning English or French visitor's texts are fetched (alongside the page's chunk) before the first
// render, so the page appears in their language; German needs nothing.
void loadRememberedLanguage().then(renderWhenRouted);
