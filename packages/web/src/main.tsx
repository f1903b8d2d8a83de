import 'bootstrap/dist/css/bootstrap.min.css';
import './styles/theme.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders } from './app/providers.tsx';
import { routes } from './app/routes.tsx';
import { loadRememberedLanguage } from './lib/language.ts';

const container = document.getElementById('root');
if (container === null) throw new Error('index.html lacks the #root element');

const router = createBrowserRouter(routes);

// A returning English or French visitor's texts are fetched (alongside the page's chunk) before the first
// render, so the page appears in their language; German needs nothing.
void loadRememberedLanguage().then(() =>
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  ),
);
