import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { type ReactNode, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { SessionProvider } from '../entities/session/index.ts';
import { useDefaultStationSetting } from '../entities/site-settings/index.ts';
import { SelectedStationProvider } from '../entities/station/index.ts';
import { ApiError } from '../lib/api-error.ts';
import { createI18n } from '../lib/i18n.ts';

/**
 * Query defaults: client errors (4xx) are answers, not glitches, so only network failures and 5xx are
 * retried, twice.
 */
export function createQueryClient(options: { server?: boolean } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // The server's rendering (entry-server.tsx) asks once: a page is sent without what failed.
        retry: (failureCount, error) => {
          if (options.server === true) return false;
          const clientError = error instanceof ApiError && error.status !== null && error.status < 500;
          return !clientError && failureCount < 2;
        },
      },
    },
  });
}

export interface AppProvidersProps {
  children: ReactNode;
  queryClient?: QueryClient;
  i18n?: I18n;
  /** Clock in epoch milliseconds for the session; injected by tests. */
  now?: () => number;
  /** The station to start on, when the page is rendered on the server (entry-server.tsx). */
  station?: string;
  /** The browser's first render takes over a page the server rendered (main.tsx): see SessionProvider. */
  hydrating?: boolean;
}

/** Everything the pages read from context: queries, translations, session, selected station. */
export function AppProviders({ children, queryClient, i18n, now, station, hydrating }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const [translations] = useState(() => i18n ?? createI18n());
  return (
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={translations}>
        <SessionProvider {...(now === undefined ? {} : { now })} startAnonymous={hydrating === true}>
          <SelectedStationProvider defaultStation={useDefaultStationSetting} initialReference={station}>
            {children}
          </SelectedStationProvider>
        </SessionProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
