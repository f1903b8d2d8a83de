import { describe, expect, it } from 'vitest';
import { createDayCloser } from './interval-records.ts';

describe('createDayCloser', () => {
  const at = (iso: string) => Date.parse(iso);

  it('stores a record stamped at local midnight a millisecond earlier, in the day it closes', () => {
    const close = createDayCloser('Europe/Berlin');
    expect(close(at('2026-06-02T22:00:00Z'))).toBe(at('2026-06-02T22:00:00Z') - 1);
    expect(close(at('2026-06-02T22:10:00Z'))).toBe(at('2026-06-02T22:10:00Z'));
    // 09:00 local is nothing special for a midnight station.
    expect(close(at('2026-06-03T07:00:00Z'))).toBe(at('2026-06-03T07:00:00Z'));
  });

  it('closes the day at 09:00 local for a station whose day starts then, summer and winter time alike', () => {
    const close = createDayCloser('Europe/Berlin', 9);
    expect(close(at('2026-06-03T07:00:00Z'))).toBe(at('2026-06-03T07:00:00Z') - 1);
    expect(close(at('2026-12-03T08:00:00Z'))).toBe(at('2026-12-03T08:00:00Z') - 1);
    // Its midnight and other hours are kept as they are.
    expect(close(at('2026-06-02T22:00:00Z'))).toBe(at('2026-06-02T22:00:00Z'));
    expect(close(at('2026-06-03T07:10:00Z'))).toBe(at('2026-06-03T07:10:00Z'));
  });

  it('closes at 07:00 local in a zone west of UTC', () => {
    const close = createDayCloser('America/New_York', 7);
    expect(close(at('2026-01-15T12:00:00Z'))).toBe(at('2026-01-15T12:00:00Z') - 1);
    expect(close(at('2026-07-15T11:00:00Z'))).toBe(at('2026-07-15T11:00:00Z') - 1);
    expect(close(at('2026-07-15T12:00:00Z'))).toBe(at('2026-07-15T12:00:00Z'));
  });
});
