import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '../../../lib/auth-token.ts';
import { json, stubApi, tokenFor } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { buildStation } from '../../../test/stations.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

const STORED = {
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
          : json({ ...body, defaultStation: STORED.defaultStation });
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
        socialLinks: {
          facebook: 'https://www.facebook.com/wetter',
          x: 'x.com/wetter',
          instagram: 'https://www.instagram.com/',
        },
        defaultStation: { id: 1 },
      },
      {
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
});
