import type { ReactNode } from 'react';

/**
 * A table's sideways scroll on a narrow screen (Bootstrap's `.table-responsive`) that a keyboard can reach,
 * and that holds what is positioned inside it (a visually hidden header text must not widen the page):
 * a region that scrolls must take the focus (WCAG 2.1.1, axe `scrollable-region-focusable`).
 */
export function ScrollArea({ children, className }: { children: ReactNode; className?: string }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take the focus (WCAG 2.1.1).
    <div className={`table-responsive position-relative ${className ?? ''}`.trim()} tabIndex={0}>
      {children}
    </div>
  );
}
