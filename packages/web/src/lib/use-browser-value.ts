import { useSyncExternalStore } from 'react';

const unchanging = () => () => {};

/**
 * A value only the browser knows (the page's address, say): `serverValue` in the server's rendering and in
 * the browser's first render over it (a hydration, which must match the server's markup), `read()` from the
 * render after. `read` must return the same value on every call while nothing changed (a string, a number).
 */
export function useBrowserValue<T>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(unchanging, read, () => serverValue);
}

/**
 * False in the server's rendering and in the browser's first render over it, true from then on: a form's
 * button stays disabled until its script can handle the form (else the browser would send it as a GET,
 * every field in the address).
 */
export function useHydrated(): boolean {
  return useBrowserValue(() => true, false);
}
