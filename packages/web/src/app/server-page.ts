import type { DehydratedState, QueryClient } from '@tanstack/react-query';

/**
 * A public page rendered by the server (entry-server.tsx) and what the browser's first render needs to
 * show the same (main.tsx): the answers the rendering used, and for whom it was rendered.
 */
export interface ServerPageData {
  /** Bumped when this shape changes: a page from an older server is rendered afresh, not hydrated. */
  version: number;
  /** The station the page shows. */
  station: string;
  /** The language its texts are in. */
  language: string;
  /** The visitor's units its values are in (lib/display-units.ts unitsKey; '' for the station's own). */
  units: string;
  /** The query cache's answers (React Query's dehydrated state). */
  state: DehydratedState;
}

export interface ServerPage {
  html: string;
  data: ServerPageData;
  /** The route's status: 404 for an unknown page. */
  status: number;
  /** How many renderings the page took (each waits for the data the previous one asked for). */
  passes: number;
  /** The query keys the rendering asked for and got no answer to (for the server's log). */
  unanswered: string[];
}

export const SERVER_PAGE_VERSION = 2;

/** The element id of the page's data block (a JSON data block: the CSP allows no inline script). */
export const SERVER_PAGE_DATA_ID = 'meteodeck-page';

/** The rendered page's data, when the page carries a valid one of this version (the block is removed). */
export function readServerPage(document: Document): ServerPageData | null {
  const block = document.getElementById(SERVER_PAGE_DATA_ID);
  if (block === null) return null;
  block.remove();
  let data: unknown;
  try {
    data = JSON.parse(block.textContent ?? '');
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null) return null;
  const { version, station, language, units, state } = data as Record<string, unknown>;
  const queries = (state as { queries?: unknown } | null)?.queries;
  const valid =
    version === SERVER_PAGE_VERSION &&
    typeof station === 'string' &&
    typeof language === 'string' &&
    typeof units === 'string' &&
    Array.isArray(queries);
  return valid ? (data as ServerPageData) : null;
}

/**
 * What the visitor's browser would show: the station, units and language it starts with (a signed-in
 * visitor's session takes over after the hydration: entities/session, startAnonymous).
 */
export interface VisitorStart {
  station: string;
  /** '' for the station's own units (lib/display-units.ts unitsKey). */
  unitsKey: string;
  language: string;
}

/**
 * Whether the browser's first render can take over the server's markup as it is (a hydration): the page was
 * rendered for what this visitor starts with. Otherwise the app renders afresh over it (a visitor whose
 * station, units or language the server did not know of: public/theme.js hid its values).
 */
export function rendersAsServer(page: ServerPageData, visitor: VisitorStart): boolean {
  return (
    page.station === visitor.station && page.units === visitor.unitsKey && page.language === visitor.language
  );
}

/**
 * Puts the page's answers in the query cache, each with the time it was fetched (React Query's `hydrate`
 * does the same and more, which the first load would carry for nothing: queries only, all of them answered).
 */
export function seedAnswers(client: QueryClient, state: DehydratedState): void {
  for (const query of state.queries) {
    client.setQueryData(query.queryKey, query.state.data, { updatedAt: query.state.dataUpdatedAt });
  }
}
