import { type ReactNode, useEffect } from 'react';

export interface PageHeadingProps {
  /** Text of the `<h1>` and of the browser tab title. */
  title: string;
  children?: ReactNode;
}

/**
 * A `<meta>` of the page's head that the server writes from the site settings (packages/server/src/modules/
 * web-shell/site-head.ts), '' when the page has none (the dev server): what the header and the tabs' titles
 * show before the settings are read, so the software's name never shows first on an owner's site.
 */
export function headMeta(name: 'application-name' | 'meteodeck-logo'): string {
  // The server's rendering has no head to read: its pages are rendered with the settings' answer.
  if (typeof document === 'undefined') return '';
  return document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? '';
}

/** The site's name (site settings) as the page's head names the web app; the software's without one. */
export function siteName(): string {
  return headMeta('application-name') || 'meteodeck';
}

/**
 * Names the browser tab '<title> – <site name>' (the owner's name), so history entries and screen readers
 * tell pages apart.
 */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} – ${siteName()}`;
  }, [title]);
}

/** The one `<h1>` of a page; also names the browser tab (useDocumentTitle). */
export function PageHeading({ title, children }: PageHeadingProps) {
  useDocumentTitle(title);
  return (
    <div className="mb-4">
      <h1 className="h2">{title}</h1>
      {children}
    </div>
  );
}
