import { type ReactNode, StrictMode, useEffect } from 'react';
import { AppProviders, type AppProvidersProps } from './providers.tsx';

/** Shows what public/theme.js hid of a page rendered for someone else, once the app has drawn the visitor's. */
function Shown() {
  useEffect(() => document.documentElement.removeAttribute('data-shell'), []);
  return null;
}

/**
 * The whole app around its router: the same tree in the server's rendering (entry-server.tsx) and in the
 * browser (main.tsx), so the browser's first render over the server's markup matches it to the element,
 * its generated ids included.
 */
export function PageRoot({ children, ...providers }: AppProvidersProps & { children: ReactNode }) {
  return (
    <StrictMode>
      <AppProviders {...providers}>
        {children}
        <Shown />
      </AppProviders>
    </StrictMode>
  );
}
