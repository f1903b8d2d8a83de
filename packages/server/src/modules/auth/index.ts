// The auth module's face: how it is wired into the app; the route guards every module's routes take
// (requireUser, requireAdmin, currentUser); and what the users module (above it) uses of it: the password
// hashes, the tokens, and the failed-login waits that 'Mon compte' shares with the login.
export { currentUser, hasRole, isAdmin, requireAdmin, requireUser } from './auth-hooks.ts';
export { type AuthWiring, type LoginLimits, wireAuth } from './auth-wiring.ts';
export type { LoginRateLimit } from './login.routes.ts';
export type { AuthAccounts, LoginAccount } from './login.service.ts';
export type { LoginAttemptStore } from './login-attempts.ts';
export { hashPassword, verifyPassword } from './password.ts';
export type { TokenService } from './token.service.ts';
