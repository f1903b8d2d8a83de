/**
 * The owner's site in every page's head, before any script runs: the site's name as the tab's title and as
 * the web app's name, its logo's address (the web app's header shows both until it has read the settings:
 * packages/web/src/components/brand-logo.tsx, so the software's name never shows first), its favicon, its
 * accent (the theme colour and the page's colours as CSS custom properties, so the navbar, the hero and the
 * buttons paint in it at once) and the share card (Open Graph).
 */
import { accentCustomProperties, type SiteSettings } from '@meteodeck/contract';
import { DEFAULT_THEME_COLOR } from '../site-settings/index.ts';
import { escapeHtml } from './html-escape.ts';

/** The `<style>` of the accent's custom properties; '' for the product's own colours. */
export function accentStyle(accent: string): string {
  if (accent === '') return '';
  const properties = Object.entries(accentCustomProperties(accent))
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  return `<style id="site-accent">:root{${properties}}</style>`;
}

/** The page's head with the owner's settings; `origin` ('https://wetter.example') makes the share image absolute. */
export function fillSiteHead(indexHtml: string, settings: SiteSettings, origin: string): string {
  const name = escapeHtml(settings.siteName);
  const icon = settings.favicon || settings.logo;
  const themeColor = settings.accentColor === '' ? DEFAULT_THEME_COLOR : settings.accentColor;
  const description = settings.tagline === '' ? null : escapeHtml(settings.tagline);
  const card = [
    // The web app's name and logo: the tabs' titles end with it, the header starts with them.
    `<meta name="application-name" content="${name}" />`,
    settings.logo === '' ? '' : `<meta name="meteodeck-logo" content="${escapeHtml(settings.logo)}" />`,
    '<meta property="og:type" content="website" />',
    `<meta property="og:title" content="${name}" />`,
    `<meta property="og:site_name" content="${name}" />`,
    description === null ? '' : `<meta property="og:description" content="${description}" />`,
    settings.logo === ''
      ? ''
      : `<meta property="og:image" content="${escapeHtml(origin + settings.logo)}" />`,
  ].filter((line) => line !== '');
  const extra = [...card, accentStyle(settings.accentColor)].filter((line) => line !== '');
  // Replacer functions throughout: a `$` in the owner's texts is text, not one of String.replace's patterns.
  let html = indexHtml
    .replace(/<title>[^<]*<\/title>/, () => `<title>${name}</title>`)
    .replace(/<meta name="theme-color"[^>]*>/, () => `<meta name="theme-color" content="${themeColor}" />`);
  if (icon !== '') {
    // No type: the image's own (PNG, SVG or WebP) comes with it.
    html = html.replace(/<link rel="icon"[^>]*>/, () => `<link rel="icon" href="${escapeHtml(icon)}" />`);
  }
  if (description !== null) {
    html = html.replace(
      /<meta name="description"[^>]*>/,
      () => `<meta name="description" content="${description}" />`,
    );
  }
  return html.replace('</head>', () => `  ${extra.join('\n    ')}\n  </head>`);
}
