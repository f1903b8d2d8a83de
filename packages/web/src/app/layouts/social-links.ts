/** A footer link to the site owner's page on a social network. */
export interface SocialLink {
  network: string;
  href: string;
}

/**
 * The footer's social links. The owner sets their own pages at build time (VITE_SOCIAL_FACEBOOK,
 * VITE_SOCIAL_X, VITE_SOCIAL_INSTAGRAM); until then the links open the networks themselves.
 */
export const SOCIAL_LINKS: readonly SocialLink[] = [
  { network: 'Facebook', href: import.meta.env.VITE_SOCIAL_FACEBOOK ?? 'https://www.facebook.com/' },
  { network: 'X', href: import.meta.env.VITE_SOCIAL_X ?? 'https://x.com/' },
  { network: 'Instagram', href: import.meta.env.VITE_SOCIAL_INSTAGRAM ?? 'https://www.instagram.com/' },
];
