import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '../lib/auth-token.ts';
import { json, stubApi, tokenFor } from '../test/fake-api.ts';
import { renderApp } from '../test/render-app.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('404 pages', () => {
  it.each([['/does/not/exist'], ['/weather/history/hourly']])('shows the German 404 at %s', async (path) => {
    stubApi({ 'GET /api/weatherStation': () => json({ weatherStations: [], numberOfResult: 0 }) });
    renderApp(path);

    expect(
      await screen.findByRole('heading', { name: 'Hoppla – Seite nicht gefunden :(' }),
    ).toBeInTheDocument();
    // The layout sets <html lang> in an effect, which may run just after the heading shows.
    await waitFor(() => expect(document.documentElement.lang).toBe('de'));
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('shows the French 404 inside the admin, with a link back to the dashboard', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, tokenFor('ROLE_EDITOR'));
    renderApp('/admin/nothing/here');

    expect(await screen.findByRole('heading', { name: 'Oops - Page non trouvée :(' })).toBeInTheDocument();
    expect(screen.getByText(/n'existe pas/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour au tableau de bord' })).toHaveAttribute(
      'href',
      '/admin/dashboard',
    );
    await waitFor(() => expect(document.documentElement.lang).toBe('fr'));
  });
});
