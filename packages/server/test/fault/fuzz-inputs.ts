/**
 * What the fuzzers send (fast-check arbitraries shared by fuzz-doors.test.ts and fuzz-calls.test.ts), and
 * how many runs: FAULT_RUNS scales them (default 1).
 */
import fc from 'fast-check';

const SCALE = Number(process.env.FAULT_RUNS ?? 1);
export const runs = (n: number) => ({ numRuns: Math.max(1, Math.round(n * SCALE)) });

/** Text a console might put in a numeric field: numbers of any size, sentinels, garbage. */
export const numberText = fc.oneof(
  { arbitrary: fc.double().map(String), weight: 2 },
  { arbitrary: fc.integer({ min: -100, max: 2000 }).map(String), weight: 6 },
  { arbitrary: fc.double({ min: -100, max: 2000, noNaN: true }).map((n) => n.toFixed(2)), weight: 12 },
  {
    arbitrary: fc.constantFrom('-9999', '', '1e308', '-1e308', '1e20', '4294967295', '255', ' 12 '),
    weight: 3,
  },
  // Text that is no number refuses the whole upload (400): rarely, or nothing would be stored.
  { arbitrary: fc.constantFrom('Infinity', '0x1F', 'NaN'), weight: 1 },
  { arbitrary: fc.string({ maxLength: 8, unit: 'binary' }), weight: 1 },
);

/** A JSON value where a number is expected: numbers of any size, and what a broken client sends instead. */
export const jsonValue = fc.oneof(
  { arbitrary: fc.double(), weight: 2 },
  { arbitrary: fc.integer({ min: -1000, max: 5000 }), weight: 4 },
  { arbitrary: fc.double({ min: -100, max: 2500, noNaN: true }), weight: 6 },
  { arbitrary: fc.constantFrom(null, 1e308, -1e308, 0), weight: 2 },
  { arbitrary: fc.constantFrom(true, false, '12', ''), weight: 1 },
);
