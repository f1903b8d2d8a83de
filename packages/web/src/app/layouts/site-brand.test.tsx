import { DEFAULT_SITE_SETTINGS, type SiteSettings } from '@meteodeck/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render-app.tsx';
import { buildStation } from '../../test/stations.ts';

const LOGO = '/api/siteSettings/logo?v=0123456789abcdef';
const NAME = 'Wetter Rütenbrock';
const OWNER: SiteSettings = {
  ...DEFAULT_SITE_SETTINGS,
  siteName: NAME,
  tagline: 'Das Wetter im Emsland',
  accentColor: '#2e7d32',
  aboutText: 'Eine private Station seit 2019.\nMehr beim DWD.\n<script>alert(1)</script><b>fett</b>',
  logo: LOGO,
  defaultStation: { id: 1, reference: 'SSDP41000' },
};

function stubSite(settings: SiteSettings) {
  return stubApi({
    'GET /api/siteSettings': () => json(settings),
    'GET /api/weatherStation/SSDP41000': () => json(buildStation()),
  });
}

/** The web app's name as the server writes it in every page's head (site-head.ts). */
function serveName(name: string) {
  const meta = document.createElement('meta');
  meta.name = 'application-name';
  meta.content = name;
  document.head.append(meta);
}

afterEach(() => {
  vi.unstubAllGlobals();
  for (const meta of document.head.querySelectorAll('meta[name="application-name"]')) meta.remove();
});

describe("the owner's site in the public frame", () => {
  it('shows the software as the brand, in the title and the copyright while the owner set nothing', async () => {
    stubSite({ ...DEFAULT_SITE_SETTINGS, defaultStation: { id: 1, reference: 'SSDP41000' } });
    renderApp('/about');
    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('link', { name: 'meteodeck' })).toHaveAttribute('href', '/');
    expect(header.querySelector('img')).toHaveAttribute('src', '/favicon.svg');
    const year = new Date().getFullYear();
    expect(
      await within(screen.getByRole('contentinfo')).findByText(
        `© ${year} meteodeck · Betrieben mit meteodeck`,
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Station Rütenbrock – meteodeck'));
    expect(screen.getByText(/Eine private Wetterstation: Messwerte jede Minute/)).toBeInTheDocument();
  });

  it("shows the owner's name, logo, copyright, title and about text", async () => {
    stubSite(OWNER);
    serveName(OWNER.siteName);
    renderApp('/about');
    const header = await screen.findByRole('banner');
    const brand = await within(header).findByRole('link', { name: 'Wetter Rütenbrock' });
    // The name is the page's own (its meta element) at once; the logo comes with the settings' answer.
    await waitFor(() => expect(brand.querySelector('img')).toHaveAttribute('src', LOGO));
    const footer = screen.getByRole('contentinfo');
    const year = new Date().getFullYear();
    expect(
      within(footer).getByText(`© ${year} Wetter Rütenbrock · Betrieben mit meteodeck`),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Station Rütenbrock – Wetter Rütenbrock'));
    // The about text rendered from its Markdown, its line breaks kept; its HTML shown as written, never parsed.
    const about = screen.getByRole('heading', { name: 'Über diese Website' }).parentElement as HTMLElement;
    const text = await waitFor(() => {
      const rendered = about.querySelector('.owner-text');
      expect(rendered).not.toBeNull();
      return rendered as HTMLElement;
    });
    expect(text.querySelector('p')?.textContent).toBe('Eine private Station seit 2019.\nMehr beim DWD.');
    expect(text.textContent).toContain('<script>alert(1)</script><b>fett</b>');
    expect(about.querySelector('script, b')).toBeNull();
  });

  it("names the copyright's holder when the owner set one", async () => {
    stubSite({ ...OWNER, copyrightHolder: 'Familie Meyer' });
    renderApp('/about');
    const year = new Date().getFullYear();
    expect(
      await within(await screen.findByRole('contentinfo')).findByText(
        `© ${year} Familie Meyer · Betrieben mit meteodeck`,
      ),
    ).toBeInTheDocument();
  });

  it("shows the name and logo the page was served with until the settings are read: no 'meteodeck' first", async () => {
    serveName(NAME);
    const logo = document.createElement('meta');
    logo.name = 'meteodeck-logo';
    logo.content = LOGO;
    document.head.append(logo);
    let answer: (response: Response) => void = () => undefined;
    stubApi({
      'GET /api/siteSettings': () => new Promise<Response>((resolve) => (answer = resolve)),
      'GET /api/weatherStation/SSDP41000': () => json(buildStation()),
    });
    renderApp('/about');
    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('link', { name: NAME })).toBeInTheDocument();
    expect(header.querySelector('img')).toHaveAttribute('src', LOGO);
    const year = new Date().getFullYear();
    expect(
      within(screen.getByRole('contentinfo')).getByText(`© ${year} ${NAME} · Betrieben mit meteodeck`),
    ).toBeInTheDocument();
    answer(json(OWNER));
    await waitFor(() => expect(screen.getByText(/Eine private Station seit 2019/)).toBeInTheDocument());
    logo.remove();
  });
});
