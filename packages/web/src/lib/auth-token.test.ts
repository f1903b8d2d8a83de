import { describe, expect, it } from 'vitest';
import { readToken, storeToken, TOKEN_STORAGE_KEY } from './auth-token.ts';

describe('token storage', () => {
  it("keeps the token in localStorage under 'token'", () => {
    storeToken('abc.def.ghi');
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('abc.def.ghi');
    expect(TOKEN_STORAGE_KEY).toBe('token');
    expect(readToken()).toBe('abc.def.ghi');
  });
});
