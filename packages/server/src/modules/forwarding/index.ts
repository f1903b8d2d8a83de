// Forwarding's face: what other modules use of it. Ingestion queues each stored reading for the station's
// targets inside its own transaction, through the hook forwarding registers (queueForwardingOnIngest, also
// wired by the CLI); a test reads a queued payload as the Weather Underground request it becomes.

// The module wired into the app.
export { queueForwardingOnIngest, wireForwarding } from './forwarding-wiring.ts';
export type { ForwardingPayload } from './networks/network.ts';
export { wuQuery } from './networks/wunderground.ts';
