// The session entity: who is logged in (read from the stored token) and the actions that change it. Code
// outside this folder imports it from here only.
export { SessionProvider, useSession } from './session-context.tsx';
