import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '../../lib/auth-token.ts';
import { json, stubApi, tokenFor } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render-app.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

function cardLinks(title: string) {
  const card = screen.getByRole('heading', { name: title }).closest('.card');
  if (!(card instanceof HTMLElement)) throw new Error(`no card titled ${title}`);
  return within(card)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

describe('admin area', () => {
  it("shows the dashboard cards with 'Ajouter' on admin-only resources for an admin", async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, tokenFor('ROLE_ADMIN'));
    renderApp('/admin/dashboard');

    await screen.findByRole('heading', { name: 'Tableau de bord', level: 1 });
    expect(cardLinks('Utilisateurs')).toEqual([
      ['Accéder', '/admin/user'],
      ['Ajouter', '/admin/user/create'],
    ]);
    expect(cardLinks('Stations météo')).toEqual([
      ['Accéder', '/admin/weatherStation'],
      ['Ajouter', '/admin/weatherStation/create'],
    ]);
  });

  it("hides 'Ajouter' for users, stations and units from an editor", async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, tokenFor('ROLE_EDITOR'));
    renderApp('/admin/dashboard');

    await screen.findByRole('heading', { name: 'Tableau de bord', level: 1 });
    expect(cardLinks('Utilisateurs')).toEqual([['Accéder', '/admin/user']]);
    expect(cardLinks('Unités')).toEqual([['Accéder', '/admin/unit']]);
    expect(cardLinks('News')).toEqual([
      ['Accéder', '/admin/news'],
      ['Ajouter', '/admin/news/create'],
    ]);
    expect(cardLinks('Messages')).toEqual([
      ['Accéder', '/admin/contact'],
      ['Ajouter', '/admin/contact/create'],
    ]);
  });

  it("shows an editor every card's total, the users' too (the server answers an editor the list)", async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, tokenFor('ROLE_EDITOR'));
    const requests = stubApi({
      'GET /api/user': () => json({ users: [], numberOfResult: 4 }),
      'GET /api/post': () => json({ posts: [], numberOfResult: 7 }),
    });
    renderApp('/admin/dashboard');

    const users = (await screen.findByRole('heading', { name: 'Utilisateurs' })).closest('.card');
    if (!(users instanceof HTMLElement)) throw new Error('no users card');
    expect(await within(users).findByText('4 au total')).toBeInTheDocument();
    const news = screen.getByRole('heading', { name: 'News' }).closest('.card');
    if (!(news instanceof HTMLElement)) throw new Error('no news card');
    expect(await within(news).findByText('7 au total')).toBeInTheDocument();
    expect(requests.some((r) => r.url.pathname === '/api/user')).toBe(true);
  });

  it('redirects /admin to the dashboard', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, tokenFor('ROLE_EDITOR'));
    const { router } = renderApp('/admin');

    await screen.findByRole('heading', { name: 'Tableau de bord', level: 1 });
    expect(router.state.location.pathname).toBe('/admin/dashboard');
  });

  it('links the sidebar to every admin list and logs out to the login page', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, tokenFor('ROLE_EDITOR'));
    stubApi({ 'GET /api/weatherStation': () => json({ weatherStations: [], numberOfResult: 0 }) });
    const { router } = renderApp('/admin/observation');

    await screen.findByRole('heading', { name: 'Liste des observations' });
    const quickLinks = screen.getByRole('navigation', { name: 'Accès rapide' });
    expect(
      within(quickLinks)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/admin/user',
      '/admin/contact',
      '/admin/news',
      '/admin/weatherStation',
      '/admin/unit',
      '/admin/observation',
      // An editor exports readings and sees the flagged values, but does not import history or edit readings.
      '/admin/export',
      '/admin/quality',
      // Every user changes their own name, e-mail and password.
      '/admin/account',
    ]);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Déconnexion' }));

    await screen.findByRole('heading', { name: 'Identifizieren Sie sich' });
    expect(router.state.location.pathname).toBe('/login');
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    const menu = screen.getByRole('navigation', { name: 'Hauptmenü' });
    expect(within(menu).queryByRole('link', { name: 'Administration' })).not.toBeInTheDocument();
  });
});
