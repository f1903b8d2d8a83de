import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '../../lib/auth-token.ts';
import { json, type RecordedRequest, stubApi, tokenFor } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render-app.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const DATE = '2026-06-01T10:00:00.000Z';

function post(id: number) {
  return { id, name: `News ${id}`, description: 'Texte', createdAt: DATE, updatedAt: DATE };
}

function unit(id: number, type: string) {
  return {
    id,
    type,
    temperatureUnit: '°C',
    speedUnit: 'km/h',
    rainUnit: 'mm',
    solarRadiationUnit: 'W/m²',
    pmUnit: 'µg/m³',
    humidityUnit: '%',
    cloudBaseUnit: 'm',
    windDirUnit: '°',
    pressureUnit: 'hPa',
    createdAt: DATE,
    updatedAt: DATE,
  };
}

function signIn(role: 'ROLE_ADMIN' | 'ROLE_EDITOR') {
  window.localStorage.setItem(TOKEN_STORAGE_KEY, tokenFor(role));
}

const listCalls = (requests: RecordedRequest[], path: string) =>
  requests.filter((request) => request.method === 'GET' && request.url.pathname === path);

describe('admin lists', () => {
  it('asks for 5 records a page, newest first, and loads another page from the selector', async () => {
    signIn('ROLE_EDITOR');
    const requests = stubApi({
      'GET /api/post': (request) => {
        const page = Number(request.url.searchParams.get('page'));
        const ids = page === 1 ? [12, 11, 10, 9, 8] : [7, 6, 5, 4, 3];
        return json({ posts: ids.map(post), numberOfResult: 12 });
      },
    });
    const user = userEvent.setup();
    renderApp('/admin/news');

    expect(await screen.findByRole('cell', { name: 'News 12' })).toBeInTheDocument();
    expect(screen.getByText('12 au total')).toBeInTheDocument();
    const first = listCalls(requests, '/api/post')[0];
    expect(Object.fromEntries(first?.url.searchParams ?? [])).toEqual({
      page: '1',
      order: 'DESC',
      maxResult: '5',
    });

    const pages = screen.getByRole('navigation', { name: 'Pages de la liste' });
    // The current page is marked, not a button; the others are.
    const buttons = () =>
      within(pages)
        .getAllByRole('button')
        .map((button) => button.textContent);
    expect(buttons()).toEqual(['2', '3']);
    await user.click(within(pages).getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('cell', { name: 'News 7' })).toBeInTheDocument();
    expect(listCalls(requests, '/api/post').at(-1)?.url.searchParams.get('page')).toBe('2');
    expect(buttons()).toEqual(['1', '3']);
    // Spec §6: news buttons for any logged-in user.
    expect(screen.getByRole('link', { name: 'Modifier « News 7 »' })).toHaveAttribute(
      'href',
      '/admin/news/edit/7',
    );
  });

  it("asks 'Confirmer ?' before deleting, keeps the record on 'Annuler', and reloads after the delete", async () => {
    signIn('ROLE_ADMIN');
    let units = [unit(2, 'Imperial'), unit(1, 'Metric')];
    const requests = stubApi({
      'GET /api/unit': () => json({ units, numberOfResult: units.length }),
      'DELETE /api/unit/2': () => {
        units = units.filter((item) => item.id !== 2);
        return new Response(null, { status: 204 });
      },
    });
    const user = userEvent.setup();
    renderApp('/admin/unit');

    await user.click(await screen.findByRole('button', { name: 'Supprimer « Imperial »' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Imperial');
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.some((request) => request.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Supprimer « Imperial »' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirmer ?' }));
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Imperial' })).not.toBeInTheDocument());
    expect(screen.getByRole('cell', { name: 'Metric' })).toBeInTheDocument();
    expect(listCalls(requests, '/api/unit').length).toBeGreaterThanOrEqual(2);
  });

  it('shows why a delete failed, and still reloads the list', async () => {
    signIn('ROLE_ADMIN');
    const requests = stubApi({
      'GET /api/unit': () => json({ units: [unit(1, 'Metric')], numberOfResult: 1 }),
      'DELETE /api/unit/1': () =>
        json([{ message: "L'unité « Metric » est encore utilisée par une station météo." }], 409),
    });
    const user = userEvent.setup();
    renderApp('/admin/unit');

    await user.click(await screen.findByRole('button', { name: 'Supprimer « Metric »' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirmer ?' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('encore utilisée par une station météo');
    await waitFor(() => expect(listCalls(requests, '/api/unit')).toHaveLength(2));
  });

  it('deletes a contact message at once, without a dialog (spec §2)', async () => {
    signIn('ROLE_ADMIN');
    const contact = {
      id: 4,
      name: 'Paul',
      email: 'paul@example.org',
      subject: 'Question',
      message: 'Bonjour',
      createdAt: DATE,
      updatedAt: DATE,
    };
    let contacts = [contact];
    const requests = stubApi({
      'GET /api/contact': () => json({ contacts, numberOfResult: contacts.length }),
      'DELETE /api/contact/4': () => {
        contacts = [];
        return new Response(null, { status: 204 });
      },
    });
    const user = userEvent.setup();
    renderApp('/admin/contact');

    await user.click(await screen.findByRole('button', { name: 'Supprimer « Question »' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('Aucun élément pour le moment.')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'DELETE')).toHaveLength(1);
  });

  it("shows contact and unit lists to an editor without Edit or Delete (spec §6), the contacts' Ajouter kept (§2)", async () => {
    signIn('ROLE_EDITOR');
    stubApi({
      'GET /api/unit': () => json({ units: [unit(1, 'Metric')], numberOfResult: 1 }),
      'GET /api/contact': () =>
        json({
          contacts: [
            {
              id: 4,
              name: 'Paul',
              email: 'p@example.org',
              subject: 'Question',
              message: 'Bonjour',
              createdAt: DATE,
              updatedAt: DATE,
            },
          ],
          numberOfResult: 1,
        }),
    });
    const { router } = renderApp('/admin/unit');
    expect(await screen.findByRole('cell', { name: 'Metric' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Modifier/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Supprimer/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
    // Unit sets are created by admins only (§2).
    expect(within(screen.getByRole('main')).queryByRole('link', { name: 'Ajouter' })).not.toBeInTheDocument();

    await router.navigate('/admin/contact');
    expect(await screen.findByText('Bonjour')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Modifier/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Supprimer/ })).not.toBeInTheDocument();
    // Creating a message is not admin-only (§2): the list offers it, as the dashboard's card does.
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Ajouter' })).toHaveAttribute(
      'href',
      '/admin/contact/create',
    );
  });
});
