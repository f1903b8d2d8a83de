import type { ImportColumnMapping } from '@meteodeck/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '../../../lib/auth-token.ts';
import { type FakeHandler, json, stubApi, tokenFor } from '../../../test/fake-api.ts';
import { csvColumns, job, preview, STATIONS } from '../../../test/import-jobs.ts';
import { renderApp } from '../../../test/render-app.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const MAPPING: ImportColumnMapping = {
  separator: ';',
  decimalComma: true,
  time: { column: 0, format: 'pattern', pattern: 'DD.MM.YYYY HH:mm', zone: 'station' },
  measures: [
    { column: 1, measure: 'temperature', unit: '°F' },
    { column: 2, measure: 'windSpeed', unit: 'mph' },
    { column: 3, measure: 'relativePressure', unit: 'inHg' },
  ],
};

const mappedPreview = preview({
  kind: 'csv',
  fileName: 'logger.csv',
  stations: [{ inFile: 'CSV de relevés (logger.csv)', reference: 'SSDP41000', name: 'Rütenbrock' }],
  rows: 2,
  measures: [
    { column: 'Lufttemp. [°F]', measure: 'temperature', unit: '°F', rows: 2 },
    { column: 'Windgeschw. [mph]', measure: 'windSpeed', unit: 'mph', rows: 2 },
    { column: 'Luftdruck [inHg]', measure: 'relativePressure', unit: 'inHg', rows: 2 },
  ],
  extremes: { source: 'readings', days: 0, records: 0 },
  problems: { unknownColumns: ['Notiz'], unreadable: 0, duplicates: 0, examples: [] },
});

/** The page with a received CSV file, its columns answered by `columns`, its mapping by `mapping`. */
async function openReceivedCsv(routes: Record<string, FakeHandler>) {
  window.localStorage.setItem(TOKEN_STORAGE_KEY, tokenFor('ROLE_ADMIN'));
  const received = job({ kind: 'csv', fileName: 'logger.csv', received: 10 });
  const requests = stubApi({
    'GET /api/weatherStation': () => json(STATIONS),
    'GET /api/import': () => json({ imports: [received], numberOfResult: 1 }),
    'GET /api/import/7': () => json(received),
    'GET /api/import/7/preview': () =>
      json([{ message: 'En-tête CSV sans colonne received_at', propertyPath: 'file' }], 400),
    ...routes,
  });
  renderApp('/admin/import');
  return { requests, step: await screen.findByTestId('import-mapping') };
}

