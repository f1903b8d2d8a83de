import { accentCustomProperties, DEFAULT_SITE_SETTINGS } from '@meteodeck/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '../../../lib/auth-token.ts';
import { json, stubApi, tokenFor } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { buildStation } from '../../../test/stations.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.removeAttribute('style');
  for (const tag of document.head.querySelectorAll('meta, link, style')) tag.remove();
});

const STORED = {
  ...DEFAULT_SITE_SETTINGS,
  socialLinks: {
    facebook: 'https://www.facebook.com/',
    x: 'https://x.com/',
    instagram: 'https://www.instagram.com/',
  },
  defaultStation: { id: 1, reference: 'SSDP41000' },
};
const URL_MESSAGE = "L'adresse doit commencer par http:// ou https:// et contenir au plus 255 caractères.";

describe("'Réglages du site'", () => {
  it("sends every link, shows the server's problem under its field, then the success message", async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, tokenFor('ROLE_ADMIN'));
    let attempt = 0;
    const requests = stubApi({
      'GET /api/siteSettings': () => json(STORED),
      'PUT /api/siteSettings': (request) => {
        attempt += 1;
        const body = request.body as typeof STORED;
        return attempt === 1
          ? json([{ propertyPath: 'socialLinks.x', message: URL_MESSAGE }], 400)
          : json({ ...STORED, ...body, defaultStation: STORED.defaultStation });
      },
    });
    renderApp('/admin/settings');
    await screen.findByRole('heading', { name: 'Réglages du site', level: 1 });
    const user = userEvent.setup();
    const facebook = await screen.findByLabelText('Facebook');
    expect(facebook).toHaveValue('https://www.facebook.com/');
    await user.clear(facebook);
    await user.type(facebook, 'https://www.facebook.com/wetter');
    const x = screen.getByLabelText('X');
    await user.clear(x);
    await user.type(x, 'x.com/wetter');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText(URL_MESSAGE)).toBeInTheDocument();
    expect(x).toHaveAttribute('aria-invalid', 'true');

    await user.clear(x);
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Les réglages du site ont été enregistrés !');
    const sent = requests.filter((r) => r.method === 'PUT').map((r) => r.body);
    expect(sent).toEqual([
      {
        siteName: 'meteodeck',
        tagline: '',
        accentColor: '',
        copyrightHolder: '',
        aboutText: '',
        socialLinks: {
          facebook: 'https://www.facebook.com/wetter',
          x: 'x.com/wetter',
          instagram: 'https://www.instagram.com/',
        },
        defaultStation: { id: 1 },
      },
      {
        siteName: 'meteodeck',
        tagline: '',
        accentColor: '',
        copyrightHolder: '',
        aboutText: '',
        socialLinks: {
          facebook: 'https://www.facebook.com/wetter',
          x: '',
          instagram: 'https://www.instagram.com/',
        },
        defaultStation: { id: 1 },
      },
    ]);
  });

  it('picks the default station from the station list, by id', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, tokenFor('ROLE_ADMIN'));
    const stations = [
      buildStation({ id: 1, reference: 'SSDP41000', name: 'Rütenbrock' }),
      buildStation({ id: 2, reference: 'DEMO-NYC', name: 'New York' }),
    ];
    const requests = stubApi({
      'GET /api/siteSettings': () => json(STORED),
      'GET /api/weatherStation': () => json({ weatherStations: stations, numberOfResult: 2 }),
      'PUT /api/siteSettings': () => json({ ...STORED, defaultStation: { id: 2, reference: 'DEMO-NYC' } }),
    });
    renderApp('/admin/settings');
    const user = userEvent.setup();
    const select = await screen.findByLabelText('Station affichée par défaut');
    await screen.findByRole('option', { name: 'New York (DEMO-NYC)' });
    expect(select).toHaveValue('1');
    await user.selectOptions(select, 'New York (DEMO-NYC)');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Les réglages du site ont été enregistrés !');
    expect(requests.find((r) => r.method === 'PUT')?.body).toMatchObject({ defaultStation: { id: 2 } });
    expect(select).toHaveValue('2');
  });

  it('is for admins only: an editor is sent to the dashboard and has no link to it', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, tokenFor('ROLE_EDITOR'));
    stubApi({ 'GET /api/siteSettings': () => json(STORED) });
    const { router } = renderApp('/admin/settings');
    await screen.findByRole('heading', { name: 'Tableau de bord', level: 1 });
    expect(router.state.location.pathname).toBe('/admin/dashboard');
    expect(screen.queryByRole('link', { name: 'Réglages du site' })).not.toBeInTheDocument();
  });

  it("sends the site's name, accent and a new logo, shows the server's problems under them, then the saved logo", async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, tokenFor('ROLE_ADMIN'));
    let attempt = 0;
    const logo = '/api/siteSettings/logo?v=0123456789abcdef';
    const requests = stubApi({
      'GET /api/siteSettings': () => json(STORED),
      'PUT /api/siteSettings': (request) => {
        attempt += 1;
        const body = request.body as Record<string, unknown>;
        return attempt === 1
          ? json(
              [
                {
                  propertyPath: 'accentColor',
                  message: 'La couleur doit être au format hexadécimal #RRGGBB (par exemple #1f5fa8).',
                },
                { propertyPath: 'logo', message: "L'image doit être un fichier PNG, SVG ou WebP." },
              ],
              400,
            )
          : json({ ...STORED, ...body, logo, favicon: '', defaultStation: STORED.defaultStation });
      },
    });
    renderApp('/admin/settings');
    const user = userEvent.setup();
    const name = await screen.findByLabelText('Nom du site');
    expect(name).toHaveValue('meteodeck');
    await user.clear(name);
    await user.type(name, 'Wetter Rütenbrock');
    await user.type(screen.getByLabelText("Couleur d'accent"), 'vert');
    await user.type(screen.getByLabelText('Titulaire du copyright'), 'Familie Meyer');
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Logo'), png);
    await screen.findByRole('img', { name: 'Logo actuel' });
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText("L'image doit être un fichier PNG, SVG ou WebP.")).toBeInTheDocument();
    expect(screen.getByLabelText("Couleur d'accent")).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Logo')).toHaveAttribute('aria-invalid', 'true');

    const accent = screen.getByLabelText("Couleur d'accent");
    await user.clear(accent);
    await user.type(accent, '#2e7d32');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Les réglages du site ont été enregistrés !');
    const sent = requests.filter((r) => r.method === 'PUT').map((r) => r.body);
    expect(sent[1]).toMatchObject({
      siteName: 'Wetter Rütenbrock',
      accentColor: '#2e7d32',
      copyrightHolder: 'Familie Meyer',
      logo: { type: 'image/png', data: 'iVBORw==' },
    });
    expect(sent[1]).not.toHaveProperty('favicon');
    expect(screen.getByRole('img', { name: 'Logo actuel' })).toHaveAttribute('src', logo);
  });

  it("shows the saved accent, icon and name in the open back office at once, and the product's again once cleared", async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, tokenFor('ROLE_ADMIN'));
    // The head the server wrote for an earlier accent (site-head.ts).
    document.head.insertAdjacentHTML(
      'beforeend',
      '<style id="site-accent">:root{--md-accent:#aa0000}</style>' +
        '<meta name="theme-color" content="#aa0000" /><link rel="icon" type="image/svg+xml" href="/favicon.svg" />',
    );
    const logo = '/api/siteSettings/logo?v=0123456789abcdef';
    stubApi({
      'GET /api/siteSettings': () => json(STORED),
      'PUT /api/siteSettings': (request) =>
        json({ ...STORED, ...(request.body as object), logo, defaultStation: STORED.defaultStation }),
    });
    renderApp('/admin/settings');
    const user = userEvent.setup();
    const accent = await screen.findByLabelText("Couleur d'accent");
    await user.type(accent, '#2E7D32');
    const name = screen.getByLabelText('Nom du site');
    await user.clear(name);
    await user.type(name, 'Wetter Rütenbrock');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await screen.findByRole('status');
    const root = document.documentElement.style;
    await vi.waitFor(() => expect(root.getPropertyValue('--md-accent')).toBe('#2e7d32'));
    for (const [property, value] of Object.entries(accentCustomProperties('#2E7D32'))) {
      expect(root.getPropertyValue(property)).toBe(value);
    }
    expect(document.getElementById('site-accent')).toBeNull();
    expect(document.querySelector('meta[name="theme-color"]')).toHaveAttribute('content', '#2E7D32');
    expect(document.querySelector('meta[name="application-name"]')).toHaveAttribute(
      'content',
      'Wetter Rütenbrock',
    );
    expect(document.querySelector('link[rel="icon"]')).toHaveAttribute('href', logo);

    await user.clear(accent);
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await screen.findByRole('status');
    await vi.waitFor(() => expect(root.getPropertyValue('--md-accent')).toBe(''));
    for (const property of Object.keys(accentCustomProperties('#2e7d32'))) {
      expect(root.getPropertyValue(property)).toBe('');
    }
    expect(document.querySelector('meta[name="theme-color"]')).toHaveAttribute('content', '#12355b');
  });
});
