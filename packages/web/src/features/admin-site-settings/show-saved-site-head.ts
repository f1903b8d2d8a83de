import { accentCustomProperties, type SiteSettings } from '@meteodeck/contract';

/** The page's theme colour without an accent, as index.html and the server write it (site-brand.routes.ts). */
const PRODUCT_THEME_COLOR = '#12355b';
/** The tab's icon without a favicon or logo (index.html). */
const PRODUCT_ICON = '/favicon.svg';
/** The custom properties an accent sets; any accent names the same ones. */
const ACCENT_PROPERTIES = Object.keys(accentCustomProperties('#000000'));

function setMeta(name: string, content: string) {
  let meta = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (content === '') {
    meta?.remove();
    return;
  }
  if (meta === null) {
    meta = document.createElement('meta');
    meta.name = name;
    document.head.append(meta);
  }
  meta.content = content;
}

/**
 * Shows the settings just saved in the page open in the back office, as the server writes them in the head
 * of every page it serves next (server web-shell/site-head.ts): the accent's custom properties on the root
 * element (the server's `<style id="site-accent">` gives way to them; CSSOM, so the CSP is unchanged), the
 * theme colour, the tab's icon, the web app's name and logo that the titles and the header read.
 */
export function showSavedSiteHead(settings: SiteSettings): void {
  const root = document.documentElement;
  document.getElementById('site-accent')?.remove();
  for (const name of ACCENT_PROPERTIES) root.style.removeProperty(name);
  if (settings.accentColor !== '') {
    for (const [name, value] of Object.entries(accentCustomProperties(settings.accentColor))) {
      root.style.setProperty(name, value);
    }
  }
  setMeta('theme-color', settings.accentColor || PRODUCT_THEME_COLOR);
  setMeta('application-name', settings.siteName);
  setMeta('meteodeck-logo', settings.logo);
  const icon = document.head.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (icon !== null) {
    icon.removeAttribute('type');
    icon.href = settings.favicon || settings.logo || PRODUCT_ICON;
  }
}