describe('the column mapping step of the import page', () => {
  it('shows an unknown CSV as read, sends the roles, units and date format chosen, then its preview', async () => {
    let answers = 0;
    const { requests, step } = await openReceivedCsv({
      'GET /api/import/7/columns': () => json(csvColumns()),
      'PUT /api/import/7/mapping': () => {
        answers += 1;
        return answers === 1
          ? json(
              [
                {
                  message: 'Unité « km/h » impossible pour temperature (unités possibles : °C, °F)',
                  propertyPath: 'measures[0].unit',
                },
              ],
              400,
            )
          : json(mappedPreview);
      },
    });
    const user = userEvent.setup();

    expect(within(step).getByRole('heading', { name: 'Association des colonnes' })).toBeInTheDocument();
    expect(within(step).getByText(/pas d'un format connu/)).toBeInTheDocument();
    expect(within(step).getByLabelText('Séparateur')).toHaveDisplayValue('Point-virgule (;)');
    expect(within(step).getByLabelText('Séparateur décimal')).toHaveDisplayValue('Virgule (12,5)');
    const sample = within(step).getByTestId('import-mapping-sample');
    expect(
      within(sample)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(csvColumns().header);
    expect(within(sample).getByRole('cell', { name: 'Wartung' })).toBeInTheDocument();
    // The first column is taken for the instant, its German date read as a pattern in local time.
    expect(within(step).getByLabelText('Colonne 1 · Zeitstempel')).toHaveDisplayValue('Horodatage');
    expect(within(step).getByLabelText('Modèle')).toHaveValue('DD.MM.YYYY HH:mm');
    expect(within(step).getByLabelText('Fuseau horaire')).toHaveDisplayValue('Heure locale de la station');
    // No start before the file is mapped.
    expect(within(step).queryByRole('button', { name: 'Lancer l’import' })).toBeNull();

    await user.selectOptions(within(step).getByLabelText('Colonne 2 · Lufttemp. [°F]'), 'temperature');
    const unit = within(step).getByLabelText('Unité de « Lufttemp. [°F] »');
    expect(
      within(unit)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['°C', '°F']);
    await user.selectOptions(unit, '°F');
    await user.selectOptions(within(step).getByLabelText('Colonne 3 · Windgeschw. [mph]'), 'windSpeed');
    expect(
      within(within(step).getByLabelText('Unité de « Windgeschw. [mph] »'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['km/h', 'm/s', 'mph', 'kn']);
    await user.selectOptions(within(step).getByLabelText('Unité de « Windgeschw. [mph] »'), 'mph');
    await user.selectOptions(within(step).getByLabelText('Colonne 4 · Luftdruck [inHg]'), 'relativePressure');
    await user.selectOptions(within(step).getByLabelText('Unité de « Luftdruck [inHg] »'), 'inHg');

    // The server refuses the first attempt: its message shows, the step stays.
    await user.click(within(step).getByRole('button', { name: "Appliquer l'association" }));
    expect(await within(step).findByText(/Unité « km\/h » impossible/)).toBeInTheDocument();
    await user.click(within(step).getByRole('button', { name: "Appliquer l'association" }));

    const found = await screen.findByTestId('import-preview');
    expect(
      within(found).getByText(/Lufttemp\. \[°F\] \(°F\), Windgeschw\. \[mph\] \(mph\)/),
    ).toBeInTheDocument();
    expect(within(found).getByRole('button', { name: 'Lancer l’import' })).toBeEnabled();
    const puts = requests.filter((r) => r.method === 'PUT' && r.url.pathname === '/api/import/7/mapping');
    expect(puts).toHaveLength(2);
    expect(puts[1]?.body).toEqual(MAPPING);
    // The mapping can be opened again from the preview.
    await user.click(within(found).getByRole('button', { name: 'Associer les colonnes' }));
    expect(await screen.findByTestId('import-mapping')).toBeInTheDocument();
  });

  it("offers the station's remembered mapping for the same header, and a 12-hour US date", async () => {
    const remembered: ImportColumnMapping = {
      ...MAPPING,
      time: { column: 0, format: 'pattern', pattern: 'MM/DD/YYYY hh:mm a', zone: 'utc' },
    };
    const { requests, step } = await openReceivedCsv({
      'GET /api/import/7/columns': () => json(csvColumns({ mapping: remembered, remembered: true })),
      'PUT /api/import/7/mapping': () => json(mappedPreview),
    });
    const user = userEvent.setup();
    expect(within(step).getByText(/Association reprise du dernier fichier/)).toBeInTheDocument();
    expect(within(step).getByLabelText('Colonne 2 · Lufttemp. [°F]')).toHaveDisplayValue('Température');
    expect(within(step).getByLabelText('Unité de « Luftdruck [inHg] »')).toHaveDisplayValue('inHg');
    expect(within(step).getByLabelText('Colonne 5 · Notiz')).toHaveDisplayValue('Ignorer');
    expect(within(step).getByLabelText('Modèle')).toHaveValue('MM/DD/YYYY hh:mm a');
    expect(within(step).getByLabelText('Fuseau horaire')).toHaveDisplayValue('UTC');
    // A file meteodeck cannot read unmapped offers no way back to a preview.
    expect(within(step).queryByRole('button', { name: 'Annuler' })).toBeNull();

    await user.click(within(step).getByRole('button', { name: "Appliquer l'association" }));
    await screen.findByTestId('import-preview');
    const put = requests.find((r) => r.method === 'PUT');
    expect(put?.body).toEqual(remembered);
  });

  it('has the server split the file again when the separator changes, quoted fields whole', async () => {
    const byComma = csvColumns({
      separator: ',',
      decimalComma: false,
      header: ['Datum; lokal', 'Zeit', 'Temp; °C'],
      rows: [['27.11.2026', '14:05', '12,5']],
    });
    const { requests, step } = await openReceivedCsv({
      'GET /api/import/7/columns': (request) =>
        json(request.url.searchParams.get('separator') === ',' ? byComma : csvColumns()),
      'PUT /api/import/7/mapping': () => json(mappedPreview),
    });
    const user = userEvent.setup();
    await user.selectOptions(within(step).getByLabelText('Séparateur'), 'comma');

    const sample = within(step).getByTestId('import-mapping-sample');
    expect(
      within(sample)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Datum; lokal', 'Zeit', 'Temp; °C']);
    expect(within(sample).getByRole('cell', { name: '12,5' })).toBeInTheDocument();
    const asked = requests.filter((r) => r.url.pathname === '/api/import/7/columns');
    expect(asked.map((r) => r.url.searchParams.get('separator'))).toEqual([null, ',']);
    // One role per column of the file as the server split it: the fourth column is gone.
    expect(within(step).getAllByTestId('import-mapping-column')).toHaveLength(3);
    await user.selectOptions(within(step).getByLabelText('Colonne 2 · Zeit'), 'timeOfDay');
    await user.selectOptions(within(step).getByLabelText('Colonne 3 · Temp; °C'), 'temperature');
    await user.click(within(step).getByRole('button', { name: "Appliquer l'association" }));
    await screen.findByTestId('import-preview');
    const put = requests.find((r) => r.method === 'PUT');
    expect(put?.body).toMatchObject({
      separator: ',',
      // The date's pattern guessed from the first split lost its time when the time got its column.
      time: { column: 0, pattern: 'DD.MM.YYYY', timeOfDay: { column: 1, pattern: 'HH:mm' } },
      measures: [{ column: 2, measure: 'temperature', unit: '°C' }],
    });
  });

  it('takes a date column and a time column apart, each with its pattern', async () => {
    const { requests, step } = await openReceivedCsv({
      'GET /api/import/7/columns': () =>
        json(
          csvColumns({
            separator: ',',
            decimalComma: false,
            header: ['Date', 'Time', 'Temp (F)'],
            rows: [['11/27/2026', '2:05 PM', '50.0']],
          }),
        ),
      'PUT /api/import/7/mapping': () => json(mappedPreview),
    });
    const user = userEvent.setup();
    expect(within(step).getByLabelText('Colonne 1 · Date')).toHaveDisplayValue('Horodatage');
    expect(within(step).getByLabelText('Colonne 2 · Time')).toHaveDisplayValue('Heure (colonne séparée)');
    expect(within(step).getByLabelText('Modèle')).toHaveValue('MM/DD/YYYY');
    const clock = within(step).getByLabelText("Modèle de l'heure");
    expect(clock).toHaveValue('hh:mm a');
    await user.clear(clock);
    await user.type(clock, 'h:mm a');
    await user.selectOptions(within(step).getByLabelText('Colonne 3 · Temp (F)'), 'temperature');
    await user.selectOptions(within(step).getByLabelText('Unité de « Temp (F) »'), '°F');
    await user.click(within(step).getByRole('button', { name: "Appliquer l'association" }));
    await screen.findByTestId('import-preview');
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({
      separator: ',',
      decimalComma: false,
      time: {
        column: 0,
        format: 'pattern',
        pattern: 'MM/DD/YYYY',
        zone: 'station',
        timeOfDay: { column: 1, pattern: 'h:mm a' },
      },
      measures: [{ column: 2, measure: 'temperature', unit: '°F' }],
    });
  });
});
