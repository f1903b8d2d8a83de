import { type ReactNode, useEffect } from 'react';

export interface PageHeadingProps {
  /** Text of the `<h1>` and of the browser tab title. */
  title: string;
  children?: ReactNode;
}

/** The one `<h1>` of a page; also names the browser tab, so history entries and screen readers tell pages apart. */
export function PageHeading({ title, children }: PageHeadingProps) {
  useEffect(() => {
    document.title = `${title} · meteodeck`;
  }, [title]);
  return (
    <div className="mb-4">
      <h1 className="h2">{title}</h1>
      {children}
    </div>
  );
}
