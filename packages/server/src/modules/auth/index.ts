// The auth module's face: how it is wired into the app.
export { type AuthWiring, type LoginLimits, wireAuth } from './auth-wiring.ts';
export type { LoginRateLimit } from './login.routes.ts';
export type { LoginAttemptStore } from './login-attempts.ts';
