import { describe, expect, it } from 'vitest';
import { createRequestThrottle } from './request-throttle.ts';

function setup(maxWaitMs = 5000) {
  let now = 0;
  const sleeps: number[] = [];
  const throttle = createRequestThrottle({
    intervalMs: 1000,
    maxWaitMs,
    busy: () => new Error('busy'),
    clock: { now: () => now },
    // Resolves at once: the test checks how long the throttle asks to wait, not the timer.
    sleep: async (ms) => {
      sleeps.push(ms);
    },
  });
  return { throttle, sleeps, advance: (ms: number) => (now += ms) };
}

describe('request throttle', () => {
  it('starts the first call at once and spaces concurrent calls one interval apart, in arrival order', async () => {
    const { throttle, sleeps } = setup();
    const order: string[] = [];
    await Promise.all(
      ['a', 'b', 'c'].map((name) =>
        throttle.run(async () => {
          order.push(name);
        }),
      ),
    );
    expect(sleeps).toEqual([1000, 2000]);
    expect(order).toEqual(['a', 'b', 'c']);
  });

  it('does not wait when the previous call started more than an interval ago', async () => {
    const { throttle, sleeps, advance } = setup();
    await throttle.run(async () => 1);
    advance(1000);
    await throttle.run(async () => 2);
    advance(400);
    await throttle.run(async () => 3);
    expect(sleeps).toEqual([600]);
  });

  it("returns the task's result and passes its failure on", async () => {
    const { throttle } = setup();
    await expect(throttle.run(async () => 'ok')).resolves.toBe('ok');
    await expect(
      throttle.run(async () => {
        throw new Error('upstream down');
      }),
    ).rejects.toThrow('upstream down');
  });

  it('refuses a call whose slot is further away than the longest wait', async () => {
    const { throttle, sleeps } = setup(2000);
    const calls = [1, 2, 3, 4].map(() => throttle.run(async () => 'done'));
    const results = await Promise.allSettled(calls);
    expect(results.map((result) => result.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'rejected',
    ]);
    expect(sleeps).toEqual([1000, 2000]);
  });
});
