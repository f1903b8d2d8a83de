import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STATION_STORAGE_KEY } from '../../../entities/station/index.ts';
import { json, stubApi } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { buildCurrentData, buildDataStation } from '../../../test/weather-data.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the embeddable card (/embed/{reference})', () => {
  it("shows the station's weather now without the site's header or footer, and links to the full site", async () => {
    stubApi({
      'GET /api/weatherData/DEMO-NYC/currentData/detail': () =>
        json(
          buildCurrentData({
            weatherStation: buildDataStation({ reference: 'DEMO-NYC', name: 'Midtown', city: 'New York' }),
          }),
        ),
    });
    renderApp('/embed/DEMO-NYC');

    const card = await screen.findByRole('main');
    expect(await within(card).findByRole('heading', { name: /Midtown · New York/ })).toBeInTheDocument();
    expect(within(card).getByText('21,5 °C')).toBeInTheDocument();
    expect(within(card).getByText('+1,2 °C in 1 h')).toBeInTheDocument();
    const row = (label: string) => within(card).getByText(label).closest('div');
    expect(row('Feuchte')).toHaveTextContent('55 %');
    expect(row('Wind')).toHaveTextContent('12,6 km/h · 230° SW');
    expect(row('Böe')).toHaveTextContent('25,2 km/h');
    expect(row('Luftdruck')).toHaveTextContent('1016,2 hPa');
    expect(row('Regen heute')).toHaveTextContent('1,2 mm');
    expect(within(card).getByText(/^Stand: /)).toBeInTheDocument();
    const more = within(card).getByRole('link', { name: 'Mehr Wetter' });
    expect(more).toHaveAttribute('href', '/weather/current?station=DEMO-NYC');
    expect(more).toHaveAttribute('target', '_blank');
    // No header, menu or footer: the card is all there is.
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(document.title).toBe('Wetter · Midtown – meteodeck');
  });

  it('says so when the station has no reading yet', async () => {
    stubApi({
      'GET /api/weatherData/EMPTY1/currentData/detail': () => json([{ message: 'Aucune donnée' }], 404),
    });
    renderApp('/embed/EMPTY1');
    expect(await screen.findByText('Derzeit keine Daten')).toBeInTheDocument();
  });

  it("opens the site on the station a link names (?station=), and remembers it as the visitor's choice", async () => {
    window.localStorage.setItem(STATION_STORAGE_KEY, 'SSDP41000');
    // The page is opened with the link's address (the tests' router is in memory; the provider reads the URL).
    window.history.replaceState(null, '', '/weather/current?station=DEMO-NYC');
    try {
      const requests = stubApi({
        'GET /api/weatherStation': () => json({ weatherStations: [], numberOfResult: 0 }),
        'GET /api/weatherData/DEMO-NYC/currentData/detail': () =>
          json(buildCurrentData({ weatherStation: buildDataStation({ reference: 'DEMO-NYC' }) })),
      });
      renderApp('/weather/current?station=DEMO-NYC');
      expect((await screen.findAllByText('21,5 °C')).length).toBeGreaterThan(0);
      expect(requests.some((r) => r.url.pathname === '/api/weatherData/DEMO-NYC/currentData/detail')).toBe(
        true,
      );
      expect(window.localStorage.getItem(STATION_STORAGE_KEY)).toBe('DEMO-NYC');
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });
});
