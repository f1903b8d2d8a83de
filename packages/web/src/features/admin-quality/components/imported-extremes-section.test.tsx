/**
 * The reading editor's imported extremes: a day with WeeWX's high and low lists them in the station's units
 * and local time with their source and the French explanation; a day without lists no such section.
 */
import type { ImportedExtremeList } from '@meteodeck/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '../../../lib/auth-token.ts';
import { json, stubApi, tokenFor } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { buildStation } from '../../../test/stations.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

const WEEWX: ImportedExtremeList = {
  day: '2024-03-10',
  extremes: [
    {
      measure: 'temperature',
      side: 'min',
      value: 3.1,
      at: '2024-03-10T04:03:12.000Z',
      source: 'weewxDaySummaries',
    },
    {
      measure: 'temperature',
      side: 'max',
      value: 22.83,
      at: '2024-03-10T11:07:59.000Z',
      source: 'weewxDaySummaries',
    },
  ],
};

function stub() {
  window.localStorage.setItem(TOKEN_STORAGE_KEY, tokenFor('ROLE_ADMIN'));
  const station = buildStation({ id: 42, timezone: 'Europe/Berlin' });
  return stubApi({
    'GET /api/unit': () => json({ units: [], numberOfResult: 0 }),
    'GET /api/weatherStation': () => json({ weatherStations: [station], numberOfResult: 1 }),
    'GET /api/weatherData/SSDP41000/readings': () => json({ readings: [], numberOfResult: 0 }),
    'GET /api/weatherData/SSDP41000/imported-extremes': (request) => {
      const day = request.url.searchParams.get('day') ?? '';
      return json(day === '2024-03-10' ? WEEWX : { day, extremes: [] });
    },
  });
}

describe("the readings editor's imported extremes", () => {
  it('lists WeeWX’s high at 12:07:59 local time, its low, and what a correction does not change', async () => {
    const requests = stub();
    renderApp('/admin/readings');
    fireEvent.change(await screen.findByLabelText('Jour'), { target: { value: '2024-03-10' } });
    const section = await screen.findByRole('region', { name: 'Extrêmes importés en vigueur' });
    const rows = within(section).getAllByRole('row');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toHaveTextContent(/max/);
    expect(rows[1]).toHaveTextContent(/22,83/);
    expect(rows[1]).toHaveTextContent('12:07:59');
    expect(rows[1]).toHaveTextContent('Résumés journaliers WeeWX');
    expect(rows[0]).toHaveTextContent(/3,1/);
    expect(rows[0]).toHaveTextContent('05:03:12');
    expect(
      within(section).getByText(/corriger ou supprimer un relevé ne les change pas/),
    ).toBeInTheDocument();
    expect(requests.some((r) => r.url.searchParams.get('day') === '2024-03-10')).toBe(true);
  });

  it('shows no section for a day without imported extremes', async () => {
    const requests = stub();
    renderApp('/admin/readings');
    fireEvent.change(await screen.findByLabelText('Jour'), { target: { value: '2024-03-11' } });
    await waitFor(() =>
      expect(requests.some((r) => r.url.searchParams.get('day') === '2024-03-11')).toBe(true),
    );
    expect(screen.queryByRole('region', { name: 'Extrêmes importés en vigueur' })).toBeNull();
  });
});
