import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';

/** Station shown until the visitor picks another (spec §4, §9). */
export const DEFAULT_STATION_REFERENCE = 'SSDP41000';

/** localStorage key remembering the visitor's choice across visits. */
export const STATION_STORAGE_KEY = 'station';

export interface SelectedStationValue {
  /** Reference of the station every public page shows, e.g. `SSDP41000`. */
  reference: string;
  selectStation: (reference: string) => void;
}

const SelectedStationContext = createContext<SelectedStationValue | null>(null);

/** URL parameter that opens the site on a station (`/weather/current?station=DEMO-NYC`, the embed's link). */
export const STATION_URL_PARAMETER = 'station';

/** The station the visitor sees first: the link's, the remembered one, or the default. */
export function readStoredReference(): string {
  try {
    const linked = new URLSearchParams(window.location.search).get(STATION_URL_PARAMETER)?.trim() ?? '';
    if (linked !== '') {
      // A link to a station selects it, and the visitor's choice is remembered as if made in the header.
      window.localStorage.setItem(STATION_STORAGE_KEY, linked);
      return linked;
    }
    const stored = window.localStorage.getItem(STATION_STORAGE_KEY);
    return stored !== null && stored !== '' ? stored : DEFAULT_STATION_REFERENCE;
  } catch {
    return DEFAULT_STATION_REFERENCE;
  }
}

/** Keeps the selected station for the whole app and remembers it in localStorage. */
export function SelectedStationProvider({ children }: { children: ReactNode }) {
  const [reference, setReference] = useState(readStoredReference);

  const selectStation = useCallback((next: string) => {
    try {
      window.localStorage.setItem(STATION_STORAGE_KEY, next);
    } catch {
      // Private mode or full storage: the choice still holds for this visit.
    }
    setReference(next);
  }, []);

  const value = useMemo(() => ({ reference, selectStation }), [reference, selectStation]);
  return <SelectedStationContext value={value}>{children}</SelectedStationContext>;
}

/** The selected station reference and the setter. Must be used under {@link SelectedStationProvider}. */
export function useSelectedStation(): SelectedStationValue {
  const value = useContext(SelectedStationContext);
  if (value === null) throw new Error('useSelectedStation must be used inside <SelectedStationProvider>');
  return value;
}
