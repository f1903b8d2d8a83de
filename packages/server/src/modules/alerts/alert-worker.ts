/** The alert worker: one round of `alerts.runOnce` every ALERT_ROUND_MS (issue 16). */
import type { Alerts } from './alerts.ts';

/** How often the worker looks at the watched stations. */
export const ALERT_ROUND_MS = 30_000;

/** Runs `alerts.runOnce` every ALERT_ROUND_MS until stopped; a failed round is logged and the next one runs. */
export function startAlertWorker(
  alerts: Alerts,
  log: { error(details: object, message: string): void },
  everyMs = ALERT_ROUND_MS,
) {
  let stopped = false;
  let round: Promise<void> = Promise.resolve();
  const tick = () => {
    if (stopped) return;
    round = alerts
      .runOnce()
      .catch((error: unknown) => log.error({ err: error }, 'an alert round failed'))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, everyMs);
      });
  };
  let timer: NodeJS.Timeout = setTimeout(tick, everyMs);
  return {
    async stop(): Promise<void> {
      stopped = true;
      clearTimeout(timer);
      await round;
    },
  };
}
