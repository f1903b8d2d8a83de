import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '../../../lib/auth-token.ts';
import { json, stubApi, tokenFor } from '../../../test/fake-api.ts';
import { job, preview, STATIONS } from '../../../test/import-jobs.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { uploadHistoryFile } from '../upload-history-file.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('uploadHistoryFile', () => {
  it('opens the import and sends the file chunk by chunk in order, without starting it', async () => {
    const calls: string[] = [];
    const file = new File(['0123456789'], 'weewx.sdb');
    const sent: number[] = [];
    const uploaded = await uploadHistoryFile(
      {
        create: async (body) => {
          calls.push(`create ${body.fileName} ${body.size} ${body.kind}`);
          return job();
        },
        sendChunk: async (id, offset, chunk) => {
          calls.push(`chunk ${id} @${offset} ${chunk.size}`);
          return job({ received: offset + chunk.size });
        },
      },
      file,
      { station: 'SSDP41000', kind: 'weewx' },
      { onSent: (bytes) => sent.push(bytes) },
      4,
    );
    expect(calls).toEqual(['create weewx.sdb 10 weewx', 'chunk 7 @0 4', 'chunk 7 @4 4', 'chunk 7 @8 2']);
    expect(sent).toEqual([4, 8, 10]);
    // Started only by the admin, once the preview is read (the page test).
    expect(uploaded).toMatchObject({ status: 'uploading', received: 10 });
  });
});

