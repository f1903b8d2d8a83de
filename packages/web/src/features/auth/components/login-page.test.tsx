import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '../../../lib/auth-token.ts';
import { json, stubApi, tokenFor } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

const { reloadPage } = vi.hoisted(() => ({ reloadPage: vi.fn() }));
vi.mock('../../../lib/page-reload.ts', () => ({ reloadPage }));

const noStations = () => json({ weatherStations: [], numberOfResult: 0 });

afterEach(() => {
  vi.unstubAllGlobals();
});

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('E-Mail'), email);
  await user.type(screen.getByLabelText('Passwort'), password);
  await user.click(screen.getByRole('button', { name: 'Anmelden' }));
}

describe('login page', () => {
  it('shows the German form with labelled email and password fields', async () => {
    stubApi({ 'GET /api/weatherStation': noStations });
    renderApp('/login');

    expect(await screen.findByRole('heading', { name: 'Identifizieren Sie sich' })).toBeInTheDocument();
    expect(screen.getByLabelText('E-Mail')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Passwort')).toHaveAttribute('type', 'password');
  });

  it('shows the failure message when the server refuses the credentials, and stays', async () => {
    const reload = reloadPage;
    reload.mockClear();
    const requests = stubApi({
      'GET /api/weatherStation': noStations,
      'POST /api/login': () => json([{ message: 'Invalid credentials.' }], 401),
    });
    const { router } = renderApp('/login');

    await fillAndSubmit('anna@example.org', 'wrong');

    expect(await screen.findByRole('alert')).toHaveTextContent('Das Benutzer/Passwort-Paar ist falsch');
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      email: 'anna@example.org',
      password: 'wrong',
    });
    expect(router.state.location.pathname).toBe('/login');
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });

  it('validates nothing in the browser: an invalid e-mail and an empty password reach the server (§5)', async () => {
    const requests = stubApi({
      'GET /api/weatherStation': noStations,
      'POST /api/login': () => json([{ message: 'Invalid credentials.' }], 401),
    });
    renderApp('/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('E-Mail'), 'anna');
    const form = screen.getByRole('button', { name: 'Anmelden' }).closest('form');
    expect(form).toHaveAttribute('novalidate');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Das Benutzer/Passwort-Paar ist falsch');
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      email: 'anna',
      password: '',
    });
  });

  it('shows the same message on a server error', async () => {
    stubApi({
      'GET /api/weatherStation': noStations,
      'POST /api/login': () => json([{ message: 'Boom' }], 500),
    });
    renderApp('/login');

    await fillAndSubmit('anna@example.org', 'secret');

    expect(await screen.findByRole('alert')).toHaveTextContent('Das Benutzer/Passwort-Paar ist falsch');
  });

  it('stores the token and opens the dashboard after a successful login', async () => {
    const token = tokenFor('ROLE_ADMIN', 'anna@example.org');
    stubApi({ 'GET /api/weatherStation': noStations, 'POST /api/login': () => json({ token }) });
    const { router } = renderApp('/login');

    await fillAndSubmit('anna@example.org', 'secret');

    expect(await screen.findByRole('heading', { name: 'Tableau de bord' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/dashboard');
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(token);
  });

  it('sends a visitor who is already connected to the home page', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, tokenFor('ROLE_EDITOR'));
    stubApi({ 'GET /api/weatherStation': noStations });
    const { router } = renderApp('/login');

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('heading', { name: 'Identifizieren Sie sich' })).not.toBeInTheDocument();
  });
});
