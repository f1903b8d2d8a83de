import { describe, expect, it } from 'vitest';
import { createMemoryTtlCache } from './ttl-cache.ts';

function setup(maxEntries?: number) {
  let now = 1_000;
  const cache = createMemoryTtlCache<string>({
    clock: { now: () => now },
    ...(maxEntries === undefined ? {} : { maxEntries }),
  });
  return { cache, advance: (ms: number) => (now += ms) };
}

describe('in-memory TTL cache', () => {
  it('returns a value until its time to live is over', async () => {
    const { cache, advance } = setup();
    await cache.set('a', 'alpha', 100);
    advance(99);
    expect(await cache.get('a')).toBe('alpha');
    advance(1);
    expect(await cache.get('a')).toBeUndefined();
  });

  it('returns undefined for a key never set', async () => {
    expect(await setup().cache.get('missing')).toBeUndefined();
  });

  it('replaces a value and restarts its time to live', async () => {
    const { cache, advance } = setup();
    await cache.set('a', 'old', 100);
    advance(80);
    await cache.set('a', 'new', 100);
    advance(80);
    expect(await cache.get('a')).toBe('new');
  });

  it('drops the least recently written entry when full', async () => {
    const { cache } = setup(2);
    await cache.set('a', '1', 1000);
    await cache.set('b', '2', 1000);
    await cache.set('a', '1 again', 1000);
    await cache.set('c', '3', 1000);
    expect(await cache.get('b')).toBeUndefined();
    expect(await cache.get('a')).toBe('1 again');
    expect(await cache.get('c')).toBe('3');
  });
});
