import { describe, expect, it } from 'vitest';
import { createCachedUpstream, createMemoryTtlCache } from './ttl-cache.ts';

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

describe('cached upstream', () => {
  it('sends one call for concurrent requests of a key, then answers from the cache until the TTL ends', async () => {
    const { cache, advance } = setup();
    const upstream = createCachedUpstream(cache, 1_000);
    let calls = 0;
    let release: (value: string) => void = () => {};
    const load = () => {
      calls += 1;
      return new Promise<string>((resolve) => {
        release = resolve;
      });
    };
    const first = upstream.get('k', load);
    const second = upstream.get('k', load);
    expect(await upstream.isCached('k')).toBe(true);
    await Promise.resolve();
    await Promise.resolve();
    release('v1');
    expect(await Promise.all([first, second])).toEqual(['v1', 'v1']);
    expect(calls).toBe(1);
    expect(await upstream.get('k', async () => 'v2')).toBe('v1');
    advance(1_000);
    expect(await upstream.isCached('k')).toBe(false);
    expect(await upstream.get('k', async () => 'v2')).toBe('v2');
  });

  it('loads again after an invalidation', async () => {
    const { cache } = setup();
    const upstream = createCachedUpstream(cache, 1_000);
    expect(await upstream.get('k', async () => 'v1')).toBe('v1');
    await upstream.invalidate('k');
    expect(await upstream.isCached('k')).toBe(false);
    expect(await upstream.get('k', async () => 'v2')).toBe('v2');
    expect(await upstream.get('k', async () => 'v3')).toBe('v2');
  });

  it('answers a load invalidated while it ran to its waiters but stores it not, and starts a new one', async () => {
    const { cache } = setup();
    const upstream = createCachedUpstream(cache, 1_000);
    let release: (value: string) => void = () => {};
    const stale = upstream.get(
      'k',
      () =>
        new Promise<string>((resolve) => {
          release = resolve;
        }),
    );
    await Promise.resolve();
    await upstream.invalidate('k');
    // A visitor after the change does not wait for the load that may have read the old data.
    const fresh = upstream.get('k', async () => 'new');
    release('old');
    expect(await stale).toBe('old');
    expect(await fresh).toBe('new');
    expect(await upstream.get('k', async () => 'other')).toBe('new');
  });

  it('caches no failure and leaves no waiter behind', async () => {
    const { cache } = setup();
    const upstream = createCachedUpstream(cache, 1_000);
    await expect(upstream.get('k', async () => Promise.reject(new Error('502')))).rejects.toThrow('502');
    expect(await upstream.isCached('k')).toBe(false);
    expect(await upstream.get('k', async () => 'ok')).toBe('ok');
  });
});
