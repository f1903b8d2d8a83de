/**
 * What the server serves every page with (rename-safe; packages/server/src/plugins/static-site.ts
 * fillPageStations): the default station's current reference (a site setting kept by station id) and every
 * station's id and reference. With it the app starts on the right station without a request: a remembered
 * station that was renamed is found by its id, one that was removed gives way to the default.
 */
export interface PageStations {
  defaultStation: string | null;
  /** [id, reference] of every station; absent when the page does not list them (then nothing is checked). */
  stations?: [number, string][];
}

export const PAGE_STATIONS_ID = 'meteodeck-stations';

function isStationPair(value: unknown): value is [number, string] {
  return (
    Array.isArray(value) && value.length === 2 && typeof value[0] === 'number' && typeof value[1] === 'string'
  );
}

/** The page's stations, when it carries a valid block (the dev server's and tests' pages may not). */
export function readPageStations(document: Document): PageStations | null {
  const text = document.getElementById(PAGE_STATIONS_ID)?.textContent;
  if (text === undefined || text === null) return null;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null) return null;
  const { defaultStation, stations } = data as Record<string, unknown>;
  if (defaultStation !== null && typeof defaultStation !== 'string') return null;
  if (stations === undefined) return { defaultStation };
  if (!Array.isArray(stations) || !stations.every(isStationPair)) return null;
  return { defaultStation, stations };
}

/** What the visitor remembered or was linked to (localStorage `station` and `stationId`, `?station=`). */
export interface RememberedStation {
  linked: string;
  reference: string;
  id: number | null;
}

/**
 * The station to start on, '' when it is not known yet (no page data and nothing remembered: the app asks
 * the site settings). With the page's list: the linked station when it exists (a link to an unknown one is
 * ignored), else the remembered one when it exists, else the remembered station's new reference (found by
 * its id), else the default station.
 */
export function startReference(page: PageStations | null, remembered: RememberedStation): string {
  const fallback = page?.defaultStation ?? '';
  const list = page?.stations;
  if (list === undefined) {
    if (remembered.linked !== '') return remembered.linked;
    return remembered.reference !== '' ? remembered.reference : fallback;
  }
  const exists = (reference: string) => reference !== '' && list.some(([, known]) => known === reference);
  if (exists(remembered.linked)) return remembered.linked;
  if (exists(remembered.reference)) return remembered.reference;
  return list.find(([id]) => id === remembered.id)?.[1] ?? fallback;
}

/** The id of `reference` in the page's list, when the page lists it. */
export function pageStationId(page: PageStations | null, reference: string): number | undefined {
  return page?.stations?.find(([, known]) => known === reference)?.[0];
}
