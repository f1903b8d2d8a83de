import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { buildStation } from '../../../test/stations.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

const LONG = [
  'Erste Zeile.',
  'Zweite Zeile mit <b>Klammern</b>.',
  ...Array.from({ length: 12 }, (_, i) => `Absatz ${i + 3}.`),
].join('\n');
const storm = {
  id: 3,
  name: 'Sturmwarnung',
  description: LONG,
  createdAt: '2026-11-13T09:00:00.000Z',
  updatedAt: '2026-11-13T09:00:00.000Z',
};
const stationRoutes = {
  'GET /api/weatherStation': () => json({ weatherStations: [], numberOfResult: 0 }),
  'GET /api/weatherStation/SSDP41000': () => json(buildStation()),
  'GET /api/post': () => json({ posts: [storm], numberOfResult: 1 }),
};

describe('news post page', () => {
  it('opens from the strip and shows the whole post as text, with its date and title', async () => {
    stubApi({ ...stationRoutes, 'GET /api/post/3': () => json(storm) });
    renderApp('/about');
    const news = await screen.findByRole('region', { name: 'Neuigkeiten' });
    const link = await within(news).findByRole('link', { name: 'Sturmwarnung' });
    expect(link).toHaveAttribute('href', '/news/3');
    await userEvent.click(link);

    expect(await screen.findByRole('heading', { level: 1, name: 'Sturmwarnung' })).toBeInTheDocument();
    const article = screen.getByRole('heading', { level: 1 }).closest('article');
    if (article === null) throw new Error('no article');
    // Every line, the last one too (the strip clamps to five), as text and not as HTML.
    expect(article).toHaveTextContent('Absatz 14.');
    expect(article).toHaveTextContent('Zweite Zeile mit <b>Klammern</b>.');
    expect(article.querySelector('b')).toBeNull();
    expect(article).toHaveTextContent('13. November 2026');
    await waitFor(() => expect(document.title).toBe('Sturmwarnung – meteodeck'));
  });

  it('says the post does not exist on a 404, with no technical alert', async () => {
    stubApi({ ...stationRoutes, 'GET /api/post/99': () => json([{ message: 'Post 99 introuvable' }], 404) });
    renderApp('/news/99');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Diese Neuigkeit gibt es nicht (mehr).' }),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('main')).queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zurück zur Startseite' })).toHaveAttribute('href', '/');
  });

  it('shows the server messages of another failure as alerts', async () => {
    stubApi({ ...stationRoutes, 'GET /api/post/3': () => json([{ message: 'Base indisponible' }], 503) });
    renderApp('/news/3');
    const alert = await within(await screen.findByRole('main')).findByRole('alert');
    expect(alert).toHaveTextContent('Base indisponible');
  });
});
