import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { buildStation } from '../../../test/stations.ts';
import { buildCurrentData } from '../../../test/weather-data.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('home page', () => {
  it('leads with the station now: name, temperature with its trend, how it feels, wind, rain', async () => {
    stubApi({
      'GET /api/weatherStation': () => json({ weatherStations: [buildStation()], numberOfResult: 1 }),
      'GET /api/weatherStation/SSDP41000': () => json(buildStation({ name: 'Garten', city: 'Rütenbrock' })),
      'GET /api/weatherData/SSDP41000/currentData/detail': () => json(buildCurrentData()),
    });
    renderApp('/');
    const temperature = await screen.findByTestId('now-temperature');
    expect(temperature).toHaveTextContent('21,5 °C');
    const hero = temperature.closest('div.rounded-3') as HTMLElement;
    expect(within(hero).getByText('Garten · Rütenbrock')).toBeInTheDocument();
    expect(within(hero).getByText(/\+1,2 °C in 1 h/)).toBeInTheDocument();
    expect(within(hero).getByText('gefühlt 21,5 °C')).toBeInTheDocument();
    expect(within(hero).getByText('12,6 km/h aus SW')).toBeInTheDocument();
    expect(within(hero).getByText('1,2 mm')).toBeInTheDocument();
  });

  it("tells the visitor when the station or today's extremes cannot be read, instead of leaving them out", async () => {
    stubApi({
      'GET /api/weatherStation': () => json({ weatherStations: [], numberOfResult: 0 }),
      'GET /api/weatherStation/SSDP41000': () => json([{ message: 'Base de données indisponible' }], 503),
      'GET /api/weatherData/SSDP41000/currentData/detail': () => json(buildCurrentData()),
      'GET /api/weatherData/SSDP41000/history/daily': () => json([{ message: 'Tageswerte fehlen' }], 500),
    });
    renderApp('/');
    expect(await screen.findByText('Base de données indisponible')).toBeInTheDocument();
    expect(await screen.findByText('Tageswerte fehlen')).toBeInTheDocument();
    // The current values still show.
    expect(await screen.findByTestId('now-temperature')).toHaveTextContent('21,5 °C');
  });
});
