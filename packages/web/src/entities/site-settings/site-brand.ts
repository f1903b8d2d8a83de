import { DEFAULT_SITE_SETTINGS, type SiteSettings } from '@meteodeck/contract';
import { useSiteSettings } from './api/site-settings.ts';

/** What the public pages show of the owner's site: the settings, their defaults until they are read. */
export interface SiteBrand {
  name: string;
  tagline: string;
  /** The logo's address, null for the product's mark. */
  logoUrl: string | null;
  /** The favicon's address and type: the favicon, else the logo; null for the product's mark. */
  icon: { url: string; type: string } | null;
  accentColor: string;
  /** The footer's copyright holder: the one set, else the site's name. */
  copyrightHolder: string;
  /** The owner's 'Über diese Website' text, '' for the product's own. */
  aboutText: string;
}

export function siteBrandOf(settings: SiteSettings | undefined): SiteBrand {
  const s = settings ?? DEFAULT_SITE_SETTINGS;
  return {
    name: s.siteName,
    tagline: s.tagline,
    logoUrl: s.logo?.url ?? null,
    icon: s.favicon ?? s.logo,
    accentColor: s.accentColor,
    copyrightHolder: s.copyrightHolder === '' ? s.siteName : s.copyrightHolder,
    aboutText: s.aboutText,
  };
}

/** The owner's brand (GET /api/siteSettings, shared with the footer's links). */
export function useSiteBrand(): SiteBrand {
  return siteBrandOf(useSiteSettings().data);
}
