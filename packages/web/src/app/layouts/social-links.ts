/** A footer link to the site owner's page on a social network. */
export interface SocialLink {
  network: string;
  href: string;
}

/** The build-time variables naming the owner's pages (VITE_SOCIAL_FACEBOOK, VITE_SOCIAL_X, VITE_SOCIAL_INSTAGRAM). */
export interface SocialEnv {
  VITE_SOCIAL_FACEBOOK?: string | undefined;
  VITE_SOCIAL_X?: string | undefined;
  VITE_SOCIAL_INSTAGRAM?: string | undefined;
}

/**
 * The footer's social links: only the networks the owner named (an http(s) address), in this order. With
 * none set, the footer shows no social links at all rather than links to the networks' home pages.
 */
export function configuredSocialLinks(env: SocialEnv): SocialLink[] {
  const candidates: Array<[string, string | undefined]> = [
    ['Facebook', env.VITE_SOCIAL_FACEBOOK],
    ['X', env.VITE_SOCIAL_X],
    ['Instagram', env.VITE_SOCIAL_INSTAGRAM],
  ];
  return candidates.flatMap(([network, value]) => {
    const href = value?.trim() ?? '';
    return /^https?:\/\/\S+$/i.test(href) ? [{ network, href }] : [];
  });
}

export const SOCIAL_LINKS: readonly SocialLink[] = configuredSocialLinks(import.meta.env);
