import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setDisplayUnits } from '../../../lib/display-units.ts';
import { buildClimateRecords } from '../../../test/climate-records.ts';
import { json, stubApi } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { buildStation } from '../../../test/stations.ts';
import { IMPERIAL_UNIT } from '../../../test/weather-data.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  setDisplayUnits({});
});

const RECORDS_PATH = '/api/weatherData/SSDP41000/climate/records';

function routes(records = buildClimateRecords()) {
  return {
    'GET /api/weatherStation': () => json({ weatherStations: [], numberOfResult: 0 }),
    'GET /api/weatherStation/SSDP41000': () => json(buildStation()),
    'GET /api/post': () => json({ posts: [], numberOfResult: 0 }),
    [`GET ${RECORDS_PATH}`]: () => json(records),
  };
}

/** The texts of a row's cells. */
const cells = (row: HTMLElement | null) =>
  row === null
    ? []
    : within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);

describe('climate records page', () => {
  it('shows the all-time records with their dates and times, and today’s November record', async () => {
    stubApi(routes());
    renderApp('/weather/records');
    expect(await screen.findByRole('heading', { level: 1, name: 'Klimarekorde' })).toBeInTheDocument();
    const table = await screen.findByRole('table', {
      name: 'Allzeitrekorde der Station mit Wert und Zeitpunkt',
    });
    const row = (name: string) => within(table).getByRole('rowheader', { name }).closest('tr');
    expect(cells(row('Höchste Temperatur'))).toEqual(['34,5 °C', '15.07.2024 14:00']);
    expect(cells(row('Tiefste Temperatur'))).toEqual(['−9,5 °C', '10.01.2025 07:00']);
    expect(cells(row('Höchstes Tagesminimum'))).toEqual(['20,0 °C', '16.07.2024 07:00']);
    expect(cells(row('Nassester Tag'))).toEqual(['24,0 mm', '16.07.2024']);
    expect(cells(row('Nassester Monat'))).toEqual(['24,0 mm', 'Juli 2024']);
    expect(cells(row('Höchste Regenrate'))).toEqual(['48,0 mm/h', '16.07.2024 15:00']);
    expect(cells(row('Stärkste Böe'))).toEqual(['86,4 km/h', '20.11.2024 14:00']);
    expect(cells(row('Tiefster Luftdruck'))).toEqual(['985,0 hPa', '10.01.2025 14:00']);
    expect(screen.getByText('Aufzeichnungen seit dem 15. Juli 2024.')).toBeInTheDocument();
    expect(screen.getByText('Neuer Novemberrekord: Höchste Temperatur 15,2 °C')).toHaveAttribute(
      'title',
      'Bisheriger Rekord: 14,5 °C',
    );
  });

  it('shows each calendar month in a row, November against every November', async () => {
    stubApi(routes());
    renderApp('/weather/records');
    const table = await screen.findByRole('table', {
      name: 'Rekorde jedes Kalendermonats über alle Jahre, mit Wert und Datum',
    });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Januar',
      'Februar',
      'März',
      'April',
      'Mai',
      'Juni',
      'Juli',
      'August',
      'September',
      'Oktober',
      'November',
      'Dezember',
    ]);
    expect(within(table).getAllByRole('columnheader')).toHaveLength(11);
    const november = within(table).getByRole('rowheader', { name: 'November' }).closest('tr');
    expect(cells(november)).toEqual([
      '15,2 °C20.11.2025 11:00',
      '−3,0 °C20.11.2024 07:00',
      '9,0 °C20.11.2025 08:00',
      '2,0 °C20.11.2024 14:00',
      '12,0 mm02.11.2025',
      '17,0 mm2025',
      '30,0 mm/h02.11.2025 14:00',
      '86,4 km/h20.11.2024 14:00',
      '1038,5 hPa20.11.2024 07:00',
      '996,0 hPa18.11.2025 14:00',
    ]);
    const march = within(table).getByRole('rowheader', { name: 'März' }).closest('tr');
    expect(cells(march)).toEqual(Array(10).fill('-'));
  });

  it('asks in the visitor’s units and shows the answer’s', async () => {
    setDisplayUnits({ temperatureUnit: '°F', rainUnit: 'in' });
    const requests = stubApi(
      routes(
        buildClimateRecords({
          unit: IMPERIAL_UNIT,
          allTime: {
            ...buildClimateRecords().allTime,
            highestHigh: { value: 94.1, day: '2024-07-15', at: '2024-07-15T14:00:00+02:00' },
            wettestDay: { value: 0.94, day: '2024-07-16', at: null },
          },
          newRecords: [],
        }),
      ),
    );
    renderApp('/weather/records');
    const table = await screen.findByRole('table', {
      name: 'Allzeitrekorde der Station mit Wert und Zeitpunkt',
    });
    const row = (name: string) => within(table).getByRole('rowheader', { name }).closest('tr');
    expect(cells(row('Höchste Temperatur'))).toEqual(['94,1 °F', '15.07.2024 14:00']);
    expect(cells(row('Nassester Tag'))).toEqual(['0,94 in', '16.07.2024']);
    const call = requests.find((r) => r.url.pathname === RECORDS_PATH);
    expect(call?.url.searchParams.get('temperatureUnit')).toBe('°F');
    expect(call?.url.searchParams.get('rainUnit')).toBe('in');
    expect(screen.queryByText(/Neuer/)).not.toBeInTheDocument();
  });

  it('says so when the station has no data yet', async () => {
    stubApi(routes(buildClimateRecords({ startDate: null, endDate: null, newRecords: [] })));
    renderApp('/weather/records');
    expect(await screen.findByText('Für diese Station liegen noch keine Daten vor.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('is in the Daten menu and among the data links under every page', async () => {
    stubApi(routes());
    renderApp('/weather/records');
    await screen.findByRole('heading', { level: 1, name: 'Klimarekorde' });
    const links = screen.getAllByRole('link', { name: 'Klimarekorde', hidden: true });
    expect(links).toHaveLength(2);
    for (const link of links) expect(link).toHaveAttribute('href', '/weather/records');
  });
});
