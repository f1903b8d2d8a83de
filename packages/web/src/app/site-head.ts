import { accentCustomProperties } from '@meteodeck/contract';
import { useEffect } from 'react';
import { useSiteBrand } from '../entities/site-settings/index.ts';
import { setSiteName } from '../lib/site-identity.ts';

/** The product's mark and theme colour (index.html): a site's own until its owner sets theirs. */
const PRODUCT_ICON = { url: '/favicon.svg', type: 'image/svg+xml' };
const PRODUCT_THEME_COLOR = '#12355b';
/** The accent the server put in the page's head (packages/server/src/modules/web-shell/site-head.ts). */
const SERVER_ACCENT_ID = 'site-accent';

function headElement<T extends Element>(selector: string, create: () => T): T {
  const found = document.head.querySelector<T>(selector);
  if (found !== null) return found;
  const element = create();
  document.head.append(element);
  return element;
}

/**
 * Keeps the page's head on the owner's settings while the app runs: the tab titles' site name, the accent's
 * colours (the server painted the first screen with them already), the theme colour and the favicon. A change
 * saved in the back office shows at once, without a reload.
 */
export function useSiteHead(): void {
  const { name, accentColor, icon } = useSiteBrand();
  useEffect(() => setSiteName(name), [name]);
  useEffect(() => {
    document.getElementById(SERVER_ACCENT_ID)?.remove();
    const root = document.documentElement.style;
    for (const [property, value] of Object.entries(accentCustomProperties(accentColor || '#000000'))) {
      if (accentColor === '') root.removeProperty(property);
      else root.setProperty(property, value);
    }
    const theme = headElement('meta[name="theme-color"]', () => {
      const meta = document.createElement('meta');
      meta.name = 'theme-color';
      return meta;
    });
    theme.content = accentColor === '' ? PRODUCT_THEME_COLOR : accentColor;
  }, [accentColor]);
  const iconUrl = (icon ?? PRODUCT_ICON).url;
  const iconType = (icon ?? PRODUCT_ICON).type;
  useEffect(() => {
    const link = headElement('link[rel="icon"]', () => {
      const created = document.createElement('link');
      created.rel = 'icon';
      return created;
    });
    link.type = iconType;
    link.href = iconUrl;
  }, [iconUrl, iconType]);
}
