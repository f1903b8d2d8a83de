import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '../../lib/auth-token.ts';
import { json, makeToken, secondsFromNow, stubApi, tokenFor } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render-app.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

function signInAs(token: string) {
  window.localStorage.setItem(TOKEN_STORAGE_KEY, token);
}

/** Waits for the page's own title: RequireAdmin renders the page only when it lets the visitor through. */
async function expectAdminPageShown() {
  const heading = await within(await screen.findByRole('main')).findByRole('heading', { level: 1 });
  expect(heading).not.toHaveTextContent('Tableau de bord');
}

describe('route guards', () => {
  it('sends a visitor who is not connected from an admin page to /login', async () => {
    stubApi({ 'GET /api/weatherStation': () => json({ weatherStations: [], numberOfResult: 0 }) });
    const { router } = renderApp('/admin/news');

    expect(await screen.findByRole('heading', { name: 'Identifizieren Sie sich' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('treats an expired token as not connected', async () => {
    stubApi({ 'GET /api/weatherStation': () => json({ weatherStations: [], numberOfResult: 0 }) });
    signInAs(makeToken({ email: 'a@b.c', roles: ['ROLE_ADMIN'], exp: secondsFromNow(-10) }));
    const { router } = renderApp('/admin/dashboard');

    await screen.findByRole('heading', { name: 'Identifizieren Sie sich' });
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends an editor from /admin/user/create back to the dashboard', async () => {
    signInAs(tokenFor('ROLE_EDITOR'));
    const { router } = renderApp('/admin/user/create');

    expect(await screen.findByRole('heading', { name: 'Tableau de bord' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/dashboard');
  });

  it.each([['/admin/weatherStation/edit/SSDP41000'], ['/admin/unit/create'], ['/admin/user/edit/4']])(
    'keeps an editor out of the admin-only page %s',
    async (path) => {
      signInAs(tokenFor('ROLE_EDITOR'));
      const { router } = renderApp(path);

      await screen.findByRole('heading', { name: 'Tableau de bord' });
      expect(router.state.location.pathname).toBe('/admin/dashboard');
    },
  );

  it('lets an editor open the pages that are not admin-only', async () => {
    signInAs(tokenFor('ROLE_EDITOR'));
    const { router } = renderApp('/admin/news/create');

    await expectAdminPageShown();
    expect(router.state.location.pathname).toBe('/admin/news/create');
  });

  it('lets an admin open /admin/user/create', async () => {
    signInAs(tokenFor('ROLE_ADMIN'));
    const { router } = renderApp('/admin/user/create');

    await expectAdminPageShown();
    expect(router.state.location.pathname).toBe('/admin/user/create');
  });
});
