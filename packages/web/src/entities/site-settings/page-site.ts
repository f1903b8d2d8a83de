import { isSiteSettings } from 'virtual:answer-checks';
import type { SiteSettings } from '@meteodeck/contract';

/**
 * The site's settings as the server serves every page with them (packages/server/src/modules/web-shell/
 * site-head.ts): the app starts from them, so the header shows the owner's name and logo from its first
 * render, never the software's name first.
 */
export const PAGE_SITE_ID = 'meteodeck-site';

/** The page's settings, when it carries a valid block (the dev server's and tests' pages may not). */
export function readPageSite(document: Document): SiteSettings | null {
  const text = document.getElementById(PAGE_SITE_ID)?.textContent;
  if (text === undefined || text === null) return null;
  try {
    const data: unknown = JSON.parse(text);
    return isSiteSettings(data) ? data : null;
  } catch {
    return null;
  }
}
