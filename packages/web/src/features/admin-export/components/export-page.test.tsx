import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '../../../lib/auth-token.ts';
import { json, stubApi, tokenFor } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { buildStation } from '../../../test/stations.ts';

const STATIONS = {
  weatherStations: [buildStation(), buildStation({ id: 2, reference: 'CLFD63000', name: 'Clermont' })],
  numberOfResult: 2,
};

let saved: Blob[];
beforeEach(() => {
  saved = [];
  // jsdom has no object URLs: keep what the page hands the browser.
  URL.createObjectURL = (blob: Blob) => {
    saved.push(blob);
    return 'blob:export';
  };
  URL.revokeObjectURL = () => {};
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
  window.localStorage.clear();
});

describe('export page', () => {
  it("downloads the chosen station's period in the chosen format, as an editor too", async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, tokenFor('ROLE_EDITOR'));
    const csv = 'received_at,temperature_c\n2026-01-01T00:00:00.000Z,1.5\n';
    const requests = stubApi({
      'GET /api/weatherStation': () => json(STATIONS),
      'GET /api/weatherStation/SSDP41000': () => json(buildStation()),
      'GET /api/weatherData/CLFD63000/export': () =>
        new Response(csv, { headers: { 'content-type': 'text/csv' } }),
    });
    renderApp('/admin/export');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Exporter les relevés' }),
    ).toBeInTheDocument();
    await within(screen.getByLabelText('Station')).findByRole('option', { name: 'Clermont (CLFD63000)' });
    await userEvent.selectOptions(screen.getByLabelText('Station'), 'CLFD63000');
    const from = screen.getByLabelText('Du');
    await userEvent.clear(from);
    await userEvent.type(from, '2026-01-01');
    const to = screen.getByLabelText('Au (inclus)');
    await userEvent.clear(to);
    await userEvent.type(to, '2026-01-31');
    await userEvent.click(screen.getByRole('button', { name: 'Télécharger' }));

    expect(
      await screen.findByText('Fichier CLFD63000-2026-01-01-2026-01-31.csv téléchargé.'),
    ).toBeInTheDocument();
    const call = requests.find((r) => r.url.pathname === '/api/weatherData/CLFD63000/export');
    expect(Object.fromEntries(call?.url.searchParams ?? [])).toEqual({
      from: '2026-01-01',
      to: '2026-01-31',
      format: 'csv',
    });
    expect(call?.headers.get('authorization')).toMatch(/^Bearer /);
    expect(await saved[0]?.text()).toBe(csv);
  });

  it('downloads the daily summaries when asked for them', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, tokenFor('ROLE_EDITOR'));
    const body = '[\n{"day":"2026-01-01","temperature_min_c":-2}\n]\n';
    const requests = stubApi({
      'GET /api/weatherStation': () => json(STATIONS),
      'GET /api/weatherStation/SSDP41000': () => json(buildStation()),
      'GET /api/weatherData/SSDP41000/export/days': () =>
        new Response(body, { headers: { 'content-type': 'application/json' } }),
    });
    renderApp('/admin/export');
    await screen.findByRole('heading', { level: 1, name: 'Exporter les relevés' });
    await userEvent.selectOptions(screen.getByLabelText('Contenu'), 'days');
    await userEvent.selectOptions(screen.getByLabelText('Format'), 'json');
    await userEvent.click(screen.getByRole('button', { name: 'Télécharger' }));
    expect(await screen.findByText(/Fichier SSDP41000-days-.*\.json téléchargé\./)).toBeInTheDocument();
    const call = requests.find((r) => r.url.pathname === '/api/weatherData/SSDP41000/export/days');
    expect(call?.url.searchParams.get('format')).toBe('json');
    expect(await saved[0]?.text()).toBe(body);
  });

  it("shows the server's refusal and refuses an end before the start", async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, tokenFor('ROLE_ADMIN'));
    stubApi({
      'GET /api/weatherStation': () => json(STATIONS),
      'GET /api/weatherStation/SSDP41000': () => json(buildStation()),
      'GET /api/weatherData/SSDP41000/export': () =>
        json([{ message: 'Station météo SSDP41000 introuvable' }], 404),
    });
    renderApp('/admin/export');
    await screen.findByRole('heading', { level: 1, name: 'Exporter les relevés' });
    const from = screen.getByLabelText('Du');
    await userEvent.clear(from);
    await userEvent.type(from, '2030-01-01');
    await userEvent.click(screen.getByRole('button', { name: 'Télécharger' }));
    expect(await screen.findByText('La date de fin doit suivre la date de début.')).toBeInTheDocument();
    await userEvent.clear(from);
    await userEvent.type(from, '2020-01-01');
    await userEvent.click(screen.getByRole('button', { name: 'Télécharger' }));
    expect(await screen.findByText('Station météo SSDP41000 introuvable')).toBeInTheDocument();
    expect(saved).toHaveLength(0);
  });
});
