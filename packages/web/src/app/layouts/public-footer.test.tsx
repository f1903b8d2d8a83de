import { DEFAULT_SITE_SETTINGS } from '@meteodeck/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render-app.tsx';
import { socialLinksOf } from './social-links.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

const settings = (socialLinks: { facebook: string; x: string; instagram: string }) => ({
  ...DEFAULT_SITE_SETTINGS,
  socialLinks,
  defaultStation: { id: 1, reference: 'SSDP41000' },
});

describe('public footer', () => {
  it('links the networks the site settings name with an http(s) address, in a fixed order', () => {
    expect(socialLinksOf(undefined)).toEqual([]);
    expect(
      socialLinksOf(
        settings({
          instagram: ' https://www.instagram.com/wetter-ruetenbrock ',
          x: 'not a link',
          facebook: 'https://www.facebook.com/wetter',
        }),
      ),
    ).toEqual([
      { network: 'Facebook', href: 'https://www.facebook.com/wetter' },
      { network: 'Instagram', href: 'https://www.instagram.com/wetter-ruetenbrock' },
    ]);
  });

  it('reads the social links from the server at run time and opens them in a new tab without the opener', async () => {
    const requests = stubApi({
      'GET /api/siteSettings': () =>
        json(settings({ facebook: '', x: 'https://x.com/wetter', instagram: 'https://www.instagram.com/w' })),
    });
    renderApp('/about');
    const nav = await screen.findByRole('navigation', { name: 'Soziale Netzwerke' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['X', 'https://x.com/wetter'],
      ['Instagram', 'https://www.instagram.com/w'],
    ]);
    expect(links[0]).toHaveAttribute('target', '_blank');
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer');
    expect(requests.filter((r) => r.url.pathname === '/api/siteSettings')).toHaveLength(1);
  });

  it('shows the copyright and no social navigation when the owner set none', async () => {
    const requests = stubApi({
      'GET /api/siteSettings': () => json(settings({ facebook: '', x: '', instagram: '' })),
    });
    renderApp('/about');
    const footer = await screen.findByRole('contentinfo');
    await vi.waitFor(() => expect(requests.some((r) => r.url.pathname === '/api/siteSettings')).toBe(true));
    expect(footer.querySelector('p')).not.toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Soziale Netzwerke' })).not.toBeInTheDocument();
  });
});
