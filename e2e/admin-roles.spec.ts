import type { Page } from '@playwright/test';
import { apiLogin } from './fixtures/api.ts';
import { expect, test } from './fixtures/test.ts';
import { AdminFormPage, AdminListPage, signIn } from './pages/admin.page.ts';

// An editor (ROLE_EDITOR) in the back office (spec §6): no 'Ajouter' for users, stations and units, sent
// back to the dashboard from their create pages, list buttons only where the spec gives them.

const run = Date.now().toString(36);
const EDITOR = { email: `editor-roles-${run}@meteodeck.test`, password: 'editor-password-e2e' };
let contactId = 0;

test.beforeAll(async ({ request }) => {
  const token = await apiLogin(request);
  const headers = { authorization: `Bearer ${token}` };
  const user = await request.post('/api/user', {
    headers,
    data: {
      email: EDITOR.email,
      firstname: 'Eddie',
      lastname: 'Tor',
      roles: ['ROLE_EDITOR'],
      password: EDITOR.password,
      passwordConfirmation: EDITOR.password,
    },
  });
  expect(user.status()).toBe(201);
  const contact = await request.post('/api/contact', {
    data: { name: 'Visiteur', email: 'visiteur@example.org', subject: `Sujet ${run}`, message: 'Bonjour' },
  });
  expect(contact.status()).toBe(201);
  contactId = ((await contact.json()) as { id: number }).id;
});

test.beforeEach(async ({ page, request }) => {
  await signIn(page, request, EDITOR);
});

function card(page: Page, title: string) {
  return page.locator('.card').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
}

test("the dashboard offers no 'Ajouter' for users, stations and units to an editor", async ({ page }) => {
  await page.goto('/admin/dashboard');
  for (const title of ['Utilisateurs', 'Stations météo', 'Unités']) {
    await expect(card(page, title).getByRole('link', { name: 'Accéder' })).toBeVisible();
    await expect(card(page, title).getByRole('link', { name: 'Ajouter' })).toHaveCount(0);
  }
  for (const title of ['News', 'Observations', 'Messages']) {
    await expect(card(page, title).getByRole('link', { name: 'Ajouter' })).toBeVisible();
  }
});

for (const path of ['/admin/user/create', '/admin/weatherStation/create', '/admin/unit/create']) {
  test(`an editor opening ${path} lands on the dashboard`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Tableau de bord', level: 1 })).toBeVisible();
  });
}

test('an editor manages news, edits a contact message without list buttons, and only reads units', async ({
  page,
}) => {
  const list = new AdminListPage(page);
  await page.goto('/admin/unit');
  await expect(list.row('Metric')).toBeVisible();
  await expect(page.getByRole('link', { name: /^Modifier/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Supprimer/ })).toHaveCount(0);

  await page.goto('/admin/contact');
  await expect(list.row(`Sujet ${run}`)).toContainText('Bonjour');
  await expect(list.editLink(`Sujet ${run}`)).toHaveCount(0);

  // Spec §2: editing a message is not restricted to admins (spec §6 only hides the list's buttons from an
  // editor): the page opens and the server saves it.
  const form = new AdminFormPage(page);
  await page.goto(`/admin/contact/edit/${contactId}`);
  await expect(form.field('Sujet')).toHaveValue(`Sujet ${run}`);
  await form.fill({ Sujet: `Sujet ${run}` });
  await form.save('Le message a été modifié !');

  await page.goto('/admin/news/create');
  await form.fill({ Titre: `News de l'éditeur ${run}`, Contenu: 'Texte' });
  await form.save('La news a été ajoutée !');
  await page.goto('/admin/news');
  await expect(list.editLink(`News de l'éditeur ${run}`)).toBeVisible();
  await list.deleteWithConfirmation(`News de l'éditeur ${run}`);
});
