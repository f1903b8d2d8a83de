import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useDisplayUnits } from '../../lib/display-units.ts';
import { useCurrentDataDetail } from './api/get-current-data-detail.ts';
import { followStation } from './live-channels.ts';

/** What the live stream is doing: `connected` is true while the EventSource is open. */
export interface LiveCurrentDataState {
  connected: boolean;
}

/**
 * Follows the station's current-data stream (SSE) and writes each payload into the current-data detail
 * query cache, so every component reading {@link useCurrentDataDetail} sees the new reading at once. While
 * the stream is open `connected` is true and callers turn polling off; when it errors or closes (server
 * restart, proxy timeout, unknown station) `connected` falls back to false, polling resumes, and
 * EventSource retries by itself (the server asks for 5 s). Payloads that do not match the contract are
 * ignored. Components following the same station share one stream. Without EventSource (old browsers,
 * jsdom) it never connects, so polling simply stays on. Switching `reference` leaves the old station's
 * stream and follows the new one.
 */
export function useLiveCurrentData(reference: string, enabled = true): LiveCurrentDataState {
  const queryClient = useQueryClient();
  const units = useDisplayUnits();
  const [connected, setConnected] = useState(false);

  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') {
      setConnected(false);
      return;
    }
    return followStation(queryClient, reference, units, { onConnected: setConnected });
  }, [queryClient, reference, enabled, units]);

  return { connected };
}

/**
 * The station's current data kept fresh: live through the stream while it is open, else polled every
 * `pollMs` (REFRESH_MS.home = 30 s on the home page, REFRESH_MS.currentPage = 60 s on /weather/current).
 * Returns the detail query (data `null` when the station has no reading) plus `live`: the stream is open
 * and there is a reading to be live (a station without readings shows no 'Live' beside 'Derzeit keine
 * Daten').
 */
export function useLiveCurrentDataDetail(reference: string, pollMs: number) {
  const { connected } = useLiveCurrentData(reference);
  const query = useCurrentDataDetail(reference, { refetchInterval: connected ? false : pollMs });
  return { ...query, live: connected && query.data !== null && query.data !== undefined };
}
