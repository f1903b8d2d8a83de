import { type ReactNode, useEffect } from 'react';

export interface PageHeadingProps {
  /** Text of the `<h1>` and of the browser tab title. */
  title: string;
  children?: ReactNode;
}

/**
 * The site's name (site settings): the server names the web app in every page's head
 * (`<meta name="application-name">`, packages/server/src/modules/web-shell/site-head.ts), and the back office
 * renames it there on a save; the software's name on a page without it (the dev server).
 */
export function siteName(): string {
  return document.querySelector<HTMLMetaElement>('meta[name="application-name"]')?.content || 'meteodeck';
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
