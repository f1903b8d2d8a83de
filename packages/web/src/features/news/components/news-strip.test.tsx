import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { buildStation } from '../../../test/stations.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

const post = (id: number, name: string, description: string) => ({
  id,
  name,
  description,
  createdAt: `2026-11-${10 + id}T09:00:00.000Z`,
  updatedAt: `2026-11-${10 + id}T09:00:00.000Z`,
});

describe('news strip', () => {
  it('asks for the three newest posts and shows them as text below the page', async () => {
    const requests = stubApi({
      'GET /api/weatherStation': () => json({ weatherStations: [], numberOfResult: 0 }),
      'GET /api/weatherStation/SSDP41000': () => json(buildStation()),
      'GET /api/post': () =>
        json({
          posts: [
            post(3, 'Sturmwarnung', 'Heute Nacht <script>alert(1)</script> Böen bis 90 km/h.'),
            post(2, 'Neuer Regenmesser', 'Kalibriert.'),
            post(1, 'Willkommen', 'Die Station ist online.'),
          ],
          numberOfResult: 7,
        }),
    });
    renderApp('/about');
    const news = await screen.findByRole('region', { name: 'Neuigkeiten' });
    const articles = await within(news).findAllByRole('article');
    expect(articles).toHaveLength(3);
    const [first] = articles;
    if (first === undefined) throw new Error('no article');
    expect(within(first).getByRole('heading')).toHaveTextContent('Sturmwarnung');
    expect(first).toHaveTextContent('13. November 2026');
    // Shown as the author typed it, never interpreted as HTML.
    expect(
      within(news).getByText('Heute Nacht <script>alert(1)</script> Böen bis 90 km/h.'),
    ).toBeInTheDocument();
    expect(news.querySelector('script')).toBeNull();

    const query = requests.find((request) => request.url.pathname === '/api/post')?.url.searchParams;
    expect(query?.get('maxResult')).toBe('3');
    expect(query?.get('order')).toBe('DESC');
    expect(
      within(screen.getByRole('region', { name: 'Informationen' })).getByRole('link', { name: 'Heute' }),
    ).toHaveAttribute('href', '/weather/history/daily');
  });

  it('says so quietly when the news cannot be loaded', async () => {
    stubApi({
      'GET /api/weatherStation': () => json({ weatherStations: [], numberOfResult: 0 }),
      'GET /api/weatherStation/SSDP41000': () => json(buildStation()),
      'GET /api/post': () => json([{ message: 'kaputt' }], 500),
    });
    renderApp('/about');
    expect(await screen.findByText('Die Neuigkeiten konnten nicht geladen werden.')).toBeInTheDocument();
  });
});
