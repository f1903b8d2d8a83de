import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PublicFooter } from './public-footer.tsx';
import { configuredSocialLinks } from './social-links.ts';

describe('public footer', () => {
  it('links only the networks the owner configured, in a fixed order', () => {
    expect(configuredSocialLinks({})).toEqual([]);
    expect(
      configuredSocialLinks({
        VITE_SOCIAL_INSTAGRAM: ' https://www.instagram.com/wetter-ruetenbrock ',
        VITE_SOCIAL_X: 'not a link',
        VITE_SOCIAL_FACEBOOK: 'https://www.facebook.com/wetter',
      }),
    ).toEqual([
      { network: 'Facebook', href: 'https://www.facebook.com/wetter' },
      { network: 'Instagram', href: 'https://www.instagram.com/wetter-ruetenbrock' },
    ]);
  });

  it('shows the copyright and no social navigation when none is configured', () => {
    render(<PublicFooter socialLinks={[]} />);
    expect(screen.getByRole('contentinfo').querySelector('p')).not.toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Soziale Netzwerke' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('opens a configured page in a new tab without handing it the opener', () => {
    render(<PublicFooter socialLinks={[{ network: 'X', href: 'https://x.com/wetter' }]} />);
    const link = screen.getByRole('link', { name: 'X' });
    expect(link).toHaveAttribute('href', 'https://x.com/wetter');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
