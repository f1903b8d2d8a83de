import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { buildStation } from '../../../test/stations.ts';
import { buildGraphData, buildPeriodHistory, buildWindRose } from '../../../test/weather-data.ts';

const station = buildStation();

/** IntersectionObserver (absent from jsdom) that never reports: the rose's canvas stays unloaded. */
class QuietIntersectionObserver {
  observe() {}
  disconnect() {}
}

function routes(rose = buildWindRose()) {
  return {
    'GET /api/weatherStation': () => json({ weatherStations: [station], numberOfResult: 1 }),
    'GET /api/weatherStation/SSDP41000': () => json(station),
    'GET /api/weatherData/SSDP41000/graph/day': () => json(buildGraphData()),
    'GET /api/weatherData/SSDP41000/graph/week': () => json(buildGraphData({ period: 'week' })),
    'GET /api/weatherData/SSDP41000/history/day': () => json(buildPeriodHistory()),
    'GET /api/weatherData/SSDP41000/history/week': () => json(buildPeriodHistory({ period: 'week' })),
    'GET /api/weatherData/SSDP41000/windRose/day': () => json(rose),
    'GET /api/weatherData/SSDP41000/windRose/week': () =>
      json(buildWindRose({ period: 'week', calmPercent: 12.5 })),
  };
}

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', QuietIntersectionObserver);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the wind rose on the graph page', () => {
  it('shows the calm share and each Beaufort class with its speeds, and follows the period picked', async () => {
    const requests = stubApi(routes());
    renderApp('/weather/graph');

    const card = await screen.findByRole('region', { name: 'Windrose' });
    expect(await within(card).findByTestId('wind-rose-summary')).toHaveTextContent(
      'Anteil der 10-Minuten-Mittel je Richtung und Windstärke; Windstille (Bft 0): 20,0 %',
    );
    expect(
      within(within(card).getByTestId('wind-rose-legend'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Bft 1–2 (1,1–12,2 km/h)',
      'Bft 3 (12,2–19,8 km/h)',
      'Bft 4 (19,8–28,8 km/h)',
      'Bft 5 (28,8–38,9 km/h)',
      'Bft 6+ (ab 38,9 km/h)',
    ]);

    // The shares as a table for screen readers: the west's 50 % in the class of forces 1–2.
    const table = within(card).getByRole('table', { name: 'Windrose' });
    const west = within(table).getByRole('row', { name: /^W / });
    expect(
      within(west)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['50,0 %', '0,0 %', '0,0 %', '0,0 %', '0,0 %']);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Woche' }));
    await waitFor(() => expect(within(card).getByTestId('wind-rose-summary')).toHaveTextContent('12,5 %'));
    const paths = requests.map((request) => request.url.pathname);
    expect(paths).toContain('/api/weatherData/SSDP41000/windRose/day');
    expect(paths).toContain('/api/weatherData/SSDP41000/windRose/week');
  });

  it('says there is no data when the window has no wind', async () => {
    stubApi(routes(buildWindRose({ samples: 0, calmPercent: 0 })));
    renderApp('/weather/graph');
    const card = await screen.findByRole('region', { name: 'Windrose' });
    expect(await within(card).findByText('Keine Daten :(')).toBeInTheDocument();
  });
});
