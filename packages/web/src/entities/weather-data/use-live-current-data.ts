import { isCurrentData } from 'virtual:answer-checks';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { type DisplayUnits, unitsKey, useDisplayUnits } from '../../lib/display-units.ts';
import { useCurrentDataDetail } from './api/get-current-data-detail.ts';
import { stationPath, weatherDataKeys } from './query-keys.ts';

/** What the live stream is doing: `connected` is true while the EventSource is open. */
export interface LiveCurrentDataState {
  connected: boolean;
}

/** URL of the Server-Sent Events stream of a station's current data, in the visitor's units. */
export function currentDataStreamUrl(reference: string, units: DisplayUnits = {}): string {
  const query = unitsKey(units);
  return `${stationPath(reference)}/currentData/stream${query === '' ? '' : `?${query}`}`;
}

/** One open stream of a station, shared by every component of the app that follows that station. */
interface LiveChannel {
  source: EventSource;
  connected: boolean;
  listeners: Set<(connected: boolean) => void>;
}

// Per query client (the app has one; tests make one each), per station reference.
const channelsByClient = new WeakMap<QueryClient, Map<string, LiveChannel>>();

function openChannel(queryClient: QueryClient, reference: string, units: DisplayUnits): LiveChannel {
  const source = new EventSource(currentDataStreamUrl(reference, units));
  const channel: LiveChannel = { source, connected: false, listeners: new Set() };
  const setConnected = (connected: boolean) => {
    if (channel.connected === connected) return;
    channel.connected = connected;
    for (const listener of channel.listeners) listener(connected);
  };
  source.onopen = () => setConnected(true);
  source.onerror = () => setConnected(false);
  source.onmessage = (event: MessageEvent) => {
    let payload: unknown;
    try {
      payload = typeof event.data === 'string' ? JSON.parse(event.data) : undefined;
    } catch {
      return;
    }
    if (!isCurrentData(payload)) return;
    // The stream may have opened before the open event reached us: a message proves it is live.
    setConnected(true);
    queryClient.setQueryData(weatherDataKeys.currentDetail(reference, units), payload);
    // Today's extremes move with the new reading; refetch them if a page shows them.
    void queryClient.invalidateQueries({ queryKey: weatherDataKeys.dailyHistory(reference) });
  };
  return channel;
}

/**
 * Follows a station's stream: opens it for the first follower, shares it with the next ones (a browser
 * allows few connections per site over HTTP/1.1: one stream per widget would starve the API calls), and
 * closes it when the last one leaves. Returns the unsubscribe function.
 */
function followStation(
  queryClient: QueryClient,
  reference: string,
  units: DisplayUnits,
  listener: (connected: boolean) => void,
): () => void {
  // One stream per station and unit set: the payloads differ by units.
  const key = `${reference}?${unitsKey(units)}`;
  let channels = channelsByClient.get(queryClient);
  if (channels === undefined) {
    channels = new Map();
    channelsByClient.set(queryClient, channels);
  }
  const stationChannels = channels;
  const channel = stationChannels.get(key) ?? openChannel(queryClient, reference, units);
  stationChannels.set(key, channel);
  channel.listeners.add(listener);
  listener(channel.connected);
  return () => {
    channel.listeners.delete(listener);
    if (channel.listeners.size === 0) {
      channel.source.close();
      if (stationChannels.get(key) === channel) stationChannels.delete(key);
    }
  };
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
    return followStation(queryClient, reference, units, setConnected);
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
