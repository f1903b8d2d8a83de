import { type ReactNode, useEffect } from 'react';
import { siteTitle, useSiteName } from '../lib/site-identity.ts';

export interface PageHeadingProps {
  /** Text of the `<h1>` and of the browser tab title. */
  title: string;
  children?: ReactNode;
}

/**
 * Names the browser tab '<title> – <site name>' (the owner's name, site settings), so history entries and
 * screen readers tell pages apart.
 */
export function useDocumentTitle(title: string): void {
  const name = useSiteName();
  useEffect(() => {
    document.title = siteTitle(title, name);
  }, [title, name]);
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
