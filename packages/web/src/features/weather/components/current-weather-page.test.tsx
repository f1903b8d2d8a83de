import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aqiColour, temperatureColour, uvColour } from '../../../lib/value-colours.ts';
import { json, stubApi } from '../../../test/fake-api.ts';
import { buildObservation } from '../../../test/observations.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { buildStation } from '../../../test/stations.ts';
import { buildCurrentData, buildDataStation } from '../../../test/weather-data.ts';

const ruetenbrock = buildStation();
const clermont = buildStation({
  id: 2,
  reference: 'CLFD63000',
  city: 'Clermont-Ferrand',
  postalCode: '63000',
});

const observation = buildObservation();

function stationRoutes() {
  return {
    'GET /api/weatherStation': () => json({ weatherStations: [ruetenbrock, clermont], numberOfResult: 2 }),
    'GET /api/weatherStation/SSDP41000': () => json(ruetenbrock),
    'GET /api/weatherStation/CLFD63000': () =>
      json({ ...clermont, shortDescription: 'Station in der Auvergne' }),
  };
}

/** The value cells of the row whose header is exactly `label`. */
function cellsOf(label: string): string[] {
  const header = screen.getByRole('rowheader', { name: label });
  const row = header.closest('tr');
  if (row === null) throw new Error(`no row for ${label}`);
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent ?? '');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('current data page', () => {
  it('shows the short description, the table with units and variations, and the latest observation', async () => {
    stubApi({
      ...stationRoutes(),
      'GET /api/weatherData/SSDP41000/currentData/detail': () => json(buildCurrentData()),
      'GET /api/weatherStation/observation/last/SSDP41000': () => json(observation),
    });
    renderApp('/weather/current');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Aktuelle Wetterdaten' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Station im Emsland')).toBeInTheDocument();
    await screen.findByRole('rowheader', { name: 'Temperatur' });
    expect(cellsOf('Temperatur')).toEqual(['21,5 °C', '+1,2 °C in 1 h']);
    expect(cellsOf('Bodentemperatur (-30cm)')).toEqual(['15,2 °C', '±0,0 °C in 1 h']);
    expect(cellsOf('Luftdruck')).toEqual(['1016,2 hPa', '−0,4 hPa in 1 h']);
    // The barometer's 3-hour tendency in words beside its change, and the station's own Zambretti forecast.
    expect(cellsOf('Luftdrucktendenz')).toEqual(['fallend', '−1,8 hPa in 3 h']);
    expect(cellsOf('Eigene Prognose der Station (Zambretti)')).toEqual(['Ziemlich schön, Besserung']);
    expect(cellsOf('Beaufort-Skala')).toEqual(['3 – Petite brise']);
    expect(cellsOf('Luftqualitätsindex')).toEqual(['34 – Bon']);
    expect(cellsOf('Luftqualitätsindex (24-h-Mittel)')).toEqual(['55 – Modéré']);
    expect(cellsOf('Windrichtung')).toEqual(['225° SW']);
    expect(cellsOf('Stadt')).toEqual(['Rütenbrock']);
    expect(await screen.findByRole('region', { name: /Letzte Beobachtung/ })).toHaveTextContent(
      'Nebel löst sich auf',
    );
    // The block above has it with its time, and the table keeps its row as spec §2 lists it.
    expect(cellsOf('Beobachtung')).toEqual(['Nebel löst sich auf']);
    expect(screen.getByText('Stand: 15.06.2026, 14:05')).toBeInTheDocument();
  });

  it("colours the temperatures, UV and AQI by their scales, and tells the condition and the data's age", async () => {
    stubApi({
      ...stationRoutes(),
      'GET /api/weatherData/SSDP41000/currentData/detail': () =>
        json(buildCurrentData({ condition: { kind: 'cloudy', windy: true } })),
      'GET /api/weatherStation/observation/last/SSDP41000': () => json(observation),
    });
    renderApp('/weather/current');

    await screen.findByRole('rowheader', { name: 'Temperatur' });
    const chipOf = (label: string) =>
      screen.getByRole('rowheader', { name: label }).closest('tr')?.querySelector('.value-chip') ?? null;
    const expected = (colour: { background: string; text: string } | null) => ({
      backgroundColor: colour?.background,
      color: colour?.text,
    });
    expect(chipOf('Temperatur')).toHaveStyle(expected(temperatureColour(21.46, '°C')));
    expect(chipOf('UV-Index')).toHaveStyle(expected(uvColour(5.4)));
    expect(chipOf('Luftqualitätsindex')).toHaveStyle(expected(aqiColour(34)));
    expect(chipOf('Luftqualitätsindex')).toHaveTextContent('34 – Bon');
    expect(chipOf('Luftfeuchtigkeit')).toBeNull();
    expect(screen.getByTestId('condition')).toHaveTextContent('Bewölkt, windig');
    expect(await screen.findByTestId('live-age-ago')).toHaveTextContent(/^\(vor \d+ (s|min|h|Tag|Tagen)\)$/);
    // Without the stream (none in this test) the badge keeps its place on the line, hidden.
    const badge = within(screen.getByTestId('live-age')).getByText('Live', { exact: true });
    expect(badge).toHaveClass('invisible');
    expect(badge).toHaveAttribute('aria-hidden', 'true');
  });

  it("keeps the table's observation row, with '-', when the station has no observation", async () => {
    stubApi({
      ...stationRoutes(),
      'GET /api/weatherData/SSDP41000/currentData/detail': () => json(buildCurrentData()),
      'GET /api/weatherStation/observation/last/SSDP41000': () =>
        json([{ message: 'Aucune observation' }], 404),
    });
    renderApp('/weather/current');

    await screen.findByRole('rowheader', { name: 'Temperatur' });
    expect(cellsOf('Beobachtung')).toEqual(['-']);
    expect(screen.queryByRole('region', { name: /Letzte Beobachtung/ })).not.toBeInTheDocument();
  });

  it("says 'Derzeit keine Daten' when the station has no reading (404)", async () => {
    stubApi({
      ...stationRoutes(),
      'GET /api/weatherData/SSDP41000/currentData/detail': () => json([{ message: 'Aucune donnée' }], 404),
    });
    renderApp('/weather/current');

    expect(await screen.findByText('Derzeit keine Daten')).toBeInTheDocument();
    const main = within(await screen.findByRole('main'));
    expect(main.queryByRole('table')).not.toBeInTheDocument();
    expect(main.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the server messages of a failed load as alerts', async () => {
    stubApi({
      ...stationRoutes(),
      'GET /api/weatherData/SSDP41000/currentData/detail': () =>
        json([{ message: 'Base de données indisponible' }], 503),
    });
    renderApp('/weather/current');

    const alert = await within(await screen.findByRole('main')).findByRole('alert');
    expect(alert).toHaveTextContent('Base de données indisponible');
    expect(alert).toHaveClass('alert-primary');
    expect(screen.queryByText('Derzeit keine Daten')).not.toBeInTheDocument();
  });

  it('reloads everything for the station picked in the header', async () => {
    const requests = stubApi({
      ...stationRoutes(),
      'GET /api/weatherData/SSDP41000/currentData/detail': () => json(buildCurrentData()),
      'GET /api/weatherData/CLFD63000/currentData/detail': () =>
        json(
          buildCurrentData({
            temperature: 9.04,
            weatherStation: buildDataStation({ reference: 'CLFD63000', city: 'Clermont-Ferrand' }),
          }),
        ),
    });
    renderApp('/weather/current');
    await screen.findByRole('rowheader', { name: 'Temperatur' });
    const selector = screen.getByLabelText('Station wechseln');
    await within(selector).findByRole('option', { name: 'Clermont-Ferrand (63)' });

    await userEvent.setup().selectOptions(selector, 'CLFD63000');

    expect(await screen.findByText('Station in der Auvergne')).toBeInTheDocument();
    await screen.findByText('9,0 °C');
    expect(cellsOf('Stadt')).toEqual(['Clermont-Ferrand']);
    const paths = requests.map((request) => request.url.pathname);
    expect(paths).toContain('/api/weatherStation/observation/last/CLFD63000');
  });
});
