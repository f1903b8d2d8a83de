import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

  it('labels an extreme imported from WeeWX’s daily summaries beside the reviewed ones', async () => {
    stubApi({
      ...baseRoutes,
      'GET /api/weatherData/SSDP41000/history/record': () =>
        json(
          buildPeriodHistory({
            period: 'record',
            maxTemperature: 22.83,
            maxTemperatureReceivedAt: '2024-03-10T12:07:59+01:00',
            minTemperature: -9.1,
            minTemperatureReceivedAt: '2024-01-16T05:45:00+01:00',
            reviewed: { maxTemperature: 'imported', minTemperature: 'corrected' },
          }),
        ),
    });
    renderApp('/weather/history/record');
    const header = await screen.findByRole('rowheader', { name: 'Temperatur' });
    const row = header.closest('tr');
    if (row === null) throw new Error('no temperature row');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['22,8 °Caus WeeWX10.03.2024, 12:07', '-9,1 °Ckorrigiert16.01.2024, 05:45']);
    expect(within(row).getByText('aus WeeWX')).toHaveAttribute(
      'title',
      'Höchst- oder Tiefstwert aus den Tageszusammenfassungen von WeeWX (Messungen alle 2–3 s), beim Import übernommen',
    );
  });

  it("steps through the calendar days with 'Früher' and 'Später', and back to the present day", async () => {
    const DAY_MS = 86_400_000;
    const BERLIN_SUMMER_MS = 2 * 3_600_000;
    const PRESENT_MS = Date.parse('2026-06-17T10:00:00Z');
    // The fake server's calendar day in Europe/Berlin (summer time) holding `at`, else holding now.
    const requests = stubApi({
      ...baseRoutes,
      'GET /api/weatherData/SSDP41000/history/day': (request) => {
        const at = request.url.searchParams.get('at');
        const atMs = at === null ? PRESENT_MS : Date.parse(at);
        const fromMs = Math.floor((atMs + BERLIN_SUMMER_MS) / DAY_MS) * DAY_MS - BERLIN_SUMMER_MS;
        const date = new Date(fromMs + BERLIN_SUMMER_MS).toISOString().slice(0, 10);
        return json(
          buildPeriodHistory({
            startDate: date,
            endDate: date,
            from: new Date(fromMs).toISOString(),
            to: new Date(fromMs + DAY_MS).toISOString(),
          }),
        );
      },
    });
    const user = userEvent.setup();
    renderApp('/weather/history/daily');
    const earlier = await screen.findByRole('button', { name: 'Früher' });
    const later = screen.getByRole('button', { name: 'Später' });
    expect(await screen.findByText('Zeitraum: 17.06.2026')).toBeInTheDocument();
    expect(later).toBeDisabled();

    await user.click(await screen.findByRole('button', { name: 'Früher' }));
    expect(await screen.findByText('Zeitraum: 16.06.2026')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Früher' }));
    expect(await screen.findByText('Zeitraum: 15.06.2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Später' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Später' }));
    expect(await screen.findByText('Zeitraum: 16.06.2026')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Später' }));
    expect(await screen.findByText('Zeitraum: 17.06.2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Später' })).toBeDisabled();
    expect(earlier).toBeInTheDocument();

    const asked = requests
      .filter((request) => request.url.pathname.endsWith('/history/day'))
      .map((request) => `${request.url.searchParams.get('window')} ${request.url.searchParams.get('at')}`);
    // The present day is asked without `at`, so it stays the present one; each past day by an instant in it.
    expect([...new Set(asked)]).toEqual([
      'calendar null',
      'calendar 2026-06-16T21:59:59.999Z',
      'calendar 2026-06-15T21:59:59.999Z',
      'calendar 2026-06-15T22:00:00.000Z',
    ]);
  });

  it('has no navigation for the records, which are all time', async () => {
    stubApi({
      ...baseRoutes,
      'GET /api/weatherData/SSDP41000/history/record': () => json(buildPeriodHistory({ period: 'record' })),
    });
    renderApp('/weather/history/record');
    expect(await screen.findByRole('rowheader', { name: 'Temperatur' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Früher' })).toBeNull();
  });

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
