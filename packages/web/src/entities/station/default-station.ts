import { createContext, useContext } from 'react';

/** The site's default station as a query answers it: undefined while loading, null when the site has none. */
export interface DefaultStationAnswer {
  data: { id: number; reference: string } | null | undefined;
  isPending: boolean;
}

/**
 * The hook that reads the site's default station: the site settings' (GET /api/siteSettings), handed in by
 * the app through SelectedStationProvider, so that the station entity imports no other entity.
 */
export type DefaultStationHook = () => DefaultStationAnswer;

export const DefaultStationContext = createContext<DefaultStationHook | null>(null);

/** The site's default station. Must be used under SelectedStationProvider. */
export function useDefaultStation(): DefaultStationAnswer {
  const read = useContext(DefaultStationContext);
  if (read === null) throw new Error('useDefaultStation must be used inside <SelectedStationProvider>');
  return read();
}
