import { addDays, periodBounds } from '@meteodeck/weather';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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
  vi.restoreAllMocks();
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

  it('labels an extreme imported from a source’s own daily records beside the reviewed ones', async () => {
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
    ).toEqual(['22,8 °Cimportiert10.03.2024, 12:07', '−9,1 °Ckorrigiert16.01.2024, 05:45']);
    expect(within(row).getByText('importiert')).toHaveAttribute(
      'title',
      'Höchst- oder Tiefstwert aus den eigenen Tageswerten der Wettersoftware (Tageszusammenfassungen von WeeWX, dayfile.txt von CumulusMX; Messungen alle paar Sekunden), beim Import übernommen',
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
    // The present day is asked without `at`, so it stays the present one; each past day by its first instant.
    expect([...new Set(asked)]).toEqual([
      'calendar null',
      'calendar 2026-06-15T22:00:00.000Z',
      'calendar 2026-06-14T22:00:00.000Z',
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

describe('history window addresses and picker', () => {
  const ZONE = 'Europe/Berlin';
  const NOW = Date.parse('2026-11-27T10:00:00Z');
  /** A fake server: the calendar period holding `at` (or now) in Berlin, with its bounds. */
  const calendarRoute =
    (period: 'day' | 'week' | 'month' | 'year') =>
    ({ url }: { url: URL }) => {
      const at = url.searchParams.get('at');
      const bounds = periodBounds(period, at === null ? NOW : Date.parse(at), ZONE);
      return json(
        buildPeriodHistory({
          period,
          startDate: bounds.startDate,
          endDate: addDays(bounds.endDate, -1),
          from: new Date(bounds.startMs).toISOString(),
          to: new Date(bounds.endMs).toISOString(),
        }),
      );
    };
  const routes = {
    ...baseRoutes,
    'GET /api/weatherData/SSDP41000/history/record': () =>
      json(buildPeriodHistory({ period: 'record', startDate: '2019-03-02', endDate: '2026-11-27' })),
    'GET /api/weatherData/SSDP41000/history/day': calendarRoute('day'),
    'GET /api/weatherData/SSDP41000/history/week': calendarRoute('week'),
    'GET /api/weatherData/SSDP41000/history/month': calendarRoute('month'),
    'GET /api/weatherData/SSDP41000/history/year': calendarRoute('year'),
  };
  const asked = (requests: { url: URL }[], period: string) =>
    requests
      .filter((request) => request.url.pathname.endsWith(`/history/${period}`))
      .map((request) => request.url.searchParams.get('at'));

  beforeEach(() => {
    vi.spyOn(Date, 'now').mockReturnValue(NOW);
  });

  it('opens the month an address names in one step, and steps on from it', async () => {
    const requests = stubApi(routes);
    const { router } = renderApp('/weather/history/monthly?at=2019-03');

    expect(await screen.findByText('Zeitraum: 01.03.2019 – 31.03.2019')).toBeInTheDocument();
    // March 2019 begins at 2019-03-01T00:00 in Berlin; the present month is never asked for.
    expect(asked(requests, 'month')).toEqual(['2019-02-28T23:00:00.000Z']);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Später' }));
    expect(await screen.findByText('Zeitraum: 01.04.2019 – 30.04.2019')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?at=2019-04');
    await act(() => router.navigate(-1));
    expect(await screen.findByText('Zeitraum: 01.03.2019 – 31.03.2019')).toBeInTheDocument();
  });

  it('picks a month and a year, writes them in the address, and Back returns to the present', async () => {
    const requests = stubApi(routes);
    const user = userEvent.setup();
    const { router } = renderApp('/weather/history/monthly');
    expect(await screen.findByText('Zeitraum: 01.11.2026 – 30.11.2026')).toBeInTheDocument();
    const picker = await screen.findByRole('form', { name: 'Zeitraum wählen' });
    const year = within(picker).getByRole('combobox', { name: 'Jahr' });
    // The years with data, newest first; the months of 2019 from March, the first month with data.
    expect(
      within(year)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['2026', '2025', '2024', '2023', '2022', '2021', '2020', '2019']);
    await user.selectOptions(year, '2019');
    const month = within(picker).getByRole('combobox', { name: 'Monat' });
    expect(within(month).getAllByRole('option')[0]).toHaveTextContent('März');
    expect(within(month).getAllByRole('option')).toHaveLength(10);
    await user.selectOptions(month, 'März');
    await user.click(within(picker).getByRole('button', { name: 'Gehe zu' }));

    expect(await screen.findByText('Zeitraum: 01.03.2019 – 31.03.2019')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?at=2019-03');
    expect(asked(requests, 'month')).toEqual([null, '2019-02-28T23:00:00.000Z']);
    expect(screen.getByRole('button', { name: 'Später' })).toBeEnabled();
    // The month shown picked again adds no entry to go Back through.
    const entry = router.state.location.key;
    await user.click(screen.getByRole('button', { name: 'Gehe zu' }));
    expect(router.state.location.key).toBe(entry);
    await act(() => router.navigate(-1));
    expect(await screen.findByText('Zeitraum: 01.11.2026 – 30.11.2026')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('picks a date whose week is meant, and names the week by its Monday', async () => {
    const requests = stubApi(routes);
    const user = userEvent.setup();
    const { router } = renderApp('/weather/history/weekly');
    const picker = await screen.findByRole('form', { name: 'Zeitraum wählen' });
    const date = within(picker).getByLabelText('Woche mit dem Tag');
    expect(date).toHaveAttribute('type', 'date');
    expect(date).toHaveAttribute('min', '2019-03-02');
    expect(date).toHaveAttribute('max', '2026-11-27');
    await user.clear(date);
    await user.type(date, '2019-03-14');
    await user.click(within(picker).getByRole('button', { name: 'Gehe zu' }));

    expect(await screen.findByText('Zeitraum: 11.03.2019 – 17.03.2019')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?at=2019-03-11');
    expect(asked(requests, 'week').at(-1)).toBe('2019-03-10T23:00:00.000Z');
  });

  it('asks for the day of a station whose day ends at 09:00 from 09:00 local', async () => {
    const nine = buildStation({ dayStartHour: 9 });
    const requests = stubApi({
      ...routes,
      'GET /api/weatherStation': () => json({ weatherStations: [nine], numberOfResult: 1 }),
      'GET /api/weatherStation/SSDP41000': () => json(nine),
    });
    renderApp('/weather/history/daily?at=2019-03-14');
    // 09:00 CET is 08:00 UTC; midnight would be the 13th's station day.
    await waitFor(() => expect(asked(requests, 'day')).toEqual(['2019-03-14T08:00:00.000Z']));
  });

  it('picks a day and a year', async () => {
    stubApi(routes);
    const user = userEvent.setup();
    const daily = renderApp('/weather/history/daily');
    const date = await screen.findByLabelText('Datum');
    // The station's first and last day with data bound the picker.
    expect(date).toHaveAttribute('min', '2019-03-02');
    expect(date).toHaveAttribute('max', '2026-11-27');
    await user.clear(date);
    await user.type(date, '2020-02-29');
    await user.click(screen.getByRole('button', { name: 'Gehe zu' }));
    expect(await screen.findByText('Zeitraum: 29.02.2020')).toBeInTheDocument();
    expect(daily.router.state.location.search).toBe('?at=2020-02-29');
    // The day picked, in every year of the station.
    expect(screen.getByRole('link', { name: 'Dieser Tag in allen Jahren' })).toHaveAttribute(
      'href',
      '/weather/on-this-day?date=02-29',
    );
    daily.unmount();

    const yearly = renderApp('/weather/history/yearly');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Jahr' }), '2021');
    await user.click(screen.getByRole('button', { name: 'Gehe zu' }));
    expect(await screen.findByText('Zeitraum: 01.01.2021 – 31.12.2021')).toBeInTheDocument();
    expect(yearly.router.state.location.search).toBe('?at=2021');
  });

  it("stops 'Früher' at the month and the year holding the first day with data", async () => {
    const requests = stubApi(routes);
    const user = userEvent.setup();
    const monthly = renderApp('/weather/history/monthly?at=2019-04');
    expect(await screen.findByText('Zeitraum: 01.04.2019 – 30.04.2019')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Früher' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Früher' }));
    // March 2019 holds the first day with data (2 March): nothing before it.
    expect(await screen.findByText('Zeitraum: 01.03.2019 – 31.03.2019')).toBeInTheDocument();
    expect(monthly.router.state.location.search).toBe('?at=2019-03');
    expect(screen.getByRole('button', { name: 'Früher' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Später' })).toBeEnabled();
    expect(asked(requests, 'month').some((at) => at !== null && at < '2019-02-28')).toBe(false);
    monthly.unmount();

    renderApp('/weather/history/yearly?at=2020');
    expect(await screen.findByText('Zeitraum: 01.01.2020 – 31.12.2020')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Früher' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Früher' }));
    expect(await screen.findByText('Zeitraum: 01.01.2019 – 31.12.2019')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Früher' })).toBeDisabled();
  });

  it.each([
    ['not a month', '2019-13'],
    ['a day instead of a month', '2019-03-14'],
    ['a month to come', '2027-01'],
  ])('shows the present month, without an error, for an address naming %s', async (_, at) => {
    const requests = stubApi(routes);
    const { router } = renderApp(`/weather/history/monthly?at=${at}`);

    expect(await screen.findByText('Zeitraum: 01.11.2026 – 30.11.2026')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(asked(requests, 'month')).toEqual([null]);
    expect(within(screen.getByRole('main')).queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Später' })).toBeDisabled();
  });

  it.each([
    ['monthly', '2019-02', 'month', 'Zeitraum: 01.02.2019 – 28.02.2019'],
    ['yearly', '2018', 'year', 'Zeitraum: 01.01.2018 – 31.12.2018'],
    ['daily', '2019-03-01', 'day', 'Zeitraum: 01.03.2019'],
  ])(
    'keeps an address of the %s table before the data (%s): one line says from when there is data',
    async (page, at, period, span) => {
      const requests = stubApi(routes);
      const { router } = renderApp(`/weather/history/${page}?at=${at}`);
      expect(await screen.findByText(span)).toBeInTheDocument();
      expect(await screen.findByTestId('data-from')).toHaveTextContent(
        'Daten dieser Station gibt es ab dem 2. März 2019.',
      );
      expect(router.state.location.search).toBe(`?at=${at}`);
      // No table of '-', nothing asked for.
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      expect(asked(requests, period)).toEqual([]);
      expect(screen.getByRole('button', { name: 'Früher' })).toBeDisabled();
      await userEvent.setup().click(screen.getByRole('button', { name: 'Später' }));
      await waitFor(() => expect(router.state.location.search).not.toBe(`?at=${at}`));
    },
  );

  it('shows an address naming the present month as the present month', async () => {
    const requests = stubApi(routes);
    const { router } = renderApp('/weather/history/monthly?at=2026-11');
    expect(await screen.findByText('Zeitraum: 01.11.2026 – 30.11.2026')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(asked(requests, 'month')).toEqual([null]);
  });
});
