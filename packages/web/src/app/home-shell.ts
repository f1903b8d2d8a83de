import { isCurrentData, isDailyHistory, isWeatherStation } from 'virtual:answer-checks';
import type { CurrentData, DailyHistory, WeatherStation } from '@meteodeck/contract';
import type { QueryClient } from '@tanstack/react-query';
import { stationQueryOptions } from '../entities/station/index.ts';
import { weatherDataKeys } from '../entities/weather-data/index.ts';
import { type DisplayUnits, unitsKey } from '../lib/display-units.ts';

/**
 * The home page's server-sent first screen (speed on a phone). For GET / the server fills
 * index.html with the default station's weather now (packages/server/src/modules/web-shell) and puts the
 * answers it was built from in a JSON data block. The app starts from those answers, so its first render
 * shows the same values in the same place and replaces the shell without a jump; a visitor who chose
 * another station or other units starts as before (public/theme.js hid the shell's values for them).
 */
export interface HomeShellData {
  reference: string;
  station: WeatherStation;
  current: CurrentData | null;
  daily: DailyHistory | null;
}

export const HOME_SHELL_DATA_ID = 'home-shell-data';

/** The shell's data, when the page carries a valid one. */
export function readHomeShell(document: Document): HomeShellData | null {
  const block = document.getElementById(HOME_SHELL_DATA_ID);
  if (block === null) return null;
  block.remove();
  let data: unknown;
  try {
    data = JSON.parse(block.textContent ?? '');
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null) return null;
  const { reference, station, current, daily } = data as Record<string, unknown>;
  // The same checks as every API answer (lib/api-client.ts).
  const valid =
    typeof reference === 'string' &&
    isWeatherStation(station) &&
    (current === null || isCurrentData(current)) &&
    (daily === null || isDailyHistory(daily));
  return valid ? (data as HomeShellData) : null;
}

/**
 * Puts the shell's answers in the query cache as if just fetched, when they are what the visitor's home page
 * asks for (the same station, the station's units). Returns whether it did.
 */
export function seedHomeShell(
  client: QueryClient,
  shell: HomeShellData,
  reference: string,
  units: DisplayUnits,
): boolean {
  if (shell.reference !== reference || unitsKey(units) !== '') return false;
  client.setQueryData(stationQueryOptions(reference).queryKey, shell.station);
  client.setQueryData(weatherDataKeys.currentDetail(reference, units), shell.current);
  if (shell.daily !== null) client.setQueryData(weatherDataKeys.dailyHistory(reference, units), shell.daily);
  return true;
}
