import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { temperatureColour } from '../../../lib/value-colours.ts';
import { buildAgroAnswer } from '../../../test/climate-agro.ts';
import { buildNormalsAnswer } from '../../../test/climate-normals.ts';
import { json, stubApi } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { buildStation } from '../../../test/stations.ts';
import { buildDayCountsAnswer, buildHeatMapAnswer } from '../../../test/weather-data.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

const JANUARY = {
  temperatureDays: 4,
  rainfallDays: 4,
  frostDays: 3,
  iceDays: 2,
  rainDays: 2,
  wetDays: 1,
  heatingDegreeDays: 77.7,
  coolingDegreeDays: 0,
};

function routes() {
  const counts = { ...buildDayCountsAnswer(2026, { 1: JANUARY }, JANUARY), years: [2025, 2026] };
  return {
    'GET /api/weatherStation': () => json({ weatherStations: [], numberOfResult: 0 }),
    'GET /api/weatherStation/SSDP41000': () => json(buildStation()),
    'GET /api/post': () => json({ posts: [], numberOfResult: 0 }),
    'GET /api/weatherData/SSDP41000/climate/dayCounts': (request: { url: URL }) =>
      json(
        request.url.searchParams.get('year') === '2025'
          ? {
              ...buildDayCountsAnswer(2025, { 12: { temperatureDays: 1, frostDays: 1 } }),
              years: [2025, 2026],
            }
          : counts,
      ),
    'GET /api/weatherData/SSDP41000/climate/normals': () => json(buildNormalsAnswer()),
    'GET /api/weatherData/SSDP41000/climate/agro': () => json(buildAgroAnswer()),
    'GET /api/weatherData/SSDP41000/climate/heatMap': (request: { url: URL }) =>
      json(
        buildHeatMapAnswer(Number(request.url.searchParams.get('year') ?? 2026), (day) =>
          day === '2026-01-06'
            ? { meanTemperature: 1, minTemperature: -2, maxTemperature: 4, rain: 0.3 }
            : {},
        ),
      ),
  };
}

const cells = (row: HTMLElement | null) =>
  row === null
    ? []
    : within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);

