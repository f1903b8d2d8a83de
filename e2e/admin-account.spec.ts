import { apiLogin } from './fixtures/api.ts';
import { expect, test } from './fixtures/test.ts';
import { signIn } from './pages/admin.page.ts';

// On a phone (Chromium, 390 px), an editor opens the back office's menu from the top bar, goes to 'Mon
// compte' and changes their own name and password; the sessions signed before end.

const run = Date.now().toString(36);

test('an editor on a phone changes their own password from the top menu', async ({ page, request }) => {
  const admin = await apiLogin(request);
  const email = `editor-${run}@meteodeck.test`;
  const created = await request.post('/api/user', {
    headers: { authorization: `Bearer ${admin}` },
    data: {
      email,
      firstname: 'Erika',
      lastname: 'Wetter',
      roles: ['ROLE_EDITOR'],
      password: 'first-password-2026',
      passwordConfirmation: 'first-password-2026',
    },
  });
  expect(created.status()).toBe(201);
  const before = (await (
    await request.post('/api/login', { data: { email, password: 'first-password-2026' } })
  ).json()) as {
    token: string;
  };

  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, request, { email, password: 'first-password-2026' });
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
  // The quick links are not in the page on a phone until the menu opens.
  await expect(page.getByRole('link', { name: 'Mon compte' })).toBeHidden();
  await page.getByRole('button', { name: 'Menu' }).click();
  // Clicked while the menu still slides open, a link is clipped by the collapsing box and the click lands on
  // the page below it (a cold first run in CI did): wait until Bootstrap marks it shown.
  await expect(page.locator('#admin-menu')).toHaveClass(/\bshow\b/);
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Mon compte' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mon compte' })).toBeVisible();
  await expect(page.getByLabel('Adresse e-mail')).toHaveValue(email);
  await page.getByLabel('Nom', { exact: true }).fill('Regen');
  await page.getByLabel('Nouveau mot de passe (vide : inchangé)').fill('second-password-2026');
  await page.getByLabel('Confirmation du nouveau mot de passe').fill('second-password-2026');
  await page.getByLabel('Mot de passe actuel').fill('first-password-2026');
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(page.getByText('Votre compte a été mis à jour.')).toBeVisible();
  await page.screenshot({ path: 'artifacts/admin-account-phone.png', fullPage: true });
  // No sideways scrolling on the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  const me = await request.get('/api/me', { headers: { authorization: `Bearer ${before.token}` } });
  expect(me.status()).toBe(401);
  const again = await request.post('/api/login', { data: { email, password: 'second-password-2026' } });
  expect(again.status()).toBe(200);
  // The page's own session goes on with the token the change answered.
  await page.getByRole('button', { name: 'Menu' }).click();
  await page
    .getByRole('navigation', { name: 'Menu' })
    .getByRole('link', { name: 'Gestion des news' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Liste des news' })).toBeVisible();
});
