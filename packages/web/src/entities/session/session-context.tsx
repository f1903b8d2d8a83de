import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { clearToken, readToken, storeToken } from '../../lib/auth-token.ts';
import { ANONYMOUS_SESSION, isAdmin, type Session, sessionFromToken } from './session-token.ts';

export interface SessionContextValue {
  session: Session;
  /** True when the session holds ROLE_ADMIN. */
  admin: boolean;
  /** Stores a freshly issued token and connects with it (spec §4). */
  signIn: (token: string) => void;
  /** Removes the token: no roles, not connected (spec §4). */
  signOut: () => void;
}

const SessionContext = createContext<SessionContextValue | null>(null);

// setTimeout overflows above 2^31-1 ms (about 24.8 days); a longer token is re-checked when the timer fires.
const MAX_TIMER_MS = 2_147_483_647;

export interface SessionProviderProps {
  children: ReactNode;
  /** Clock in epoch milliseconds; injected by tests. */
  now?: () => number;
  /**
   * The browser's first render over a page the server rendered for nobody signed in (main.tsx): it starts
   * anonymous, as that page, and the stored session takes over right after, so a signed-in visitor's page
   * is taken over as it is (its header then gains the back office's link) instead of hidden and drawn again.
   */
  startAnonymous?: boolean;
}

/**
 * Holds the session decoded from the stored token at start (connected only while `exp` is in the future)
 * and disconnects by itself when the token expires during the visit.
 */
export function SessionProvider({ children, now = Date.now, startAnonymous = false }: SessionProviderProps) {
  const [session, setSession] = useState<Session>(() =>
    startAnonymous ? ANONYMOUS_SESSION : sessionFromToken(readToken(), now()),
  );

  useEffect(() => {
    const token = startAnonymous ? readToken() : null;
    if (token !== null) setSession(sessionFromToken(token, now()));
  }, [startAnonymous, now]);

  useEffect(() => {
    if (session.exp === null) return;
    const remaining = session.exp * 1000 - now();
    const timer = window.setTimeout(
      () => setSession(sessionFromToken(readToken(), now())),
      Math.min(Math.max(remaining, 0), MAX_TIMER_MS),
    );
    return () => window.clearTimeout(timer);
  }, [session.exp, now]);

  const signIn = useCallback(
    (token: string) => {
      storeToken(token);
      setSession(sessionFromToken(token, now()));
    },
    [now],
  );

  const signOut = useCallback(() => {
    const token = readToken();
    // Ends the token on the server too (POST /api/logout: every token of the account, on every device), so
    // a copy left behind dies with the logout; the page does not wait for the answer.
    if (token !== null) {
      void fetch('/api/logout', {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        keepalive: true,
      }).catch(() => undefined);
    }
    clearToken();
    setSession(ANONYMOUS_SESSION);
  }, []);

  const value = useMemo(
    () => ({ session, admin: isAdmin(session), signIn, signOut }),
    [session, signIn, signOut],
  );
  return <SessionContext value={value}>{children}</SessionContext>;
}

/** The current session and the actions that change it. Must be used under {@link SessionProvider}. */
export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (value === null) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}
