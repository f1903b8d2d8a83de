/** Source of the current time. Injected everywhere so tests can pin "now"; never call Date.now() elsewhere. */
export interface Clock {
  /** Milliseconds since the Unix epoch. */
  now(): number;
}

/** The real clock. */
export const systemClock: Clock = { now: () => Date.now() };
