/**
 * A station's climate records folded from its daily summaries (pure: rows in, fold out). Each calendar month
 * keeps its own records over every year; the all-time records are the best of the twelve. An extreme keeps
 * the earliest instant when several days tie, as the history's record answer does (summary-extremes.ts of
 * weather-data, and its SQL fold over the same columns): so the all-time high, low, rain rate, gust and
 * pressure are the record table's, instant for instant.
 */
import type { NewRecordKind, RecordKind } from '@meteodeck/contract';
import type { RecordDayRow } from '../readings/index.ts';

/** A record of one day in canonical units: its value, its local day, its instant when the summary keeps it. */
export interface DayExtreme {
  value: number;
  day: string;
  at: number | null;
}

/** The kinds of record a single day holds (every kind but the wettest month). */
export type DayRecordKind = Exclude<RecordKind, 'wettestMonth'>;

/** Where each kind of day record is read in a summary row, and whether higher or lower wins. */
export const DAY_RECORDS: {
  readonly [K in DayRecordKind]: {
    value: (row: RecordDayRow) => number | null;
    at: (row: RecordDayRow) => number | null;
    higher: boolean;
  };
} = {
  highestHigh: { value: (r) => r.temperatureMax, at: (r) => r.temperatureMaxAt, higher: true },
  lowestLow: { value: (r) => r.temperatureMin, at: (r) => r.temperatureMinAt, higher: false },
  highestLow: { value: (r) => r.temperatureMin, at: (r) => r.temperatureMinAt, higher: true },
  lowestHigh: { value: (r) => r.temperatureMax, at: (r) => r.temperatureMaxAt, higher: false },
  wettestDay: { value: (r) => r.rainTotalMm, at: () => null, higher: true },
  highestRainRate: { value: (r) => r.rainRateMax, at: (r) => r.rainRateMaxAt, higher: true },
  highestGust: { value: (r) => r.windGustMax, at: (r) => r.windGustMaxAt, higher: true },
  highestPressure: { value: (r) => r.pressureMax, at: (r) => r.pressureMaxAt, higher: true },
  lowestPressure: { value: (r) => r.pressureMin, at: (r) => r.pressureMinAt, higher: false },
};

const DAY_RECORD_KINDS = Object.keys(DAY_RECORDS) as DayRecordKind[];

/** One calendar month's records over every year, and its first day with a summary. */
export interface MonthFold {
  extremes: { readonly [K in DayRecordKind]?: DayExtreme };
  firstDay: string | null;
}

/** The records of a station's days: the twelve calendar months (index 0 = January) and each month's rain. */
export interface RecordsFold {
  months: readonly MonthFold[];
  /** Rain of each month with a rain total, mm, by 'YYYY-MM'. */
  rainByMonth: Readonly<Record<string, number>>;
  firstDay: string | null;
  lastDay: string | null;
}

/** The fold of no day. */
export function emptyRecordsFold(): RecordsFold {
  return {
    months: Array.from({ length: 12 }, () => ({ extremes: {}, firstDay: null })),
    rainByMonth: {},
    firstDay: null,
    lastDay: null,
  };
}

/**
 * Whether `candidate` takes the record from `held`: a better value, or the same value reached earlier (an
 * instant beats none, as in the history's fold; without instants, the earlier day).
 */
export function beats(held: DayExtreme | undefined, candidate: DayExtreme, higher: boolean): boolean {
  if (held === undefined) return true;
  if (candidate.value !== held.value)
    return higher ? candidate.value > held.value : candidate.value < held.value;
  if (held.at === null) return candidate.at !== null || candidate.day < held.day;
  return candidate.at !== null && candidate.at < held.at;
}

/** `fold` with the days of `rows` added (a new fold: a cached one is never changed). */
export function addRecordDays(fold: RecordsFold, rows: readonly RecordDayRow[]): RecordsFold {
  if (rows.length === 0) return fold;
  const months = fold.months.map((month) => ({ extremes: { ...month.extremes }, firstDay: month.firstDay }));
  const rainByMonth = { ...fold.rainByMonth };
  let { firstDay, lastDay } = fold;
  for (const row of rows) {
    const month = months[Number(row.day.slice(5, 7)) - 1];
    if (month === undefined) continue;
    if (month.firstDay === null || row.day < month.firstDay) month.firstDay = row.day;
    if (firstDay === null || row.day < firstDay) firstDay = row.day;
    if (lastDay === null || row.day > lastDay) lastDay = row.day;
    for (const kind of DAY_RECORD_KINDS) {
      const { value, at, higher } = DAY_RECORDS[kind];
      const v = value(row);
      if (v === null) continue;
      const candidate = { value: v, day: row.day, at: at(row) };
      if (beats(month.extremes[kind], candidate, higher)) month.extremes[kind] = candidate;
    }
    if (row.rainTotalMm !== null) {
      const key = row.day.slice(0, 7);
      rainByMonth[key] = (rainByMonth[key] ?? 0) + row.rainTotalMm;
    }
  }
  return { months, rainByMonth, firstDay, lastDay };
}

