import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from './providers.tsx';
import { RouteError } from './route-error.tsx';

function Broken(): never {
  throw new Error('render failed');
}

function renderBrokenPage(path: string) {
  const router = createMemoryRouter([{ path: '*', Component: Broken, ErrorBoundary: RouteError }], {
    initialEntries: [path],
  });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('RouteError', () => {
  it('tells a visitor in German that the page failed, with a reload button', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderBrokenPage('/weather/current');

    expect(await screen.findByRole('heading', { name: 'Ein Fehler ist aufgetreten' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Neu laden' })).toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
  });

  it('speaks French in the back office', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderBrokenPage('/admin/news');

    expect(await screen.findByRole('heading', { name: 'Une erreur est survenue' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Recharger' })).toBeInTheDocument();
  });
});
