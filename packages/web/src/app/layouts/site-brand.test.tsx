import { DEFAULT_SITE_SETTINGS, type SiteSettings } from '@meteodeck/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readPageSite } from '../../entities/site-settings/index.ts';
import { setSiteName } from '../../lib/site-identity.ts';
import { json, stubApi } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render-app.tsx';
import { buildStation } from '../../test/stations.ts';

const LOGO = { url: '/api/siteSettings/logo?v=0123456789abcdef', type: 'image/png' };
const OWNER: SiteSettings = {
  ...DEFAULT_SITE_SETTINGS,
  siteName: 'Wetter Rütenbrock',
  tagline: 'Das Wetter im Emsland',
  accentColor: '#2e7d32',
  aboutText:
    'Eine **private** Station seit *2019*.\nMehr bei [DWD](https://www.dwd.de/).\n\n<script>alert(1)</script> [böse](javascript:alert(1))',
  logo: LOGO,
  defaultStation: { id: 1, reference: 'SSDP41000' },
};

function stubSite(settings: SiteSettings) {
  return stubApi({
    'GET /api/siteSettings': () => json(settings),
    'GET /api/weatherStation/SSDP41000': () => json(buildStation()),
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  setSiteName('');
  document.documentElement.removeAttribute('style');
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
      await within(screen.getByRole('contentinfo')).findByText(`© ${year} meteodeck`),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Station Rütenbrock – meteodeck'));
    expect(screen.getByText(/Eine private Wetterstation: Messwerte jede Minute/)).toBeInTheDocument();
    expect(document.documentElement.style.getPropertyValue('--md-accent')).toBe('');
  });

  it("shows the owner's name, logo, copyright, title, about text and accent", async () => {
    stubSite(OWNER);
    renderApp('/about');
    const header = await screen.findByRole('banner');
    const brand = await within(header).findByRole('link', { name: 'Wetter Rütenbrock' });
    expect(brand.querySelector('img')).toHaveAttribute('src', LOGO.url);
    const footer = screen.getByRole('contentinfo');
    const year = new Date().getFullYear();
    expect(within(footer).getByText(`© ${year} Wetter Rütenbrock`)).toBeInTheDocument();
    expect(within(footer).getByText('Betrieben mit meteodeck')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Station Rütenbrock – Wetter Rütenbrock'));
    // The about text in its small Markdown: bold, italic, a line break, a safe link; no HTML of it parsed.
    const about = screen.getByRole('heading', { name: 'Über diese Website' }).parentElement as HTMLElement;
    expect(within(about).getByText('private').tagName).toBe('STRONG');
    expect(within(about).getByText('2019').tagName).toBe('EM');
    expect(within(about).getByRole('link', { name: 'DWD' })).toHaveAttribute('href', 'https://www.dwd.de/');
    expect(within(about).queryByRole('link', { name: 'böse' })).toBeNull();
    expect(within(about).getByText(/<script>alert\(1\)<\/script>/)).toBeInTheDocument();
    expect(about.querySelector('script')).toBeNull();
    expect(about.querySelector('br')).not.toBeNull();
    // The accent and its palette on the page; the favicon is the logo (no favicon of its own).
    const root = document.documentElement.style;
    expect(root.getPropertyValue('--md-accent')).toBe('#2e7d32');
    expect(root.getPropertyValue('--md-accent-text')).toBe('#ffffff');
    expect(document.head.querySelector('link[rel="icon"]')).toHaveAttribute('href', LOGO.url);
    expect(document.head.querySelector('meta[name="theme-color"]')).toHaveAttribute('content', '#2e7d32');
  });

  it("names the copyright's holder when the owner set one", async () => {
    stubSite({ ...OWNER, copyrightHolder: 'Familie Meyer' });
    renderApp('/about');
    const year = new Date().getFullYear();
    expect(
      await within(await screen.findByRole('contentinfo')).findByText(`© ${year} Familie Meyer`),
    ).toBeInTheDocument();
  });

  it('reads the settings the server serves the page with, and only valid ones', () => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'meteodeck-site';
    block.textContent = JSON.stringify(OWNER);
    document.body.append(block);
    expect(readPageSite(document)).toEqual(OWNER);
    block.textContent = JSON.stringify({ siteName: 'Wetter Rütenbrock' });
    expect(readPageSite(document)).toBeNull();
    block.textContent = '{';
    expect(readPageSite(document)).toBeNull();
    block.remove();
    expect(readPageSite(document)).toBeNull();
  });
});
