import type { Forecast } from '@meteodeck/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../../lib/i18n.ts';
import { resetLanguage, setLanguage } from '../../../lib/language.ts';
import { json, type RecordedRequest, stubApi } from '../../../test/fake-api.ts';
import { ForecastSection } from './forecast-section.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  resetLanguage();
});

const STATION = { lat: 52.84, lng: 7.1, name: 'Rütenbrock' };

/** A forecast whose current temperature tells which position it was asked for. */
function forecastFor(request: RecordedRequest, description = 'Klarer Himmel'): Forecast {
  const lat = Number(request.url.searchParams.get('lat'));
  const day = { temp: { min: 1, max: 6 }, weather: [{ icon: '01d' as const, description }] };
  return {
    lat,
    lon: Number(request.url.searchParams.get('lng')),
    timezone: 'Europe/Berlin',
    timezone_offset: 3600,
    current: {
      dt: Math.floor(Date.now() / 1000),
      temp: lat,
      humidity: 80,
      wind_speed: 2,
      wind_deg: 90,
      weather: day.weather,
    },
    daily: Array.from({ length: 8 }, (_, index) => ({ dt: 1_795_000_000 + index * 86_400, ...day })),
  };
}

function renderSection(): QueryClient {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={createI18n()}>
        <ForecastSection title="Wetter aktuell" station={STATION} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return queryClient;
}

async function search(address: string) {
  const user = userEvent.setup();
  const field = screen.getByLabelText('Adresse oder Ort');
  await user.clear(field);
  await user.type(field, address);
  await user.click(screen.getByRole('button', { name: 'Suchen' }));
}

describe('forecast section', () => {
  it("asks for the forecast in the visitor's language, and again when the visitor switches", async () => {
    const described: Record<string, string> = { de: 'Klarer Himmel', en: 'Clear sky' };
    const requests = stubApi({
      'GET /api/openWeather': (request) =>
        json(forecastFor(request, described[request.headers.get('accept-language') ?? ''] ?? '?')),
    });
    renderSection();
    expect((await screen.findAllByText('Klarer Himmel')).length).toBeGreaterThan(0);
    await act(() => setLanguage('en'));
    expect((await screen.findAllByText('Clear sky')).length).toBeGreaterThan(0);
    expect(screen.queryByText('Klarer Himmel')).toBeNull();
    expect(requests.map((request) => request.headers.get('accept-language'))).toEqual(['de', 'en']);
  });

  it("shows the station's forecast first, then the forecast of the place found", async () => {
    const requests = stubApi({
      'GET /api/openWeather': (request) => json(forecastFor(request)),
      'GET /api/geocoding': () =>
        json({
          status: 'OK',
          results: [
            {
              formatted_address: 'Berlin, Deutschland',
              geometry: { location: { lat: 52.52, lng: 13.4 } },
            },
          ],
        }),
    });
    renderSection();
    expect(await screen.findByRole('heading', { name: 'Vorhersage für Rütenbrock' })).toBeInTheDocument();
    expect(within(await screen.findByRole('table')).getAllByRole('row')).toHaveLength(7);
    expect(screen.getByText('52,8 °C')).toBeInTheDocument();

    await search('  Berlin ');
    expect(
      await screen.findByRole('heading', { name: 'Vorhersage für Berlin, Deutschland' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('52,5 °C')).toBeInTheDocument();
    const geocoding = requests.find((request) => request.url.pathname === '/api/geocoding');
    expect(geocoding?.url.searchParams.get('address')).toBe('Berlin');
    const forecasts = requests.filter((request) => request.url.pathname === '/api/openWeather');
    expect(forecasts.map((request) => request.url.searchParams.get('lng'))).toEqual(['7.1', '13.4']);
  });

  it("says 'Keine Ergebnisse :(' when the geocoding status is not OK", async () => {
    stubApi({
      'GET /api/openWeather': (request) => json(forecastFor(request)),
      'GET /api/geocoding': () => json({ status: 'ZERO_RESULTS', results: [] }),
    });
    renderSection();
    await screen.findByRole('table');
    await search('Nirgendwo');
    expect(await screen.findByText('Keine Ergebnisse :(')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Vorhersage für Rütenbrock' })).toBeInTheDocument();
  });

  it("shows a failed forecast's errors as alerts beside 'Vorhersage derzeit nicht verfügbar', and a failed search as an alert", async () => {
    stubApi({
      'GET /api/openWeather': () =>
        json(
          [{ message: 'Open-Meteo ist nicht erreichbar (ENOTFOUND)' }, { message: 'Zweiter Fehler' }],
          502,
        ),
      'GET /api/geocoding': () => json([{ message: 'Die Ortssuche ist nicht erreichbar.' }], 502),
    });
    renderSection();
    expect(await screen.findByText('Vorhersage derzeit nicht verfügbar')).toBeInTheDocument();
    const card = screen.getByRole('region', { name: /^Vorhersage/ });
    // §8: the forecast's errors as error alerts, one per message, inside the forecast's card.
    expect(
      within(card)
        .getAllByRole('alert')
        .map((alert) => alert.textContent),
    ).toEqual(['Open-Meteo ist nicht erreichbar (ENOTFOUND)', 'Zweiter Fehler']);
    expect(within(card).getAllByRole('alert')[0]).toHaveClass('alert-danger');
    await search('Berlin');
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toContain('Die Ortssuche ist nicht erreichbar.');
  });

  it('shows a fallback alert when a failed forecast carries no message', async () => {
    stubApi({ 'GET /api/openWeather': () => new Response('down', { status: 503 }) });
    renderSection();
    expect(await screen.findByRole('alert')).toHaveTextContent('Die Daten konnten nicht geladen werden.');
    expect(screen.getByText('Vorhersage derzeit nicht verfügbar')).toBeInTheDocument();
  });

  it("says so when the server answers a forecast it kept through an outage (its 'now' hours old)", async () => {
    let currentDt = Math.floor(Date.now() / 1000) - 10 * 60;
    stubApi({
      'GET /api/openWeather': (request) => {
        const forecast = forecastFor(request);
        return json({ ...forecast, current: { ...forecast.current, dt: currentDt } });
      },
    });
    const queryClient = renderSection();
    expect(await screen.findByText('52,8 °C')).toBeInTheDocument();
    expect(screen.queryByText(/angezeigt wird die zuletzt geladene/)).not.toBeInTheDocument();
    currentDt = Math.floor(Date.now() / 1000) - 3 * 60 * 60;
    await queryClient.refetchQueries({ queryKey: ['forecast'] });
    expect(
      await screen.findByText('Vorhersage derzeit nicht verfügbar – angezeigt wird die zuletzt geladene.'),
    ).toBeInTheDocument();
    expect(screen.getByText('52,8 °C')).toBeInTheDocument();
  });

  it('keeps the last forecast loaded when a refresh fails, and says so beside the error alert', async () => {
    let up = true;
    stubApi({
      'GET /api/openWeather': (request) =>
        up ? json(forecastFor(request)) : json([{ message: 'Open-Meteo injoignable' }], 502),
    });
    const queryClient = renderSection();
    expect(await screen.findByText('52,8 °C')).toBeInTheDocument();
    expect(screen.queryByText(/angezeigt wird die zuletzt geladene/)).not.toBeInTheDocument();
    up = false;
    await queryClient.refetchQueries({ queryKey: ['forecast'] });
    expect(
      await screen.findByText('Vorhersage derzeit nicht verfügbar – angezeigt wird die zuletzt geladene.'),
    ).toBeInTheDocument();
    expect(screen.getByText('52,8 °C')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Open-Meteo injoignable');
  });
});
