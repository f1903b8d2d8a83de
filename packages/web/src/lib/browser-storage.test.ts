import { afterEach, describe, expect, it, vi } from 'vitest';
import { readStored, writeStored } from './browser-storage.ts';

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('browser storage', () => {
  it('reads back what it stored, and null for a key never stored', () => {
    writeStored('theme', 'dark');
    expect(readStored('theme')).toBe('dark');
    expect(readStored('units')).toBeNull();
  });

  it('neither throws nor finds anything where the browser refuses storage', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('refused', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => writeStored('language', 'en')).not.toThrow();
    expect(readStored('language')).toBeNull();
  });
});
