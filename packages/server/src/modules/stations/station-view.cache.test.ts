import { describe, expect, it } from 'vitest';
import { createTestClock } from '../../../test/build-test-app.ts';
import { createStationViewCache } from './station-view.cache.ts';
import type { StationView } from './station-view.repository.ts';

const view = (id: number, reference: string, fingerprint: string) =>
  ({ id, reference, fingerprint }) as StationView;

function fakeRepository(rows: Map<string, StationView>) {
  let reads = 0;
  let gate: Promise<void> = Promise.resolve();
  return {
    get reads() {
      return reads;
    },
    hold(until: Promise<void>) {
      gate = until;
    },
    repository: {
      async getByReference(reference: string) {
        reads++;
        const row = rows.get(reference);
        await gate;
        if (row === undefined) throw new Error(`${reference} introuvable`);
        return row;
      },
    },
  };
}

describe('the station view cache', () => {
  it('reads a station once, again after forget() or maxAge, and never keeps an unknown reference', async () => {
    const rows = new Map([['A', view(1, 'A', 'v1')]]);
    const fake = fakeRepository(rows);
    const clock = createTestClock();
    const cache = createStationViewCache(fake.repository, { clock, maxAgeMs: 10_000 });
    expect((await cache.getByReference('A')).fingerprint).toBe('v1');
    await cache.getByReference('A');
    expect(fake.reads).toBe(1);
    rows.set('A', view(1, 'A', 'v2'));
    cache.forget(1);
    expect((await cache.getByReference('A')).fingerprint).toBe('v2');
    rows.set('A', view(1, 'A', 'v3'));
    clock.advance(10_001);
    expect((await cache.getByReference('A')).fingerprint).toBe('v3');
    await expect(cache.getByReference('B')).rejects.toThrow('introuvable');
    rows.set('B', view(2, 'B', 'b1'));
    expect((await cache.getByReference('B')).fingerprint).toBe('b1');
    rows.set('A', view(1, 'A', 'v4'));
    cache.forgetAll();
    expect((await cache.getByReference('A')).fingerprint).toBe('v4');
  });

  it('does not keep a read that a forget() overtook', async () => {
    const rows = new Map([['A', view(1, 'A', 'old')]]);
    const fake = fakeRepository(rows);
    const cache = createStationViewCache(fake.repository, { clock: createTestClock() });
    let release = () => {};
    fake.hold(
      new Promise<void>((done) => {
        release = done;
      }),
    );
    const slow = cache.getByReference('A');
    rows.set('A', view(1, 'A', 'new'));
    cache.forget(1);
    release();
    expect((await slow).fingerprint).toBe('old');
    expect((await cache.getByReference('A')).fingerprint).toBe('new');
  });
});
