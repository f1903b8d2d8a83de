import type { ForwardingStatus } from '@meteodeck/contract';

/** The back office's `t` (only the keys and the `time` option used here). */
type Translate = (key: string, options: { time?: string }) => string;

/** An instant as the back office writes a clock time ('14:05'), in the station's time zone when known. */
export function clockTime(iso: string, timeZone?: string): string {
  return new Date(iso).toLocaleTimeString('fr-FR', {
    hour: '2-digit',
    minute: '2-digit',
    ...(timeZone === undefined || timeZone === '' ? {} : { timeZone }),
  });
}

/**
 * When the next reading goes, in words: 'prochain envoi à 14:05' (waiting for the network's interval),
 * 'nouvel essai à 14:07' (failing), 'envoi en cours' (readings queued and due), 'envoi dès le prochain relevé'
 * (nothing queued, the next reading goes at once); '' when nothing will be sent
 * (paused, disabled).
 */
export function nextSendText(status: ForwardingStatus, now: number, t: Translate, timeZone?: string): string {
  if (status.nextSendAt === null) return '';
  const at = Date.parse(status.nextSendAt);
  if (status.state === 'failing')
    return t('forwarding.retryAt', { time: clockTime(status.nextSendAt, timeZone) });
  if (at <= now) return t(status.queueLength > 0 ? 'forwarding.sending' : 'forwarding.sendOnNextReading', {});
  return t('forwarding.nextSendAt', { time: clockTime(status.nextSendAt, timeZone) });
}
