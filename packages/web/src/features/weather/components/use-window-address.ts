import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { useStation } from '../../../entities/station/index.ts';
import { usePeriodHistory } from '../../../entities/weather-data/index.ts';
import type { DataSpan } from '../window-address.ts';

/** Changes to the address's query: a value sets a parameter, undefined removes it; the others stay. */
export type AddressChanges = Record<string, string | undefined>;

/**
 * The history and graph pages' address (window-address.ts): its query, and `go` to change it. A step or a
 * pick pushes a new entry, so Back returns to the window before; `replace` corrects an address that named
 * no valid window. The page keeps its scroll position (the router scrolls new pages to the top).
 */
export function useWindowAddress() {
  const [params, setParams] = useSearchParams();
  const go = useCallback(
    (changes: AddressChanges, options: { replace?: boolean } = {}) => {
      const next = new URLSearchParams(params);
      for (const [name, value] of Object.entries(changes)) {
        if (value === undefined) next.delete(name);
        else next.set(name, value);
      }
      // The window shown picked again: no second entry for the same address.
      if (next.toString() === params.toString()) return;
      setParams(next, { replace: options.replace ?? false, preventScrollReset: true });
    },
    [params, setParams],
  );
  return { params, go };
}

/**
 * What a past window's address needs before it can be asked for: the station's time zone (its local dates
 * become instants) and its data span (an address before the first day with data falls back to the
 * present). The span is the record answer's first and last day with data (`startDate`, `endDate`), the
 * same call and cache as the record table; undefined while unknown, when the call failed or without data.
 */
export function useWindowContext(reference: string) {
  const station = useStation(reference);
  const record = usePeriodHistory(reference, 'record');
  const first = record.data?.startDate ?? null;
  const last = record.data?.endDate ?? null;
  const span: DataSpan | undefined =
    first === null || last === null ? undefined : { firstDay: first, lastDay: last };
  return {
    timeZone: station.data?.timezone,
    /** The local hour the station's day starts at (0: midnight; 7 or 9, weather's station-day.ts). */
    dayStartHour: station.data?.dayStartHour ?? 0,
    /** Both calls answered (or failed): a named window can now be checked. */
    settled: !station.isPending && !record.isPending,
    span,
  };
}
