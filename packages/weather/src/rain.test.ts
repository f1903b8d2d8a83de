import { describe, expect, it } from 'vitest';
import {
  advanceRainEvent,
  CONSOLE_MIDNIGHT_SKEW_MS,
  MAX_RAIN_STEP_MM,
  RAIN_EVENT_DRY_GAP_MS,
  type RainEventState,
  rainBetweenMm,
  rainEventAtMm,
  rainEventMm,
  rainFromCounterStep,
  rainFromCounters,
  rainInWindowMm,
  rainOfDayStartMm,
  rainRateMmH,
} from './rain.ts';
import { HOUR_MS, MINUTE_MS } from './time-constants.ts';

const t0 = Date.parse('2026-06-01T00:00:00Z');
const min = (minutes: number) => t0 + minutes * MINUTE_MS;

describe('rainFromCounterStep', () => {
  it.each([
    [10.2, 10.5, 0.3, false],
    [10.2, 10.2, 0, false],
    [12.3, 0, 0, true],
    [12.3, 0.3, 0.3, true],
    [10.2, 10.1, 0, true],
    [4, 2.1, 0, true],
    [4, 1.9, 1.9, true],
  ])('counter %s → %s is %s mm (decreased: %s)', (previous, current, rain, decreased) => {
    const step = rainFromCounterStep(previous, current);
    expect(step.rainMm).toBeCloseTo(rain, 10);
    expect(step.counterDecreased).toBe(decreased);
  });
});

describe('rainFromCounterStep with a jump', () => {
  it.each([
    // 0.10 in then 9000 in: 2.54 mm then 228,600 mm, far beyond any interval's rain.
    [2.54, 228_600, 0, true],
    [0, MAX_RAIN_STEP_MM, MAX_RAIN_STEP_MM, false],
    [0, MAX_RAIN_STEP_MM + 0.1, 0, true],
    [100, 100 + MAX_RAIN_STEP_MM + 1, 0, true],
  ])('counter %s → %s is %s mm (jumped: %s)', (previous, current, rain, jumped) => {
    const step = rainFromCounterStep(previous, current);
    expect(step.rainMm).toBeCloseTo(rain, 10);
    expect(step.counterJumped).toBe(jumped);
    expect(step.counterDecreased).toBe(false);
  });

  it('takes another bound for another counter (lightning strikes)', () => {
    expect(rainFromCounterStep(3, 900_000, 10_000)).toEqual({
      rainMm: 0,
      counterDecreased: false,
      counterJumped: true,
    });
    expect(rainFromCounterStep(3, 40, 10_000).rainMm).toBe(37);
  });

  it('counts no reset to a value beyond the bound', () => {
    expect(rainFromCounterStep(1_000_000, 5000).rainMm).toBe(0);
  });
});

describe('rainFromCounters', () => {
  it('turns a rising counter into per-interval rain', () => {
    const intervals = rainFromCounters([
      { atMs: min(0), counterMm: 1.2 },
      { atMs: min(5), counterMm: 1.5 },
      { atMs: min(10), counterMm: 1.5 },
      { atMs: min(15), counterMm: 2.4 },
    ]);
    expect(intervals.map((i) => Number(i.rainMm.toFixed(6)))).toEqual([0.3, 0, 0.9]);
    expect(intervals[0]).toMatchObject({ fromMs: min(0), toMs: min(5), counterDecreased: false });
  });

  it('starts a new run at a midnight reset and keeps the rain counted since the reset', () => {
    const intervals = rainFromCounters([
      { atMs: min(0), counterMm: 7.8 },
      { atMs: min(5), counterMm: 8.1 },
      { atMs: min(10), counterMm: 0.3 },
      { atMs: min(15), counterMm: 0.6 },
    ]);
    expect(intervals.map((i) => Number(i.rainMm.toFixed(6)))).toEqual([0.3, 0.3, 0.3]);
    expect(intervals.map((i) => i.counterDecreased)).toEqual([false, true, false]);
    const total = intervals.reduce((sum, i) => sum + i.rainMm, 0);
    expect(total).toBeCloseTo(0.9, 10);
  });

  it('counts nothing for a small step back and resumes from the new value', () => {
    const intervals = rainFromCounters([
      { atMs: min(0), counterMm: 10.2 },
      { atMs: min(5), counterMm: 10.1 },
      { atMs: min(10), counterMm: 10.4 },
    ]);
    expect(intervals.map((i) => Number(i.rainMm.toFixed(6)))).toEqual([0, 0.3]);
  });

  it('keeps the rain of a gap in the interval that spans it', () => {
    const intervals = rainFromCounters([
      { atMs: min(0), counterMm: 2 },
      { atMs: min(6 * 60), counterMm: 14.5 },
    ]);
    expect(intervals).toEqual([{ fromMs: min(0), toMs: min(360), rainMm: 12.5, counterDecreased: false }]);
  });

  it('skips readings without a counter and sorts by time without touching the input', () => {
    const readings = [
      { atMs: min(10), counterMm: 3 },
      { atMs: min(0), counterMm: 2 },
      { atMs: min(5), counterMm: null },
    ];
    const copy = structuredClone(readings);
    expect(rainFromCounters(readings)).toEqual([
      { fromMs: min(0), toMs: min(10), rainMm: 1, counterDecreased: false },
    ]);
    expect(readings).toEqual(copy);
  });

  it('gives no interval for fewer than two counter values', () => {
    expect(rainFromCounters([])).toEqual([]);
    expect(rainFromCounters([{ atMs: min(0), counterMm: 5 }])).toEqual([]);
  });
});

