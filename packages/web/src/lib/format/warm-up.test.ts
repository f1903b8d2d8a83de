import { describe, expect, it } from 'vitest';
import { warmUpFormatters } from './warm-up.ts';

describe('warmUpFormatters', () => {
  it('makes the first formatters one task each, each after the previous one', () => {
    const queue: (() => void)[] = [];
    warmUpFormatters((task) => queue.push(task));
    let tasks = 0;
    while (queue.length > 0) {
      expect(queue).toHaveLength(1);
      queue.shift()?.();
      tasks += 1;
    }
    expect(tasks).toBe(3);
  });
});
