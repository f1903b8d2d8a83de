import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '../../lib/auth-token.ts';
import { makeToken, secondsFromNow, stubApi, tokenFor } from '../../test/fake-api.ts';
import { SessionProvider, useSession } from './session-context.tsx';

function SessionProbe() {
  const { session, admin, signIn, signOut } = useSession();
  return (
    <>
      <p>{session.connected ? `connected ${session.email} admin=${admin}` : 'anonymous'}</p>
      <button type="button" onClick={() => signIn(tokenFor('ROLE_ADMIN', 'new@example.org'))}>
        sign in
      </button>
      <button type="button" onClick={signOut}>
        sign out
      </button>
    </>
  );
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('SessionProvider', () => {
  it('starts from the stored token', () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, tokenFor('ROLE_EDITOR', 'ed@example.org'));
    render(
      <SessionProvider>
        <SessionProbe />
      </SessionProvider>,
    );
    expect(screen.getByText('connected ed@example.org admin=false')).toBeInTheDocument();
  });

  it("starts anonymous over a server's page, as that page was rendered, and takes the stored session right after", async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, tokenFor('ROLE_ADMIN', 'ad@example.org'));
    const seen: string[] = [];
    function FirstRenders() {
      const { session } = useSession();
      seen.push(session.connected ? 'connected' : 'anonymous');
      return null;
    }
    render(
      <SessionProvider startAnonymous>
        <FirstRenders />
        <SessionProbe />
      </SessionProvider>,
    );
    expect(await screen.findByText('connected ad@example.org admin=true')).toBeInTheDocument();
    expect(seen[0]).toBe('anonymous');
    expect(seen.at(-1)).toBe('connected');
  });

  it('signs in by storing the token and signs out by removing it, ending it on the server', async () => {
    const requests = stubApi({ 'POST /api/logout': () => new Response(null, { status: 204 }) });
    render(
      <SessionProvider>
        <SessionProbe />
      </SessionProvider>,
    );
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'sign in' }));
    expect(screen.getByText('connected new@example.org admin=true')).toBeInTheDocument();
    const token = window.localStorage.getItem(TOKEN_STORAGE_KEY);
    expect(token).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'sign out' }));
    expect(screen.getByText('anonymous')).toBeInTheDocument();
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    const logout = requests.find((r) => r.url.pathname === '/api/logout');
    expect(logout?.method).toBe('POST');
    expect(logout?.headers.get('authorization')).toBe(`Bearer ${token}`);
  });

  it('disconnects by itself when the token expires during the visit', () => {
    vi.useFakeTimers();
    window.localStorage.setItem(
      TOKEN_STORAGE_KEY,
      makeToken({ email: 'ed@example.org', roles: ['ROLE_EDITOR'], exp: secondsFromNow(5) }),
    );
    render(
      <SessionProvider>
        <SessionProbe />
      </SessionProvider>,
    );
    expect(screen.getByText('connected ed@example.org admin=false')).toBeInTheDocument();

    act(() => {
      vi.advanceTimersByTime(6_000);
    });

    expect(screen.getByText('anonymous')).toBeInTheDocument();
  });
});