describe('rain totals and rate', () => {
  const rain = [
    { atMs: min(0), rainMm: 0.3 },
    { atMs: min(10), rainMm: 0.6 },
    { atMs: min(50), rainMm: 0.3 },
    { atMs: min(60), rainMm: 0.3 },
  ];

  it('sums rain in a half-open window (from, to]', () => {
    expect(rainBetweenMm(rain, min(0), min(60))).toBeCloseTo(1.2, 10);
    expect(rainBetweenMm(rain, min(-1), min(60))).toBeCloseTo(1.5, 10);
    expect(rainBetweenMm(rain, min(60), min(120))).toBe(0);
  });

  it('derives a rate in mm/h from the last 15 minutes', () => {
    expect(rainRateMmH(rain, min(60))).toBeCloseTo(2.4, 10);
    expect(rainRateMmH(rain, min(100))).toBe(0);
    expect(rainRateMmH(rain, min(60), 60 * MINUTE_MS)).toBeCloseTo(1.2, 10);
    expect(() => rainRateMmH(rain, min(60), 0)).toThrow(RangeError);
  });
});

describe('rain event (wet spell ending after 24 h without rain)', () => {
  it('sums rain separated by less than 24 h into one event', () => {
    const rain = [
      { atMs: min(0), rainMm: 2 },
      { atMs: min(23 * 60), rainMm: 1 },
      { atMs: min(46 * 60), rainMm: 0.5 },
    ];
    expect(rainEventMm(rain, min(47 * 60))).toBeCloseTo(3.5, 10);
  });

  it('starts a new event after 24 dry hours', () => {
    const rain = [
      { atMs: min(0), rainMm: 2 },
      { atMs: min(24 * 60), rainMm: 1 },
      { atMs: min(25 * 60), rainMm: 0.4 },
    ];
    expect(rainEventMm(rain, min(26 * 60))).toBeCloseTo(1.4, 10);
  });

  it('is 0 once 24 h have passed since the last rain, and ignores dry readings and the future', () => {
    const rain = [
      { atMs: min(0), rainMm: 2 },
      { atMs: min(60), rainMm: 0 },
      { atMs: min(48 * 60), rainMm: 9 },
    ];
    expect(rainEventMm(rain, min(0) + RAIN_EVENT_DRY_GAP_MS - 1)).toBe(2);
    expect(rainEventMm(rain, min(0) + RAIN_EVENT_DRY_GAP_MS)).toBe(0);
    expect(rainEventMm([], min(0))).toBe(0);
  });

  it('gives the same answer one reading at a time', () => {
    const rain = [
      { atMs: min(0), rainMm: 2 },
      { atMs: min(30), rainMm: 0 },
      { atMs: min(23 * 60), rainMm: 1 },
      { atMs: min(50 * 60), rainMm: 0.6 },
      { atMs: min(51 * 60), rainMm: 0.2 },
    ];
    let state: RainEventState | null = null;
    for (const r of rain) {
      state = advanceRainEvent(state, r.rainMm, r.atMs);
      expect(rainEventAtMm(state, r.atMs)).toBeCloseTo(rainEventMm(rain, r.atMs), 10);
    }
    expect(state).toMatchObject({ startedAtMs: min(50 * 60), lastRainAtMs: min(51 * 60) });
    expect(rainEventAtMm(state, min(51 * 60) + RAIN_EVENT_DRY_GAP_MS)).toBe(0);
    expect(rainEventAtMm(null, min(0))).toBe(0);
  });
});

