import type { MonthlyReport, ReportDay, ReportMonth, YearlyReport } from '@meteodeck/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { buildStation } from '../../../test/stations.ts';
import { buildDataStation, METRIC_UNIT } from '../../../test/weather-data.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

const THRESHOLDS = { degreeDayBase: 18.3, hot: 30, cold: 0, veryCold: -18, rain: [0.2, 2, 20] };

function day(date: string, data: boolean): ReportDay {
  return {
    day: date,
    meanTemperature: data ? 14 : null,
    highTemperature: data ? 20 : null,
    highTemperatureAt: data ? `${date}T15:00:00+02:00` : null,
    lowTemperature: data ? 10 : null,
    lowTemperatureAt: data ? `${date}T06:00:00+02:00` : null,
    heatingDegreeDays: data ? 4.3 : null,
    coolingDegreeDays: data ? 0 : null,
    rain: data ? 2 : null,
    meanWindSpeed: data ? 7.2 : null,
    highGust: data ? 28.8 : null,
    highGustAt: data ? `${date}T15:00:00+02:00` : null,
    dominantDirection: data ? 90 : null,
  };
}

const october: MonthlyReport = {
  weatherStation: buildDataStation(),
  unit: METRIC_UNIT,
  month: '2026-10',
  thresholds: THRESHOLDS,
  days: Array.from({ length: 31 }, (_, i) => day(`2026-10-${String(i + 1).padStart(2, '0')}`, i !== 1)),
  summary: {
    meanTemperature: 13.7,
    highTemperature: 25,
    highTemperatureDay: '2026-10-03',
    lowTemperature: 3,
    lowTemperatureDay: '2026-10-25',
    heatingDegreeDays: 18.6,
    coolingDegreeDays: 4.7,
    rain: 2,
    meanWindSpeed: 5.8,
    highGust: 28.8,
    highGustDay: '2026-10-01',
    dominantDirection: 45,
  },
};

function month(name: string | null, data: boolean): ReportMonth {
  return {
    month: name,
    meanHighTemperature: data ? 16.7 : null,
    meanLowTemperature: data ? 11.3 : null,
    meanTemperature: data ? 13.7 : null,
    heatingDegreeDays: data ? 18.6 : null,
    coolingDegreeDays: data ? 4.7 : null,
    highTemperature: data ? 25 : null,
    highTemperatureDay: data ? '2026-10-03' : null,
    lowTemperature: data ? 3 : null,
    lowTemperatureDay: data ? '2026-10-25' : null,
    daysMaxAtLeastHot: data ? 0 : null,
    daysMaxAtMostCold: data ? 0 : null,
    daysMinAtMostCold: data ? 0 : null,
    daysMinAtMostVeryCold: data ? 0 : null,
    rain: data ? 2 : null,
    wettestDayRain: data ? 2 : null,
    wettestDay: data ? '2026-10-01' : null,
    rainDays: data ? [1, 1, 0] : null,
    meanWindSpeed: data ? 5.8 : null,
    highGust: data ? 28.8 : null,
    highGustDay: data ? '2026-10-01' : null,
    dominantDirection: data ? 45 : null,
  };
}

const year2026: YearlyReport = {
  weatherStation: buildDataStation(),
  unit: METRIC_UNIT,
  year: '2026',
  thresholds: THRESHOLDS,
  months: Array.from({ length: 12 }, (_, i) => month(`2026-${String(i + 1).padStart(2, '0')}`, i === 9)),
  summary: month(null, true),
};

function routes() {
  return {
    'GET /api/weatherStation': () => json({ weatherStations: [], numberOfResult: 0 }),
    'GET /api/weatherStation/SSDP41000': () => json(buildStation()),
    'GET /api/post': () => json({ posts: [], numberOfResult: 0 }),
    'GET /api/weatherData/SSDP41000/report': () => json({ months: ['2025-12', '2026-09', '2026-10'] }),
    'GET /api/weatherData/SSDP41000/report/2026-10': () => json(october),
    'GET /api/weatherData/SSDP41000/report/2026': () => json(year2026),
  };
}

