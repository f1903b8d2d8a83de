// Forwarding's face: what other modules use of it. Ingestion queues each stored reading for the station's
// targets inside its own transaction (outbox.service.ts); a test reads a queued payload as the Weather
// Underground request it becomes.

// The module wired into the app.
export { wireForwarding } from './forwarding-wiring.ts';
export type { ForwardingPayload } from './networks/network.ts';
export { wuQuery } from './networks/wunderground.ts';
export { enqueueForwarding } from './outbox.service.ts';
