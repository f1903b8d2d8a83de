import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { buildStation } from '../../../test/stations.ts';
import { buildPeriodHistory } from '../../../test/weather-data.ts';

const station = buildStation();
const baseRoutes = {
  'GET /api/weatherStation': () => json({ weatherStations: [station], numberOfResult: 1 }),
  'GET /api/weatherStation/SSDP41000': () => json(station),
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('history tables', () => {
  it.each([
    ['daily', 'day', 'Tageswerte'],
    ['weekly', 'week', 'Wochenwerte'],
    ['monthly', 'month', 'Monatswerte'],
    ['yearly', 'year', 'Jahreswerte'],
    ['record', 'record', 'Rekorde'],
  ])(
    '/weather/history/%s asks the API for the %s and shows its maximum and minimum with times',
    async (path, period, title) => {
      const requests = stubApi({
        ...baseRoutes,
        [`GET /api/weatherData/SSDP41000/history/${period}`]: () =>
          json(
            buildPeriodHistory({
              period: period === 'day' ? 'day' : 'week',
              startDate: '2026-06-15',
              endDate: '2026-06-21',
              maxTemperature: 28.44,
              maxTemperatureReceivedAt: '2026-06-17T15:20:00+02:00',
              minTemperature: 9.1,
              minTemperatureReceivedAt: '2026-06-16T05:45:00+02:00',
              rainPeriod: 12.4,
              lightningNumber: 3,
            }),
          ),
      });
      renderApp(`/weather/history/${path}`);

      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      const header = await screen.findByRole('rowheader', { name: 'Temperatur' });
      const row = header.closest('tr');
      if (row === null) throw new Error('no temperature row');
      expect(
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ).toEqual(['28,4 °C17.06.2026, 15:20', '9,1 °C16.06.2026, 05:45']);
      expect(screen.getByText('Zeitraum: 15.06.2026 – 21.06.2026')).toBeInTheDocument();
      expect(screen.getByRole('row', { name: 'Regen gesamt 12,4 mm' })).toBeInTheDocument();
      expect(screen.getByRole('row', { name: 'Anzahl Blitze 3' })).toBeInTheDocument();
      expect(await screen.findByText('Station im Emsland')).toBeInTheDocument();
      expect(
        requests.some((request) => request.url.pathname === `/api/weatherData/SSDP41000/history/${period}`),
      ).toBe(true);
    },
  );

  it("shows 'Bitte warten' while loading, then the tables", async () => {
    let answer: (response: Response) => void = () => {};
    stubApi({
      ...baseRoutes,
      'GET /api/weatherData/SSDP41000/history/day': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    renderApp('/weather/history/daily');

    expect(await within(await screen.findByRole('main')).findByText('Bitte warten')).toBeInTheDocument();
    answer(json(buildPeriodHistory()));
    expect(await screen.findByRole('rowheader', { name: 'Temperatur' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).queryByText('Bitte warten')).not.toBeInTheDocument();
  });

  it('shows the server message as an alert, and no waiting message, when the load fails', async () => {
    stubApi({
      ...baseRoutes,
      'GET /api/weatherData/SSDP41000/history/month': () => json([{ message: 'Station inconnue' }], 404),
    });
    renderApp('/weather/history/monthly');

    const main = within(await screen.findByRole('main'));
    expect(await main.findByRole('alert')).toHaveTextContent('Station inconnue');
    expect(main.queryByText('Bitte warten')).not.toBeInTheDocument();
  });
});
