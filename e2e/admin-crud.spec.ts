import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test.ts';
import { AdminFormPage, AdminListPage, signIn } from './pages/admin.page.ts';

// An admin creates, edits and deletes one record of each of the six kinds through the back-office pages
// and reads the exact success messages of spec §8. Names carry a run id: all specs share one server.

const run = Date.now().toString(36);

test.beforeEach(async ({ page, request }) => {
  await signIn(page, request);
});

/** Opens a list through the sidebar's quick link, as an admin would. */
async function openList(page: Page, quickLink: string, heading: string): Promise<AdminListPage> {
  await page.goto('/admin/dashboard');
  await page.getByRole('navigation', { name: 'Accès rapide' }).getByRole('link', { name: quickLink }).click();
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
  return new AdminListPage(page);
}

test('news: create, edit, delete with confirmation', async ({ page }) => {
  const name = `News ${run}`;
  const form = new AdminFormPage(page);
  await page.goto('/admin/news/create');
  // Server errors show under their fields before anything is saved.
  await form.submit.click();
  await expect(page.locator('#field-name-errors')).toBeVisible();
  await form.fill({ Titre: name, Contenu: 'Premier contenu.' });
  await form.save('La news a été ajoutée !');
  await expect(page.locator('#field-name-errors')).toHaveCount(0);

  const list = await openList(page, 'Gestion des news', 'Liste des news');
  await list.editLink(name).click();
  await expect(form.field('Titre')).toHaveValue(name);
  await form.fill({ Titre: `${name} modifiée` });
  await form.save('La news a été modifiée !');

  await openList(page, 'Gestion des news', 'Liste des news');
  await list.deleteWithConfirmation(`${name} modifiée`);
});

test('weather station: defaults, create, edit by reference, delete with confirmation', async ({ page }) => {
  const reference = `ADM${run}`.slice(0, 32);
  const form = new AdminFormPage(page);
  await page.goto('/admin/weatherStation/create');
  await expect(form.field('Pays')).toHaveValue('FR');
  await expect(form.field('Latitude')).toHaveValue('45.78');
  await expect(form.field('Longitude')).toHaveValue('3.08');
  await expect(form.field('Unité préférée')).toHaveValue('Metric');
  await form.fill({
    Référence: reference,
    Nom: 'Station test',
    Ville: 'Clermont-Ferrand',
    'Altitude (m)': '358',
  });
  await form.save('La station météo a été ajoutée !');

  const list = await openList(page, 'Gestion des stations météo', 'Liste des stations météo');
  await list.editLink(`Station test (${reference})`).click();
  await expect(page).toHaveURL(new RegExp(`/admin/weatherStation/edit/${reference}$`));
  await expect(form.field('Nom')).toHaveValue('Station test');
  await form.fill({ Nom: 'Station renommée', Latitude: '45.7' });
  await form.save('La station météo a été modifiée !');

  await openList(page, 'Gestion des stations météo', 'Liste des stations météo');
  await list.deleteWithConfirmation(`Station renommée (${reference})`, reference);
});

test('unit set: create, edit, delete with confirmation', async ({ page }) => {
  const type = `Unit-${run}`;
  const form = new AdminFormPage(page);
  await page.goto('/admin/unit/create');
  await expect(form.field('Type')).toHaveValue('Metric');
  await form.fill({ Type: type });
  await form.field('Température').selectOption('°F');
  await form.save("L'unité a été ajoutée !");

  const list = await openList(page, 'Gestion des unités', 'Liste des unités');
  await expect(list.row(type)).toContainText('°F');
  await list.editLink(type).click();
  await expect(form.field('Température')).toHaveValue('°F');
  await form.field('Température').selectOption('°C');
  await form.save("L'unité a été modifiée !");

  await openList(page, 'Gestion des unités', 'Liste des unités');
  await expect(list.row(type)).toContainText('°C');
  await list.deleteWithConfirmation(type);
});

test('user: create, taken e-mail, edit with empty passwords, delete with confirmation', async ({ page }) => {
  const email = `editor-${run}@meteodeck.test`;
  const form = new AdminFormPage(page);
  await page.goto('/admin/user/create');
  const values = {
    Email: email,
    Prénom: 'Eva',
    Nom: 'Editrice',
    'Mot de passe': 'editor-password-123',
    'Confirmation du mot de passe': 'editor-password-123',
  };
  await form.fill(values);
  await form.field('Rôle').selectOption({ label: 'Editeur' });
  await form.save("L'utilisateur a été ajouté !");

  // The same e-mail again: the server's 409 shows under the e-mail field, and the button is usable again.
  await form.fill(values);
  await form.submit.click();
  await expect(page.locator('#field-email-errors')).toHaveText('Cette adresse email est déjà utilisée.');
  await expect(form.submit).toBeEnabled();

  const list = await openList(page, 'Gestion des utilisateurs', 'Liste des utilisateurs');
  await expect(list.row(email)).toContainText('Editeur');
  await list.editLink(email).click();
  await expect(form.field('Email')).toHaveValue(email);
  await expect(form.field('Rôle')).toHaveValue('ROLE_EDITOR');
  await expect(form.field('Mot de passe')).toHaveValue('');
  await expect(form.field('Confirmation du mot de passe')).toHaveValue('');
  await form.fill({ Prénom: 'Evelyne' });
  await form.save("L'utilisateur a été modifié !");

  await openList(page, 'Gestion des utilisateurs', 'Liste des utilisateurs');
  await expect(list.row(email)).toContainText('Evelyne Editrice');
  await list.deleteWithConfirmation(email);
});

test('observation: default station preselected, create, edit, delete with confirmation', async ({ page }) => {
  const message = `Brouillard ${run}`;
  const form = new AdminFormPage(page);
  await page.goto('/admin/observation/create');
  await expect(form.field('Station météo')).toHaveValue('SSDP41000');
  await form.fill({ Message: message });
  await form.save("L'observation a été ajoutée !");

  const list = await openList(page, 'Gestion des observations', 'Liste des observations');
  await expect(list.row(message)).toContainText('admin@meteodeck.test');
  await list.editLink(message).click();
  await expect(form.field('Message')).toHaveValue(message);
  await form.fill({ Message: `${message} levé` });
  await form.save("L'observation a été modifiée !");

  await openList(page, 'Gestion des observations', 'Liste des observations');
  await list.deleteWithConfirmation(`${message} levé`);
});

test('contact message: create, edit, immediate delete', async ({ page }) => {
  const subject = `Question ${run}`;
  const form = new AdminFormPage(page);
  await page.goto('/admin/contact/create');
  await form.fill({ Nom: 'Paul', Email: 'paul@example.org', Sujet: subject, Message: 'Bonjour !' });
  await form.save('Le message a été ajouté !');

  const list = await openList(page, 'Gestion des messages', 'Liste des messages');
  await list.editLink(subject).click();
  await expect(form.field('Sujet')).toHaveValue(subject);
  await form.fill({ Sujet: `${subject} (lu)` });
  await form.save('Le message a été modifié !');

  await openList(page, 'Gestion des messages', 'Liste des messages');
  // Spec §2: contact deletion is immediate, no dialog.
  await list.deleteButton(`${subject} (lu)`).click();
  await expect(list.dialog).toHaveCount(0);
  await expect(list.row(`${subject} (lu)`)).toHaveCount(0);
});
