// Where the session's token is kept: the API client sends it with every call and drops it on a 401; what it
// says (roles, expiry) is the session entity's reading (entities/session/session-token.ts).

/** localStorage key of the JWT (spec §9). */
export const TOKEN_STORAGE_KEY = 'token';

/** Reads the stored token, or null when there is none (or storage is unavailable). */
export function readToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function storeToken(token: string): void {
  window.localStorage.setItem(TOKEN_STORAGE_KEY, token);
}

export function clearToken(): void {
  window.localStorage.removeItem(TOKEN_STORAGE_KEY);
}
