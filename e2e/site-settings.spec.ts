import { apiLogin } from './fixtures/api.ts';
import { expect, test } from './fixtures/test.ts';
import { signIn } from './pages/admin.page.ts';

// The footer's social links are a setting of the site, as the owner asked, read at run time. A new site
// links the networks' own pages; an admin names the site's pages on 'Réglages du site' (a bad address refused under
// its field), and the public footer shows them without a rebuild.

const DEFAULTS = {
  socialLinks: {
    facebook: 'https://www.facebook.com/',
    x: 'https://x.com/',
    instagram: 'https://www.instagram.com/',
  },
};

test("an admin sets the footer's social links on 'Réglages du site' and the footer shows them", async ({
  page,
  request,
}) => {
  const admin = await apiLogin(request);
  const headers = { authorization: `Bearer ${admin}` };
  // A fresh site answers the networks' own pages.
  const before = await request.get('/api/siteSettings');
  expect(await before.json()).toEqual({
    ...DEFAULTS,
    // The owner's name, brand and texts (site-brand.spec.ts): the software's until set.
    siteName: 'meteodeck',
    tagline: '',
    accentColor: '',
    aboutText: '',
    copyrightHolder: '',
    logo: '',
    favicon: '',
    defaultStation: { id: expect.any(Number), reference: 'SSDP41000' },
  });
  try {
    await page.goto('/about');
    const social = page.getByRole('navigation', { name: 'Soziale Netzwerke' });
    await expect(social.getByRole('link')).toHaveText(['Facebook', 'X', 'Instagram']);
    await expect(social.getByRole('link', { name: 'X' })).toHaveAttribute('href', 'https://x.com/');

    await signIn(page, request);
    await page.goto('/admin/dashboard');
    await page.getByRole('complementary').getByRole('link', { name: 'Réglages du site' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Réglages du site' })).toBeVisible();
    await expect(page.getByLabel('Facebook')).toHaveValue('https://www.facebook.com/');
    await page.getByLabel('Facebook').fill('https://www.facebook.com/wetter-ruetenbrock');
    await page.getByLabel('X', { exact: true }).fill('x.com/wetter');
    await page.getByLabel('Instagram').fill('');
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    const message = "L'adresse doit commencer par http:// ou https:// et contenir au plus 255 caractères.";
    await expect(page.getByText(message)).toBeVisible();
    await expect(page.getByLabel('X', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('X', { exact: true }).fill('https://x.com/wetter_ruetenbrock');
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await expect(page.getByRole('status')).toHaveText('Les réglages du site ont été enregistrés !');

    // The public footer, reloaded: the site's pages, Instagram left out.
    await page.goto('/about');
    await expect(social.getByRole('link')).toHaveText(['Facebook', 'X']);
    await expect(social.getByRole('link', { name: 'Facebook' })).toHaveAttribute(
      'href',
      'https://www.facebook.com/wetter-ruetenbrock',
    );
    await expect(social.getByRole('link', { name: 'X' })).toHaveAttribute(
      'href',
      'https://x.com/wetter_ruetenbrock',
    );
  } finally {
    await request.put('/api/siteSettings', { headers, data: DEFAULTS });
  }
});
