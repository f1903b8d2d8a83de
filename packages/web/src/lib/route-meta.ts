import { useMatches } from 'react-router';
import { type MenuSection, ROUTE_PATHS, type RouteName } from './route-paths.ts';

/** What a route declares in its `handle`: the menu entry it highlights. */
export interface RouteHandle {
  section: MenuSection;
}

const SECTIONS: readonly MenuSection[] = [
  'home',
  'weatherData',
  'graphic',
  'contact',
  'administration',
  'about',
];

function isRouteName(id: string): id is RouteName {
  return Object.hasOwn(ROUTE_PATHS, id);
}

function sectionOf(handle: unknown): MenuSection | null {
  if (typeof handle !== 'object' || handle === null) return null;
  const section: unknown = Reflect.get(handle, 'section');
  return SECTIONS.find((known) => known === section) ?? null;
}

/** Name of the deepest matched named route (e.g. `periodWeatherData`), or null while none matches. */
export function useCurrentRouteName(): RouteName | null {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const id = matches[index]?.id;
    if (id !== undefined && isRouteName(id)) return id;
  }
  return null;
}

/** Menu entry to highlight for the current route (spec §2), or null on pages outside the menu. */
export function useMenuSection(): MenuSection | null {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const section = sectionOf(matches[index]?.handle);
    if (section !== null) return section;
  }
  return null;
}
