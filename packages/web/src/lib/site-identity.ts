import { useSyncExternalStore } from 'react';

/**
 * The site's name as its owner set it (site setting `siteName`), for what reads it outside React's data:
 * every page's tab title (components/page-heading.tsx). The app sets it from the page's settings at start
 * and again whenever the settings change (app/site-head.ts); until then it is the software's name.
 */
export const SOFTWARE_NAME = 'meteodeck';

let current = SOFTWARE_NAME;
const listeners = new Set<() => void>();

export function siteName(): string {
  return current;
}

export function setSiteName(name: string): void {
  const next = name.trim() === '' ? SOFTWARE_NAME : name;
  if (next === current) return;
  current = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The site's name, re-rendering when it changes. */
export function useSiteName(): string {
  return useSyncExternalStore(subscribe, siteName, siteName);
}

/** A page's tab title: '<page> – <site name>' (the site's name alone for a page without its own). */
export function siteTitle(page: string, name: string = current): string {
  return page === '' ? name : `${page} – ${name}`;
}
