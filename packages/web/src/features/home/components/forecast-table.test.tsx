import type { Forecast } from '@meteodeck/contract';
import { cleanup, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../../lib/i18n.ts';
import { ForecastTable } from './forecast-table.tsx';

/** Seven days from Sunday 2026-11-22 00:00 Berlin (23:00 UTC the day before), as Open-Meteo steps them. */
function buildForecast(): Forecast {
  const firstDay = Date.UTC(2026, 10, 21, 23, 0, 0) / 1000;
  return {
    lat: 52.84,
    lon: 7.1,
    timezone: 'Europe/Berlin',
    timezone_offset: 3600,
    current: {
      dt: firstDay + 10 * 3600,
      temp: 4.25,
      humidity: 87,
      wind_speed: 3.6,
      wind_deg: 225,
      weather: [{ icon: '10d', description: 'Leichter Regen' }],
    },
    daily: Array.from({ length: 7 }, (_, index) => ({
      dt: firstDay + index * 86_400,
      temp: { min: -1.04 + index, max: 7 + index / 4 },
      weather: [
        { icon: index % 2 === 0 ? '04d' : '01d', description: index % 2 === 0 ? 'Bedeckt' : 'Klarer Himmel' },
      ],
    })),
  };
}

function renderTable(forecast: Forecast) {
  return render(
    <I18nextProvider i18n={createI18n()}>
      <ForecastTable forecast={forecast} placeName="Rütenbrock" />
    </I18nextProvider>,
  );
}

// Sunday 2026-11-22, 10:00 in Berlin: the forecast's first day is today.
const SUNDAY_MORNING = Date.UTC(2026, 10, 22, 9, 0, 0);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(SUNDAY_MORNING);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('forecast table', () => {
  it('lists today plus the next five days, named in the forecast zone', () => {
    renderTable(buildForecast());
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(6);
    expect(rows[0]).toHaveTextContent(/^Heute/);
    // 23:00 UTC on Saturday is Sunday 00:00 in Berlin: the zone, not UTC, names the day.
    expect(rows[1]).toHaveTextContent(/^Mo\., 23\.11\./);
    expect(rows[5]).toHaveTextContent(/^Fr\., 27\.11\./);
  });

  it("names a day 'Heute' by its date in the forecast zone, not by its place in the list", () => {
    const dayNames = (nowMs: number): string[] => {
      cleanup();
      vi.setSystemTime(nowMs);
      renderTable(buildForecast());
      const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
      return rows.map((row) => row.querySelector('th')?.textContent ?? '');
    };
    // 23:30 UTC on Saturday is already Sunday in Berlin: the first day (Sunday) is today.
    expect(dayNames(Date.UTC(2026, 10, 21, 23, 30, 0))[0]).toBe('Heute');
    // Saturday evening in Berlin, a provider whose first day is tomorrow: no row is today.
    const saturday = dayNames(Date.UTC(2026, 10, 21, 18, 0, 0));
    expect(saturday[0]).toBe('So., 22.11.');
    expect(saturday).not.toContain('Heute');
    // Monday: the list's second day is today, the first is named by its date.
    expect(dayNames(Date.UTC(2026, 10, 23, 12, 0, 0)).slice(0, 3)).toEqual([
      'So., 22.11.',
      'Heute',
      'Di., 24.11.',
    ]);
  });

  it('shows temperatures with one decimal and the German descriptions with icons', () => {
    renderTable(buildForecast());
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Bedeckt');
    expect(rows[0]).toHaveTextContent('−1,0 °C');
    expect(rows[0]).toHaveTextContent('7,0 °C');
    expect(rows[1]).toHaveTextContent('Klarer Himmel');
    // -0.04 rounds to zero: no minus sign on a zero.
    expect(rows[1]).toHaveTextContent('Klarer Himmel0,0 °C');
    expect(rows[2]).toHaveTextContent('7,5 °C');
    expect(screen.getByText('4,3 °C')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Leichter Regen' })).toHaveAttribute('src');
  });

  it('converts the wind from m/s to km/h (× 3.6) and names its direction', () => {
    renderTable(buildForecast());
    expect(screen.getByText('13,0 km/h aus SW')).toBeInTheDocument();
  });

  it('credits Open-Meteo as its licence asks', () => {
    renderTable(buildForecast());
    expect(screen.getByRole('link', { name: 'Wetterdaten: Open-Meteo.com (CC BY 4.0)' })).toHaveAttribute(
      'href',
      'https://open-meteo.com/',
    );
  });
});