/** The best of several month folds' records of `kind` (the all-time record: the best of the twelve). */
export function bestOf(months: readonly MonthFold[], kind: DayRecordKind): DayExtreme | undefined {
  let best: DayExtreme | undefined;
  for (const month of months) {
    const e = month.extremes[kind];
    if (e !== undefined && beats(best, e, DAY_RECORDS[kind].higher)) best = e;
  }
  return best;
}

/** The wettest month ('YYYY-MM') among those `accept` lets through; the earlier one on a tie. */
export function wettestMonth(
  fold: RecordsFold,
  accept: (month: string) => boolean = () => true,
): { value: number; month: string } | undefined {
  let best: { value: number; month: string } | undefined;
  for (const [month, value] of Object.entries(fold.rainByMonth)) {
    if (!accept(month)) continue;
    if (best === undefined || value > best.value || (value === best.value && month < best.month)) {
      best = { value, month };
    }
  }
  return best;
}

/** A record today set, in canonical units. */
export interface TodaysRecord {
  kind: NewRecordKind;
  scope: 'allTime' | 'month';
  value: number;
  previous: number;
}

const NEW_DAY_KINDS = [
  'highestHigh',
  'lowestLow',
  'wettestDay',
  'highestRainRate',
  'highestGust',
  'highestPressure',
  'lowestPressure',
] as const satisfies readonly NewRecordKind[];

/**
 * The records the days from `today` on set over `past` (the days before), `now` being both folded: for each
 * kind its all-time record when the station has a year of data before today, else its calendar month's
 * when that month has data of an earlier year; a value only ties or no record stood before: none.
 */
export function todaysRecords(past: RecordsFold, now: RecordsFold, today: string): TodaysRecord[] {
  const index = Number(today.slice(5, 7)) - 1;
  const pastMonth = past.months[index];
  const nowMonth = now.months[index];
  if (pastMonth === undefined || nowMonth === undefined) return [];
  const yearAgo = `${Number(today.slice(0, 4)) - 1}${today.slice(4)}`;
  const allTimeCounts = past.firstDay !== null && past.firstDay <= yearAgo;
  const monthCounts = pastMonth.firstDay !== null && pastMonth.firstDay.slice(0, 4) < today.slice(0, 4);
  const found: TodaysRecord[] = [];
  const settle = (kind: NewRecordKind, allTime: [number, number] | null, month: [number, number] | null) => {
    if (allTimeCounts && allTime !== null)
      found.push({ kind, scope: 'allTime', value: allTime[0], previous: allTime[1] });
    else if (monthCounts && month !== null)
      found.push({ kind, scope: 'month', value: month[0], previous: month[1] });
  };
  const setToday = (
    before: DayExtreme | undefined,
    after: DayExtreme | undefined,
  ): [number, number] | null =>
    before !== undefined && after !== undefined && after.day >= today && after.value !== before.value
      ? [after.value, before.value]
      : null;
  for (const kind of NEW_DAY_KINDS) {
    settle(
      kind,
      setToday(bestOf(past.months, kind), bestOf(now.months, kind)),
      setToday(pastMonth.extremes[kind], nowMonth.extremes[kind]),
    );
  }
  const thisMonth = today.slice(0, 7);
  const sameMonth = (month: string) => month.slice(5) === thisMonth.slice(5);
  const otherMonth = (month: string) => month !== thisMonth;
  // The record this month beats is another month's; it beats it today when it had not by yesterday (else
  // every later rainy day would announce the record again, with this month's own total as the one beaten).
  const soFar = past.rainByMonth[thisMonth] ?? 0;
  const monthSet = (before?: { value: number }, after?: { value: number; month: string }) =>
    before !== undefined &&
    after !== undefined &&
    after.month === thisMonth &&
    after.value > before.value &&
    soFar <= before.value
      ? ([after.value, before.value] as [number, number])
      : null;
  settle(
    'wettestMonth',
    monthSet(wettestMonth(past, otherMonth), wettestMonth(now)),
    monthSet(
      wettestMonth(past, (month) => sameMonth(month) && otherMonth(month)),
      wettestMonth(now, sameMonth),
    ),
  );
  return found;
}
