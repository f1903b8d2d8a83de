import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { temperatureColour } from '../../../lib/value-colours.ts';
import { json, stubApi } from '../../../test/fake-api.ts';
import { buildOnThisDayAnswer, buildOnThisDayYear } from '../../../test/on-this-day.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { buildStation } from '../../../test/stations.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** 14 March as the server's test works it out: 2026 running, 2025 and 2024 finished, 2023 without data. */
const MARCH_14 = buildOnThisDayAnswer(
  '03-14',
  [
    buildOnThisDayYear(
      '2026-03-14',
      {
        maxTemperature: 5,
        minTemperature: 0,
        meanTemperature: 2.5,
        rain: 0.5,
        maxWindGust: 54,
        minPressure: 1000,
        maxPressure: 1003,
      },
      {
        running: true,
        maxTemperatureAt: '2026-03-14T10:00:00+01:00',
        minTemperatureAt: '2026-03-14T06:00:00+01:00',
        differences: {
          maxTemperature: -5.5,
          minTemperature: -0.5,
          meanTemperature: -2.5,
          rain: -0.5,
          maxWindGust: 18,
          minPressure: -17.5,
          maxPressure: -22,
        },
      },
    ),
    buildOnThisDayYear(
      '2024-03-14',
      {
        maxTemperature: 12,
        minTemperature: 2,
        meanTemperature: 6,
        rain: 2,
        maxWindGust: 43.2,
        minPressure: 1010,
        maxPressure: 1020,
      },
      {
        maxTemperatureAt: '2024-03-14T14:00:00+01:00',
        minTemperatureAt: '2024-03-14T06:00:00+01:00',
        maxWindGustAt: '2024-03-14T14:00:00+01:00',
        minPressureAt: '2024-03-14T06:00:00+01:00',
        maxPressureAt: '2024-03-14T14:00:00+01:00',
        differences: {
          maxTemperature: 1.5,
          minTemperature: 1.5,
          meanTemperature: 1,
          rain: 1,
          maxWindGust: 7.2,
          minPressure: -7.5,
          maxPressure: -5,
        },
      },
    ),
    buildOnThisDayYear('2023-03-14'),
  ],
  {
    average: {
      maxTemperature: 10.5,
      minTemperature: 0.5,
      meanTemperature: 5,
      rain: 1,
      maxWindGust: 36,
      minPressure: 1017.5,
      maxPressure: 1025,
    },
    averageYears: 2,
  },
);

const LEAP_DAY = buildOnThisDayAnswer('02-29', [buildOnThisDayYear('2024-02-29', { maxTemperature: 7 })], {
  average: { ...MARCH_14.average, maxTemperature: 7 },
  averageYears: 1,
});

function routes() {
  return {
    'GET /api/weatherStation': () => json({ weatherStations: [], numberOfResult: 0 }),
    'GET /api/weatherStation/SSDP41000': () => json(buildStation()),
    'GET /api/post': () => json({ posts: [], numberOfResult: 0 }),
    'GET /api/weatherData/SSDP41000/climate/onThisDay': (request: { url: URL }) => {
      const date = request.url.searchParams.get('date');
      if (date === '02-29') return json(LEAP_DAY);
      if (date === '01-01') return json(buildOnThisDayAnswer('01-01'));
      return json(MARCH_14);
    },
  };
}

const cells = (row: HTMLElement | null | undefined) =>
  row === null || row === undefined
    ? []
    : within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);

