import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { DefaultStationContext, type DefaultStationHook, useDefaultStation } from './default-station.ts';
import { pageStationId, readPageStations, startReference } from './page-stations.ts';

/** localStorage key remembering the visitor's choice (the station's reference) across visits. */
export const STATION_STORAGE_KEY = 'station';
/** localStorage key of the chosen station's id: finds it again after its reference was renamed. */
export const STATION_ID_STORAGE_KEY = 'stationId';

export interface SelectedStationValue {
  /** Reference of the station every public page shows, e.g. `SSDP41000`. */
  reference: string;
  /** Selects a station; its id (when known) is remembered too, so a later rename keeps the choice. */
  selectStation: (reference: string, id?: number) => void;
}

const SelectedStationContext = createContext<SelectedStationValue | null>(null);

/** URL parameter that opens the site on a station (`/weather/current?station=DEMO-NYC`, the embed's link). */
export const STATION_URL_PARAMETER = 'station';

function remember(reference: string, id: number | undefined): void {
  try {
    window.localStorage.setItem(STATION_STORAGE_KEY, reference);
    if (id === undefined) window.localStorage.removeItem(STATION_ID_STORAGE_KEY);
    else window.localStorage.setItem(STATION_ID_STORAGE_KEY, String(id));
  } catch {
    // Private mode or full storage: the choice still holds for this visit.
  }
  rememberForServer(id);
}

/**
 * The choice remembered for the server too: a cookie with the station's id (a rename keeps it), so the
 * server renders the visitor's pages for it (static-site.ts, pageStation). Without an id the server renders
 * the default station and the app draws the visitor's over it. Refused cookies only cost that rendering.
 */
function rememberForServer(id: number | undefined): void {
  const value = id === undefined ? '; max-age=0' : `${id}; max-age=31536000`;
  try {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the site serves; one cookie, written whole.
    document.cookie = `${STATION_STORAGE_KEY}=${value}; path=/; samesite=lax`;
  } catch {
    // Cookies refused.
  }
}

/**
 * The station the visitor sees first: the link's, the remembered one (found by its id when it was renamed),
 * or the default station the server named in the page; '' when none is known yet.
 */
export function readStoredReference(): string {
  const page = readPageStations(document);
  try {
    const linked = new URLSearchParams(window.location.search).get(STATION_URL_PARAMETER)?.trim() ?? '';
    const storedId = Number(window.localStorage.getItem(STATION_ID_STORAGE_KEY) ?? Number.NaN);
    const remembered = {
      linked,
      reference: window.localStorage.getItem(STATION_STORAGE_KEY) ?? '',
      id: Number.isInteger(storedId) ? storedId : null,
    };
    const reference = startReference(page, remembered);
    // A link to a station selects it as if chosen in the header; a renamed or removed one is corrected.
    if (reference !== '' && (reference === linked || remembered.reference !== '')) {
      remember(reference, pageStationId(page, reference) ?? remembered.id ?? undefined);
    }
    return reference;
  } catch {
    return page?.defaultStation ?? '';
  }
}

/**
 * Keeps the selected station for the whole app and remembers it in localStorage. Until a station is known
 * (a page without the server's data and nothing remembered) it asks the site settings for the default
 * station and shows nothing meanwhile.
 */
export function SelectedStationProvider({
  children,
  defaultStation,
  initialReference,
}: {
  children: ReactNode;
  /** Reads the site's default station (the site settings'): asked only while no station is known. */
  defaultStation: DefaultStationHook;
  /** The station to start on instead of the visitor's (the server's rendering, which has no browser storage). */
  initialReference?: string | undefined;
}) {
  const [reference, setReference] = useState(() => initialReference ?? readStoredReference());

  const selectStation = useCallback((next: string, id?: number) => {
    remember(next, id);
    setReference(next);
  }, []);

  const value = useMemo(() => ({ reference, selectStation }), [reference, selectStation]);
  return (
    <DefaultStationContext value={defaultStation}>
      {reference === '' ? (
        <DefaultStationLoader onDefault={setReference} />
      ) : (
        <SelectedStationContext value={value}>{children}</SelectedStationContext>
      )}
    </DefaultStationContext>
  );
}

/** Reads the default station from the site settings (GET /api/siteSettings) and hands it over. */
function DefaultStationLoader({ onDefault }: { onDefault: (reference: string) => void }) {
  const reference = useDefaultStation().data?.reference;
  useEffect(() => {
    if (reference !== undefined) onDefault(reference);
  }, [reference, onDefault]);
  return null;
}

/** The selected station reference and the setter. Must be used under {@link SelectedStationProvider}. */
export function useSelectedStation(): SelectedStationValue {
  const value = useContext(SelectedStationContext);
  if (value === null) throw new Error('useSelectedStation must be used inside <SelectedStationProvider>');
  return value;
}