describe('climate report page', () => {
  it("opens on the newest month, day by day, with the month's line and the text download", async () => {
    const requests = stubApi(routes());
    renderApp('/weather/report');
    expect(await screen.findByRole('heading', { level: 1, name: 'Klimabericht' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Klimabericht des Monats, Tag für Tag' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(1 + 31 + 1);
    const cells = (row: HTMLElement | undefined) =>
      row === undefined
        ? []
        : within(row)
            .getAllByRole('cell')
            .map((cell) => cell.textContent);
    expect(cells(rows[1])).toEqual([
      '14,0',
      '20,0',
      '15:00',
      '10,0',
      '06:00',
      '4,3',
      '0,0',
      '2,0',
      '7,2',
      '28,8',
      '15:00',
      '90°',
    ]);
    // A day without data stays blank, as in the NOAA report.
    expect(cells(rows[2])).toEqual(Array(12).fill(''));
    expect(cells(rows[32])).toEqual([
      '13,7',
      '25,0',
      '3.',
      '3,0',
      '25.',
      '18,6',
      '4,7',
      '2,0',
      '5,8',
      '28,8',
      '1.',
      '45°',
    ]);
    expect(screen.getByRole('link', { name: 'Textbericht herunterladen (NOAA)' })).toHaveAttribute(
      'href',
      '/api/weatherData/SSDP41000/report/2026-10.txt',
    );
    // Only the years and months with data can be picked.
    expect(
      within(screen.getByLabelText('Jahr'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['2026', '2025']);
    expect(
      within(screen.getByLabelText('Monat'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Ganzes Jahr', 'September', 'Oktober']);
    expect(requests.some((r) => r.url.pathname === '/api/weatherData/SSDP41000/report/2026-10')).toBe(true);
  });

  it('shows the whole year month by month, with the year line naming months', async () => {
    stubApi(routes());
    renderApp('/weather/report');
    await screen.findByRole('table', { name: 'Klimabericht des Monats, Tag für Tag' });
    await userEvent.selectOptions(screen.getByLabelText('Monat'), 'Ganzes Jahr');
    const table = await screen.findByRole('table', { name: 'Klimabericht des Jahres, Monat für Monat' });
    const october = within(table).getByRole('rowheader', { name: 'Oktober' }).closest('tr');
    if (october === null) throw new Error('no October row');
    expect(
      within(october)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      '16,7',
      '11,3',
      '13,7',
      '18,6',
      '4,7',
      '25,0 (3.)',
      '3,0 (25.)',
      '0',
      '0',
      '0',
      '0',
      '2,0',
      '2,0 (1.)',
      '1',
      '1',
      '0',
      '5,8',
      '28,8 (1.)',
      '45°',
    ]);
    const yearLine = within(table).getByRole('rowheader', { name: '2026' }).closest('tr');
    expect(yearLine).toHaveTextContent('25,0 (Oktober)');
    expect(within(table).getByRole('columnheader', { name: 'Tage Min ≤ −18' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Textbericht herunterladen (NOAA)' })).toHaveAttribute(
        'href',
        '/api/weatherData/SSDP41000/report/2026.txt',
      ),
    );
  });

  it('gives the rain season beside the year when the station’s season starts in October', async () => {
    const seasonal = {
      ...year2026,
      rainSeason: { startMonth: 10, from: '2025-10-01', to: '2026-09-30', rain: 9.5 },
    };
    stubApi({ ...routes(), 'GET /api/weatherData/SSDP41000/report/2026': () => json(seasonal) });
    renderApp('/weather/report');
    await screen.findByRole('table', { name: 'Klimabericht des Monats, Tag für Tag' });
    expect(screen.queryByText(/Regen der Saison/)).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText('Monat'), 'Ganzes Jahr');
    expect(await screen.findByText('Regen der Saison 01.10.2025 – 30.09.2026: 9,5 mm')).toBeInTheDocument();
  });

  it('says so when the station has no data yet', async () => {
    stubApi({ ...routes(), 'GET /api/weatherData/SSDP41000/report': () => json({ months: [] }) });
    renderApp('/weather/report');
    expect(await screen.findByText('Für diese Station liegen noch keine Daten vor.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
