import type { WeatherDataUnit } from '@meteodeck/contract';
import { useSyncExternalStore } from 'react';
import { readStored, writeStored } from './browser-storage.ts';

/**
 * The visitor's units: per quantity, the unit to show instead of the station's, remembered in
 * the browser. The server converts from canonical values (the weather-data calls' DisplayUnitsQuery), so a
 * chosen unit is as exact as the station's own; nothing chosen shows the station's unit set.
 */
export type DisplayUnits = Partial<
  Pick<WeatherDataUnit, 'temperatureUnit' | 'speedUnit' | 'pressureUnit' | 'rainUnit'>
>;

export const DISPLAY_UNITS_STORAGE_KEY = 'units';

/** The header's presets: the station's units, metric, imperial. */
export const UNIT_PRESETS = {
  station: {},
  metric: { temperatureUnit: '°C', speedUnit: 'km/h', pressureUnit: 'hPa', rainUnit: 'mm' },
  imperial: { temperatureUnit: '°F', speedUnit: 'mph', pressureUnit: 'inHg', rainUnit: 'in' },
} as const satisfies Record<string, DisplayUnits>;
export type UnitPreset = keyof typeof UNIT_PRESETS;

const FIELDS = ['temperatureUnit', 'speedUnit', 'pressureUnit', 'rainUnit'] as const;

/** The quantities of `parsed` with a unit named (a stored choice, or a units key's parameters). */
function chosenUnits(parsed: unknown): DisplayUnits {
  if (typeof parsed !== 'object' || parsed === null) return {};
  const units: Record<string, string> = {};
  for (const field of FIELDS) {
    const value = (parsed as Record<string, unknown>)[field];
    if (typeof value === 'string' && value !== '') units[field] = value;
  }
  return units as DisplayUnits;
}

function read(): DisplayUnits {
  try {
    return chosenUnits(JSON.parse(readStored(DISPLAY_UNITS_STORAGE_KEY) ?? '{}'));
  } catch {
    return {};
  }
}

/** The station's own units: the server's rendering, and the browser's first render over it (one object). */
const STATION_UNITS: DisplayUnits = Object.freeze({});

/**
 * No choice is always {@link STATION_UNITS}, the server's snapshot: the same object after the hydration,
 * so React need not render every component showing a value again once it subscribes.
 */
const orStation = (units: DisplayUnits): DisplayUnits =>
  Object.keys(units).length === 0 ? STATION_UNITS : units;

let current: DisplayUnits | null = null;
const listeners = new Set<() => void>();

function snapshot(): DisplayUnits {
  current ??= orStation(read());
  return current;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The visitor's units now, outside React (the start of the app, packages/web/src/main.tsx). */
export function getDisplayUnits(): DisplayUnits {
  return snapshot();
}

/**
 * The choice remembered for the server too (a cookie beside the stored choice: its units key, URI-encoded),
 * which renders the visitor's pages in it (static-site.ts, pageUnits). Refused cookies only cost the
 * visitor the server's rendering.
 */
export function rememberUnitsForServer(units: DisplayUnits): void {
  const key = unitsKey(units);
  const value = key === '' ? '; max-age=0' : `${encodeURIComponent(key)}; max-age=31536000`;
  try {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the site serves; one cookie, written whole.
    document.cookie = `${DISPLAY_UNITS_STORAGE_KEY}=${value}; path=/; samesite=lax`;
  } catch {
    // No document (tests without one) or cookies refused.
  }
}

/** Replaces the visitor's choice (an empty object: the station's units) and remembers it. */
export function setDisplayUnits(units: DisplayUnits): void {
  const clean = Object.fromEntries(
    FIELDS.filter((field) => units[field] !== undefined).map((field) => [field, units[field]]),
  ) as DisplayUnits;
  writeStored(DISPLAY_UNITS_STORAGE_KEY, JSON.stringify(clean));
  rememberUnitsForServer(clean);
  current = orStation(clean);
  for (const listener of listeners) listener();
}

/**
 * The units of the page the server is rendering (entry-server.tsx keeps one units key per rendering,
 * however many run at once); undefined in the browser.
 */
let renderingUnits: () => string | undefined = () => undefined;

/** Where the server's rendering keeps its page's units key (entry-server.tsx, once at start). */
export function setRenderingUnits(source: () => string | undefined): void {
  renderingUnits = source;
}

/** The units key the page arrived rendered in: the browser's first render over it (a hydration) uses it. */
let pageUnits = '';

/** Tells the app the units of the page the server sent (main.tsx, before it hydrates that page). */
export function setPageUnits(key: string): void {
  pageUnits = key;
}

/** A units key's choice: one frozen object per key, as a snapshot must be the same object every time. */
const choices = new Map<string, DisplayUnits>();
function unitsOfKey(key: string): DisplayUnits {
  let units = choices.get(key);
  if (units === undefined) {
    units = orStation(Object.freeze(chosenUnits(Object.fromEntries(new URLSearchParams(key)))));
    choices.set(key, units);
  }
  return units;
}

/**
 * The units of the server's rendering, and of the browser's first render over it: in the browser the
 * visitor's own object when it is the same choice, so React need not render every value again once the
 * hydration is over.
 */
function serverUnits(): DisplayUnits {
  const rendering = renderingUnits();
  if (rendering !== undefined) return unitsOfKey(rendering);
  const own = snapshot();
  return unitsKey(own) === pageUnits ? own : unitsOfKey(pageUnits);
}

/** The visitor's units now; components re-render when they change. */
export function useDisplayUnits(): DisplayUnits {
  return useSyncExternalStore(subscribe, snapshot, serverUnits);
}

/** The choice as the weather-data calls' query parameters (only what was chosen). */
export function unitsQuery(units: DisplayUnits): Record<string, string> {
  return Object.fromEntries(
    FIELDS.flatMap((field) => (units[field] === undefined ? [] : [[field, units[field]]])),
  );
}

/** A stable text of the choice for query keys and stream channels ('' for the station's units). */
export function unitsKey(units: DisplayUnits): string {
  return new URLSearchParams(unitsQuery(units)).toString();
}

/** Which preset a choice is, or null for a choice per quantity. */
export function presetOf(units: DisplayUnits): UnitPreset | null {
  for (const [name, preset] of Object.entries(UNIT_PRESETS) as [UnitPreset, DisplayUnits][]) {
    if (unitsKey(preset) === unitsKey(units)) return name;
  }
  return null;
}
