import { periodBounds } from '@meteodeck/weather';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../../test/fake-api.ts';
import { FakeIntersectionObserver, fullGraphPoint as fullPoint } from '../../../test/graph-page.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { buildStation } from '../../../test/stations.ts';
import { buildGraphData, buildPeriodHistory, buildWindRose } from '../../../test/weather-data.ts';

// The graph page's time windows: 'Früher' and 'Später' on rolling days and calendar years, the window in the
// address, the window picker, and where 'Früher' stops (the first data).

const station = buildStation();

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('graph page windows', () => {
  const DAY_MS = 86_400_000;
  const PRESENT_END = Date.parse('2026-06-15T12:10:00Z');

  /** A fake server for windows: `at` (or now) ends a rolling day; the year holding `at` (or 2026). */
  function windowRoutes() {
    const dayBounds = (at: string | null) => {
      const end = at === null ? PRESENT_END : Date.parse(at);
      return { from: new Date(end - DAY_MS).toISOString(), to: new Date(end).toISOString() };
    };
    const yearBounds = (at: string | null) => {
      const year = at === null ? 2026 : new Date(Date.parse(at) + 3_600_000).getUTCFullYear();
      return { from: `${year}-01-01T00:00:00+01:00`, to: `${year + 1}-01-01T00:00:00+01:00` };
    };
    // The summary's maximum tells the windows apart: 30 °C for the present, a degree less per day back.
    const maxOf = (to: string) => 30 - Math.round((PRESENT_END - Date.parse(to)) / DAY_MS);
    return {
      'GET /api/weatherStation': () => json({ weatherStations: [station], numberOfResult: 1 }),
      'GET /api/weatherStation/SSDP41000': () => json(station),
      'GET /api/weatherData/SSDP41000/graph/day': ({ url }: { url: URL }) =>
        json(buildGraphData({ ...dayBounds(url.searchParams.get('at')) })),
      'GET /api/weatherData/SSDP41000/history/day': ({ url }: { url: URL }) => {
        const bounds = dayBounds(url.searchParams.get('at'));
        return json(buildPeriodHistory({ ...bounds, maxTemperature: maxOf(bounds.to) }));
      },
      'GET /api/weatherData/SSDP41000/graph/year': ({ url }: { url: URL }) =>
        json(buildGraphData({ period: 'year', ...yearBounds(url.searchParams.get('at')) })),
      'GET /api/weatherData/SSDP41000/history/year': () => json(buildPeriodHistory({ period: 'year' })),
      'GET /api/weatherData/SSDP41000/graph/record': () => json(buildGraphData({ period: 'record' })),
      // The station's data since 2020: the windows stepped to hold data, so their addresses stay valid.
      'GET /api/weatherData/SSDP41000/history/record': () =>
        json(buildPeriodHistory({ period: 'record', startDate: '2020-01-01', endDate: '2026-06-15' })),
    };
  }

  const windowCalls = (requests: { url: URL }[], kind: string) =>
    requests.filter((request) => request.url.pathname.endsWith(kind)).map((request) => request.url.search);

  beforeEach(() => {
    vi.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-06-15T12:03:00Z'));
  });

  it('steps the rolling day back and forth, with summary and charts on the same window', async () => {
    const requests = stubApi(windowRoutes());
    renderApp('/weather/graph');
    const user = userEvent.setup();

    const navigation = await screen.findByRole('group', { name: 'Zeitfenster' });
    const earlier = within(navigation).getByRole('button', { name: 'Früher' });
    const later = within(navigation).getByRole('button', { name: 'Später' });
    expect(await screen.findByRole('heading', { name: '14.06.2026 14:10 – 15.06.2026 14:10' })).toBeVisible();
    expect(later).toBeDisabled();
    expect(await screen.findByText(/^30,0 °C/)).toBeInTheDocument();
    expect(windowCalls(requests, '/graph/day')).toEqual(['?window=rolling']);
    expect(windowCalls(requests, '/history/day')).toEqual(['?window=rolling']);

    await user.click(earlier);
    expect(await screen.findByRole('heading', { name: '13.06.2026 14:10 – 14.06.2026 14:10' })).toBeVisible();
    expect(await screen.findByText(/^29,0 °C/)).toBeInTheDocument();
    const back = '?window=rolling&at=2026-06-14T12%3A10%3A00.000Z';
    expect(windowCalls(requests, '/graph/day').at(-1)).toBe(back);
    expect(windowCalls(requests, '/history/day').at(-1)).toBe(back);
    expect(later).toBeEnabled();

    await user.click(earlier);
    expect(await screen.findByRole('heading', { name: '12.06.2026 14:10 – 13.06.2026 14:10' })).toBeVisible();
    await user.click(later);
    expect(await screen.findByRole('heading', { name: '13.06.2026 14:10 – 14.06.2026 14:10' })).toBeVisible();
    // One step more reaches the present window: asked for without `at`, 'Später' disabled again.
    await user.click(later);
    expect(await screen.findByRole('heading', { name: '14.06.2026 14:10 – 15.06.2026 14:10' })).toBeVisible();
    expect(later).toBeDisabled();
    // (The extra sensors' series names local days, not an instant: it is not one of these calls.)
    const windowed = requests.filter((request) => !request.url.pathname.endsWith('/sensors/series'));
    expect(windowed.every((request) => !request.url.search.includes('2026-06-15'))).toBe(true);
  });

  it('steps through calendar years, and offers no navigation for the record', async () => {
    const requests = stubApi(windowRoutes());
    renderApp('/weather/graph');
    const user = userEvent.setup();
    const periods = await screen.findByRole('group', { name: 'Zeitraum' });

    await user.click(within(periods).getByRole('button', { name: 'Jahr' }));
    expect(await screen.findByRole('heading', { name: 'Jahr 2026' })).toBeVisible();
    expect(windowCalls(requests, '/graph/year')).toEqual(['']);
    await user.click(screen.getByRole('button', { name: 'Früher' }));
    expect(await screen.findByRole('heading', { name: 'Jahr 2025' })).toBeVisible();
    // A calendar year is asked for by its first instant in the station's zone.
    const back = '?window=calendar&at=2024-12-31T23%3A00%3A00.000Z';
    expect(windowCalls(requests, '/graph/year').at(-1)).toBe(back);
    expect(windowCalls(requests, '/history/year').at(-1)).toBe(back);
    await user.click(screen.getByRole('button', { name: 'Später' }));
    expect(await screen.findByRole('heading', { name: 'Jahr 2026' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Später' })).toBeDisabled();

    await user.click(within(periods).getByRole('button', { name: 'Rekord' }));
    expect(screen.queryByRole('group', { name: 'Zeitfenster' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('graph-window')).not.toBeInTheDocument();
  });
});

describe('graph page addresses and picker', () => {
  const ZONE = 'Europe/Berlin';
  const NOW = Date.parse('2026-06-15T12:03:00Z');
  /** A fake server: the calendar period holding `at`, or the rolling window ending at `at` or now. */
  const bounds = (period: 'day' | 'week' | 'month' | 'year', url: URL) => {
    const at = url.searchParams.get('at');
    const atMs = at === null ? NOW : Date.parse(at);
    if (url.searchParams.get('window') === 'rolling') {
      const hours = { day: 24, week: 168, month: 720, year: 0 }[period];
      return { from: new Date(atMs - hours * 3_600_000).toISOString(), to: new Date(atMs).toISOString() };
    }
    const calendar = periodBounds(period, atMs, ZONE);
    return { from: new Date(calendar.startMs).toISOString(), to: new Date(calendar.endMs).toISOString() };
  };
  function addressRoutes() {
    const routes: Record<string, (request: { url: URL }) => Response> = {
      'GET /api/weatherStation': () => json({ weatherStations: [station], numberOfResult: 1 }),
      'GET /api/weatherStation/SSDP41000': () => json(station),
      'GET /api/weatherData/SSDP41000/history/record': () =>
        json(buildPeriodHistory({ period: 'record', startDate: '2019-01-05', endDate: '2026-06-15' })),
      'GET /api/weatherData/SSDP41000/windRose/record': () => json(buildWindRose({ period: 'record' })),
    };
    for (const period of ['day', 'week', 'month', 'year'] as const) {
      routes[`GET /api/weatherData/SSDP41000/graph/${period}`] = ({ url }) =>
        json(buildGraphData({ period, ...bounds(period, url) }));
      routes[`GET /api/weatherData/SSDP41000/history/${period}`] = ({ url }) =>
        json(buildPeriodHistory({ period, ...bounds(period, url) }));
      routes[`GET /api/weatherData/SSDP41000/windRose/${period}`] = ({ url }) =>
        json(buildWindRose({ period, ...bounds(period, url) }));
    }
    return routes;
  }
  const calls = (requests: { url: URL }[], kind: string) =>
    requests.filter((request) => request.url.pathname.endsWith(kind)).map((request) => request.url.search);

  beforeEach(() => {
    vi.spyOn(Date, 'now').mockReturnValue(NOW);
  });

  it('opens the month graph of March 2019 from its address in one step, and steps through months', async () => {
    const requests = stubApi(addressRoutes());
    const user = userEvent.setup();
    const { router } = renderApp('/weather/graph?period=month&at=2019-03');

    expect(await screen.findByRole('heading', { name: 'März 2019' })).toBeVisible();
    const periods = screen.getByRole('group', { name: 'Zeitraum' });
    expect(within(periods).getByRole('button', { name: 'Monat' })).toHaveAttribute('aria-pressed', 'true');
    const march = '?window=calendar&at=2019-02-28T23%3A00%3A00.000Z';
    expect(calls(requests, '/graph/month')).toEqual([march]);
    expect(calls(requests, '/history/month')).toEqual([march]);

    await user.click(screen.getByRole('button', { name: 'Früher' }));
    expect(await screen.findByRole('heading', { name: 'Februar 2019' })).toBeVisible();
    expect(router.state.location.search).toBe('?period=month&at=2019-02');
    await user.click(screen.getByRole('button', { name: 'Später' }));
    await user.click(screen.getByRole('button', { name: 'Später' }));
    expect(await screen.findByRole('heading', { name: 'April 2019' })).toBeVisible();
    expect(router.state.location.search).toBe('?period=month&at=2019-04');
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { name: 'März 2019' })).toBeVisible();
  });

  it('picks a week on the graph page, the calendar week of the date picked', async () => {
    const requests = stubApi(addressRoutes());
    const user = userEvent.setup();
    const { router } = renderApp('/weather/graph');
    await user.click(await screen.findByRole('button', { name: 'Woche' }));
    expect(router.state.location.search).toBe('?period=week');
    const picker = await screen.findByRole('form', { name: 'Zeitraum wählen' });
    const date = within(picker).getByLabelText('Woche mit dem Tag');
    await user.clear(date);
    await user.type(date, '2019-03-14');
    await user.click(within(picker).getByRole('button', { name: 'Gehe zu' }));

    expect(await screen.findByRole('heading', { name: '11.03.2019 – 17.03.2019' })).toBeVisible();
    expect(router.state.location.search).toBe('?period=week&at=2019-03-11');
    expect(calls(requests, '/graph/week').at(-1)).toBe('?window=calendar&at=2019-03-10T23%3A00%3A00.000Z');
    // The week holding today is the last one 'Später' reaches.
    await user.clear(screen.getByLabelText('Woche mit dem Tag'));
    await user.type(screen.getByLabelText('Woche mit dem Tag'), '2026-06-15');
    await user.click(screen.getByRole('button', { name: 'Gehe zu' }));
    expect(await screen.findByRole('heading', { name: '15.06.2026 – 21.06.2026' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Später' })).toBeDisabled();
  });

  it('picks a day on the graph page within the days with data, and links it in every year', async () => {
    const requests = stubApi(addressRoutes());
    const user = userEvent.setup();
    const { router } = renderApp('/weather/graph');
    const picker = await screen.findByRole('form', { name: 'Zeitraum wählen' });
    const date = within(picker).getByLabelText('Datum');
    expect(date).toHaveAttribute('min', '2019-01-05');
    expect(date).toHaveAttribute('max', '2026-06-15');
    await user.clear(date);
    await user.type(date, '2019-03-14');
    await user.click(within(picker).getByRole('button', { name: 'Gehe zu' }));

    await waitFor(() => expect(router.state.location.search).toBe('?at=2019-03-14'));
    expect(calls(requests, '/graph/day').at(-1)).toBe('?window=calendar&at=2019-03-13T23%3A00%3A00.000Z');
    expect(await screen.findByRole('link', { name: 'Dieser Tag in allen Jahren' })).toHaveAttribute(
      'href',
      '/weather/on-this-day?date=03-14',
    );
  });

  it('writes each rolling step in the address, and opens a rolling window from it', async () => {
    stubApi(addressRoutes());
    const user = userEvent.setup();
    const first = renderApp('/weather/graph');
    await user.click(await screen.findByRole('button', { name: 'Früher' }));
    await waitFor(() => expect(first.router.state.location.search).toBe('?at=2026-06-14T12%3A03%3A00.000Z'));
    first.unmount();

    const requests = stubApi(addressRoutes());
    renderApp('/weather/graph?period=day&at=2026-06-14T12%3A03%3A00.000Z');
    expect(await screen.findByRole('heading', { name: '13.06.2026 14:03 – 14.06.2026 14:03' })).toBeVisible();
    expect(calls(requests, '/graph/day')).toEqual(['?window=rolling&at=2026-06-14T12%3A03%3A00.000Z']);
    expect(screen.getByRole('button', { name: 'Später' })).toBeEnabled();
  });

  it("stops 'Früher' at the year holding the first day with data", async () => {
    stubApi(addressRoutes());
    const user = userEvent.setup();
    renderApp('/weather/graph?period=year&at=2020');
    expect(await screen.findByRole('heading', { name: 'Jahr 2020' })).toBeVisible();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Früher' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Früher' }));
    expect(await screen.findByRole('heading', { name: 'Jahr 2019' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Früher' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Später' })).toBeEnabled();
  });

  it("stops 'Früher' on the rolling days at the first reading, and an empty day before it says from when there is data", async () => {
    // Data since 13 June 2026 (Berlin), the first reading at 16:00 that day; the rolling days end at 14:03.
    const firstReading = Date.parse('2026-06-13T14:00:00Z');
    const requests = stubApi({
      ...addressRoutes(),
      'GET /api/weatherData/SSDP41000/history/record': () =>
        json(buildPeriodHistory({ period: 'record', startDate: '2026-06-13', endDate: '2026-06-15' })),
      'GET /api/weatherData/SSDP41000/graph/day': ({ url }: { url: URL }) => {
        const window = bounds('day', url);
        const datas =
          Date.parse(window.to) > firstReading
            ? [fullPoint(new Date(Date.parse(window.to) - 60_000).toISOString())]
            : [];
        return json(buildGraphData({ ...window, datas }));
      },
    });
    const user = userEvent.setup();
    renderApp('/weather/graph');
    expect(await screen.findByRole('heading', { name: '14.06.2026 14:03 – 15.06.2026 14:03' })).toBeVisible();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Früher' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Früher' }));
    expect(await screen.findByRole('heading', { name: '13.06.2026 14:03 – 14.06.2026 14:03' })).toBeVisible();
    expect(await screen.findByRole('region', { name: 'Luftfeuchtigkeit' })).not.toHaveTextContent(
      'Keine Daten :(',
    );
    // This window starts on the first day with data, after its midnight: one more step is offered…
    await waitFor(() => expect(screen.getByRole('button', { name: 'Früher' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Früher' }));
    expect(await screen.findByRole('heading', { name: '12.06.2026 14:03 – 13.06.2026 14:03' })).toBeVisible();
    // …and that one, before the first reading, says so in one line instead of eleven empty charts.
    expect(await screen.findByTestId('data-from')).toHaveTextContent(
      'Daten dieser Station gibt es ab dem 13. Juni 2026.',
    );
    expect(screen.queryByText('Keine Daten :(')).not.toBeInTheDocument();
    expect(screen.queryByTestId('period-summary')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Früher' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Später' })).toBeEnabled();
    // Nothing earlier than the window ending on the first day was asked for.
    const ends = requests
      .map((request) => request.url.searchParams.get('at'))
      .filter((at): at is string => at !== null);
    expect(ends.every((at) => Date.parse(at) >= Date.parse('2026-06-13T12:03:00Z'))).toBe(true);
  });

  it.each([
    ['the year', '?period=year&at=2018', 'Jahr 2018'],
    ['the month', '?period=month&at=2018-12', 'Dezember 2018'],
    ['the rolling day', '?period=day&at=2019-01-04T20%3A00%3A00Z', '03.01.2019 21:00 – 04.01.2019 21:00'],
  ])(
    'keeps an address naming %s before the data, and says in one line from when there is data',
    async (_, search, heading) => {
      // The data begin on 5 January 2019 (addressRoutes).
      stubApi(addressRoutes());
      const { router } = renderApp(`/weather/graph${search}`);
      expect(await screen.findByTestId('data-from')).toHaveTextContent(
        'Daten dieser Station gibt es ab dem 5. Januar 2019.',
      );
      expect(await screen.findByTestId('graph-window')).toHaveTextContent(heading);
      expect(router.state.location.search).toBe(search);
      expect(screen.queryByTestId('period-summary')).not.toBeInTheDocument();
      expect(screen.queryByText('Keine Daten :(')).not.toBeInTheDocument();
      await waitFor(() => expect(screen.getByRole('button', { name: 'Später' })).toBeEnabled());
      expect(screen.getByRole('button', { name: 'Früher' })).toBeDisabled();
    },
  );

  it.each([
    ['an unknown period', '?period=monthly&at=2019-03', ''],
    ['a day to come', '?period=day&at=2026-06-16', '?period=day'],
    ['a rolling window to come', '?period=week&at=2026-06-20T10%3A00%3A00Z', '?period=week'],
    ['the present year', '?period=year&at=2026', '?period=year'],
  ])('shows the present window, without an error, for an address naming %s', async (_, search, corrected) => {
    const requests = stubApi(addressRoutes());
    const { router } = renderApp(`/weather/graph${search}`);
    await waitFor(() => expect(router.state.location.search).toBe(corrected));
    expect(await screen.findByTestId('graph-window')).toBeVisible();
    expect(requests.some((request) => request.url.searchParams.get('at') !== null)).toBe(false);
    expect(within(screen.getByRole('main')).queryByRole('alert')).not.toBeInTheDocument();
  });
});
