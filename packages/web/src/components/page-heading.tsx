import { type ReactNode, useEffect } from 'react';

export interface PageHeadingProps {
  /** Text of the `<h1>` and of the browser tab title. */
  title: string;
  children?: ReactNode;
}

/** Names the browser tab `<title> · meteodeck`, so history entries and screen readers tell pages apart. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · meteodeck`;
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
