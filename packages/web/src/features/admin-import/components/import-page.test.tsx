import type { ImportJob, ImportPreview } from '@meteodeck/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '../../../lib/auth-token.ts';
import { json, stubApi, tokenFor } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { buildStation } from '../../../test/stations.ts';
import { uploadHistoryFile } from '../upload-history-file.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

const STATIONS = { weatherStations: [buildStation()], numberOfResult: 1 };

function job(overrides: Partial<ImportJob> = {}): ImportJob {
  return {
    id: 7,
    station: 'SSDP41000',
    kind: 'weewx',
    fileName: 'weewx.sdb',
    size: 10,
    received: 0,
    status: 'uploading',
    progress: 0,
    rows: 0,
    imported: 0,
    skipped: 0,
    rejected: 0,
    valuesFlagged: 0,
    valuesDropped: 0,
    daysWithSourceExtremes: 0,
    recordsApplied: 0,
    recordsSkipped: [],
    disagreementCount: 0,
    disagreements: [],
    rejections: [],
    skips: [],
    unmappedColumns: [],
    tally: {
      daysImported: 0,
      alreadyStored: 0,
      duplicates: 0,
      unreadable: 0,
      outOfRange: 0,
      noMeasure: 0,
      other: 0,
    },
    error: null,
    createdBy: 'admin@example.org',
    createdAt: '2026-11-24T08:00:00.000Z',
    updatedAt: '2026-11-24T08:00:00.000Z',
    finishedAt: null,
    ...overrides,
  };
}

/** What the server found in the WeeWX archive of the first page test. */
function preview(overrides: Partial<ImportPreview> = {}): ImportPreview {
  return {
    id: 7,
    kind: 'weewx',
    fileName: 'weewx.sdb',
    stations: [{ inFile: 'Archive WeeWX (weewx.sdb)', reference: 'SSDP41000', name: 'Rütenbrock' }],
    period: {
      first: '2024-03-09T23:05:00.000Z',
      last: '2024-03-10T23:00:00.000Z',
      firstLocal: '2024-03-10 00:05',
      lastLocal: '2024-03-11 00:00',
      timeZone: 'Europe/Berlin',
    },
    rows: 12_345,
    measures: [
      { column: 'outTemp', measure: 'temperature', unit: '°F', rows: 3 },
      { column: 'barometer', measure: 'relativePressure', unit: 'inHg', rows: 3 },
      { column: 'lightning_strike_count', measure: 'lightningCount', unit: '', rows: 3 },
    ],
    extremes: { source: 'weewxDaySummaries', days: 1, records: 0 },
    problems: {
      unknownColumns: ['extraTemp1'],
      unreadable: 1,
      duplicates: 0,
      examples: [{ at: '2024-03-10T09:05:00.000Z', reason: 'usUnits inconnu (2)' }],
    },
    ...overrides,
  };
}

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