describe('rainOfDayStartMm', () => {
  // A local day starting at t0 (its midnight); instants in hours from there (negative: the day before).
  const at = (hours: number) => t0 + hours * HOUR_MS;
  const reading = (hours: number, dailyMm: number) => ({ atMs: at(hours), dayStartMs: t0, dailyMm });
  const previous = (hours: number, dailyMm: number | null) => ({ atMs: at(hours), dailyMm });

  it.each([
    ['a station first heard at 15:00 after 3.3 mm', reading(15, 3.3), null, null, 3.3],
    ['a station first heard on a dry day', reading(15, 0), null, null, 0],
    [
      'a previous reading on the same day: the counter step rule',
      reading(15, 3.3),
      previous(14, 3),
      null,
      null,
    ],
    ['a previous reading at midnight belongs to the day', reading(0.1, 0.3), previous(0, 0), null, null],
    ['offline from 20:00 to 09:00: the new day’s counter', reading(9, 2.1), previous(-4, 5), null, 2.1],
    ['offline across midnight, more today than yesterday', reading(9, 7), previous(-4, 5), null, 7],
    ['offline across midnight, a day’s counter equal by chance', reading(9, 5), previous(-4, 5), null, 5],
    ['offline for two days, back just after midnight', reading(0.5, 1.2), previous(-40, 0.5), null, 1.2],
    ['just after midnight, the counter reset', reading(0.1, 0), previous(-0.05, 5), null, 0],
    ['just after midnight, reset and 0.3 mm since', reading(0.1, 0.3), previous(-0.05, 5), null, 0.3],
    ['just after midnight, not reset yet: nothing new', reading(0.1, 5), previous(-0.05, 5), null, 0],
    ['just after midnight, not reset yet: its rise', reading(0.1, 5.3), previous(-0.05, 5), null, 0.3],
    ['near midnight without a previous daily counter', reading(0.1, 5.3), previous(-0.05, null), null, null],
    ['offline across midnight, no previous daily counter', reading(9, 2.1), previous(-4, null), null, 2.1],
    [
      'a yearly counter rose by more within the cadence: all of it',
      reading(0.1, 0.3),
      previous(-0.05, 5),
      0.5,
      0.5,
    ],
    ['a yearly counter rose by more after an outage: today’s part', reading(9, 2.1), previous(-4, 5), 3, 2.1],
    ['a yearly counter rose by as much', reading(9, 2.1), previous(-4, 5), 2.1, 2.1],
    ['a yearly counter rose by less: not reset yet', reading(0.1, 5.3), previous(-0.05, 5), 0.3, 0.3],
    ['a yearly counter did not rise: not reset yet', reading(0.1, 5), previous(-0.05, 5), 0, 0],
    ['a negative daily counter counts nothing', reading(15, -1), null, null, 0],
  ] as const)('%s', (_, current, before, longerStep, expected) => {
    const rain = rainOfDayStartMm(current, before, longerStep);
    if (expected === null) expect(rain).toBeNull();
    else expect(rain).toBeCloseTo(expected, 10);
  });

  it('waits for the console’s midnight up to CONSOLE_MIDNIGHT_SKEW_MS either side', () => {
    const skewHours = CONSOLE_MIDNIGHT_SKEW_MS / HOUR_MS;
    // Both within the skew: the counter that did not go down was not reset.
    expect(rainOfDayStartMm(reading(skewHours - 0.1, 6), previous(-skewHours + 0.1, 5), null)).toBeCloseTo(1);
    // Both beyond it: the console's midnight lies between them.
    expect(rainOfDayStartMm(reading(skewHours + 0.1, 6), previous(-skewHours - 0.1, 5), null)).toBe(6);
    // Only one beyond it: still undecided.
    expect(rainOfDayStartMm(reading(skewHours + 0.1, 6), previous(-skewHours + 0.1, 5), null)).toBeCloseTo(1);
  });
});

describe('rainInWindowMm', () => {
  // A 15-minute window ending at 15:00 (t0 + 900 min); instants in minutes from t0.
  const end = min(900);
  it.each([
    ['a 5-minute interval inside the window counts whole', 2, min(890), min(895), 2],
    ['a reading at the window’s end counts whole', 2, min(895), end, 2],
    ['an interval of exactly the window counts whole', 2, min(880), min(895), 2],
    ['a reading at the window’s start is outside', 2, min(880), min(885), 0],
    ['a reading before the window counts nothing', 2, min(870), min(884), 0],
    ['a reading after the window’s end counts nothing', 2, min(895), min(901), 0],
    ['rain since midnight at 15:00: the last 15 of 900 minutes', 3.3, t0, end, (3.3 * 15) / 900],
    ['a 30-minute interval ending 5 minutes into the window: 5 of 30', 6, min(860), min(890), 1],
    ['no rain counts nothing', null, min(890), min(895), 0],
  ] as const)('%s', (_, rain, from, at, expected) => {
    expect(rainInWindowMm(rain, from, at, end)).toBeCloseTo(expected, 10);
  });

  it('takes another window', () => {
    expect(rainInWindowMm(6, min(0), min(60), min(60), 30 * MINUTE_MS)).toBeCloseTo(3, 10);
  });
});
