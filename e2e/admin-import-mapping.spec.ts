import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FOREIGN_CSV } from '../packages/server/test/mapped-csv-files.ts';
import { apiLogin, ensureStation } from './fixtures/api.ts';
import { seriousAxeViolations } from './fixtures/data-axe.ts';
import { expect, test } from './fixtures/test.ts';
import { signIn } from './pages/admin.page.ts';

// An admin imports a data logger's CSV in a layout meteodeck does not know: the page shows the file as read,
// the admin maps its columns (the German date, °F, mph, inHg, inches, humidity), applies the mapping, reads
// the preview through it and imports it; the mapping step fits a desktop and a phone.

const run = Date.now().toString(36);
const REFERENCE = `MAP${run}`.slice(0, 32);
let dir: string;

test.beforeAll(async ({ request }) => {
  dir = mkdtempSync(join(tmpdir(), 'meteodeck-e2e-mapping-'));
  const token = await apiLogin(request);
  await ensureStation(request, token, {
    reference: REFERENCE,
    name: 'Zuordnung',
    city: 'Falkensee',
    postalCode: '14612',
    country: 'DE',
    lat: 52.56,
    lng: 13.08,
    timezone: 'Europe/Berlin',
  });
});
test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

test('an admin maps the columns of an unknown CSV, previews it through the mapping and imports it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const file = join(dir, 'logger.csv');
  writeFileSync(file, FOREIGN_CSV);
  await signIn(page, request);
  await page.goto('/admin/import');
  await page.getByLabel('Station', { exact: true }).selectOption(REFERENCE);
  await page.getByLabel('Format du fichier').selectOption('csv');
  await page.getByLabel('Fichier', { exact: true }).setInputFiles(file);
  await page.getByRole('button', { name: 'Importer' }).click();

  const step = page.getByTestId('import-mapping');
  await expect(step.getByRole('heading', { name: 'Association des colonnes' })).toBeVisible({
    timeout: 60_000,
  });
  await expect(step.getByLabel('Séparateur', { exact: true })).toHaveValue('semicolon');
  await expect(step.getByLabel('Séparateur décimal')).toHaveValue('comma');
  const roles: Array<[string, string, string]> = [
    ['Colonne 2 · Lufttemp. [°F]', 'temperature', '°F'],
    ['Colonne 3 · Windgeschw. [mph]', 'windSpeed', 'mph'],
    ['Colonne 4 · Luftdruck [inHg]', 'relativePressure', 'inHg'],
    ['Colonne 5 · Niederschlag [in]', 'rain', 'in'],
    ['Colonne 6 · rel. Feuchte [%]', 'humidity', '%'],
  ];
  for (const [column, measure, unit] of roles) {
    await step.getByLabel(column, { exact: true }).selectOption(measure);
    const name = column.split(' · ')[1];
    await step.getByLabel(`Unité de « ${name} »`).selectOption(unit);
  }

  for (const size of [
    { suffix: 'desktop', width: 1366, height: 900 },
    { suffix: 'phone', width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size);
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
      .toBeLessThanOrEqual(0);
    await page.screenshot({
      path: `e2e/artifacts/screenshots/admin-import-mapping-${size.suffix}.png`,
      fullPage: true,
    });
  }
  // The phone's first screen of the step, as an admin sees it.
  await step.getByRole('heading', { name: 'Association des colonnes' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'e2e/artifacts/screenshots/admin-import-mapping-phone-step.png' });
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1366, height: 900 });

  await step.getByRole('button', { name: "Appliquer l'association" }).click();
  const preview = page.getByTestId('import-preview');
  await expect(preview.getByRole('button', { name: 'Lancer l’import' })).toBeVisible({ timeout: 60_000 });
  await expect(
    preview.getByText('Lufttemp. [°F] (°F), Windgeschw. [mph] (mph)', { exact: false }),
  ).toBeVisible();
  await preview.getByRole('button', { name: 'Lancer l’import' }).click();
  const summary = page.getByRole('heading', { name: "Résumé de l'import · logger.csv" });
  await expect(summary).toBeVisible({ timeout: 60_000 });
  const card = page.locator('.card').filter({ has: summary });
  await expect(card.getByText('Terminé', { exact: true })).toBeVisible();
  await expect(card.getByTestId('import-counts')).toHaveText(
    '9 lignes lues : 6 relevés importés, 1 ignorés (déjà enregistrés), 2 rejetés.',
  );
});
