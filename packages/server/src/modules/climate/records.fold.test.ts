/** The pure fold of the climate records (records.ts): ties, copies, and which records a running day sets. */
import { describe, expect, it } from 'vitest';
import type { RecordDayRow } from '../readings/index.ts';
import { addRecordDays, beats, bestOf, emptyRecordsFold, todaysRecords, wettestMonth } from './records.ts';

/** A summary row of `day` with the given columns, the others null. */
function row(day: string, values: Partial<RecordDayRow> = {}): RecordDayRow {
  return {
    day,
    temperatureMax: null,
    temperatureMaxAt: null,
    temperatureMin: null,
    temperatureMinAt: null,
    rainTotalMm: null,
    rainRateMax: null,
    rainRateMaxAt: null,
    windGustMax: null,
    windGustMaxAt: null,
    pressureMax: null,
    pressureMaxAt: null,
    pressureMin: null,
    pressureMinAt: null,
    ...values,
  };
}

describe('beats', () => {
  const held = { value: 20, day: '2025-07-02', at: 2_000 };
  it.each([
    ['a higher value', { value: 21, day: '2025-07-09', at: 9_000 }, true, true],
    ['a lower value where lower wins', { value: 19, day: '2025-07-09', at: 9_000 }, false, true],
    ['the same value reached earlier', { value: 20, day: '2025-07-01', at: 1_000 }, true, true],
    ['the same value reached later', { value: 20, day: '2025-07-09', at: 9_000 }, true, false],
    ['the same value without a time', { value: 20, day: '2025-07-01', at: null }, true, false],
  ])('%s: %o', (_name, candidate, higher, expected) => {
    expect(beats(held, candidate, higher)).toBe(expected);
  });

  it('lets a time beat none on a tie, and the earlier day when neither has one', () => {
    const untimed = { value: 20, day: '2025-07-05', at: null };
    expect(beats(untimed, { value: 20, day: '2025-07-09', at: 9_000 }, true)).toBe(true);
    expect(beats(untimed, { value: 20, day: '2025-07-01', at: null }, true)).toBe(true);
    expect(beats(untimed, { value: 20, day: '2025-07-09', at: null }, true)).toBe(false);
  });
});

describe('addRecordDays', () => {
  it('keeps each calendar month apart and never changes the fold it is given', () => {
    const past = addRecordDays(emptyRecordsFold(), [
      row('2024-11-05', { temperatureMax: 14.5, temperatureMaxAt: 1, rainTotalMm: 6 }),
      row('2025-07-15', { temperatureMax: 34.5, temperatureMaxAt: 2, rainTotalMm: 0 }),
    ]);
    const now = addRecordDays(past, [
      row('2025-11-20', { temperatureMax: 15.2, temperatureMaxAt: 3, rainTotalMm: 4 }),
    ]);
    expect(past.months[10]?.extremes.highestHigh?.value).toBe(14.5);
    expect(past.rainByMonth).toEqual({ '2024-11': 6, '2025-07': 0 });
    expect(now.months[10]?.extremes.highestHigh?.value).toBe(15.2);
    expect(bestOf(now.months, 'highestHigh')?.value).toBe(34.5);
    expect(now.months[10]?.firstDay).toBe('2024-11-05');
    expect(now).toMatchObject({ firstDay: '2024-11-05', lastDay: '2025-11-20' });
  });

  it('names the earlier month when two months tie for the wettest', () => {
    const fold = addRecordDays(emptyRecordsFold(), [
      row('2025-11-02', { rainTotalMm: 10 }),
      row('2024-11-02', { rainTotalMm: 10 }),
    ]);
    expect(wettestMonth(fold)).toEqual({ value: 10, month: '2024-11' });
  });
});

describe('todaysRecords', () => {
  const history = [
    row('2024-11-20', { temperatureMax: 14, temperatureMaxAt: 1, temperatureMin: 2, temperatureMinAt: 1 }),
    row('2025-07-01', { temperatureMax: 30, temperatureMaxAt: 2, temperatureMin: 15, temperatureMinAt: 2 }),
  ];
  const today = row('2025-11-20', {
    temperatureMax: 16,
    temperatureMaxAt: 3,
    temperatureMin: 12,
    temperatureMinAt: 3,
  });

  it('counts an all-time record from exactly a year of data on', () => {
    const past = addRecordDays(emptyRecordsFold(), history);
    const hot = { ...today, temperatureMax: 31 };
    expect(todaysRecords(past, addRecordDays(past, [hot]), '2025-11-20')).toEqual([
      { kind: 'highestHigh', scope: 'allTime', value: 31, previous: 30 },
    ]);
    const shorter = addRecordDays(emptyRecordsFold(), [
      { ...history[0], day: '2024-11-21' } as RecordDayRow,
      history[1] as RecordDayRow,
    ]);
    // Less than a year: only November's record, which stands on November 2024.
    expect(todaysRecords(shorter, addRecordDays(shorter, [hot]), '2025-11-20')).toEqual([
      { kind: 'highestHigh', scope: 'month', value: 31, previous: 14 },
    ]);
  });

  it('never announces a highest low nor a lowest high while the day runs', () => {
    const past = addRecordDays(emptyRecordsFold(), history);
    // 12 °C is November's highest low so far and 16 °C its highest high.
    expect(todaysRecords(past, addRecordDays(past, [today]), '2025-11-20')).toEqual([
      { kind: 'highestHigh', scope: 'month', value: 16, previous: 14 },
    ]);
  });

  it('announces the wettest month on the day it beats another month, not again on the days after', () => {
    // November 2019: 60 mm, the record. November 2025: 50 mm by the 19th, 12 mm on the 20th, 2 on the 21st.
    const wet = [row('2019-11-10', { rainTotalMm: 60 }), ...history];
    const byThe19th = addRecordDays(emptyRecordsFold(), [...wet, row('2025-11-19', { rainTotalMm: 50 })]);
    const the20th = addRecordDays(byThe19th, [row('2025-11-20', { rainTotalMm: 12 })]);
    expect(todaysRecords(byThe19th, the20th, '2025-11-20')).toEqual([
      { kind: 'wettestMonth', scope: 'allTime', value: 62, previous: 60 },
    ]);
    const the21st = addRecordDays(the20th, [row('2025-11-21', { rainTotalMm: 2 })]);
    expect(todaysRecords(the20th, the21st, '2025-11-21').map((record) => record.kind)).not.toContain(
      'wettestMonth',
    );
  });

  it('announces no month record while the month has no earlier year', () => {
    const past = addRecordDays(emptyRecordsFold(), [
      row('2024-10-01', { temperatureMax: 20, temperatureMaxAt: 1 }),
      row('2025-11-02', { temperatureMax: 10, temperatureMaxAt: 2 }),
    ]);
    expect(todaysRecords(past, addRecordDays(past, [today]), '2025-11-20')).toEqual([]);
  });
});
