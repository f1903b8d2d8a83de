import { isCurrentData } from 'virtual:answer-checks';
import { STREAM_UPLOAD_EVENT } from '@meteodeck/contract';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { type DisplayUnits, unitsKey, useDisplayUnits } from '../../lib/display-units.ts';
import { useCurrentDataDetail } from './api/get-current-data-detail.ts';
import { stationPath, weatherDataKeys } from './query-keys.ts';

/** URL of the Server-Sent Events stream of a station's current data, in the visitor's units. */
export function currentDataStreamUrl(reference: string, units: DisplayUnits = {}): string {
  const query = unitsKey(units);
  return `${stationPath(reference)}/currentData/stream${query === '' ? '' : `?${query}`}`;
}

/** What a follower of a station's stream is told. */
export interface StreamFollower {
  /** The stream opened (true) or failed or closed (false); called at once with the current state. */
  onConnected(connected: boolean): void;
  /** A new reading was stored (its current data is already in the query cache). */
  onReading?(): void;
  /** A console's upload through one of the doors was recorded (the back office's connection view). */
  onUpload?(): void;
}

/** One open stream of a station, shared by every component of the app that follows that station. */
interface LiveChannel {
  source: EventSource;
  connected: boolean;
  followers: Set<StreamFollower>;
}

// Per query client (the app has one; tests make one each), per station reference and unit set.
const channelsByClient = new WeakMap<QueryClient, Map<string, LiveChannel>>();

function openChannel(queryClient: QueryClient, reference: string, units: DisplayUnits): LiveChannel {
  const source = new EventSource(currentDataStreamUrl(reference, units));
  const channel: LiveChannel = { source, connected: false, followers: new Set() };
  // Copies: a follower may leave while it is told.
  const tell = (call: (follower: StreamFollower) => void) => {
    for (const follower of [...channel.followers]) call(follower);
  };
  const setConnected = (connected: boolean) => {
    if (channel.connected === connected) return;
    channel.connected = connected;
    tell((follower) => follower.onConnected(connected));
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
    tell((follower) => follower.onReading?.());
  };
  // A named event: `onmessage` never sees it. Its data (the door, the instant) is not needed to refetch.
  source.addEventListener(STREAM_UPLOAD_EVENT, () => {
    setConnected(true);
    tell((follower) => follower.onUpload?.());
  });
  return channel;
}

/**
 * Follows a station's stream: opens it for the first follower, shares it with the next ones (a browser
 * allows few connections per site over HTTP/1.1: one stream per widget would starve the API calls), and
 * closes it when the last one leaves. Returns the unsubscribe function. One stream per station and unit set:
 * the payloads differ by units.
 */
export function followStation(
  queryClient: QueryClient,
  reference: string,
  units: DisplayUnits,
  follower: StreamFollower,
): () => void {
  const key = `${reference}?${unitsKey(units)}`;
  let channels = channelsByClient.get(queryClient);
  if (channels === undefined) {
    channels = new Map();
    channelsByClient.set(queryClient, channels);
  }
  const stationChannels = channels;
  const channel = stationChannels.get(key) ?? openChannel(queryClient, reference, units);
  stationChannels.set(key, channel);
  channel.followers.add(follower);
  follower.onConnected(channel.connected);
  return () => {
    channel.followers.delete(follower);
    if (channel.followers.size === 0) {
      channel.source.close();
      if (stationChannels.get(key) === channel) stationChannels.delete(key);
    }
  };
}

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
