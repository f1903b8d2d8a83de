// The audit module's face: recording an entry in a writer's transaction (the reading editor's), and how the
// trail is wired into the app.
export { recordAudit } from './audit.ts';
export { wireAudit } from './audit-wiring.ts';
