import { ScrollRestoration } from 'react-router';

/**
 * Router-wide scrolling: a new page starts at the top (not at the scroll position of the page the visitor
 * came from; /weekly → /monthly too, though the component stays), and back and forward return to where the
 * visitor was. Not rendered where scrolling is not implemented (jsdom).
 */
export function PageScroll() {
  if (navigator.userAgent.includes('jsdom')) return null;
  return <ScrollRestoration getKey={(location) => location.key} />;
}
