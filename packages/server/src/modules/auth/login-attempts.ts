import type { Clock } from '../../clock.ts';

/**
 * Failed-login bookkeeping per key (the e-mail). An interface so that a shared store (PostgreSQL, Redis)
 * can replace the in-process one when several server processes run (DESIGN §12).
 */
export interface LoginAttemptStore {
  /** True when `key` failed `maxFailures` times within the window ending now. */
  isBlocked(key: string): boolean;
  recordFailure(key: string): void;
  /** Forgets the failures of `key` (after a successful login). */
  reset(key: string): void;
}

/** In-process store: failure timestamps per key, pruned to the window on each access. */
export function createMemoryLoginAttemptStore(options: {
  clock: Clock;
  maxFailures: number;
  windowMs: number;
}): LoginAttemptStore {
  const failures = new Map<string, number[]>();
  const recent = (key: string): number[] => {
    const since = options.clock.now() - options.windowMs;
    const kept = (failures.get(key) ?? []).filter((at) => at > since);
    if (kept.length === 0) failures.delete(key);
    else failures.set(key, kept);
    return kept;
  };
  return {
    isBlocked: (key) => recent(key).length >= options.maxFailures,
    recordFailure(key) {
      failures.set(key, [...recent(key), options.clock.now()]);
    },
    reset(key) {
      failures.delete(key);
    },
  };
}
