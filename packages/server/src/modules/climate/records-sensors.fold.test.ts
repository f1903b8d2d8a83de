/** The extra sensors' records fold (records-sensors.ts): which records a kind keeps, ties, sums, today's. */
import { describe, expect, it } from 'vitest';
import type { SensorRecordDay } from '../sensors/index.ts';
import {
  addSensorDays,
  bestSensorRecord,
  sensorRecordKinds,
  todaysSensorRecords,
} from './records-sensors.ts';

const at = (iso: string) => Date.parse(iso);

/** A level's day: its low and high with their instants. */
const level = (day: string, min: [number, string], max: [number, string]): SensorRecordDay => ({
  key: 'soilMoisture:1',
  day,
  counter: false,
  min: min[0],
  minAt: at(`${day}T${min[1]}Z`),
  max: max[0],
  maxAt: at(`${day}T${max[1]}Z`),
  sum: min[0] + max[0],
  count: 2,
});

/** A counter's day: its sum of rises (strikes, a piezo gauge's rain). */
const counter = (day: string, sum: number): SensorRecordDay => ({
  key: 'piezoRainDaily',
  day,
  counter: true,
  min: 0,
  minAt: at(`${day}T00:00:00Z`),
  max: sum,
  maxAt: at(`${day}T20:00:00Z`),
  sum,
  count: 1,
});

describe('sensor record kinds', () => {
  it.each([
    ['extraTemperature', ['highest', 'lowest']],
    ['extraHumidity', ['highest', 'lowest']],
    ['soilTemperature', ['highest', 'lowest']],
    ['soilMoisture', ['highest', 'lowest']],
    ['leafWetness', ['highest', 'lowest']],
    ['pm25', ['highest', 'lowest']],
    ['pm10', ['highest', 'lowest']],
    ['co2', ['highest', 'lowest']],
    ['snowDepth', ['highest', 'lowest']],
    ['piezoRainRate', ['highest']],
    ['piezoRainDaily', ['largestDaySum']],
    ['lightningCount', ['largestDaySum']],
    ['leak', []],
    ['co2Avg', []],
    ['lightningTime', []],
    ['extraTemperatureBattery', []],
    ['noSuchKind', []],
  ])('%s keeps %j', (kind, kinds) => {
    expect(sensorRecordKinds(kind)).toEqual(kinds);
  });
});

describe('sensor records fold', () => {
  it('keeps each calendar month’s extremes, the earliest instant on a tie, and the best of all', () => {
    const fold = addSensorDays({}, [
      level('2024-11-03', [20, '05:15:00'], [41, '12:00:00']),
      level('2025-11-05', [20, '04:00:00'], [38, '12:00:00']),
      level('2025-03-10', [35, '04:00:00'], [55, '13:30:00']),
    ]);
    const sensor = fold['soilMoisture:1'];
    expect(sensor).toMatchObject({ firstDay: '2024-11-03', lastDay: '2025-11-05' });
    const november = sensor?.months[10];
    // 5 November 2025 ties the low at an earlier clock time but a later instant: 2024 keeps it.
    expect(november?.extremes.lowest).toEqual({
      value: 20,
      day: '2024-11-03',
      at: at('2024-11-03T05:15:00Z'),
    });
    expect(november?.extremes.highest).toMatchObject({ value: 41, day: '2024-11-03' });
    expect(bestSensorRecord(sensor?.months ?? [], 'highest')).toMatchObject({ value: 55, day: '2025-03-10' });
    expect(bestSensorRecord(sensor?.months ?? [], 'lowest')).toMatchObject({ value: 20, day: '2024-11-03' });
  });

  it('takes a counter’s largest day sum, without a time, the earlier day on a tie', () => {
    const fold = addSensorDays({}, [
      counter('2025-06-01', 12.5),
      counter('2025-06-20', 30),
      counter('2025-07-02', 30),
    ]);
    const months = fold.piezoRainDaily?.months ?? [];
    expect(bestSensorRecord(months, 'largestDaySum')).toEqual({ value: 30, day: '2025-06-20', at: null });
    expect(months[5]?.extremes.highest).toBeUndefined();
  });

  it('never changes the fold it adds days to', () => {
    const past = addSensorDays({}, [level('2024-11-03', [20, '05:00:00'], [41, '12:00:00'])]);
    const now = addSensorDays(past, [level('2025-11-20', [10, '05:00:00'], [50, '12:00:00'])]);
    expect(past['soilMoisture:1']?.months[10]?.extremes.highest?.value).toBe(41);
    expect(now['soilMoisture:1']?.months[10]?.extremes.highest?.value).toBe(50);
  });
});

describe('records a sensor sets today', () => {
  const history = [
    level('2024-11-03', [20, '05:00:00'], [41, '12:00:00']),
    level('2025-03-10', [35, '04:00:00'], [55, '13:30:00']),
  ];
  const today = '2025-11-20';
  const check = (past: SensorRecordDay[], todays: SensorRecordDay[], day = today) => {
    const before = addSensorDays({}, past);
    const after = addSensorDays(before, todays);
    return todaysSensorRecords(before['soilMoisture:1'], after['soilMoisture:1'], ['highest', 'lowest'], day);
  };

  it('a month record when it beats the month but not all time; both when it beats all time', () => {
    expect(check(history, [level(today, [25, '05:00:00'], [45, '12:00:00'])])).toEqual([
      { kind: 'highest', scope: 'month', value: 45, previous: 41 },
    ]);
    expect(check(history, [level(today, [15, '05:00:00'], [60, '12:00:00'])])).toEqual([
      { kind: 'highest', scope: 'allTime', value: 60, previous: 55 },
      { kind: 'lowest', scope: 'allTime', value: 15, previous: 20 },
    ]);
  });

  it('none on a tie, nor without a year of days or that month of an earlier year', () => {
    expect(check(history, [level(today, [25, '05:00:00'], [41, '12:00:00'])])).toEqual([]);
    const young = [level('2025-03-10', [35, '04:00:00'], [55, '13:30:00'])];
    expect(check(young, [level(today, [1, '05:00:00'], [99, '12:00:00'])])).toEqual([]);
  });

  it('a counter’s largest day sum so far', () => {
    const before = addSensorDays({}, [counter('2024-06-01', 12.5), counter('2025-06-20', 30)]);
    const after = addSensorDays(before, [counter('2025-06-25', 31)]);
    expect(
      todaysSensorRecords(before.piezoRainDaily, after.piezoRainDaily, ['largestDaySum'], '2025-06-25'),
    ).toEqual([{ kind: 'largestDaySum', scope: 'allTime', value: 31, previous: 30 }]);
  });
});
