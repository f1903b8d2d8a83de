import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '../../../lib/auth-token.ts';
import { json, stubApi, tokenFor } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const status = {
  generatedAt: '2026-11-24T10:00:00.000Z',
  stations: [
    {
      reference: 'A1',
      name: 'Aurich',
      city: 'Aurich',
      lastReadingAt: '2026-11-24T09:58:00.000Z',
      lastReadingAgeSeconds: 120,
      freshness: 'fresh',
      uploads: [{ protocol: 'ecowitt', lastReadingAt: '2026-11-24T09:58:00.000Z', ageSeconds: 120 }],
      readingsToday: 540,
      valuesRejectedToday: 2,
      protocol: 'ecowitt',
      sensors: [
        { name: 'wh65batt', value: 1, low: true },
        { name: 'wh25batt', value: 0, low: false },
      ],
    },
    {
      reference: 'L1',
      name: 'Leer',
      city: 'Leer',
      lastReadingAt: '2026-11-23T10:00:00.000Z',
      lastReadingAgeSeconds: 86_400,
      freshness: 'stale',
      uploads: [],
      readingsToday: 0,
      valuesRejectedToday: 0,
      protocol: null,
      sensors: [],
    },
  ],
};

describe('station health on the dashboard', () => {
  it('shows each station with its freshness, readings and rejected values today, door and low batteries', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, tokenFor('ROLE_EDITOR'));
    stubApi({ 'GET /api/status': () => json(status) });
    renderApp('/admin/dashboard');
    const section = await screen.findByRole('region', { name: 'Santé des stations' });
    const row = async (name: string) => {
      const header = await within(section).findByRole('rowheader', { name });
      const tr = header.closest('tr');
      if (tr === null) throw new Error(name);
      return within(tr)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    };
    expect(await row('Aurich')).toEqual(['À jour · 2 min', '540', '2', 'Ecowitt', 'Faible : wh65batt']);
    expect(await row('Leer')).toEqual(['Muette · 1 j', '0', '0', '—', 'OK']);
    expect(within(section).getByText('À jour · 2 min')).toHaveClass('bg-success');
    expect(within(section).getByText('Muette · 1 j')).toHaveClass('bg-danger');
  });
});
