import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { buildStation } from '../../../test/stations.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

const station = (reference: string, name: string, age: number | null, freshness: string) => ({
  reference,
  name,
  city: `${name}stadt`,
  lastReadingAt: age === null ? null : '2026-11-24T09:50:00.000Z',
  lastReadingAgeSeconds: age,
  freshness,
  uploads: [],
  readingsToday: 0,
  valuesRejectedToday: 0,
  protocol: null,
  sensors: [],
});

describe('status page', () => {
  it("lists every station with its freshness badge and its last reading's age, linked from every page", async () => {
    stubApi({
      'GET /api/weatherStation': () => json({ weatherStations: [], numberOfResult: 0 }),
      'GET /api/weatherStation/SSDP41000': () => json(buildStation()),
      'GET /api/post': () => json({ posts: [], numberOfResult: 0 }),
      'GET /api/status': () =>
        json({
          generatedAt: '2026-11-24T10:00:00.000Z',
          stations: [
            {
              ...station('A1', 'Aurich', 600, 'fresh'),
              uploads: [
                { protocol: 'ecowitt', lastReadingAt: '2026-11-24T09:50:00.000Z', ageSeconds: 600 },
                { protocol: 'json', lastReadingAt: '2026-11-24T07:00:00.000Z', ageSeconds: 3 * 3600 },
              ],
              sensors: [
                { name: 'wh65batt', value: 1, low: true },
                { name: 'wh25batt', value: 0, low: false },
              ],
            },
            station('E1', 'Emden', 3600, 'late'),
            station('L1', 'Leer', 2 * 86_400 + 5, 'stale'),
            station('N1', 'Norden', null, 'none'),
          ],
        }),
    });
    renderApp('/status');
    expect(await screen.findByRole('heading', { level: 1, name: 'Stationsstatus' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Aktualität der Daten jeder Station' });
    const row = (name: string) => {
      const header = within(table).getByRole('rowheader', { name: new RegExp(`^${name}`) });
      const tr = header.closest('tr');
      if (tr === null) throw new Error(name);
      return within(tr)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    };
    expect(row('Aurich')).toEqual(['Aktuell', 'vor 10 min']);
    expect(row('Emden')).toEqual(['Verspätet', 'vor 1 h']);
    expect(row('Leer')).toEqual(['Veraltet', 'vor 2 Tagen']);
    expect(row('Norden')).toEqual(['Keine Daten', '-']);
    // Each door's newest upload, and the low batteries only.
    const aurich = within(table).getByRole('rowheader', { name: /^Aurich/ });
    expect(aurich).toHaveTextContent('Ecowitt vor 10 min · JSON vor 3 h');
    expect(within(aurich).getByText('Batterie schwach: wh65batt')).toHaveClass('bg-warning');
    expect(within(table).queryByText(/wh25batt/)).toBeNull();
    expect(within(table).getByText('Aktuell')).toHaveClass('bg-success');
    expect(within(table).getByText('Veraltet')).toHaveClass('bg-danger');
    expect(
      within(screen.getByRole('region', { name: 'Informationen' })).getByRole('link', {
        name: 'Stationsstatus',
      }),
    ).toHaveAttribute('href', '/status');
  });

  it('says when the server cannot store new readings because its disk is full, and not otherwise', async () => {
    const report = (storage: 'ok' | 'full') => ({
      generatedAt: '2026-11-24T10:00:00.000Z',
      stations: [station('A1', 'Aurich', 600, 'fresh')],
      storage,
    });
    let storage: 'ok' | 'full' = 'full';
    stubApi({
      'GET /api/weatherStation': () => json({ weatherStations: [], numberOfResult: 0 }),
      'GET /api/weatherStation/SSDP41000': () => json(buildStation()),
      'GET /api/post': () => json({ posts: [], numberOfResult: 0 }),
      'GET /api/status': () => json(report(storage)),
    });
    const view = renderApp('/status');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Speicher voll: Neue Messwerte können derzeit nicht gespeichert werden. Die Stationen senden sie erneut, sobald wieder Platz ist.',
    );
    view.unmount();
    storage = 'ok';
    renderApp('/status');
    expect(
      await screen.findByRole('table', { name: 'Aktualität der Daten jeder Station' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Speicher voll/)).toBeNull();
  });
});
