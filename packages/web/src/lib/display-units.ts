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

function read(): DisplayUnits {
  try {
    const parsed: unknown = JSON.parse(readStored(DISPLAY_UNITS_STORAGE_KEY) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null) return {};
    const units: Record<string, string> = {};
    for (const field of FIELDS) {
      const value = (parsed as Record<string, unknown>)[field];
      if (typeof value === 'string' && value !== '') units[field] = value;
    }
    return units as DisplayUnits;
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

/** Replaces the visitor's choice (an empty object: the station's units) and remembers it. */
export function setDisplayUnits(units: DisplayUnits): void {
  const clean = Object.fromEntries(
    FIELDS.filter((field) => units[field] !== undefined).map((field) => [field, units[field]]),
  ) as DisplayUnits;
  writeStored(DISPLAY_UNITS_STORAGE_KEY, JSON.stringify(clean));
  current = orStation(clean);
  for (const listener of listeners) listener();
}

const stationUnits = () => STATION_UNITS;

/** The visitor's units now; components re-render when they change. */
export function useDisplayUnits(): DisplayUnits {
  return useSyncExternalStore(subscribe, snapshot, stationUnits);
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
