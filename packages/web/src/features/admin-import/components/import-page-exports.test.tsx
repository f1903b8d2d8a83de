import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '../../../lib/auth-token.ts';
import { json, stubApi, tokenFor } from '../../../test/fake-api.ts';
import { job, preview, STATIONS } from '../../../test/import-jobs.ts';
import { renderApp } from '../../../test/render-app.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('import page: exports, checks and access', () => {
  it('sends a WeatherLink export with the units stated, and lists the rows the file gave twice', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, tokenFor('ROLE_ADMIN'));
    const reason = 'même heure que la ligne 69 (export.txt) : ligne ignorée, la première est gardée';
    let current = job({ kind: 'weatherlink', fileName: 'export.txt' });
    const requests = stubApi({
      'GET /api/weatherStation': () => json(STATIONS),
      'GET /api/import': () =>
        json({ imports: current.status === 'uploading' ? [] : [current], numberOfResult: 1 }),
      'POST /api/import': () => json(current, 201),
      'PUT /api/import/7/content': () => {
        current = { ...current, received: 10 };
        return json(current);
      },
      'POST /api/import/7/start': () => {
        current = { ...current, status: 'done', progress: 1, rows: 3, imported: 2, skipped: 1 };
        current.skips = [{ at: 'export.txt:70', reason }];
        current.tally = { ...current.tally, daysImported: 1, duplicates: 1 };
        return json(current, 202);
      },
      'GET /api/import/7/preview': () =>
        json(
          preview({
            kind: 'weatherlink',
            fileName: 'export.txt',
            measures: [{ column: 'Temp', measure: 'temperature', unit: 'C', rows: 3 }],
            extremes: { source: 'exportHighLow', days: 1, records: 0 },
            problems: {
              unknownColumns: [],
              unreadable: 0,
              duplicates: 1,
              examples: [{ at: 'export.txt:70', reason }],
            },
          }),
        ),
      'GET /api/import/7': () => json(current),
    });
    const user = userEvent.setup();
    renderApp('/admin/import');

    await screen.findByRole('option', { name: 'Rütenbrock (SSDP41000)' });
    await user.selectOptions(screen.getByLabelText('Format du fichier'), 'weatherlink');
    const units = screen.getByRole('group', { name: 'Unités du fichier' });
    await user.selectOptions(within(units).getByLabelText('Température'), 'C');
    await user.selectOptions(within(units).getByLabelText('Vent'), 'km/h');
    await user.upload(screen.getByLabelText('Fichier'), new File(['0123456789'], 'export.txt'));
    await user.click(screen.getByRole('button', { name: 'Importer' }));
    const found = await screen.findByTestId('import-preview');
    expect(
      await within(found).findByText("Maxima et minima par intervalle de l'export, jours : 1"),
    ).toBeInTheDocument();
    expect(within(found).getByText('Lignes à une heure déjà donnée : 1')).toBeInTheDocument();
    await user.click(within(found).getByRole('button', { name: 'Lancer l’import' }));

    const panel = await screen.findByRole('heading', { name: "Résumé de l'import · export.txt" });
    const card = panel.closest('.card') as HTMLElement;
    expect(
      within(card).getByText(
        'Station SSDP41000 · Export Davis WeatherLink (WeatherLink.com, logiciel WeatherLink)',
      ),
    ).toBeInTheDocument();
    expect(
      within(card).getByRole('heading', { name: "Lignes ignorées (même heure qu'une ligne précédente)" }),
    ).toBeInTheDocument();
    expect(within(card).getByRole('cell', { name: reason })).toBeInTheDocument();
    expect(within(card).getByTestId('import-tally')).toHaveTextContent(
      'Heure en double dans le fichier (ignorées)1',
    );
    const create = requests.find((r) => r.method === 'POST' && r.url.pathname === '/api/import');
    expect(create?.body).toEqual({
      station: 'SSDP41000',
      kind: 'weatherlink',
      fileName: 'export.txt',
      size: 10,
      cumulusUnits: { temperature: 'C', wind: 'km/h' },
    });
  });

  it('asks for a file before sending anything', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, tokenFor('ROLE_ADMIN'));
    const requests = stubApi({
      'GET /api/weatherStation': () => json(STATIONS),
      'GET /api/import': () => json({ imports: [], numberOfResult: 0 }),
    });
    const user = userEvent.setup();
    renderApp('/admin/import');
    await user.click(await screen.findByRole('button', { name: 'Importer' }));
    expect(screen.getByText('Choisissez un fichier.')).toBeVisible();
    expect(requests.filter((r) => r.method !== 'GET')).toEqual([]);
  });

  it('sends an editor back to the dashboard and offers the page to admins only', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, tokenFor('ROLE_EDITOR'));
    stubApi({ 'GET /api/weatherStation': () => json(STATIONS) });
    renderApp('/admin/import');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: "Importer l'historique" })).not.toBeInTheDocument();
  });

  it('says the page may be closed only once the whole file is on the server', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, tokenFor('ROLE_ADMIN'));
    let current = job({ received: 5 });
    stubApi({
      'GET /api/weatherStation': () => json(STATIONS),
      'GET /api/import': () => json({ imports: [current], numberOfResult: 1 }),
      'GET /api/import/7': () => json(current),
    });
    renderApp('/admin/import');
    const heading = await screen.findByRole('heading', { name: 'Import en cours · weewx.sdb' });
    const card = heading.closest('.card') as HTMLElement;
    expect(within(card).getByText('Envoi du fichier')).toBeInTheDocument();
    const hint = "Vous pouvez fermer cette page : l'import se poursuit sur le serveur.";
    expect(within(card).queryByText(hint)).not.toBeInTheDocument();

    current = job({ received: 10, status: 'running', progress: 0.4 });
    expect(await within(card).findByText(hint, {}, { timeout: 5_000 })).toBeInTheDocument();
  });
});
