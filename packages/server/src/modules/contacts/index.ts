// The contacts module's face: how it is wired into the app.
export type { ContactRateLimit } from './contacts.routes.ts';
export { wireContacts } from './contacts-wiring.ts';
