import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import {
  type ArchiveRow,
  createWeewxArchive,
  METRICWX,
  writeArchiveRows,
} from '../packages/server/test/weewx-archive.ts';
import { apiLogin, ensureStation } from './fixtures/api.ts';
import { seriousAxeViolations } from './fixtures/data-axe.ts';
import { expect, test } from './fixtures/test.ts';
import { signIn } from './pages/admin.page.ts';

// An admin imports a station's WeeWX history from the back office in Chromium: the file goes up in chunks,
// the page follows the import (and finds it again when reopened), then shows the summary; a file that is
// not what was chosen gets the server's French reason and stores nothing.

const run = Date.now().toString(36);
const REFERENCE = `IMP${run}`.slice(0, 32);
let dir: string;

test.beforeAll(async ({ request }) => {
  dir = mkdtempSync(join(tmpdir(), 'meteodeck-e2e-import-'));
  const token = await apiLogin(request);
  await ensureStation(request, token, {
    reference: REFERENCE,
    name: 'Import',
    city: 'Falkensee',
    postalCode: '14612',
    country: 'DE',
    lat: 52.56,
    lng: 13.08,
  });
});
test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A WeeWX archive of `count` 1-minute rows from 2024-01-01; one row in an unknown unit system. */
function archive(name: string, count: number): string {
  const path = createWeewxArchive(dir, 'wview', name);
  const start = Date.UTC(2024, 0, 1) / 1000;
  const rows: ArchiveRow[] = [];
  for (let i = 1; i <= count; i += 1) {
    rows.push({
      dateTime: start + i * 60,
      usUnits: i === 5 ? 2 : METRICWX,
      interval: 1,
      outTemp: 3 + Math.sin(i / 500) * 4,
      outHumidity: 85,
      rain: i % 300 === 0 ? 0.2 : 0,
      hail: 5,
    });
  }
  writeArchiveRows(path, rows);
  return path;
}

async function openImportPage(page: Page): Promise<void> {
  await page.goto('/admin/dashboard');
  await page
    .getByRole('navigation', { name: 'Accès rapide' })
    .getByRole('link', { name: "Importer l'historique" })
    .click();
  await expect(page.getByRole('heading', { name: "Importer l'historique", level: 1 })).toBeVisible();
}

async function chooseAndSend(page: Page, kind: string, file: string): Promise<void> {
  await page.getByLabel('Station', { exact: true }).selectOption(REFERENCE);
  await page.getByLabel('Format du fichier').selectOption(kind);
  await page.getByLabel('Fichier', { exact: true }).setInputFiles(file);
  await page.getByRole('button', { name: 'Importer' }).click();
}

/** The received file's preview: its short table by row label (once it is read). */
async function previewFacts(page: Page): Promise<Record<string, string>> {
  const preview = page.getByTestId('import-preview');
  await expect(preview.getByRole('button', { name: 'Lancer l’import' })).toBeVisible({ timeout: 60_000 });
  const facts: Record<string, string> = {};
  for (const header of await preview.getByRole('rowheader').all()) {
    const label = (await header.textContent()) ?? '';
    facts[label] = (await header.locator('xpath=following-sibling::td').textContent()) ?? '';
  }
  return facts;
}

test('an admin imports a WeeWX archive, leaves the page, finds the import again and reads its summary', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const file = archive('weewx-big.sdb', 400_000);
  await signIn(page, request);
  await openImportPage(page);
  await chooseAndSend(page, 'weewx', file);
  // Before it starts: what the archive holds, counted by the server, nothing stored yet.
  const fr = (n: number) => n.toLocaleString('fr-FR');
  const facts = await previewFacts(page);
  expect(facts.Lignes).toBe(fr(400_000));
  expect(facts.Stations).toContain(`→ Import (${REFERENCE})`);
  expect(facts.Mesures).toBe('outTemp (°C), outHumidity (%), rain (mm)');
  expect(facts['Source des extrêmes']).toBe('Les relevés eux-mêmes');
  expect(facts.Problèmes).toContain('hail');
  expect(facts.Problèmes).toContain('Lignes illisibles : 1');
  await page.getByRole('button', { name: 'Lancer l’import' }).click();
  await expect(page.getByRole('heading', { name: 'Import en cours · weewx-big.sdb' })).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByRole('progressbar', { name: "Progression de l'import" })).toBeVisible();
  await expect(
    page.getByText("Vous pouvez fermer cette page : l'import se poursuit sur le serveur."),
  ).toBeVisible();

  // Closing the page does not stop it; reopened, the page follows it again without being asked.
  await page.goto('/admin/dashboard');
  await openImportPage(page);
  const summary = page.getByRole('heading', { name: /· weewx-big\.sdb$/ });
  await expect(summary).toBeVisible();
  await expect(page.getByRole('heading', { name: "Résumé de l'import · weewx-big.sdb" })).toBeVisible({
    timeout: 150_000,
  });
  const card = page
    .locator('.card')
    .filter({ has: page.getByRole('heading', { name: "Résumé de l'import · weewx-big.sdb" }) });
  await expect(card.getByText('Terminé', { exact: true })).toBeVisible();
  await expect(card.getByTestId('import-counts')).toHaveText(
    `${fr(400_000)} lignes lues : ${fr(399_999)} relevés importés, 0 ignorés (déjà enregistrés), 1 rejetés.`,
  );
  await expect(card.getByRole('cell', { name: 'usUnits inconnu (2)' })).toBeVisible();
  await expect(card.getByText(/non importées : hail\./)).toBeVisible();

  // The station shows the history: its record minimum is the archive's.
  const record = await request.get(`/api/weatherData/${REFERENCE}/history/record`);
  expect(record.status()).toBe(200);
  expect(((await record.json()) as { minTemperature: number }).minTemperature).toBeCloseTo(-1, 1);

  for (const size of [
    { suffix: 'desktop', width: 1280, height: 900 },
    { suffix: 'phone', width: 375, height: 812 },
  ]) {
    await page.setViewportSize(size);
    // Measured once the layout has followed the resize.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
      .toBeLessThanOrEqual(0);
    await page.screenshot({
      path: `e2e/artifacts/screenshots/admin-import-${size.suffix}.png`,
      fullPage: true,
    });
  }
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('a file that is not what was chosen gets the French reason and stores nothing', async ({
  page,
  request,
}) => {
  const notZip = archive('not-a-zip.zip', 10);
  await signIn(page, request);
  await openImportPage(page);
  await chooseAndSend(page, 'cumulus', notZip);
  // Said by the preview already; starting it anyway has the server refuse it again and fail the import.
  await previewFacts(page);
  await page.getByRole('button', { name: 'Lancer l’import' }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({
        hasText: "Ce fichier n'est pas une archive zip : un dossier de données CumulusMX zippé est attendu",
      })
      .first(),
  ).toBeVisible();
  // The attempt stays in the list, failed, with nothing imported.
  const row = page
    .getByRole('table', { name: 'Imports précédents' })
    .getByRole('row')
    .filter({ hasText: 'not-a-zip.zip' });
  await expect(row).toContainText('Échec');
  await expect(row.getByRole('cell').nth(4)).toHaveText('0');
});