describe('on this day page', () => {
  it("shows the station's today in every year, newest first, with times and differences to the mean", async () => {
    const requests = stubApi(routes());
    renderApp('/weather/on-this-day');
    expect(await screen.findByRole('heading', { level: 1, name: 'An diesem Tag' })).toBeInTheDocument();
    const table = await screen.findByRole('table', {
      name: 'Der 14. März in jedem Jahr der Station, mit der Abweichung vom Mittel',
    });
    expect(screen.getByRole('heading', { name: 'Der 14. März in allen Jahren' })).toBeInTheDocument();
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'Jahr',
      'Höchstwert',
      'Tiefstwert',
      'Tagesmittel',
      'Niederschlag',
      'Stärkste Böe',
      'Luftdruck (min – max)',
    ]);
    const rows = within(table).getAllByRole('row');
    const years = rows.slice(1, -1).map((row) => within(row).getByRole('rowheader').textContent);
    expect(years).toEqual(['2026heute, läuft noch', '2024', '2023']);
    expect(cells(rows[2])).toEqual([
      '12,0 °Cum 14:00Abweichung vom Mittel: +1,5',
      '2,0 °Cum 06:00Abweichung vom Mittel: +1,5',
      '6,0 °CAbweichung vom Mittel: +1,0',
      '2,0 mmAbweichung vom Mittel: +1,0',
      '43,2 km/hum 14:00Abweichung vom Mittel: +7,2',
      '1010,0 hPa – 1020,0 hPaum 06:00 – 14:00Abweichung vom Mittel: −7,5 / −5,0',
    ]);
    expect(cells(rows[1])[0]).toBe('5,0 °Cum 10:00Abweichung vom Mittel: −5,5');
    expect(cells(rows[3])).toEqual(['keine Daten an diesem Tag']);
    const average = rows.at(-1);
    expect(within(average as HTMLElement).getByRole('rowheader').textContent).toBe('Mittelaus 2 Jahren');
    expect(cells(average).slice(0, 2)).toEqual(['10,5 °C', '0,5 °C']);
    // Each year leads to that day's history table.
    expect(within(rows[2] as HTMLElement).getByRole('link', { name: '2024' })).toHaveAttribute(
      'href',
      '/weather/history/daily?at=2024-03-14',
    );
    // Without a day in the address, the server picks the station's today.
    const call = requests.find((r) => r.url.pathname.endsWith('/climate/onThisDay'));
    expect(call?.url.searchParams.has('date')).toBe(false);
    expect(screen.getByLabelText('Tag')).toHaveValue('14');
    expect(screen.getByLabelText('Monat')).toHaveValue('3');
  });

  it("colours each year's temperatures and their mean by value, as the climate tables do, and nothing else", async () => {
    stubApi(routes());
    renderApp('/weather/on-this-day');
    const table = await screen.findByRole('table', { name: /^Der 14\. März in jedem Jahr/ });
    const rows = within(table).getAllByRole('row');
    const chips = (row: HTMLElement | undefined) =>
      Array.from(row?.querySelectorAll<HTMLElement>('.value-chip') ?? []).map((chip) => ({
        text: chip.textContent,
        background: chip.style.backgroundColor,
        color: chip.style.color,
      }));
    /** A chip as the browser holds its style: the colours as rgb(). */
    const chip = (text: string, celsius: number) => {
      const probe = document.createElement('span');
      const colour = temperatureColour(celsius, '°C');
      probe.style.backgroundColor = colour?.background ?? '';
      probe.style.color = colour?.text ?? '';
      return { text, background: probe.style.backgroundColor, color: probe.style.color };
    };
    // 2024: high, low and mean on the blue–red scale; rain, gust, pressure and the differences plain.
    expect(chips(rows[2])).toEqual([chip('12,0 °C', 12), chip('2,0 °C', 2), chip('6,0 °C', 6)]);
    expect(chips(rows[1])).toEqual([chip('5,0 °C', 5), chip('0,0 °C', 0), chip('2,5 °C', 2.5)]);
    // A year without data, and the mean of the years.
    expect(chips(rows[3])).toEqual([]);
    expect(chips(rows.at(-1))).toEqual([chip('10,5 °C', 10.5), chip('0,5 °C', 0.5), chip('5,0 °C', 5)]);
  });

  it('picks a calendar day, names it in the address, and shows 29 February with its leap years only', async () => {
    const requests = stubApi(routes());
    const { router } = renderApp('/weather/on-this-day');
    await screen.findByRole('heading', { name: 'Der 14. März in allen Jahren' });
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Tag'), '29');
    await user.selectOptions(screen.getByLabelText('Monat'), '2');
    expect(
      await screen.findByRole('heading', { name: 'Der 29. Februar in allen Jahren' }),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('?date=02-29');
    expect(requests.some((r) => r.url.searchParams.get('date') === '02-29')).toBe(true);
    expect(
      screen.getByText('Den 29. Februar gibt es nur in Schaltjahren: gezeigt werden nur sie.'),
    ).toBeVisible();
    // February offers 29 days; a 31st picked before moves to the 29th.
    expect(within(screen.getByLabelText('Tag')).getAllByRole('option')).toHaveLength(29);
  });

  it('moves the 31st to the last day of a shorter month', async () => {
    stubApi(routes());
    const { router } = renderApp('/weather/on-this-day?date=03-31');
    await screen.findByRole('table');
    await userEvent.selectOptions(screen.getByLabelText('Monat'), '4');
    await waitFor(() => expect(router.state.location.search).toBe('?date=04-30'));
  });

  it('says when the day has no data yet, and corrects an address naming no calendar day', async () => {
    stubApi(routes());
    const { router } = renderApp('/weather/on-this-day?date=01-01');
    expect(await screen.findByText('Für diesen Tag liegen noch keine Daten vor.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await router.navigate('/weather/on-this-day?date=04-31');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByRole('heading', { name: 'Der 14. März in allen Jahren' })).toBeInTheDocument();
  });

  it('is in the Daten menu and linked from the climate days page', async () => {
    stubApi({
      ...routes(),
      'GET /api/weatherData/SSDP41000/climate/dayCounts': () => json({}),
      'GET /api/weatherData/SSDP41000/climate/heatMap': () => json({}),
    });
    renderApp('/weather/climate');
    const link = await screen.findByRole('link', {
      name: 'An diesem Tag: derselbe Kalendertag in allen Jahren',
    });
    expect(link).toHaveAttribute('href', '/weather/on-this-day');
    await userEvent.click(screen.getByRole('button', { name: 'Daten' }));
    const menu = within(screen.getByRole('banner'));
    expect(menu.getByRole('link', { name: 'An diesem Tag' })).toHaveAttribute('href', '/weather/on-this-day');
  });
});
