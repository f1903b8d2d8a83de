import { type SiteSettings, SOCIAL_NETWORKS, type SocialNetwork } from '@meteodeck/contract';

/** A footer link to the site owner's page on a social network. */
export interface SocialLink {
  network: string;
  href: string;
}

/** How each network is named on the link. */
const NETWORK_NAMES: Record<SocialNetwork, string> = { facebook: 'Facebook', x: 'X', instagram: 'Instagram' };

/**
 * The footer's social links from the site's settings (set by the owner in the back office, read at run
 * time): the networks with an http(s) address, in the contract's order; none while the settings load.
 */
export function socialLinksOf(settings: SiteSettings | undefined): SocialLink[] {
  if (settings === undefined) return [];
  return SOCIAL_NETWORKS.flatMap((network) => {
    const href = settings.socialLinks[network].trim();
    return /^https?:\/\/\S+$/i.test(href) ? [{ network: NETWORK_NAMES[network], href }] : [];
  });
}
