import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setDisplayUnits } from '../../../lib/display-units.ts';
import { buildClimateRecords, buildGreenhouseRecords } from '../../../test/climate-records.ts';
import { json, stubApi } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { buildStation } from '../../../test/stations.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  setDisplayUnits({});
});

function routes(records = buildClimateRecords({ sensors: [buildGreenhouseRecords()] })) {
  return {
    'GET /api/weatherStation': () => json({ weatherStations: [], numberOfResult: 0 }),
    'GET /api/weatherStation/SSDP41000': () => json(buildStation()),
    'GET /api/post': () => json({ posts: [], numberOfResult: 0 }),
    'GET /api/weatherData/SSDP41000/climate/records': () => json(records),
  };
}

const cells = (row: HTMLElement | null) =>
  row === null
    ? []
    : within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);

describe('climate records page, extra sensors', () => {
  it('shows a public sensor’s records under its name, all time and by month, with date and time', async () => {
    stubApi(routes());
    renderApp('/weather/records');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Rekorde der Zusatzsensoren' }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 3, name: 'Gewächshaus' })).toBeInTheDocument();
    const table = screen.getByRole('table', {
      name: 'Rekorde von Gewächshaus: seit Beginn und je Kalendermonat, mit Wert und Zeitpunkt',
    });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Monat', 'Höchstwert', 'Tiefstwert']);
    const row = (name: string) => within(table).getByRole('rowheader', { name }).closest('tr');
    expect(cells(row('Seit Beginn'))).toEqual(['31,5 °C10.03.2025 14:30', '−1,5 °C03.11.2024 06:15']);
    expect(cells(row('November'))).toEqual(['19,2 °C20.11.2025 11:00', '−1,5 °C03.11.2024 06:15']);
    expect(cells(row('März'))).toEqual(['31,5 °C10.03.2025 14:30', '4,0 °C10.03.2025 05:00']);
    expect(cells(row('Januar'))).toEqual(['-', '-']);
  });

  it('shows the badge of a record the sensor set today', async () => {
    stubApi(routes());
    renderApp('/weather/records');
    const badge = await screen.findByText('Neuer Novemberrekord: Gewächshaus Höchstwert 19,2 °C');
    expect(badge).toHaveAttribute('title', 'Bisheriger Rekord: 17,5 °C');
  });

  it('shows a counter’s largest day sum in its own column, and nothing without public sensors', async () => {
    const strikes = buildGreenhouseRecords({
      key: 'piezoRainDaily',
      kind: 'piezoRainDaily',
      channel: null,
      name: null,
      unit: 'mm',
      kinds: ['largestDaySum'],
      allTime: { largestDaySum: { value: 30, day: '2025-06-20', at: null } },
      months: Array.from({ length: 12 }, (_, i) => ({
        month: i + 1,
        largestDaySum: { value: i === 5 ? 30 : null, day: i === 5 ? '2025-06-20' : null, at: null },
      })),
      newRecords: [],
    });
    stubApi(routes(buildClimateRecords({ sensors: [strikes] })));
    renderApp('/weather/records');
    const section = await screen.findByRole('region', { name: 'Rekorde der Zusatzsensoren' });
    const table = within(section).getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Monat', 'Größte Tagessumme']);
    expect(cells(within(table).getByRole('rowheader', { name: 'Juni' }).closest('tr'))).toEqual([
      '30,0 mm20.06.2025',
    ]);
  });

  it('has no sensor section when the station shows no sensor', async () => {
    stubApi(routes(buildClimateRecords()));
    renderApp('/weather/records');
    await screen.findByRole('table', { name: 'Allzeitrekorde der Station mit Wert und Zeitpunkt' });
    expect(screen.queryByText('Rekorde der Zusatzsensoren')).not.toBeInTheDocument();
  });
});
