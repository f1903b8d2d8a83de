import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Scrolls the window to the top when the page opens or its path changes (spec §2: the graph and data
 * pages start at the top, not at the scroll position of the page the visitor came from; /weekly →
 * /monthly keeps the same component, hence the path dependency). Instant, not smooth. Skipped where
 * scrolling is not implemented (jsdom).
 */
export function useScrollToTop(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (pathname === '' || navigator.userAgent.includes('jsdom')) return;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
}
