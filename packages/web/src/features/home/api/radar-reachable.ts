/**
 * Whether Windy answers at all: a no-cors request resolves on any answer and fails when the host cannot be
 * reached (offline, DNS, refused, timed out). The frame alone cannot tell: a browser fires its load event on
 * the error page too.
 */
export async function radarReachable(url: string, signal: AbortSignal): Promise<boolean> {
  try {
    await fetch(url, { mode: 'no-cors', credentials: 'omit', referrerPolicy: 'no-referrer', signal });
    return true;
  } catch {
    return false;
  }
}