describe('climate days page', () => {
  it("shows the year's counts per month with their thresholds, '-' for a month without data", async () => {
    const requests = stubApi(routes());
    renderApp('/weather/climate');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Kenntage und Klimakalender' }),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Kenntage je Monat und im Jahr 2026' });
    expect(within(table).getByRole('columnheader', { name: 'Frosttage Min < 0 °C' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Heiße Tage Max ≥ 30 °C' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Tropennächte Min ≥ 20 °C' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Regentage ≥ 0,1 mm' })).toBeInTheDocument();
    expect(
      within(table).getByRole('columnheader', { name: 'Heizgradtage Basis 18,3 °C' }),
    ).toBeInTheDocument();
    const january = within(table).getByRole('rowheader', { name: 'Januar' }).closest('tr');
    expect(cells(january)).toEqual(['4', '3', '2', '0', '0', '0', '2', '1', '77,7', '0,0']);
    const march = within(table).getByRole('rowheader', { name: 'März' }).closest('tr');
    expect(cells(march)).toEqual(['0', '-', '-', '-', '-', '-', '-', '-', '-', '-']);
    const year = within(table).getByRole('rowheader', { name: 'Jahr' }).closest('tr');
    expect(cells(year)).toEqual(['4', '3', '2', '0', '0', '0', '2', '1', '77,7', '0,0']);
    // Without a year in the address, the call lets the server pick the station's current year.
    const call = requests.find((r) => r.url.pathname.endsWith('/climate/dayCounts'));
    expect(call?.url.searchParams.has('year')).toBe(false);
  });

  it('shows each month beside its normal: the departure with its sign, the rain as a share', async () => {
    stubApi(routes());
    renderApp('/weather/climate');
    const table = await screen.findByRole('table', { name: 'Monatswerte 2026 und ihre Normalwerte' });
    expect(screen.getByRole('heading', { name: 'Vergleich mit dem Klimamittel 2026' })).toBeInTheDocument();
    expect(screen.getByText(/Normalwerte vom Betreiber der Station eingetragen/)).toBeInTheDocument();
    const july = within(table).getByRole('rowheader', { name: 'Juli' }).closest('tr');
    expect(cells(july)).toEqual(['23,619,0', '+4,6 °C', '27,024,0', '20,313,5', '5,060,0', '8 %']);
    const january = within(table).getByRole('rowheader', { name: 'Januar' }).closest('tr');
    expect(cells(january)?.slice(0, 2)).toEqual(['−0,50,5', '−1,0 °C']);
    const march = within(table).getByRole('rowheader', { name: 'März' }).closest('tr');
    expect(cells(march)).toEqual(['--', '-', '--', '--', '--', '-']);
    // The month's temperatures on the blue–red scale (mean, high, low), their normals and the rain plain.
    expect(july?.querySelectorAll('.value-chip')).toHaveLength(3);
    expect(july?.querySelector('.value-chip')).toHaveStyle({
      backgroundColor: temperatureColour(23.6, '°C')?.background,
    });
    expect(march?.querySelectorAll('.value-chip')).toHaveLength(0);
    expect(await screen.findByRole('img', { name: /gegenüber den Normalwerten/ })).toBeInTheDocument();
  });

  it('shows the agro figures per month and for the year, with the base of the growing degree days', async () => {
    stubApi(routes());
    renderApp('/weather/climate');
    const table = await screen.findByRole('table', { name: /^Verdunstung, Wachstumsgradtage/ });
    expect(
      within(table).getByRole('columnheader', { name: 'Wachstumsgradtage Basis 10 °C' }),
    ).toBeInTheDocument();
    const july = within(table).getByRole('rowheader', { name: 'Juli' }).closest('tr');
    expect(cells(july)).toEqual(['3,9', '1', '6,9', '0', '0,5']);
    const january = within(table).getByRole('rowheader', { name: 'Januar' }).closest('tr');
    expect(cells(january)).toEqual(['-', '0', '0,0', '2', '-']);
    const year = within(table).getByRole('rowheader', { name: 'Jahr' }).closest('tr');
    expect(cells(year)).toEqual(['3,9', '1', '6,9', '2', '0,5']);
    expect(screen.getByText(/vom Anemometer in 10 m auf 2 m umgerechnet/)).toBeInTheDocument();
    expect(
      await screen.findByRole('img', { name: /aufsummierte Wachstumsgradtage 2026/ }),
    ).toBeInTheDocument();
  });

  it("colours a cell per day, with the day's values in its title and the legend beside", async () => {
    stubApi(routes());
    renderApp('/weather/climate');
    const temperature = await screen.findByRole('table', { name: 'Tagesmittel der Temperatur' });
    const day = within(temperature).getByText('6. Januar 2026: Mittel 1,0 °C, Min −2,0 °C, Max 4,0 °C');
    const cell = day.closest('td');
    expect(cell).toHaveAttribute('title', '6. Januar 2026: Mittel 1,0 °C, Min −2,0 °C, Max 4,0 °C');
    // 1.0 °C lies in the 0–5 °C bin.
    expect(cell).toHaveStyle({ backgroundColor: '#abd9e9' });
    expect(within(temperature).getAllByRole('cell', { name: /keine Daten$/ })).toHaveLength(364);
    const rain = screen.getByRole('table', { name: 'Niederschlag je Tag' });
    expect(within(rain).getByText('6. Januar 2026: 0,3 mm').closest('td')).toHaveStyle({
      backgroundColor: '#c6dbef',
    });
    const legends = screen.getAllByRole('list', { name: 'Legende' });
    expect(legends).toHaveLength(2);
    expect(within(legends[0] as HTMLElement).getByText('0 – 5 °C')).toBeInTheDocument();
    expect(within(legends[1] as HTMLElement).getByText('< 0,1 mm')).toBeInTheDocument();
  });

  it("shows a tapped day's values under its map (a phone has no pointer to rest on a cell)", async () => {
    stubApi(routes());
    renderApp('/weather/climate');
    const user = userEvent.setup();
    const rain = await screen.findByRole('table', { name: 'Niederschlag je Tag' });
    const picked = screen.getByTestId('heat-map-picked-rain');
    expect(picked).not.toHaveTextContent('Januar');
    await user.click(within(rain).getByText('6. Januar 2026: 0,3 mm').closest('td') as HTMLElement);
    expect(picked).toHaveTextContent('6. Januar 2026: 0,3 mm');
    expect(screen.getByTestId('heat-map-picked-temperature')).not.toHaveTextContent('Januar');
  });

  it('loads another year from the picker and names it in the address', async () => {
    const requests = stubApi(routes());
    const { router } = renderApp('/weather/climate');
    await screen.findByRole('table', { name: 'Kenntage je Monat und im Jahr 2026' });
    const picker = screen.getByLabelText('Jahr');
    expect(
      within(picker)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['2026', '2025']);
    await userEvent.selectOptions(picker, '2025');
    const table = await screen.findByRole('table', { name: 'Kenntage je Monat und im Jahr 2025' });
    expect(router.state.location.search).toBe('?year=2025');
    const december = within(table).getByRole('rowheader', { name: 'Dezember' }).closest('tr');
    expect(cells(december)?.slice(0, 2)).toEqual(['1', '1']);
    await waitFor(() =>
      expect(
        requests.some(
          (r) => r.url.pathname.endsWith('/climate/heatMap') && r.url.searchParams.get('year') === '2025',
        ),
      ).toBe(true),
    );
    expect(await screen.findByRole('heading', { name: 'Klimakalender 2025' })).toBeInTheDocument();
  });
});
