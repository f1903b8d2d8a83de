import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiLogin, ensureStation } from './fixtures/api.ts';
import { seriousAxeViolations } from './fixtures/data-axe.ts';
import { expect, test } from './fixtures/test.ts';
import { signIn } from './pages/admin.page.ts';

// An admin imports a comma-separated CSV whose quoted header cell holds semicolons (so `;` is detected) and
// whose instant is split into a date column and a time column: choosing the comma has the server split the
// file again, quoted cells whole; the date and the time get their own patterns; the import reads the day
// clocks go back in Berlin. The step fits a desktop and a phone.

const run = Date.now().toString(36);
const REFERENCE = `MAPS${run}`.slice(0, 32);
const CSV = [
  'Datum,Zeit,"Temperatur; trocken; in °C; 2 m"',
  '26.10.2025,01:30,"7,5"',
  '26.10.2025,02:30,"7,0"',
  '26.10.2025,02:30,"6,5"',
  '26.10.2025,14:05,"12,5"',
  '',
].join('\n');
let dir: string;

test.beforeAll(async ({ request }) => {
  dir = mkdtempSync(join(tmpdir(), 'meteodeck-e2e-mapping-split-'));
  const token = await apiLogin(request);
  await ensureStation(request, token, {
    reference: REFERENCE,
    name: 'Zuordnung Zeit',
    city: 'Falkensee',
    postalCode: '14612',
    country: 'DE',
    lat: 52.56,
    lng: 13.08,
    timezone: 'Europe/Berlin',
  });
});
test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

test('an admin re-splits a quoted CSV by its separator and maps a date column and a time column', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const file = join(dir, 'datum-zeit.csv');
  writeFileSync(file, CSV);
  await signIn(page, request);
  await page.goto('/admin/import');
  await page.getByLabel('Station', { exact: true }).selectOption(REFERENCE);
  await page.getByLabel('Format du fichier').selectOption('csv');
  await page.getByLabel('Fichier', { exact: true }).setInputFiles(file);
  await page.getByRole('button', { name: 'Importer' }).click();

  const step = page.getByTestId('import-mapping');
  await expect(step.getByLabel('Séparateur', { exact: true })).toHaveValue('semicolon', { timeout: 60_000 });
  await step.getByLabel('Séparateur', { exact: true }).selectOption('comma');
  const sample = step.getByTestId('import-mapping-sample');
  await expect(sample.getByRole('columnheader')).toHaveText([
    'Datum',
    'Zeit',
    'Temperatur; trocken; in °C; 2 m',
  ]);
  await expect(sample.getByRole('cell', { name: '12,5' })).toBeVisible();
  await step.getByLabel('Séparateur décimal').selectOption('comma');
  await step.getByLabel('Colonne 1 · Datum', { exact: true }).selectOption('time');
  await step.getByLabel('Modèle', { exact: true }).fill('DD.MM.YYYY');
  await step.getByLabel('Colonne 2 · Zeit', { exact: true }).selectOption('timeOfDay');
  await expect(step.getByLabel("Modèle de l'heure")).toHaveValue('HH:mm');
  await step
    .getByLabel('Colonne 3 · Temperatur; trocken; in °C; 2 m', { exact: true })
    .selectOption('temperature');

  for (const size of [
    { suffix: 'desktop', width: 1366, height: 900 },
    { suffix: 'phone', width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size);
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
      .toBeLessThanOrEqual(0);
    await page.screenshot({
      path: `e2e/artifacts/screenshots/admin-import-mapping-split-${size.suffix}.png`,
      fullPage: true,
    });
  }
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1366, height: 900 });

  await step.getByRole('button', { name: "Appliquer l'association" }).click();
  const preview = page.getByTestId('import-preview');
  await expect(preview.getByRole('button', { name: 'Lancer l’import' })).toBeVisible({ timeout: 60_000 });
  await preview.getByRole('button', { name: 'Lancer l’import' }).click();
  const summary = page.getByRole('heading', { name: "Résumé de l'import · datum-zeit.csv" });
  await expect(summary).toBeVisible({ timeout: 60_000 });
  const card = page.locator('.card').filter({ has: summary });
  await expect(card.getByText('Terminé', { exact: true })).toBeVisible();
  // The repeated 02:30 is two instants (CEST, then CET): nothing skipped.
  await expect(card.getByTestId('import-counts')).toHaveText(
    '4 lignes lues : 4 relevés importés, 0 ignorés (déjà enregistrés), 0 rejetés.',
  );
});