describe('import page', () => {
  it('sends the chosen file, shows what it holds, starts it when asked and follows it to its summary', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, tokenFor('ROLE_ADMIN'));
    let current = job();
    const requests = stubApi({
      'GET /api/weatherStation': () => json(STATIONS),
      'GET /api/import': () =>
        json({ imports: current.status === 'uploading' ? [] : [current], numberOfResult: 1 }),
      'POST /api/import': () => json(current, 201),
      'PUT /api/import/7/content': () => {
        current = job({ received: 10 });
        return json(current);
      },
      'POST /api/import/7/start': () => {
        current = job({
          status: 'done',
          received: 10,
          progress: 1,
          rows: 3,
          imported: 2,
          rejected: 1,
          valuesFlagged: 1,
          valuesDropped: 2,
          daysWithSourceExtremes: 1,
          rejections: [{ at: '2024-03-10T09:05:00.000Z', reason: 'usUnits inconnu (2)' }],
          unmappedColumns: ['extraTemp1'],
          tally: {
            daysImported: 1,
            alreadyStored: 0,
            duplicates: 0,
            unreadable: 1,
            outOfRange: 0,
            noMeasure: 0,
            other: 0,
          },
        });
        return json(current, 202);
      },
      'GET /api/import/7/preview': () => json(preview()),
      'GET /api/import/7': () => json(current),
    });
    const user = userEvent.setup();
    renderApp('/admin/import');

    expect(
      await screen.findByRole('heading', { level: 1, name: "Importer l'historique" }),
    ).toBeInTheDocument();
    await screen.findByRole('option', { name: 'Rütenbrock (SSDP41000)' });
    await user.upload(screen.getByLabelText('Fichier'), new File(['0123456789'], 'weewx.sdb'));
    await user.click(screen.getByRole('button', { name: 'Importer' }));

    // The file is on the server: what it holds, before anything is stored.
    const found = await screen.findByTestId('import-preview');
    await within(found).findByText('Rütenbrock', { exact: false });
    const facts = Object.fromEntries(
      within(found)
        .getAllByRole('rowheader')
        .map((header) => [header.textContent, header.nextElementSibling?.textContent]),
    );
    expect(facts).toEqual({
      Stations: 'Archive WeeWX (weewx.sdb) → Rütenbrock (SSDP41000)',
      Période: 'du 2024-03-10 00:05 au 2024-03-11 00:00 (Europe/Berlin)',
      Lignes: (12_345).toLocaleString('fr-FR'),
      Mesures: 'outTemp (°F), barometer (inHg), lightning_strike_count',
      'Source des extrêmes': 'Résumés quotidiens de WeeWX (tables archive_day_*), jours : 1',
      Problèmes: 'Colonnes non importées : extraTemp1Lignes illisibles : 1',
    });
    expect(within(found).getByRole('cell', { name: 'usUnits inconnu (2)' })).toBeInTheDocument();
    expect(requests.some((r) => r.url.pathname.endsWith('/start'))).toBe(false);
    await user.click(within(found).getByRole('button', { name: 'Lancer l’import' }));

    const panel = await screen.findByRole('heading', { name: "Résumé de l'import · weewx.sdb" });
    const card = panel.closest('.card') as HTMLElement;
    expect(within(card).getByText('Terminé')).toBeInTheDocument();
    expect(
      within(card).getByText('3 lignes lues : 2 relevés importés, 0 ignorés (déjà enregistrés), 1 rejetés.'),
    ).toBeInTheDocument();
    expect(within(card).getByRole('cell', { name: 'usUnits inconnu (2)' })).toBeInTheDocument();
    expect(within(card).getByText(/non importées : extraTemp1\./)).toBeInTheDocument();
    // A value held for review is said, and linked to the review, not lost in '0 rejetés'.
    expect(within(card).getByTestId('import-source-extremes')).toHaveTextContent(
      'Jours dont les extrêmes (et leurs heures) viennent des relevés de la source (résumés quotidiens de WeeWX, dayfile.txt de CumulusMX, maxima et minima par intervalle de WeatherLink) : 1.',
    );
    expect(within(card).getByTestId('import-values')).toHaveTextContent(
      "Valeurs écartées des relevés importés : 1 en attente d'examen, 2 impossibles. Les examiner",
    );
    expect(within(card).getByRole('link', { name: 'Les examiner' })).toHaveAttribute(
      'href',
      '/admin/quality',
    );
    const tally = within(card).getByTestId('import-tally');
    expect(
      within(tally)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'Jours importés1',
      'Jours aux extrêmes de la source1',
      'Relevés déjà présents (ignorés)0',
      'Lignes illisibles (rejetées)1',
    ]);

    const create = requests.find((r) => r.method === 'POST' && r.url.pathname === '/api/import');
    expect(create?.body).toEqual({ station: 'SSDP41000', kind: 'weewx', fileName: 'weewx.sdb', size: 10 });
    const chunk = requests.find((r) => r.method === 'PUT');
    expect(chunk?.url.search).toBe('?offset=0');
    expect(chunk?.headers.get('content-type')).toBe('application/octet-stream');
  });

  it('counts the CumulusMX records kept and the dayfile/logs disagreements, listed when unfolded', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, tokenFor('ROLE_ADMIN'));
    const done = job({
      kind: 'cumulus',
      fileName: 'data.zip',
      status: 'done',
      received: 10,
      progress: 1,
      recordsApplied: 4,
      recordsSkipped: [
        { at: 'alltime.ini highapptemp', reason: 'record sans équivalent dans meteodeck' },
        { at: 'alltime.ini [Wind] highgust', reason: 'jour hors de la période importée (2019-07-25)' },
      ],
      disagreementCount: 250,
      disagreements: [
        { day: '2023-11-12', measure: 'temperature', side: 'max', dayfile: 23.4, logs: 23.1, unit: '°C' },
        { day: '2023-11-12', measure: 'rain', side: 'total', dayfile: 5, logs: 4.6, unit: 'mm' },
      ],
    });
    stubApi({
      'GET /api/weatherStation': () => json(STATIONS),
      'GET /api/import': () => json({ imports: [done], numberOfResult: 1 }),
      'GET /api/import/7': () => json(done),
    });
    const user = userEvent.setup();
    renderApp('/admin/import');

    const heading = await screen.findByRole('heading', { name: "Résumé de l'import · data.zip" });
    const card = heading.closest('.card') as HTMLElement;
    const records = within(card).getByTestId('import-records');
    expect(records).toHaveTextContent(
      'Records de CumulusMX (alltime.ini, monthlyalltime.ini) repris comme extrêmes de leur jour : 4.',
    );
    const skipped = within(records).getByText(
      'alltime.ini [Wind] highgust : jour hors de la période importée (2019-07-25)',
    );
    expect(skipped).not.toBeVisible();
    await user.click(within(records).getByText('Records non repris (2)'));
    expect(skipped).toBeVisible();

    const report = within(card).getByTestId('import-disagreements');
    expect(report).toHaveTextContent(
      "Jours où dayfile.txt et les journaux mensuels diffèrent de plus que la précision d'enregistrement : 250.",
    );
    const row = within(report).getByRole('cell', { name: 'Température maxi' }).closest('tr') as HTMLElement;
    expect(row).not.toBeVisible();
    await user.click(within(report).getByText('Voir les écarts'));
    expect(row).toBeVisible();
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['2023-11-12', 'Température maxi', '23,4 °C', '23,1 °C']);
    expect(within(report).getByRole('cell', { name: 'Pluie cumul' })).toBeInTheDocument();
    expect(within(report).getByText('Les 2 premiers sur 250.')).toBeInTheDocument();
  });

  it('shows why the server refused the file', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, tokenFor('ROLE_ADMIN'));
    const message =
      "Ce fichier n'est pas une archive zip : un dossier de données CumulusMX zippé est attendu";
    stubApi({
      'GET /api/weatherStation': () => json(STATIONS),
      'GET /api/import': () => json({ imports: [], numberOfResult: 0 }),
      'POST /api/import': () => json(job({ kind: 'cumulus' }), 201),
      'PUT /api/import/7/content': () => json(job({ kind: 'cumulus', received: 5 })),
      'GET /api/import/7/preview': () => json([{ message, propertyPath: 'file' }], 400),
      'GET /api/import/7': () => json(job({ kind: 'cumulus', received: 5, size: 5 })),
    });
    const user = userEvent.setup();
    renderApp('/admin/import');

    await screen.findByRole('option', { name: 'Rütenbrock (SSDP41000)' });
    await user.selectOptions(screen.getByLabelText('Format du fichier'), 'cumulus');
    expect(screen.getByRole('group', { name: 'Unités de CumulusMX' })).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Fichier'), new File(['hello'], 'data.zip'));
    await user.click(screen.getByRole('button', { name: 'Importer' }));

    expect((await screen.findAllByText(message)).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Importer' })).toBeEnabled();
  });
});
