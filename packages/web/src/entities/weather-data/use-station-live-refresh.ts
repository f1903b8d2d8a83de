import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useDisplayUnits } from '../../lib/display-units.ts';
import { followStation } from './use-live-current-data.ts';

/** Queries to refetch when a station's live stream announces something. */
export interface LiveRefreshRule {
  /** `reading`: a new reading was stored; `upload`: a console's upload was recorded (fields, rejections). */
  on: 'reading' | 'upload';
  /** Invalidated (refetched if shown) on each such event; a prefix reaches every key below it. */
  queryKey: QueryKey;
  /**
   * Waits this long after the event before refetching, ms (default 0): for an answer that moves a moment
   * after the reading (a forwarding target's status once the worker has sent it). Events within the wait
   * give one refetch.
   */
  delayMs?: number;
}

/**
 * Follows station `reference`'s live stream (the current-data SSE stream, shared with every other follower of
 * that station in the app) and invalidates each rule's query after each event it names, so a page refreshes
 * when something happened instead of polling. When the stream opens (at first and after each reconnection)
 * every rule's query is invalidated once, which catches up on what happened while it was down. Returns
 * `connected`: callers poll only while it is false (stream down, or no EventSource), as
 * {@link useLiveCurrentData} does. Nothing is followed while `reference` is undefined. The rules are read
 * at each event: a new array at each render does not reopen the stream.
 */
export function useStationLiveRefresh(
  reference: string | undefined,
  rules: readonly LiveRefreshRule[],
): { connected: boolean } {
  const queryClient = useQueryClient();
  const units = useDisplayUnits();
  const [connected, setConnected] = useState(false);
  const rulesRef = useRef(rules);
  rulesRef.current = rules;

  useEffect(() => {
    if (reference === undefined || typeof EventSource === 'undefined') {
      setConnected(false);
      return;
    }
    // One pending refetch per delayed query.
    const timers = new Map<string, ReturnType<typeof setTimeout>>();
    const invalidate = (rule: LiveRefreshRule) => {
      const run = () => void queryClient.invalidateQueries({ queryKey: rule.queryKey });
      if ((rule.delayMs ?? 0) <= 0) {
        run();
        return;
      }
      const id = JSON.stringify(rule.queryKey);
      if (timers.has(id)) return;
      timers.set(
        id,
        setTimeout(() => {
          timers.delete(id);
          run();
        }, rule.delayMs),
      );
    };
    const onEvent = (kind: LiveRefreshRule['on']) => {
      for (const rule of rulesRef.current) if (rule.on === kind) invalidate(rule);
    };
    let open = false;
    let following = false;
    const unfollow = followStation(queryClient, reference, units, {
      onConnected(now) {
        setConnected(now);
        // Events of the time the stream was down (or of the moment before it first opened) were missed; a
        // stream another follower already holds open needs no catching up (the queries are being fetched).
        if (now && !open && following)
          for (const rule of rulesRef.current) invalidate({ ...rule, delayMs: 0 });
        open = now;
      },
      onReading: () => onEvent('reading'),
      onUpload: () => onEvent('upload'),
    });
    following = true;
    return () => {
      unfollow();
      for (const timer of timers.values()) clearTimeout(timer);
    };
  }, [queryClient, reference, units]);

  return { connected };
}
