/**
 * The extra sensors' climate records folded from their local days (pure: rows in, fold out), as records.ts
 * folds the main measures': each calendar month keeps its records over every year, the all-time records
 * are the best of the twelve, a tie keeps the earliest instant (a day's sum: the earlier day). Which
 * records a sensor keeps follows how the measure catalogue folds its kind.
 */
import type { SensorRecordKind } from '@meteodeck/contract';
import { isMeasureKind, measureDescriptor } from '@meteodeck/weather';
import type { SensorRecordDay } from '../sensors/index.ts';
import { beats, type DayExtreme } from './records.ts';

/** Where each kind of sensor record is read in a day row, and whether higher or lower wins. */
const SENSOR_RECORDS: {
  readonly [K in SensorRecordKind]: {
    value: (row: SensorRecordDay) => number;
    at: (row: SensorRecordDay) => number | null;
    higher: boolean;
  };
} = {
  highest: { value: (r) => r.max, at: (r) => r.maxAt, higher: true },
  lowest: { value: (r) => r.min, at: (r) => r.minAt, higher: false },
  largestDaySum: { value: (r) => r.sum, at: () => null, higher: true },
};

/**
 * The records a sensor of `kind` keeps: a counter (strikes, a piezo gauge's rain) or a summed measure its
 * largest day's sum; a level folding min/max its highest and lowest (a rain rate only its highest, a
 * lightning distance none); a leak, an instant, a battery or a 24 h mean none.
 */
export function sensorRecordKinds(kind: string): SensorRecordKind[] {
  if (!isMeasureKind(kind)) return [];
  const descriptor = measureDescriptor(kind);
  if (descriptor.healthOf !== undefined) return [];
  if (descriptor.fold === 'sum' || descriptor.homeAssistant.stateClass === 'total_increasing')
    return ['largestDaySum'];
  if (descriptor.fold !== 'minMax') return [];
  if (descriptor.quantity === 'rainRate') return ['highest'];
  if (descriptor.quantity === 'lightningDistance') return [];
  return ['highest', 'lowest'];
}

/** One calendar month of a sensor's days over every year. */
export interface SensorMonthFold {
  extremes: { [K in SensorRecordKind]?: DayExtreme };
  firstDay: string | null;
}

/** One sensor's days folded: the twelve calendar months (index 0 = January), its first and last day. */
export interface SensorFoldOf {
  months: SensorMonthFold[];
  firstDay: string | null;
  lastDay: string | null;
}

/** Every sensor's fold, by sensor key. */
export type SensorRecordsFold = Readonly<Record<string, SensorFoldOf>>;

/** A copy of `held` (or an empty fold) that the days added next may change. */
const copyOf = (held: SensorFoldOf | undefined): SensorFoldOf => ({
  months:
    held?.months.map((m) => ({ extremes: { ...m.extremes }, firstDay: m.firstDay })) ??
    Array.from({ length: 12 }, () => ({ extremes: {}, firstDay: null })),
  firstDay: held?.firstDay ?? null,
  lastDay: held?.lastDay ?? null,
});

/** `fold` with the days of `rows` added (a new fold: a cached one is never changed). */
export function addSensorDays(fold: SensorRecordsFold, rows: readonly SensorRecordDay[]): SensorRecordsFold {
  if (rows.length === 0) return fold;
  const changed = new Map<string, SensorFoldOf>();
  for (const row of rows) {
    let sensor = changed.get(row.key);
    if (sensor === undefined) {
      sensor = copyOf(fold[row.key]);
      changed.set(row.key, sensor);
    }
    const month = sensor.months[Number(row.day.slice(5, 7)) - 1];
    if (month === undefined) continue;
    if (month.firstDay === null || row.day < month.firstDay) month.firstDay = row.day;
    if (sensor.firstDay === null || row.day < sensor.firstDay) sensor.firstDay = row.day;
    if (sensor.lastDay === null || row.day > sensor.lastDay) sensor.lastDay = row.day;
    for (const kind of sensorRecordKindsOfRow(row)) {
      const { value, at, higher } = SENSOR_RECORDS[kind];
      const candidate = { value: value(row), day: row.day, at: at(row) };
      if (beats(month.extremes[kind], candidate, higher)) month.extremes[kind] = candidate;
    }
  }
  return { ...fold, ...Object.fromEntries(changed) };
}

/** What a row can hold: a counter's day its sum, a level's day its extremes (the kind picks among them). */
const sensorRecordKindsOfRow = (row: SensorRecordDay): readonly SensorRecordKind[] =>
  row.counter ? ['largestDaySum'] : ['highest', 'lowest', 'largestDaySum'];

/** The best of several months' records of `kind` (all time: the best of the twelve). */
export function bestSensorRecord(
  months: readonly SensorMonthFold[],
  kind: SensorRecordKind,
): DayExtreme | undefined {
  let best: DayExtreme | undefined;
  for (const month of months) {
    const e = month.extremes[kind];
    if (e !== undefined && beats(best, e, SENSOR_RECORDS[kind].higher)) best = e;
  }
  return best;
}

/** A record today set by a sensor, canonical units. */
export interface TodaysSensorRecord {
  kind: SensorRecordKind;
  scope: 'allTime' | 'month';
  value: number;
  previous: number;
}

/**
 * The records of `kinds` the sensor's days from `today` on set over `past` (its days before), `now` being
 * both folded, by the main measures' rule (records.ts `todaysRecords`): all time once the sensor has a
 * year of days before today, else the calendar month's once it has that month of an earlier year; a tie or
 * no record before: none.
 */
export function todaysSensorRecords(
  past: SensorFoldOf | undefined,
  now: SensorFoldOf | undefined,
  kinds: readonly SensorRecordKind[],
  today: string,
): TodaysSensorRecord[] {
  const index = Number(today.slice(5, 7)) - 1;
  const pastMonth = past?.months[index];
  const nowMonth = now?.months[index];
  if (past === undefined || now === undefined || pastMonth === undefined || nowMonth === undefined) return [];
  const yearAgo = `${Number(today.slice(0, 4)) - 1}${today.slice(4)}`;
  const allTimeCounts = past.firstDay !== null && past.firstDay <= yearAgo;
  const monthCounts = pastMonth.firstDay !== null && pastMonth.firstDay.slice(0, 4) < today.slice(0, 4);
  const setToday = (before: DayExtreme | undefined, after: DayExtreme | undefined) =>
    before !== undefined && after !== undefined && after.day >= today && after.value !== before.value
      ? { value: after.value, previous: before.value }
      : null;
  const found: TodaysSensorRecord[] = [];
  for (const kind of kinds) {
    const allTime = setToday(bestSensorRecord(past.months, kind), bestSensorRecord(now.months, kind));
    const month = setToday(pastMonth.extremes[kind], nowMonth.extremes[kind]);
    if (allTimeCounts && allTime !== null) found.push({ kind, scope: 'allTime', ...allTime });
    else if (monthCounts && month !== null) found.push({ kind, scope: 'month', ...month });
  }
  return found;
}
